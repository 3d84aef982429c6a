import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  PaymentConfirmedSchema,
  PaymentRejectedSchema,
  PaymentRequestedSchema,
  SubscriptionActivatedSchema,
  SubscriptionExpiredSchema,
  TOPICS,
} from '@tutor/contracts';
import { withTransaction, type Pool, type PoolClient } from '@tutor/service-runtime';
import {
  decideRequest,
  findBillingUser,
  findBillingUserByEmail,
  findPendingRequest,
  insertPendingRequest,
  latestRequest,
  logAction,
  type PaymentRequestRow,
  type Price,
  type Screenshot,
} from '../data/payments';
import { isLinkedParent } from '../data/linked-parents';
import { claimEndedSubscriptions, lockPlan, setExpiry } from '../data/plans';
import { announce } from './announce';
import { planStateEvent } from './plan';
import { BillingError } from './errors';

const DAY_MS = 24 * 3600 * 1000;

export interface BillingSettings {
  freeMessages: number;
  subscriptionDays: number;
  /** The monthly plan's price now (MONTHLY_PRICE_EGP): recorded with each approval. */
  priceEgp: number;
}

/**
 * 'Payment Sent': opens a pending request, or returns the one already open, with the learner's optional
 * transfer reference and screenshot (checked by the caller before anything is stored). With `childId`, a linked
 * parent sends it for their child (ADR 18): the request is the child's (one open request per child, whoever sent
 * it; approval subscribes the child) and records the parent; anyone not linked to the child is refused.
 */
export async function requestPayment(
  pool: Pool,
  caller: { id: string; email: string },
  evidence: { reference?: string; screenshot?: Screenshot } = {},
  childId?: string,
): Promise<PaymentRequestRow> {
  return withTransaction(pool, async (tx) => {
    const known = await findBillingUser(tx, caller.id);
    const callerName = known?.name ?? caller.email;
    let learner = { userId: caller.id, email: known?.email ?? caller.email, name: callerName };
    let requestedBy: { id: string; name: string } | undefined;
    if (childId !== undefined && childId !== caller.id) {
      const child = (await isLinkedParent(tx, caller.id, childId)) && (await findBillingUser(tx, childId));
      if (!child) throw new BillingError('FORBIDDEN', NOT_YOUR_CHILD);
      learner = { userId: childId, email: child.email, name: child.name };
      requestedBy = { id: caller.id, name: callerName };
    }
    const { row, created } = await insertPendingRequest(tx, learner, evidence, requestedBy);
    if (created) {
      await announce(
        tx,
        TOPICS.billingPayment,
        PaymentRequestedSchema,
        { requestId: row.id, userId: row.user_id, email: row.email, name: row.name },
        row.user_id,
      );
    }
    return row;
  });
}
const NOT_YOUR_CHILD = 'Only a linked parent can pay for this learner.';

/** The caller's latest request: `none` before the first; the owner has decided once it is not pending. */
export async function paymentStatus(
  pool: Pool,
  userId: string,
): Promise<{
  status: string;
  ownerConfirmed: boolean;
  requestedAt?: string;
  decidedAt?: string;
  request?: PaymentRequestRow;
}> {
  const latest = await latestRequest(pool, userId);
  if (!latest) return { status: 'none', ownerConfirmed: false };
  return {
    status: latest.status,
    ownerConfirmed: latest.status !== 'pending',
    requestedAt: latest.created_at.toISOString(),
    decidedAt: latest.decided_at?.toISOString(),
    request: latest,
  };
}

/** Starts the monthly plan, or extends it from its current end while it is still running. */
async function activateSubscription(
  tx: PoolClient,
  userId: string,
  settings: BillingSettings,
  now: Date,
): Promise<Date> {
  const plan = await lockPlan(tx, userId, settings.freeMessages);
  const current = plan.subscription_expires_at;
  const from = current && current > now ? current : now;
  const expiresAt = new Date(from.getTime() + settings.subscriptionDays * DAY_MS);
  const changed = await setExpiry(tx, userId, expiresAt);
  await announce(
    tx,
    TOPICS.billingPlan,
    SubscriptionActivatedSchema,
    { userId, expiresAt: timestampFromDate(expiresAt), plan: planStateEvent(changed) },
    userId,
  );
  return expiresAt;
}

/** The owner's decision on a request, with its audit entry in the same transaction (whoever calls). */
async function decide(
  tx: PoolClient,
  request: PaymentRequestRow,
  status: 'confirmed' | 'rejected',
  actorId: string,
  now: Date,
  transactionNumber?: string,
  price?: Price,
): Promise<PaymentRequestRow> {
  const decided = await decideRequest(tx, request.id, status, transactionNumber, price);
  await logAction(tx, request.id, status, now, actorId);
  return { ...decided, logged: true };
}

/** Confirms a pending request: its audit entry, the monthly plan started or extended, PaymentConfirmed. */
async function confirmWithSubscription(
  tx: PoolClient,
  pending: PaymentRequestRow,
  settings: BillingSettings,
  actorId: string,
  now: Date,
  transactionNumber?: string,
): Promise<{ confirmed: PaymentRequestRow; expiresAt: Date }> {
  const price = { amount: settings.priceEgp, currency: 'EGP' };
  const confirmed = await decide(tx, pending, 'confirmed', actorId, now, transactionNumber, price);
  const expiresAt = await activateSubscription(tx, pending.user_id, settings, now);
  await announce(
    tx,
    TOPICS.billingPayment,
    PaymentConfirmedSchema,
    { requestId: pending.id, userId: pending.user_id, expiresAt: timestampFromDate(expiresAt) },
    pending.user_id,
  );
  return { confirmed, expiresAt };
}

async function userByEmail(tx: PoolClient, email: string) {
  const user = await findBillingUserByEmail(tx, email);
  if (!user) throw new BillingError('NOT_FOUND', `No user with e-mail ${email}`);
  return user;
}

/** The user of an e-mail and their pending request (locked for the decision), if any. */
async function pendingRequestOf(tx: PoolClient, email: string) {
  const user = await userByEmail(tx, email);
  return { user, pending: await findPendingRequest(tx, user.user_id) };
}
const NO_PENDING_REQUEST = 'No pending payment request found for this email.';

/**
 * Owner: confirms the user's pending request and activates (or extends) the subscription. Confirming again
 * finds no pending request and changes nothing, so a double click activates once.
 */
export async function confirmPayment(
  pool: Pool,
  email: string,
  settings: BillingSettings,
  actorId: string,
  now = new Date(),
): Promise<PaymentRequestRow> {
  return withTransaction(pool, async (tx) => {
    const { user, pending } = await pendingRequestOf(tx, email);
    if (!pending) {
      const latest = await latestRequest(tx, user.user_id);
      if (latest?.status === 'confirmed') return latest;
      throw new BillingError('NOT_FOUND', NO_PENDING_REQUEST);
    }
    const { confirmed } = await confirmWithSubscription(tx, pending, settings, actorId, now);
    return confirmed;
  });
}

/** Owner: rejects the user's pending request; NOT_FOUND when there is none. */
export async function rejectPayment(
  pool: Pool,
  email: string,
  actorId: string,
  now = new Date(),
): Promise<PaymentRequestRow> {
  return withTransaction(pool, async (tx) => {
    const { user, pending } = await pendingRequestOf(tx, email);
    if (!pending) throw new BillingError('NOT_FOUND', NO_PENDING_REQUEST);
    const rejected = await decide(tx, pending, 'rejected', actorId, now);
    await announce(
      tx,
      TOPICS.billingPayment,
      PaymentRejectedSchema,
      { requestId: pending.id, userId: user.user_id },
      user.user_id,
    );
    return rejected;
  });
}

/**
 * Owner: upgrades a user directly with a transfer's transaction number, confirming their pending request with it;
 * without one, a request is opened and approved at once (no PaymentRequested: the learner asked for nothing), so
 * every activation for a payment is an approval with its price, audit entry and PaymentConfirmed (the owner's
 * income counts it). Returns the new end of the subscription.
 */
export async function upgradeUser(
  pool: Pool,
  email: string,
  transactionNumber: string,
  settings: BillingSettings,
  actorId: string,
  now = new Date(),
): Promise<Date> {
  if (!transactionNumber.trim() || transactionNumber.length > 100) {
    throw new BillingError('BAD_USER_INPUT', 'transactionNumber must be 1-100 characters');
  }
  return withTransaction(pool, async (tx) => {
    const { user, pending } = await pendingRequestOf(tx, email);
    const request =
      pending ??
      (await insertPendingRequest(tx, { userId: user.user_id, email: user.email, name: user.name })).row;
    return (await confirmWithSubscription(tx, request, settings, actorId, now, transactionNumber.trim()))
      .expiresAt;
  });
}

/**
 * Owner: the contract's `log-payment-action`. Billing writes each decision's entry itself, so this only fills in
 * a decided request that has none (never a second entry); a pending request has nothing to log yet. True when it
 * wrote an entry.
 */
export async function logPaymentAction(
  pool: Pool,
  email: string,
  action: string,
  actedAt: Date,
  actorId: string,
): Promise<boolean> {
  if (!/^[\w -]{1,40}$/.test(action))
    throw new BillingError('BAD_USER_INPUT', 'action must be 1-40 letters, digits, spaces or -');
  if (Number.isNaN(actedAt.getTime())) throw new BillingError('BAD_USER_INPUT', 'timestamp must be a date');
  return withTransaction(pool, async (tx) => {
    const user = await userByEmail(tx, email);
    const latest = await latestRequest(tx, user.user_id);
    if (!latest) throw new BillingError('NOT_FOUND', 'No payment request found for this email.');
    if (latest.status === 'pending') return false;
    return logAction(tx, latest.id, latest.status, latest.decided_at ?? actedAt, actorId);
  });
}

/**
 * Announces subscriptions that ended. At its end a subscriber is back on the free plan with the free messages
 * they had left when they subscribed (the monthly plan consumed none).
 */
export async function expireSubscriptions(pool: Pool, now = new Date()): Promise<string[]> {
  return withTransaction(pool, async (tx) => {
    const ended = await claimEndedSubscriptions(tx, now);
    for (const plan of ended)
      await announce(
        tx,
        TOPICS.billingPlan,
        SubscriptionExpiredSchema,
        { userId: plan.user_id, plan: planStateEvent(plan) },
        plan.user_id,
      );
    return ended.map((plan) => plan.user_id);
  });
}
