import { CreditConsumedSchema, CreditRefundedSchema, isReplyId, TOPICS } from '@tutor/contracts';
import { withTransaction, type Pool } from '@tutor/service-runtime';
import { findCharge, lockPlan, markRefunded, recordCharge, setRemaining } from '../data/plans';
import { announce } from './announce';
import { BillingError, NO_CREDITS_MESSAGE } from './errors';
import { planView, type PlanView } from './plan';

/**
 * Takes one message credit for a learner message. Atomic (the plan row is locked, so concurrent sends queue up
 * and the count never goes below zero) and idempotent on the message id (a retry consumes nothing more).
 * Monthly subscribers consume nothing, but the message is recorded so that a refund is a no-op.
 */
export async function consumeCredit(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now = new Date(),
): Promise<{ consumed: boolean; plan: PlanView }> {
  if (!isReplyId(messageId))
    throw new BillingError('BAD_USER_INPUT', 'messageId must be a reply id (<conversation id>_<message id>)');
  return withTransaction(pool, async (tx) => {
    const plan = await lockPlan(tx, userId, freeMessages);
    const view = planView(plan, freeMessages, now);
    const charge = await findCharge(tx, messageId);
    if (charge && charge.user_id !== userId)
      throw new BillingError('BAD_USER_INPUT', 'messageId belongs to another user');
    if (charge && !charge.refunded_at) return { consumed: false, plan: view };
    if (view.isSubscribed) {
      await recordCharge(tx, messageId, userId, false);
      return { consumed: false, plan: view };
    }
    if (plan.remaining_messages <= 0) throw new BillingError('NO_CREDITS', NO_CREDITS_MESSAGE);
    const remaining = plan.remaining_messages - 1;
    await setRemaining(tx, userId, remaining);
    await recordCharge(tx, messageId, userId, true);
    await announce(tx, TOPICS.billingPlan, CreditConsumedSchema, { userId, messageId, remaining }, userId);
    return { consumed: true, plan: { ...view, remainingMessages: remaining } };
  });
}

/** Gives back the credit of a message that got no reply; a second refund, or one for a free send, does nothing. */
export async function refundCredit(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now = new Date(),
): Promise<{ refunded: boolean; plan: PlanView }> {
  return withTransaction(pool, async (tx) => {
    const plan = await lockPlan(tx, userId, freeMessages);
    const charge = await findCharge(tx, messageId);
    if (!charge || charge.user_id !== userId || !charge.charged || charge.refunded_at) {
      return { refunded: false, plan: planView(plan, freeMessages, now) };
    }
    const remaining = plan.remaining_messages + 1;
    await setRemaining(tx, userId, remaining);
    await markRefunded(tx, messageId);
    await announce(tx, TOPICS.billingPlan, CreditRefundedSchema, { userId, messageId, remaining }, userId);
    return { refunded: true, plan: planView({ ...plan, remaining_messages: remaining }, freeMessages, now) };
  });
}
