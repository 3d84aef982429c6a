import { BILLING_INTERNAL, type FairUseRefusal } from '@tutor/contracts';
import { HttpError } from '@tutor/service-runtime';
import { startStandIn } from '@tutor/test-kit';

/**
 * Billing as the conversation service sees it, served from billing's contract (`BILLING_INTERNAL`): free plans
 * with `free` credits, a charge per reply id (taken again after a refund), the spec's refusal when none is left,
 * and the fair-use refusal (429 with its details) for a learner the test put past the ceiling (`pastFairUse`).
 */
export async function startBillingStandIn(secret: string, free: number) {
  const remaining = new Map<string, number>();
  const pastFairUse = new Map<string, FairUseRefusal>();
  const charges = new Map<string, { userId: string; refunded: boolean }>();
  let version = 0;
  const left = (userId: string) => remaining.get(userId) ?? free;
  const plan = (userId: string) => ({
    plan: { plan: 'Free' as const, isSubscribed: false, remainingMessages: left(userId), expiresAt: null },
    state: { version, remainingMessages: left(userId), subscriptionExpiresAt: null },
  });
  const change = (userId: string, by: number) => {
    remaining.set(userId, left(userId) + by);
    version += 1;
  };
  const standIn = await startStandIn(BILLING_INTERNAL, secret, {
    consume: async ({ userId, messageId }) => {
      const charge = charges.get(messageId);
      if (charge && charge.userId !== userId) throw new HttpError(400, 'messageId belongs to another user');
      if (charge && !charge.refunded) return { consumed: false, ...plan(userId) };
      const fairUse = pastFairUse.get(userId);
      if (fairUse)
        throw new HttpError(429, "You've reached today's fair-use limit", 'FAIR_USE_LIMIT', fairUse);
      if (left(userId) <= 0)
        throw new HttpError(
          402,
          "You've used all your free messages. Please upgrade your account.",
          'NO_CREDITS',
        );
      charges.set(messageId, { userId, refunded: false });
      change(userId, -1);
      return { consumed: true, ...plan(userId) };
    },
    refund: async ({ userId, messageId }) => {
      const charge = charges.get(messageId);
      if (!charge || charge.refunded || charge.userId !== userId) return { refunded: false, ...plan(userId) };
      charge.refunded = true;
      change(userId, +1);
      return { refunded: true, ...plan(userId) };
    },
    plan: async ({ userId }) => {
      const { plan: view, state } = plan(userId);
      return { ...view, state };
    },
  });
  return { ...standIn, remaining: left, pastFairUse };
}
