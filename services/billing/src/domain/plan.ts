import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { shareViewerState, viewOfPlan, type PlanStateSchema, type ViewerPlan } from '@tutor/contracts';
import type { RequestContext } from '@tutor/service-runtime';
import type { PlanRow } from '../data/plans';

export interface PlanView {
  plan: 'Free' | 'Monthly';
  isSubscribed: boolean;
  remainingMessages: number;
  expiresAt: string | null;
}

/** A subscription counts only until its expiry; a user without a plan row yet is on the free plan. */
export function planView(row: PlanRow | undefined, freeMessages: number, now = new Date()): PlanView {
  return viewOfPlan(planState(row, freeMessages), now);
}

/** The plan as it is stored, with its version: what billing hands out for copies of it (ADR 20). */
export function planState(row: PlanRow | undefined, freeMessages: number): ViewerPlan {
  return {
    // A user without a plan row is on the free plan at version 0: the row's first version (1) says the same.
    version: row?.version ?? 0,
    remainingMessages: row ? row.remaining_messages : freeMessages,
    subscriptionExpiresAt: row?.subscription_expires_at?.toISOString() ?? null,
  };
}

/** The same, as billing.plan's events carry it. */
export const planStateEvent = (row: PlanRow): MessageInitShape<typeof PlanStateSchema> => ({
  version: BigInt(row.version),
  remainingMessages: row.remaining_messages,
  subscriptionExpiresAt: row.subscription_expires_at
    ? timestampFromDate(row.subscription_expires_at)
    : undefined,
});

/**
 * Hands the gateway a plan with its version, beside the answer that read or changed it (ADR 20): the caller's own
 * on a read, the learner's on the owner's decision (so the gateway's copy is current before the owner sees "done").
 */
export function sharePlan(ctx: RequestContext, userId: string, state: ViewerPlan): void {
  shareViewerState(ctx.responseExtensions, userId, { plan: state });
}
