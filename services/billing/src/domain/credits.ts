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
import { findFairUsePolicy } from '../data/fair-use';
import { announce, BILLING_PRODUCER } from './announce';
import { BillingError, NO_CREDITS_MESSAGE } from './errors';
import { dayCostFor, isCeilingSet, refuseOverCeiling, unknownCost, type LearnerDayCost } from './fair-use';
import { planState, planStateEvent, planView, type PlanView } from './plan';

type Consumed = { consumed: boolean; plan: PlanView; state: ViewerPlan };

/**
 * Takes one message credit for a learner message. Atomic (the count never goes below zero) and idempotent on the
 * message id (a retry consumes nothing more). Monthly subscribers consume nothing, but the message is recorded so
 * that a refund is a no-op. Every send waits on this, so it decides on one read of the plan and the message's
 * charge, and writes (when it must) in one statement that holds only while the plan is still the version read; a
 * plan that changed in between (a concurrent send, refund or payment) is decided again under the plan's lock.
 *
 * When the owner set a fair-use ceiling, a subscriber's new message is decided under the lock (so concurrent sends
 * count exactly): past the ceiling on `now`'s UTC day it is refused with FAIR_USE_LIMIT (fair-use.ts), its hit
 * recorded. `learnerDayCost` answers the cost ceiling's question (unknown: the message goes), asked before the
 * lock is taken.
 */
export async function consumeCredit(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now = new Date(),
  learnerDayCost: LearnerDayCost = unknownCost,
): Promise<Consumed> {
  if (!isReplyId(messageId))
    throw new BillingError('BAD_USER_INPUT', 'messageId must be a reply id (<conversation id>_<message id>)');
  const decided =
    (await consumeAsRead(pool, userId, messageId, freeMessages, now)) ??
    (await consumeLocked(pool, userId, messageId, freeMessages, now, learnerDayCost));
  // A fair-use refusal commits its hit with the transaction, so it is thrown only after it.
  if (decided instanceof BillingError) throw decided;
  return decided;
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
  if (view.isSubscribed) {
    // A fair-use ceiling counts the day's messages: decided under the lock, where concurrent sends queue up.
    if (isCeilingSet(await findFairUsePolicy(pool))) return undefined;
    return (await recordFreeChargeAtVersion(pool, userId, messageId, plan.version, now))
      ? { consumed: false, plan: view, state }
      : undefined;
  }
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

/**
 * The same decision under the plan's lock: concurrent sends queue up behind one another. A fair-use refusal is
 * returned (its hit is written in this transaction), not thrown.
 */
async function consumeLocked(
  pool: Pool,
  userId: string,
  messageId: string,
  freeMessages: number,
  now: Date,
  learnerDayCost: LearnerDayCost,
): Promise<Consumed | BillingError> {
  const policy = await findFairUsePolicy(pool);
  const dayCost = await dayCostFor(policy, userId, now, learnerDayCost);
  return withTransaction(pool, async (tx) => {
    const plan = await lockPlan(tx, userId, freeMessages);
    const view = planView(plan, freeMessages, now);
    const charge = await findCharge(tx, messageId);
    if (charge && charge.user_id !== userId)
      throw new BillingError('BAD_USER_INPUT', 'messageId belongs to another user');
    const state = planState(plan, freeMessages);
    if (charge && !charge.refunded_at) return { consumed: false, plan: view, state };
    if (view.isSubscribed) {
      const refused = await refuseOverCeiling(tx, policy, userId, messageId, now, dayCost);
      if (refused) return refused;
      await recordCharge(tx, messageId, userId, false, now);
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
    // A subscriber's message took nothing; marked refunded, it no longer counts towards the fair-use ceiling.
    if (charge && charge.user_id === userId && !charge.charged && !charge.refunded_at)
      await markRefunded(tx, messageId);
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
