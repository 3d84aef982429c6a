/**
 * The contract between the conversation service (which enqueues a reply), the inference workers (which write it)
 * and the gateway (which relays it to the browser). Like queue names, these shapes are wire contracts.
 */

export interface ReplyLearner {
  name: string;
  language: 'ar' | 'en';
  userType?: 'student' | 'parent' | 'teacher';
  educationalStage?: 'primary' | 'middle' | 'high';
  academicYear?: '1' | '2' | '3';
}

export interface ReplyTopic {
  domain: 'school' | 'programming';
  /** School: the subject's name in the learner's language; absent for the free-form General Chat. */
  subjectName?: string;
  /** Programming: the language, e.g. "Python". */
  languageName?: string;
}

export interface ReplyTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Data of a `generate-reply` job. The job id is `replyId`, so a retried message is answered once. */
export interface ReplyJobData {
  /** The learner's message id: one reply per message. */
  replyId: string;
  conversationId: string;
  userId: string;
  learner: ReplyLearner;
  topic: ReplyTopic;
  /** Oldest first, ending with the learner's new message; the worker trims it to its token budget. */
  history: ReplyTurn[];
  /** An image sent with the message, for a vision-capable model. */
  image?: { mimeType: string; base64: string };
  /** W3C trace context of the request that enqueued the job (set by `enqueue`). */
  traceparent?: string;
  tracestate?: string;
}

/** A reply is named by its conversation and the learner's message id (client ids are only unique per conversation). */
export const replyIdOf = (conversationId: string, messageId: string) => `${conversationId}_${messageId}`;

/** The Redis stream a reply's chunks are appended to (bounded, expiring); the gateway reads it for SSE. */
export const replyStreamKey = (replyId: string) => `reply:{${replyId}}:chunks`;
export const REPLY_STREAM_MAX_LENGTH = 20_000;
export const REPLY_STREAM_TTL_SECONDS = 3600;

/**
 * One entry of a reply stream, stored as flat stream fields:
 * - `{ type: 'chunk', text }`: the next piece of the reply, never the text so far (O(1) bytes per chunk);
 * - `{ type: 'done' }`: the reply is complete (persisted from the ReplyCompleted event);
 * - `{ type: 'error', message }`: the reply failed; the learner's message is marked failed and refunded;
 * - `{ type: 'reset' }`: a new attempt starts (a retry, or a worker took over from one that died): readers drop
 *   the partial text they have and keep reading.
 */
export type ReplyStreamEntry =
  { type: 'chunk'; text: string } | { type: 'done' } | { type: 'error'; message: string } | { type: 'reset' };
