import type { PlanRow } from '../data/plans';

export interface PlanView {
  plan: 'Free' | 'Monthly';
  isSubscribed: boolean;
  remainingMessages: number;
  expiresAt: string | null;
}

/** A subscription counts only until its expiry; a user without a plan row yet is on the free plan. */
export function planView(row: PlanRow | undefined, freeMessages: number, now = new Date()): PlanView {
  const expires = row?.subscription_expires_at ?? null;
  const subscribed = expires !== null && expires > now;
  return {
    plan: subscribed ? 'Monthly' : 'Free',
    isSubscribed: subscribed,
    remainingMessages: row ? row.remaining_messages : freeMessages,
    expiresAt: subscribed ? expires.toISOString() : null,
  };
}
