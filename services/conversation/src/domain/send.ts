import { BillingCallError, type BillingClient, type PlanAnswer } from '@tutor/billing/client';
import {
  deleteReplyStreams,
  MessageSentSchema,
  isMessageId,
  replyIdOf,
  replyJobIdOf,
  type ReplyJobData,
  type ReplyTopic,
  type ReplyTurn,
} from '@tutor/contracts';
import {
  changeWithEvents,
  encodeEvent,
  enqueue,
  withTransaction,
  type Pool,
  type Queryable,
  type Redis,
} from '@tutor/service-runtime';
import type { Queue } from 'bullmq';
import type { Config } from '../config';
import { findProject, listProjectSteps } from '../data/catalog';
import { findOwnConversation, isUuid, type ConversationRow } from '../data/conversations';
import type { LearnerRow } from '../data/learners';
import {
  findImage,
  findMessage,
  insertImage,
  learnerMessageInsert,
  recentTurns,
  failAttempt,
  startRetry,
  type MessageRow,
} from '../data/messages';
import { CONVERSATION_TOPIC, eventMeta } from './announce';
import { ConversationError } from './errors';
import { refuseIfSuspended } from './suspension';

/** Ids ending so are the model's replies (see replyMessageId): a learner message cannot take one. */
const isModelMessageId = (id: string) => id.endsWith('-reply');

export interface SendDeps {
  pool: Pool;
  redis: Redis;
  billing: BillingClient;
  queue: Queue;
  config: Config;
}

export interface SendInput {
  conversationId: string;
  messageId: string;
  content: string;
  image?: { mimeType: string; bytes: Buffer };
}

export interface SendOutcome {
  message: MessageRow;
  conversation: ConversationRow;
  replyId: string;
  /** The plan after this send, with billing's state and version of it (the gateway keeps it, ADR 20). */
  plan: PlanAnswer;
}

const HISTORY_TURNS = 40;

const billingUnavailable = () =>
  new ConversationError(
    'BILLING_UNAVAILABLE',
    'Your message could not be sent: billing is unavailable. Please try again.',
  );

async function charge(billing: BillingClient, userId: string, replyId: string): Promise<PlanAnswer> {
  try {
    const { plan, state } = await billing.consume(userId, replyId);
    return { ...plan, state };
  } catch (err) {
    if (err instanceof BillingCallError && err.code === 'NO_CREDITS')
      throw new ConversationError('NO_CREDITS', err.message);
    if (err instanceof BillingCallError && err.status === 400)
      throw new ConversationError('BAD_USER_INPUT', err.message, 'messageId');
    throw billingUnavailable();
  }
}

async function currentPlan(billing: BillingClient, userId: string): Promise<PlanAnswer> {
  try {
    return await billing.plan(userId);
  } catch {
    throw billingUnavailable();
  }
}

/** What the worker needs: who the learner is, the topic, the recent history ending with this message. */
function replyJob(
  conversation: ConversationRow,
  learner: LearnerRow | undefined,
  /** The turns before this message (`recentTurns`: the last HISTORY_TURNS - 1, oldest first). */
  earlier: MessageRow[],
  message: MessageRow,
  replyId: string,
  topic: ReplyTopic,
  image: { mimeType: string; bytes: Buffer } | undefined,
): ReplyJobData {
  const language = learner?.language === 'ar' ? 'ar' : 'en';
  const history: ReplyTurn[] = [...earlier, message].map((m) => ({
    role: m.sender === 'model' ? 'assistant' : 'user',
    content: m.content || '(image)',
  }));
  return {
    replyId,
    conversationId: conversation.id,
    userId: conversation.user_id,
    learner: {
      name: learner?.name ?? 'Learner',
      language,
      userType: oneOf(learner?.user_type, ['student', 'parent', 'teacher'] as const),
      educationalStage: oneOf(learner?.educational_stage, ['primary', 'middle', 'high'] as const),
      academicYear: oneOf(learner?.academic_year, ['1', '2', '3', '4', '5', '6'] as const),
      grammaticalGender: oneOf(learner?.grammatical_gender, ['female', 'male'] as const),
    },
    topic,
    mode: conversation.mode,
    history,
    image: image ? { mimeType: image.mimeType, base64: image.bytes.toString('base64') } : undefined,
  };
}

/** The topic in the learner's language: subject or language, the unit started from, the project and its steps. */
async function topicOf(pool: Pool, c: ConversationRow, language: 'ar' | 'en'): Promise<ReplyTopic> {
  const unitName = (language === 'ar' ? c.unit_name_ar : c.unit_name_en) ?? undefined;
  const unit = c.unit_id ? { unitId: c.unit_id, unitName } : {};
  // A teacher's unit brings the teacher's notes (ADR 19); the worker's prompt fences them as data.
  const notes = c.unit_notes ? { teacherNotes: c.unit_notes } : {};
  if (c.kind === 'school') {
    const subjectName = language === 'ar' ? c.subject_name_ar : c.subject_name;
    return {
      domain: 'school',
      subjectName: subjectName ?? undefined,
      ...(c.subject_id ? { subjectId: c.subject_id } : {}),
      ...unit,
      ...notes,
    };
  }
  const project = c.project_id ? await findProject(pool, c.project_id) : undefined;
  return {
    domain: 'programming',
    languageName: c.language_name ?? undefined,
    ...(c.language_id ? { languageId: c.language_id } : {}),
    ...unit,
    ...(project && {
      project: {
        id: project.id,
        title: language === 'ar' ? project.title_ar || project.title : project.title,
        steps: (await listProjectSteps(pool, project.id)).map((s) =>
          language === 'ar' ? s.text_ar : s.text_en,
        ),
      },
    }),
  };
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** A duplicate send lost the race to insert the message: the winner queues it; its transaction is undone. */
class AlreadySent extends Error {}

/**
 * Sends a learner message (idempotent on the client's id):
 * 1. a message that is waiting or answered is answered as it is: nothing stored, charged or queued again;
 * 2. otherwise one credit is taken (billing is idempotent on the reply id; a free user without one gets
 *    NO_CREDITS, and nothing is stored or queued);
 * 3. the message is stored (or, for a Retry of a failed one, moved to a new attempt); of concurrent duplicates
 *    exactly one gets there, and only that one queues the reply job (job id: `replyJobIdOf(reply id, attempt)`);
 * 4. a failure after the charge refunds it and leaves the message failed (Retry-able).
 * One reply ↔ at most one net charge: a refunded (failed) message's Retry is charged again, once.
 * A suspended learner (ADR 17) is refused first: nothing is stored, charged or queued.
 *
 * Time to first token waits on this path, so independent steps overlap: the three reads at the start; then the
 * charge (a call to billing) and the reads for the reply job. The message is stored only once the charge is taken
 * (with its MessageSent, in one statement), so a refused charge leaves nothing stored.
 */
export async function sendMessage(deps: SendDeps, userId: string, input: SendInput): Promise<SendOutcome> {
  const [standing, found, earlier] = await Promise.allSettled([
    refuseIfSuspended(deps.pool, userId),
    findOwnConversation(deps.pool, userId, input.conversationId),
    // Owned or not is known from the conversation read beside it; this message is used only if it is.
    isUuid(input.conversationId)
      ? findMessage(deps.pool, input.conversationId, input.messageId)
      : Promise.resolve(undefined),
  ]);
  const learner = settled(standing); // refused first when suspended, as before any other check
  if (!isMessageId(input.messageId) || isModelMessageId(input.messageId))
    throw new ConversationError(
      'BAD_USER_INPUT',
      "messageId must be 1-60 letters, digits, . _ or - (the client's timestamp or a UUID), not ending in -reply",
      'messageId',
    );
  const conversation = settled(found);
  if (!conversation) throw new ConversationError('NOT_FOUND', 'No such conversation');
  const existing = settled(earlier);
  const replyId = replyIdOf(conversation.id, input.messageId);
  const answer = (message: MessageRow, plan: PlanAnswer): SendOutcome => ({
    message,
    conversation,
    replyId,
    plan,
  });

  if (existing && existing.status !== 'failed')
    return answer(existing, await currentPlan(deps.billing, userId));

  // Validated after the idempotent resend above: a resend's (and a Retry's) content is the stored one.
  const content = input.content.trim();
  if (!existing && !content && !input.image)
    throw new ConversationError('BAD_USER_INPUT', 'The message must not be empty', 'content');
  if (!existing && content.length > deps.config.MESSAGE_MAX_CHARS) {
    throw new ConversationError(
      'BAD_USER_INPUT',
      `The message is longer than ${deps.config.MESSAGE_MAX_CHARS} characters`,
      'content',
    );
  }

  const charged = charge(deps.billing, userId, replyId);
  charged.catch(() => undefined); // awaited on every path below; this only keeps an early refusal handled
  // What the reply job needs besides the message, read while the charge and the transaction are under way.
  const language = learner?.language === 'ar' ? 'ar' : 'en';
  const jobReads = Promise.all([
    recentTurns(deps.pool, conversation.id, input.messageId, HISTORY_TURNS - 1),
    topicOf(deps.pool, conversation, language),
  ]);
  jobReads.catch(() => undefined);
  let message: MessageRow | undefined;
  try {
    if (existing) {
      await charged;
      message = await startRetry(deps.pool, conversation.id, existing.id);
    } else {
      // Stored once the charge is taken (no credit: nothing is stored), with its MessageSent in one statement;
      // undefined when a concurrent send of the same id stored it first. Once per message id: a Retry (above) is
      // not a new message.
      const store = async (db: Queryable, imageId?: string) =>
        (
          await changeWithEvents<MessageRow>(
            db,
            learnerMessageInsert({
              conversationId: conversation.id,
              id: input.messageId,
              userId,
              content,
              imageId,
            }),
            CONVERSATION_TOPIC,
            conversation.id,
            [
              encodeEvent(
                MessageSentSchema,
                {
                  messageId: input.messageId,
                  conversationId: conversation.id,
                  userId,
                  subjectId: conversation.subject_id ?? '',
                  unitId: conversation.unit_id ?? '',
                  languageId: conversation.language_id ?? '',
                  mode: conversation.mode,
                  hasImage: imageId !== undefined,
                },
                eventMeta(conversation.id),
              ),
            ],
          )
        )[0];
      const image = input.image;
      if (!image) {
        await charged;
        message = await store(deps.pool);
      } else
        // The image and its message are one transaction: a duplicate send leaves no image behind.
        message = await withTransaction(deps.pool, async (tx) => {
          const imageId = await insertImage(tx, { conversationId: conversation.id, userId, ...image });
          const inserted = await store(tx, imageId);
          if (!inserted) throw new AlreadySent();
          await charged;
          return inserted;
        }).catch((err) => {
          if (err instanceof AlreadySent) return undefined;
          throw err;
        });
    }
  } catch (err) {
    // The charge's own refusal: nothing was charged or stored.
    if (
      !(await charged.then(
        () => true,
        () => false,
      ))
    )
      throw err;
    // Nothing was stored for this request: its charge is only someone else's if their attempt is under way.
    const stored = await findMessage(deps.pool, conversation.id, input.messageId).catch(() => undefined);
    if (!stored || stored.status === 'failed')
      await deps.billing.refund(userId, replyId).catch(() => undefined);
    throw err;
  }

  const plan = await charged;
  if (!message) {
    // A concurrent send of the same id got there first and queues the reply; this one shares its charge. If
    // that attempt has already failed (and been refunded), this charge has no reply coming: give it back.
    const stored = await findMessage(deps.pool, conversation.id, input.messageId);
    if (!stored || stored.status === 'failed')
      await deps.billing.refund(userId, replyId).catch(() => undefined);
    if (!stored) throw new ConversationError('NOT_FOUND', 'No such conversation'); // deleted meanwhile
    return answer(stored, plan);
  }

  try {
    // A Retry starts the stream afresh: the failed attempt's entries (ending in 'error') are of no use to anyone.
    if (existing) await deleteReplyStreams(deps.redis, [replyId]);
    const [stored, topic] = await jobReads;
    // A new message's image is at hand; a Retry's is read back.
    const image = input.image && !existing ? input.image : await storedImage(deps.pool, message);
    await enqueue(
      deps.queue,
      'generate-reply',
      replyJob(conversation, learner, stored, message, replyId, topic, image),
      replyJobIdOf(replyId, message.attempt),
    );
  } catch (err) {
    // This attempt is ours and nothing was queued: refund first, then show it failed (Retry-able), so that a
    // Retry cannot slip in between and go unpaid.
    await deps.billing.refund(userId, replyId).catch(() => undefined);
    await failAttempt(deps.pool, conversation.id, message.id, message.attempt).catch(() => undefined);
    throw err;
  }
  return answer(message, plan);
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
