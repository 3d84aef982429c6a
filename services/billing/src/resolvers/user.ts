import { requireSelfOrOwner } from '@tutor/service-runtime';
import { findPlan } from '../data/plans';
import { planView } from '../domain/plan';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  async __resolveReference(ref, ctx) {
    requireSelfOrOwner(ctx, ref.id);
    return { id: ref.id, ...planView(await findPlan(ctx.pool, ref.id), ctx.config.FREE_MESSAGES) };
  },
};
