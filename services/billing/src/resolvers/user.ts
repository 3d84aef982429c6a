import { requireSelfOrOwner } from '@tutor/service-runtime';
import type { BillingContext } from '../context';
import { findPlan } from '../data/plans';
import { planView } from '../domain/plan';

export const User = {
  async __resolveReference(ref: { id: string }, ctx: BillingContext) {
    requireSelfOrOwner(ctx, ref.id);
    return { id: ref.id, ...planView(await findPlan(ctx.pool, ref.id), ctx.config.FREE_MESSAGES) };
  },
};
