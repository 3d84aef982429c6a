import { BillingCallError, type BillingClient, type PlanView } from '@tutor/billing/client';
import {
  enqueue,
  replyStreamKey,
  withTransaction,
  type Pool,
  type Redis,
  type ReplyJobData,
  type ReplyTurn,
} from '@tutor/service-runtime';
import type { Queue } from 'bullmq';
import type { Config } from '../config';
import { findOwnConversation, touchConversation, type ConversationRow } from '../data/conversations';
import { findLearner } from '../data/learners';
import {
  findImage,
  findMessage,
  insertImage,
  insertLearnerMessage,
  listMessages,
  setMessageStatus,
  type MessageRow,
} from '../data/messages';
import { ConversationError } from './errors';

/** A reply is named by its conversation and the learner's message id (client ids are only unique per conversation). */
export const replyIdOf = (conversationId: string, messageId: string) => `${conversationId}_${messageId}`;
export function parseReplyId(replyId: string): { conversationId: string; messageId: string } | undefined {
  const at = replyId.indexOf('_');
  return at > 0 ? { conversationId: replyId.slice(0, at), messageId: replyId.slice(at + 1) } : undefined;
}
export const streamPathOf = (replyId: string) => `/streams/replies/${replyId}`;

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
  plan: PlanView;
}

const HISTORY_TURNS = 40;

async function charge(billing: BillingClient, userId: string, replyId: string): Promise<PlanView> {
  try {
    return (await billing.consume(userId, replyId)).plan;
  } catch (err) {
    if (err instanceof BillingCallError && err.code === 'NO_CREDITS')
      throw new ConversationError('NO_CREDITS', err.message);
    if (err instanceof BillingCallError && err.status === 400)
      throw new ConversationError('BAD_USER_INPUT', err.message, 'messageId');
    throw new ConversationError(
      'BILLING_UNAVAILABLE',
      'Your message could not be sent: billing is unavailable. Please try again.',
    );
  }
}

/** What the worker needs: who the learner is, the topic, the recent history ending with this message. */
async function replyJob(
  deps: SendDeps,
  conversation: ConversationRow,
  message: MessageRow,
  replyId: string,
): Promise<ReplyJobData> {
  const learner = await findLearner(deps.pool, conversation.user_id);
  const history: ReplyTurn[] = (await listMessages(deps.pool, conversation.id))
    .filter((m) => m.sender === 'model' || m.status === 'replied' || m.id === message.id)
    .slice(-HISTORY_TURNS)
    .map((m) => ({ role: m.sender === 'model' ? 'assistant' : 'user', content: m.content || '(image)' }));
  const image = message.image_id ? await findImage(deps.pool, message.image_id) : undefined;
  return {
    replyId,
    conversationId: conversation.id,
    userId: conversation.user_id,
    learner: {
      name: learner?.name ?? 'Learner',
      language: learner?.language === 'ar' ? 'ar' : 'en',
      userType: (learner?.user_type ?? undefined) as ReplyJobData['learner']['userType'],
      educationalStage: (learner?.educational_stage ??
        undefined) as ReplyJobData['learner']['educationalStage'],
      academicYear: (learner?.academic_year ?? undefined) as ReplyJobData['learner']['academicYear'],
    },
    topic:
      conversation.kind === 'programming'
        ? { domain: 'programming', languageName: conversation.language_name ?? undefined }
        : { domain: 'school', subjectName: conversation.subject_name ?? undefined },
    history,
    image: image ? { mimeType: image.mime_type, base64: image.bytes.toString('base64') } : undefined,
  };
}

/**
 * Sends a learner message: store it (idempotent on the client's id), take a credit (a free user without one
 * gets NO_CREDITS and nothing is stored), queue the reply (job id = reply id). A failure after the charge marks
 * the message failed and refunds it. Sending a failed message again (Retry) charges once more and queues a
 * fresh job; sending one that is waiting or answered changes nothing.
 */
export async function sendMessage(deps: SendDeps, userId: string, input: SendInput): Promise<SendOutcome> {
  if (!/^[\w.-]{1,64}$/.test(input.messageId))
    throw new ConversationError(
      'BAD_USER_INPUT',
      'messageId must be 1-64 letters, digits, . _ or -',
      'messageId',
    );
  const conversation = await findOwnConversation(deps.pool, userId, input.conversationId);
  if (!conversation) throw new ConversationError('NOT_FOUND', 'No such conversation');
  const replyId = replyIdOf(conversation.id, input.messageId);

  const existing = await findMessage(deps.pool, conversation.id, input.messageId);
  if (existing && existing.status !== 'failed')
    return { message: existing, conversation, replyId, plan: await deps.billing.plan(userId) };

  // Validated after the idempotent resend above: a resend's content is the stored one.
  const content = input.content.trim();
  if (!existing && !content && !input.image)
    throw new ConversationError('BAD_USER_INPUT', 'The message must not be empty', 'content');
  if (content.length > deps.config.MESSAGE_MAX_CHARS) {
    throw new ConversationError(
      'BAD_USER_INPUT',
      `The message is longer than ${deps.config.MESSAGE_MAX_CHARS} characters`,
      'content',
    );
  }
  const plan = await charge(deps.billing, userId, replyId);
  let message: MessageRow;
  try {
    message = await withTransaction(deps.pool, async (tx) => {
      if (existing) {
        await setMessageStatus(tx, conversation.id, existing.id, 'sent');
        return { ...existing, status: 'sent' as const };
      }
      const imageId = input.image
        ? await insertImage(tx, { conversationId: conversation.id, userId, ...input.image })
        : undefined;
      const inserted = await insertLearnerMessage(tx, {
        conversationId: conversation.id,
        id: input.messageId,
        userId,
        content,
        imageId,
      });
      await touchConversation(tx, conversation.id);
      return inserted ?? (await findMessage(tx, conversation.id, input.messageId))!;
    });
    if (existing) {
      // Retry: the previous attempt's job and stream are done with; start both afresh.
      await (await deps.queue.getJob(replyId))?.remove();
      await deps.redis.del(replyStreamKey(replyId));
    }
    await enqueue<'reply'>(
      deps.queue,
      'generate-reply',
      await replyJob(deps, conversation, message, replyId),
      replyId,
    );
  } catch (err) {
    await setMessageStatus(deps.pool, conversation.id, input.messageId, 'failed').catch(() => undefined);
    await deps.billing.refund(userId, replyId).catch(() => undefined);
    throw err;
  }
  return { message, conversation, replyId, plan };
}
