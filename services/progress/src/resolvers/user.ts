import { progressRows } from '../data/progress';
import { buildProgress, CHART_DAYS } from '../domain/progress';
import { requireProgressReader } from '../domain/readers';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  async progress(user, _, ctx) {
    await requireProgressReader(ctx, user.id);
    return buildProgress(
      user.id,
      await progressRows(ctx.pool, user.id, CHART_DAYS),
      ctx.config.PROGRESS_TIME_ZONE,
      new Date(),
    );
  },
};
