import { findPlan } from '../data/plans';
import { planState, planView, sharePlan } from '../domain/plan';
import { requirePlanReader } from '../domain/readers';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  async __resolveReference(ref, ctx) {
    await requirePlanReader(ctx, ref.id);
    const plan = await findPlan(ctx.pool, ref.id);
    if (ctx.identity.user?.id === ref.id) sharePlan(ctx, ref.id, planState(plan, ctx.config.FREE_MESSAGES));
    return { id: ref.id, ...planView(plan, ctx.config.FREE_MESSAGES) };
  },
};
