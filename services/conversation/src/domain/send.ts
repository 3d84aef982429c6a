import type { BillingClient, PlanAnswer } from '../clients/billing';
import type { PracticeClient } from '../clients/practice';
import { MessageSentSchema, isMessageId, replyIdOf, type PracticeTurn } from '@tutor/contracts';
import {
  changeWithEvents,
  encodeEvent,
  withTransaction,
  type Pool,
  type Queryable,
  type Redis,
} from '@tutor/service-runtime';
import type { Queue } from 'bullmq';
import type { Config } from '../config';
import { findOwnConversation, isUuid, type ConversationRow } from '../data/conversations';
import {
  findImage,
  findMessage,
  insertImage,
  learnerMessageInsert,
  recentTurns,
  startRetry,
  type MessageRow,
} from '../data/messages';
import { CONVERSATION_TOPIC, eventMeta } from './announce';
import { ConversationError } from './errors';
import { acceptReply, currentPlan, queueReply, refundUnlessUnderWay } from './reply-lifecycle';
import { HISTORY_TURNS, replyJob, topicOf } from './reply-job';
import { bankQuizOf } from './quiz-bank';
import { refuseIfSuspended } from './suspension';

/** Ids ending so are the model's replies (see replyMessageId): a learner message cannot take one. */
const isModelMessageId = (id: string) => id.endsWith('-reply');

export interface SendDeps {
  pool: Pool;
  redis: Redis;
  billing: BillingClient;
  practice: PracticeClient;
  queue: Queue;
  config: Config;
}

export interface SendInput {
  conversationId: string;
  messageId: string;
  content: string;
  image?: { mimeType: string; bytes: Buffer };
  /** A tutoring turn inside practice (askPracticeTutor): the item the reply's prompt fences, never stored here. */
  practice?: PracticeTurn;
}

export interface SendOutcome {
  message: MessageRow;
  conversation: ConversationRow;
  replyId: string;
  /** The plan after this send, with billing's state and version of it (the gateway keeps it, ADR 20). */
  plan: PlanAnswer;
}

/** A duplicate send lost the race to insert the message: the winner queues it; its transaction is undone. */
class AlreadySent extends Error {}

/**
 * Sends a learner message (idempotent on the client's id), moving its reply through the lifecycle
 * (reply-lifecycle.ts):
 * 1. a message that is waiting or answered is answered as it is: nothing stored, charged or queued again;
 * 2. otherwise the reply is accepted: one credit is taken (a free user without one gets NO_CREDITS, and nothing
 *    is stored or queued);
 * 3. the message is stored (or, for a Retry of a failed one, moved to a new attempt); of concurrent duplicates
 *    exactly one gets there, and only that one queues the reply job;
 * 4. a failure after the charge refunds it and leaves the message failed (Retry-able).
 * A suspended learner (ADR 17) is refused first: nothing is stored, charged or queued.
 *
 * Time to first token waits on this path, so independent steps overlap: the three reads at the start; then the
 * charge (a call to billing) and the reads for the reply job. The message is stored only once the charge is taken
 * (with its MessageSent, in one statement), so a refused charge leaves nothing stored.
 */
export async function sendMessage(deps: SendDeps, userId: string, input: SendInput): Promise<SendOutcome> {
  const { learner, conversation, existing } = await readForSend(deps.pool, userId, input);
  const replyId = replyIdOf(conversation.id, input.messageId);
  const answer = (message: MessageRow, plan: PlanAnswer) => ({ message, conversation, replyId, plan });
  if (existing && existing.status !== 'failed')
    return answer(existing, await currentPlan(deps.billing, userId));

  // Validated after the idempotent resend above: a resend's (and a Retry's) content is the stored one.
  const content = input.content.trim();
  if (!existing) refuseContent(deps.config, content, input.image);
  const language = learner?.language === 'ar' ? 'ar' : 'en';
  const charged = acceptReply(deps.billing, userId, replyId, language);
  charged.catch(() => undefined); // awaited on every path below; this only keeps an early refusal handled
  // What the reply job needs besides the message, read while the charge and the transaction are under way.
  const jobReads = Promise.all([
    recentTurns(deps.pool, conversation.id, input.messageId, HISTORY_TURNS - 1),
    topicOf(deps.pool, conversation, language),
  ]);
  jobReads.catch(() => undefined);
  let message: MessageRow | undefined;
  try {
    message = existing
      ? await charged.then(() => startRetry(deps.pool, conversation.id, existing.id))
      : await storeMessage(deps.pool, conversation, userId, { ...input, content }, charged);
  } catch (err) {
    // A refused charge took nothing; a taken one goes back unless another attempt of this message is under way.
    const tookCredit = await charged.then(
      () => true,
      () => false,
    );
    if (tookCredit) {
      const stored = await findMessage(deps.pool, conversation.id, input.messageId).catch(() => undefined);
      await refundUnlessUnderWay(deps.billing, userId, replyId, stored);
    }
    throw err;
  }

  const plan = await charged;
  if (!message) {
    // A concurrent send of the same id got there first and queues the reply; this one shares its charge.
    const stored = await findMessage(deps.pool, conversation.id, input.messageId);
    await refundUnlessUnderWay(deps.billing, userId, replyId, stored);
    if (!stored) throw new ConversationError('NOT_FOUND', 'No such conversation'); // deleted meanwhile
    return answer(stored, plan);
  }
  const sent = message;
  await queueReply(deps, { message: sent, replyId, retry: Boolean(existing) }, async () => {
    const [earlier, topic] = await jobReads;
    // A new message's image is at hand; a Retry's is read back.
    const image = input.image && !existing ? input.image : await storedImage(deps.pool, sent);
    const job = replyJob(conversation, learner, earlier, sent, replyId, topic, image);
    // Quiz me asks the bank for the mark and the next question (a Retry asks again: marks are per message id).
    const quizBank = await bankQuizOf(deps, conversation, language, sent, earlier);
    return {
      ...job,
      // The reply's cost is kept against the plan this charge was taken on (issue 35).
      plan: plan.plan === 'Monthly' ? 'monthly' : 'free',
      ...(input.practice && { practice: input.practice }),
      ...(quizBank && { quizBank }),
    };
  });
  return answer(sent, plan);
}

/**
 * The send's reads, at once: the learner (refused first when suspended, as before any other check), the
 * conversation (only the learner's own) and the message if it was sent before.
 */
async function readForSend(pool: Pool, userId: string, input: SendInput) {
  const [standing, found, earlier] = await Promise.allSettled([
    refuseIfSuspended(pool, userId),
    findOwnConversation(pool, userId, input.conversationId),
    // Owned or not is known from the conversation read beside it; this message is used only if it is.
    isUuid(input.conversationId)
      ? findMessage(pool, input.conversationId, input.messageId)
      : Promise.resolve(undefined),
  ]);
  const learner = settled(standing);
  if (!isMessageId(input.messageId) || isModelMessageId(input.messageId))
    throw new ConversationError(
      'BAD_USER_INPUT',
      "messageId must be 1-60 letters, digits, . _ or - (the client's timestamp or a UUID), not ending in -reply",
      'messageId',
    );
  const conversation = settled(found);
  if (!conversation) throw new ConversationError('NOT_FOUND', 'No such conversation');
  return { learner, conversation, existing: settled(earlier) };
}

/** A new message's content: not empty (unless it carries an image), not over the limit. */
function refuseContent(config: Config, content: string, image: SendInput['image']) {
  if (!content && !image)
    throw new ConversationError('BAD_USER_INPUT', 'The message must not be empty', 'content');
  if (content.length > config.MESSAGE_MAX_CHARS)
    throw new ConversationError(
      'BAD_USER_INPUT',
      `The message is longer than ${config.MESSAGE_MAX_CHARS} characters`,
      'content',
    );
}

/**
 * Stores a new message once the charge is taken (no credit: nothing is stored), with its MessageSent in one
 * statement; undefined when a concurrent send of the same id stored it first. The image and its message are one
 * transaction: a duplicate send leaves no image behind.
 */
async function storeMessage(
  pool: Pool,
  conversation: ConversationRow,
  userId: string,
  input: SendInput,
  charged: Promise<PlanAnswer>,
): Promise<MessageRow | undefined> {
  const image = input.image;
  if (!image) {
    await charged;
    return insertLearnerMessage(pool, conversation, userId, input.messageId, input.content);
  }
  return withTransaction(pool, async (tx) => {
    const imageId = await insertImage(tx, { conversationId: conversation.id, userId, ...image });
    const inserted = await insertLearnerMessage(
      tx,
      conversation,
      userId,
      input.messageId,
      input.content,
      imageId,
    );
    if (!inserted) throw new AlreadySent();
    await charged;
    return inserted;
  }).catch((err) => {
    if (err instanceof AlreadySent) return undefined;
    throw err;
  });
}

/** The learner's message with its MessageSent (once per message id: a Retry is not a new message). */
async function insertLearnerMessage(
  db: Queryable,
  conversation: ConversationRow,
  userId: string,
  messageId: string,
  content: string,
  imageId?: string,
): Promise<MessageRow | undefined> {
  const sent = encodeEvent(
    MessageSentSchema,
    {
      messageId,
      conversationId: conversation.id,
      userId,
      subjectId: conversation.subject_id ?? '',
      unitId: conversation.unit_id ?? '',
      languageId: conversation.language_id ?? '',
      mode: conversation.mode,
      hasImage: imageId !== undefined,
    },
    eventMeta(conversation.id),
  );
  const insert = learnerMessageInsert({
    conversationId: conversation.id,
    id: messageId,
    userId,
    content,
    imageId,
  });
  return (await changeWithEvents<MessageRow>(db, insert, CONVERSATION_TOPIC, conversation.id, [sent]))[0];
}

/** A settled read's value, or its error thrown. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

async function storedImage(
  pool: Pool,
  message: MessageRow,
): Promise<{ mimeType: string; bytes: Buffer } | undefined> {
  if (!message.image_id) return undefined;
  const image = await findImage(pool, message.image_id);
  return image && { mimeType: image.mime_type, bytes: image.bytes };
}
