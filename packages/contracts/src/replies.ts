import type { PracticeMark, PracticeQuizQuestion, PracticeTurn } from './internal/practice';

/**
 * The contract between the conversation service (which enqueues a reply), the inference workers (which write it)
 * and the gateway (which relays it to the browser). Like queue names, these shapes are wire contracts.
 */

export interface ReplyLearner {
  name: string;
  language: 'ar' | 'en';
  userType?: 'student' | 'parent' | 'teacher';
  educationalStage?: 'primary' | 'middle' | 'high';
  /** Primary school has six years; middle and high three. */
  academicYear?: '1' | '2' | '3' | '4' | '5' | '6';
  /** The learner's grammatical gender, when they gave it: Arabic addresses them by it (masculine when absent). */
  gender?: 'female' | 'male';
}

/**
 * How the tutor teaches in a conversation, chosen by the learner and stored with it: explain (the default),
 * guide (hints and guiding questions, the answer last), quiz (one question at a time, each answer marked) and
 * code (the coding assistant: explain pasted code, find the bug, suggest a test).
 */
export const TEACHING_MODES = ['explain', 'guide', 'quiz', 'code'] as const;
export type TeachingMode = (typeof TEACHING_MODES)[number];
export const isTeachingMode = (value: unknown): value is TeachingMode =>
  (TEACHING_MODES as readonly unknown[]).includes(value);

export interface ReplyTopic {
  domain: 'school' | 'programming';
  /** School: the subject's name in the learner's language; absent for the free-form General Chat. */
  subjectName?: string;
  /** Programming: the language, e.g. "Python". */
  languageName?: string;
  /** Catalog ids, carried so the worker's events (QuizAnswered) name what was practised. */
  subjectId?: string;
  languageId?: string;
  /** A conversation started from a syllabus unit (or a language's topic): its id and name in the learner's language. */
  unitId?: string;
  unitName?: string;
  /**
   * A unit a teacher wrote for their class (ADR 19): the teacher's notes, given to the model as delimited data,
   * never as instructions.
   */
  teacherNotes?: string;
  /** A programming conversation started from a mini project: its title and steps, first to last. */
  project?: { id: string; title: string; steps: string[] };
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
  /** The conversation's teaching mode when the message was sent; absent from older producers means 'explain'. */
  mode?: TeachingMode;
  /** Oldest first, ending with the learner's new message; the worker trims it to its token budget. */
  history: ReplyTurn[];
  /**
   * A tutoring turn inside practice ("give me a hint", "explain my mistake"): the item, its key and worked
   * solution, fenced in the prompt; the leak guard holds back a reply that gives the key while `keyAllowed` is
   * false (ADR 22).
   */
  practice?: PracticeTurn;
  /**
   * Quiz me from the unit's item bank (ADR 22), asked of practice by the conversation service: the learner's
   * answer as the item's key marked it, and the next bank question. The worker writes them as the reply; the
   * model is asked only for a question the bank did not give (a question of its own, labelled as such).
   */
  quizBank?: { mark?: PracticeMark; question?: PracticeQuizQuestion };
  /**
   * The learner's plan when the message was charged (billing's answer to the send's credit check): the reply's
   * cost is kept against it. Absent from older producers (counted as 'unknown').
   */
  plan?: 'free' | 'monthly';
  /** An image sent with the message, for a vision-capable model. */
  image?: { mimeType: string; base64: string };
  /** W3C trace context of the request that enqueued the job (set by `enqueue`). */
  traceparent?: string;
  tracestate?: string;
}

/** The learner's message id: a timestamp number, a UUID or a similar token (it names the reply and the charge). */
export const MESSAGE_ID = /^[\w.-]{1,60}$/;
export const isMessageId = (id: string) => MESSAGE_ID.test(id);

/** A reply is named by its conversation and the learner's message id (client ids are only unique per conversation). */
export const replyIdOf = (conversationId: string, messageId: string) => `${conversationId}_${messageId}`;
/** A reply id as `replyIdOf` makes it: a conversation id (no '_'), then a message id. */
export const REPLY_ID = /^[A-Za-z0-9-]{1,64}_[\w.-]{1,60}$/;
export const isReplyId = (id: string) => REPLY_ID.test(id);
export function parseReplyId(replyId: string): { conversationId: string; messageId: string } | undefined {
  if (!isReplyId(replyId)) return undefined;
  const at = replyId.indexOf('_');
  return { conversationId: replyId.slice(0, at), messageId: replyId.slice(at + 1) };
}
/**
 * Where the browser reads a reply as it is written (server-sent events on the gateway); with the reply's stream
 * token (reply-stream-token.ts), the gateway opens it without asking who owns the reply.
 */
export const replyStreamPathOf = (replyId: string, token?: string) =>
  `/streams/replies/${replyId}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
