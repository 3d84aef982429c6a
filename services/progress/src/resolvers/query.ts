import { requireUser } from '@tutor/service-runtime';
import { progressRows } from '../data/progress';
import { buildProgress } from '../domain/progress';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  async myProgress(_, __, ctx) {
    const { id } = requireUser(ctx);
    return buildProgress(id, await progressRows(ctx.pool, id), ctx.config.PROGRESS_TIME_ZONE, new Date());
  },
};
