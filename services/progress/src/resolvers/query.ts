import { requireUser } from '@tutor/service-runtime';
import { progressRows } from '../data/progress';
import { buildProgress, CHART_DAYS } from '../domain/progress';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  async myProgress(_, __, ctx) {
    const { id } = requireUser(ctx);
    return buildProgress(
      id,
      await progressRows(ctx.pool, id, CHART_DAYS),
      ctx.config.PROGRESS_TIME_ZONE,
      new Date(),
    );
  },
};
