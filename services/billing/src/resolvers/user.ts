import { findPlan } from '../data/plans';
import { planView } from '../domain/plan';
import { requirePlanReader } from '../domain/readers';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  async __resolveReference(ref, ctx) {
    await requirePlanReader(ctx, ref.id);
    return { id: ref.id, ...planView(await findPlan(ctx.pool, ref.id), ctx.config.FREE_MESSAGES) };
  },
};
