import { checkedBetween, digestRows } from '../data/progress';
import { checkedOf } from '../domain/practice';
import { buildWeeklyDigest, weekStart } from '../domain/digest';
import { requireProgressReader } from '../domain/readers';
import type { ProgressResolvers } from '../generated/graphql';

export const Progress: ProgressResolvers = {
  async weeklyDigest(progress, _, ctx) {
    // Reached only through myProgress or User.progress, which already checked; checked again so that a future
    // path to Progress cannot skip the rule.
    await requireProgressReader(ctx, progress.learnerId);
    const rows = await digestRows(
      ctx.pool,
      progress.learnerId,
      ctx.config.PROGRESS_TIME_ZONE,
      weekStart(progress.today),
      progress.today,
    );
    return buildWeeklyDigest(rows, progress.today);
  },
  async practiceThisWeek(progress, _, ctx) {
    await requireProgressReader(ctx, progress.learnerId);
    return checkedOf(
      await checkedBetween(ctx.pool, progress.learnerId, weekStart(progress.today), progress.today),
    );
  },
};
