import { BillingCallError, type BillingClient, type PlanAnswer } from '../clients/billing';
import {
  isFinal,
  parseReplyId,
  replyJobIdOf,
  type ReplyCompleted,
  type ReplyFailed,
  type ReplyJobData,
} from '@tutor/contracts';
import {
  enqueue,
  type Queryable,
  type Redis,
  appendReplyEntry,
  deleteReplyStreams,
  lastReplyEntry,
} from '@tutor/service-runtime';
import type { Queue } from 'bullmq';
import { findLearner } from '../data/learners';
import { failAttempt, findMessage, setMessageStatus, storeReply, type MessageRow } from '../data/messages';
import { ConversationError } from './errors';
import { fairUseError } from './fair-use';

/**
 * The conversation's side of the reply's life (contracts' REPLY_STATES; docs/architecture.md draws it): accepted
 * (charged), queued, refunded, stored, done. Every charge and refund of a reply is made here: sendMessage moves a
 * reply to accepted and queued (or refunded when that fails), the reply events move it on from the worker's
 * outcome. One reply ↔ at most one net charge: a refunded (failed) message's Retry is accepted again, once.
 */
export interface LifecycleDeps {
  pool: Queryable;
  redis: Redis;
  billing: BillingClient;
  queue: Queue;
}

const billingUnavailable = () =>
  new ConversationError(
    'BILLING_UNAVAILABLE',
    'Your message could not be sent: billing is unavailable. Please try again.',
  );

/**
 * → accepted: one credit taken for the reply (billing is idempotent on the reply id; a free user without one gets
 * NO_CREDITS, a monthly learner past the owner's fair-use ceiling FAIR_USE_LIMIT, said in `language`, with when
 * it lifts).
 */
export async function acceptReply(
  billing: BillingClient,
  userId: string,
  replyId: string,
  language: 'ar' | 'en' = 'en',
): Promise<PlanAnswer> {
  try {
    const { plan, state } = await billing.consume(userId, replyId);
    return { ...plan, state };
  } catch (err) {
    if (err instanceof BillingCallError && err.code === 'NO_CREDITS')
      throw new ConversationError('NO_CREDITS', err.message);
    if (err instanceof BillingCallError && err.status === 429)
      throw fairUseError(err.details, err.message, language);
    if (err instanceof BillingCallError && err.status === 400)
      throw new ConversationError('BAD_USER_INPUT', err.message, 'messageId');
    throw billingUnavailable();
  }
}

/** The plan as it is, for a send that moves nothing (a resend of a message waiting or answered). */
export async function currentPlan(billing: BillingClient, userId: string): Promise<PlanAnswer> {
  try {
    return await billing.plan(userId);
  } catch {
    throw billingUnavailable();
  }
}

/**
 * accepted → refunded for a send that stored nothing of its own (a concurrent duplicate stored the message, or
 * storing failed): the charge is someone else's only while their attempt is under way; if there is none
 * (`stored`, the message as it is now, is undefined), or it already failed (and was refunded), this charge has no
 * reply coming and goes back.
 */
export async function refundUnlessUnderWay(
  billing: BillingClient,
  userId: string,
  replyId: string,
  stored: MessageRow | undefined,
): Promise<void> {
  if (!stored || stored.status === 'failed') await billing.refund(userId, replyId).catch(() => undefined);
}

/**
 * accepted → queued: the reply job for this attempt (job id `replyJobIdOf(reply id, attempt)`). A Retry starts the
 * stream afresh: the failed attempt's entries (ending in 'error') are of no use to anyone. When queueing fails
 * → refunded, first, then the message shows failed (Retry-able), so that a Retry cannot slip in between and go
 * unpaid.
 */
export async function queueReply(
  deps: LifecycleDeps,
  { message, replyId, retry }: { message: MessageRow; replyId: string; retry: boolean },
  job: () => Promise<ReplyJobData>,
): Promise<void> {
  try {
    if (retry) await deleteReplyStreams(deps.redis, [replyId]);
    await enqueue(deps.queue, 'generate-reply', await job(), replyJobIdOf(replyId, message.attempt));
  } catch (err) {
    await deps.billing.refund(message.user_id, replyId).catch(() => undefined);
    await failAttempt(deps.pool, message.conversation_id, message.id, message.attempt).catch(() => undefined);
    throw err;
  }
}

/**
 * (screened | withheld | stopped) → stored, from ReplyCompleted (once per reply id: the model's message id is
 * derived from the learner's). A reply that cost the learner nothing is refunded first (→ refunded → stored): a
 * flagged message or reply got a kind reply instead of the model's (ADR 17), a held-back one the bank's hint (ADR
 * 22), and a reply stopped before its first word says nothing. Refunded before the reply is stored: a billing failure undoes the handler and the event comes
 * again; billing refunds a charge once, and only a reply still in progress is refunded. Nothing is stored for a
 * conversation deleted meanwhile.
 */
export async function storeCompletedReply(tx: Queryable, billing: BillingClient, e: ReplyCompleted) {
  const ids = parseReplyId(e.replyId);
  if (!ids) return;
  // A reply held back (it gave a practice key too early: the bank's hint came instead) is refunded too.
  if (e.flagged || e.heldBack || (e.stopped && !e.content)) {
    const message = await findMessage(tx, ids.conversationId, ids.messageId);
    if (!message) return; // conversation deleted meanwhile
    if (message.status === 'sent') await billing.refund(e.userId, e.replyId);
  }
  await storeReply(tx, { ...ids, userId: e.userId, content: e.content, stopped: e.stopped });
}

/**
 * failed → refunded, from ReplyFailed: the credit goes back and the learner's message shows failed (Retry-able).
 * The refund comes first (a billing failure undoes the handler and the event is delivered again), so the failed
 * state is only seen once the credit is back (billing's refund is idempotent: a redelivery refunds once).
 */
export async function refundFailedReply(tx: Queryable, billing: BillingClient, e: ReplyFailed) {
  const ids = parseReplyId(e.replyId);
  if (!ids) return;
  const message = await findMessage(tx, ids.conversationId, ids.messageId);
  if (message && message.status !== 'sent') return; // answered meanwhile, or already failed and refunded
  // A message deleted meanwhile (with its conversation) got no reply either: its credit goes back too, unless the
  // learner is gone altogether (their billing data is purged; a refund would bring it back).
  if (!message && !(await findLearner(tx, e.userId))) return;
  await billing.refund(e.userId, e.replyId);
  if (message) await setMessageStatus(tx, ids.conversationId, ids.messageId, 'failed');
}

/**
 * stored → done, after the reply is stored (committed): the stream's `done`, once (a redelivery finds the stream
 * already ended; should two deliveries race past that check, readers stop at the first `done` anyway). A browser
 * that sees `done` finds the reply in the conversation's messages, and an uncharged reply's credit already back.
 */
export async function endReplyStream(redis: Redis, e: { replyId: string; stopped: boolean }) {
  const last = await lastReplyEntry(redis, e.replyId);
  if (last && isFinal(last.entry)) return;
  await appendReplyEntry(redis, e.replyId, e.stopped ? { type: 'done', stopped: true } : { type: 'done' });
}
