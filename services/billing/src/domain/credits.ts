import {
  CreditConsumedSchema,
  CreditRefundedSchema,
  isReplyId,
  TOPICS,
  type ViewerPlan,
} from '@tutor/contracts';
import { changeWithEvents, encodeEvent, withTransaction, type Pool } from '@tutor/service-runtime';
import {
  findCharge,
  findPlanAndCharge,
  lockPlan,
  markRefunded,
  recordCharge,
  recordFreeChargeAtVersion,
  setRemaining,
  spendCredit,
  spendCreditAtVersion,
  type PlanRow,
} from '../data/plans';
import { announce, BILLING_PRODUCER } from './announce';
import { BillingError, NO_CREDITS_MESSAGE } from './errors';
import { planState, planStateEvent, planView, type PlanView } from './plan';

type Consumed = { consumed: boolean; plan: PlanView; state: ViewerPlan };

/**
 * Takes one message credit for a learner message. Atomic (the count never goes below zero) and idempotent on the
 * message id (a retry consumes nothing more). Monthly subscribers consume nothing, but the message is recorded so
 * that a refund is a no-op. Every send waits on this, so it decides on one read of the plan and the message's
 * charge, and writes (when it must) in one statement that holds only while the plan is still the version read; a
 * plan that changed in between (a concurrent send, refund or payment) is decided again under the plan's lock.
 */
export async function consumeCredit(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now = new Date(),
): Promise<Consumed> {
  if (!isReplyId(messageId))
    throw new BillingError('BAD_USER_INPUT', 'messageId must be a reply id (<conversation id>_<message id>)');
  return (
    (await consumeAsRead(pool, userId, messageId, freeMessages, now)) ??
    consumeLocked(pool, userId, messageId, freeMessages, now)
  );
}

/** The decision on the plan as read, or undefined when it must be taken under the lock. */
async function consumeAsRead(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now: Date,
): Promise<Consumed | undefined> {
  const read = await findPlanAndCharge(pool, userId, messageId);
  if (!read) return undefined; // no plan row yet: it is made under the lock
  const { plan, charge } = read;
  const view = planView(plan, freeMessages, now);
  const state = planState(plan, freeMessages);
  if (charge && charge.userId !== userId)
    throw new BillingError('BAD_USER_INPUT', 'messageId belongs to another user');
  if (charge && !charge.refunded) return { consumed: false, plan: view, state };
  if (view.isSubscribed)
    return (await recordFreeChargeAtVersion(pool, userId, messageId, plan.version))
      ? { consumed: false, plan: view, state }
      : undefined;
  if (plan.remaining_messages <= 0) throw new BillingError('NO_CREDITS', NO_CREDITS_MESSAGE);
  // The plan as the statement leaves it when it holds (the version stands for every other change).
  const changed: PlanRow = {
    ...plan,
    remaining_messages: plan.remaining_messages - 1,
    version: plan.version + 1,
  };
  const event = encodeEvent(
    CreditConsumedSchema,
    { userId, messageId, remaining: changed.remaining_messages, plan: planStateEvent(changed) },
    { aggregateId: userId, producer: BILLING_PRODUCER },
  );
  const spent = await changeWithEvents(
    pool,
    spendCreditAtVersion(userId, messageId, plan.version),
    TOPICS.billingPlan,
    userId,
    [event],
  );
  if (!spent.length) return undefined;
  return {
    consumed: true,
    plan: planView(changed, freeMessages, now),
    state: planState(changed, freeMessages),
  };
}

/** The same decision under the plan's lock: concurrent sends queue up behind one another. */
function consumeLocked(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now: Date,
): Promise<Consumed> {
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
