import {
  CreditConsumedSchema,
  CreditRefundedSchema,
  isReplyId,
  TOPICS,
  type ViewerPlan,
} from '@tutor/contracts';
import { withTransaction, type Pool } from '@tutor/service-runtime';
import { findCharge, lockPlan, markRefunded, recordCharge, setRemaining, spendCredit } from '../data/plans';
import { announce } from './announce';
import { BillingError, NO_CREDITS_MESSAGE } from './errors';
import { planState, planStateEvent, planView, type PlanView } from './plan';

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
): Promise<{ consumed: boolean; plan: PlanView; state: ViewerPlan }> {
  if (!isReplyId(messageId))
    throw new BillingError('BAD_USER_INPUT', 'messageId must be a reply id (<conversation id>_<message id>)');
  return withTransaction(pool, async (tx) => {
    const plan = await lockPlan(tx, userId, freeMessages);
    const view = planView(plan, freeMessages, now);
    const charge = await findCharge(tx, messageId);
    if (charge && charge.user_id !== userId)
      throw new BillingError('BAD_USER_INPUT', 'messageId belongs to another user');
    const state = planState(plan, freeMessages);
    if (charge && !charge.refunded_at) return { consumed: false, plan: view, state };
    if (view.isSubscribed) {
      await recordCharge(tx, messageId, userId, false);
      return { consumed: false, plan: view, state };
    }
    if (plan.remaining_messages <= 0) throw new BillingError('NO_CREDITS', NO_CREDITS_MESSAGE);
    const changed = await spendCredit(tx, userId, messageId, plan.remaining_messages - 1);
    const remaining = changed.remaining_messages;
    await announce(
      tx,
      TOPICS.billingPlan,
      CreditConsumedSchema,
      { userId, messageId, remaining, plan: planStateEvent(changed) },
      userId,
    );
    return {
      consumed: true,
      plan: planView(changed, freeMessages, now),
      state: planState(changed, freeMessages),
    };
  });
}

/** Gives back the credit of a message that got no reply; a second refund, or one for a free send, does nothing. */
export async function refundCredit(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now = new Date(),
): Promise<{ refunded: boolean; plan: PlanView; state: ViewerPlan }> {
  return withTransaction(pool, async (tx) => {
    const plan = await lockPlan(tx, userId, freeMessages);
    const charge = await findCharge(tx, messageId);
    if (!charge || charge.user_id !== userId || !charge.charged || charge.refunded_at) {
      return {
        refunded: false,
        plan: planView(plan, freeMessages, now),
        state: planState(plan, freeMessages),
      };
    }
    const changed = await setRemaining(tx, userId, plan.remaining_messages + 1);
    await markRefunded(tx, messageId);
    await announce(
      tx,
      TOPICS.billingPlan,
      CreditRefundedSchema,
      { userId, messageId, remaining: changed.remaining_messages, plan: planStateEvent(changed) },
      userId,
    );
    return {
      refunded: true,
      plan: planView(changed, freeMessages, now),
      state: planState(changed, freeMessages),
    };
  });
}
