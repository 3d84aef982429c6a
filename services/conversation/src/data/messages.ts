import type { Queryable, SqlStatement } from '@tutor/service-runtime';

export interface MessageRow {
  conversation_id: string;
  id: string;
  user_id: string;
  sender: 'student' | 'model';
  content: string;
  status: 'sent' | 'replied' | 'failed';
  image_id: string | null;
  /** Learner messages: 1 for the first send, one more for each Retry of a failed one. */
  attempt: number;
  /** Model messages: the learner stopped the reply while it was written (content is the part written). */
  stopped: boolean;
  /** Learner messages in Quiz me: the bank question their reply asked (the attempt the next message answers). */
  quiz_attempt_id: string | null;
  /** Learner messages: the label their reply is stored with. */
  reply_label: MessageLabel | null;
  /** Model messages: 'made_up_question' for a quiz question the model made up (never counted toward mastery). */
  label: MessageLabel | null;
  created_at: Date;
}

export type MessageLabel = 'made_up_question';

const COLUMNS =
  'conversation_id, id, user_id, sender, content, status, image_id, attempt, stopped, quiz_attempt_id, reply_label, label, created_at';

/** The model's reply to a learner message is stored under this id: one reply per message. */
export const replyMessageId = (messageId: string) => `${messageId}-reply`;

export async function listMessages(db: Queryable, conversationId: string): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE conversation_id = $1 ORDER BY created_at, sender DESC`,
    [conversationId],
  );
  return rows;
}

/** A message's place in its conversation: time, the learner's before the model's at one time, then the id. */
const PAGE_KEY = "created_at, sender = 'model', id";

/**
 * The statement of one page of a conversation's messages, newest first: `limit` of them, before the message with
 * the id `before` when given (its key is read from that message, so a cursor names no time and one from another
 * conversation finds nothing). Served by messages_page_idx read backwards: no sort, no scan of older pages.
 */
export const messagePageStatement = (
  conversationId: string,
  limit: number,
  before?: string,
): SqlStatement => ({
  text: `SELECT ${COLUMNS} FROM messages WHERE conversation_id = $1${
    before === undefined
      ? ''
      : ` AND (${PAGE_KEY}) < (SELECT ${PAGE_KEY} FROM messages WHERE conversation_id = $1 AND id = $3)`
  }
     ORDER BY created_at DESC, (sender = 'model') DESC, id DESC LIMIT $2`,
  values: before === undefined ? [conversationId, limit] : [conversationId, limit, before],
});

/**
 * The `last` messages of a conversation before the message `before` (the newest when not given), oldest first,
 * and whether any earlier ones remain.
 */
export async function messagePage(
  db: Queryable,
  conversationId: string,
  last: number,
  before?: string,
): Promise<{ messages: MessageRow[]; hasEarlier: boolean }> {
  const { text, values } = messagePageStatement(conversationId, last + 1, before);
  const { rows } = await db.query<MessageRow>(text, values);
  return { messages: rows.slice(0, last).reverse(), hasEarlier: rows.length > last };
}

/**
 * The conversation's last `turns` messages a reply builds on (the model's, and the learner's that were answered),
 * oldest first, leaving out `exceptId` (the message being sent): a send reads as many rows however long the
 * conversation has grown, not all of them (the index on its order, read backwards).
 */
export async function recentTurns(
  db: Queryable,
  conversationId: string,
  exceptId: string,
  turns: number,
): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages
     WHERE conversation_id = $1 AND id <> $2 AND (sender = 'model' OR status = 'replied')
     ORDER BY created_at DESC, sender ASC LIMIT $3`,
    [conversationId, exceptId, turns],
  );
  return rows.reverse();
}

export async function findMessage(
  db: Queryable,
  conversationId: string,
  id: string,
): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE conversation_id = $1 AND id = $2 FOR UPDATE`,
    [conversationId, id],
  );
  return rows[0];
}

/** A learner's message with this id and one of these texts, in any of their conversations (the newest). */
export async function findLearnerMessageOf(
  db: Queryable,
  userId: string,
  id: string,
  texts: string[],
): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE user_id = $1 AND id = $2 AND sender = 'student' AND content = ANY($3)
      ORDER BY created_at DESC LIMIT 1`,
    [userId, id, texts],
  );
  return rows[0];
}

/**
 * The insert of a learner's message, returning it, or nothing when that id is already in the conversation. A
 * trigger marks the conversation as just used (migration 0013); the send writes its MessageSent with it
 * (`changeWithEvents`).
 */
export const learnerMessageInsert = (m: {
  conversationId: string;
  id: string;
  userId: string;
  content: string;
  imageId?: string;
}): SqlStatement => ({
  text: `INSERT INTO messages (conversation_id, id, user_id, sender, content, image_id)
         VALUES ($1, $2, $3, 'student', $4, $5) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
  values: [m.conversationId, m.id, m.userId, m.content, m.imageId ?? null],
});

/** The id of the tutor's first turn (a model message, so a learner message cannot take it). */
export const OPENING_MESSAGE_ID = 'opening-reply';

/** Stores the tutor's first turn of a new conversation (opening.ts), as an answered model message. */
export async function insertOpening(
  db: Queryable,
  o: { conversationId: string; userId: string; content: string },
): Promise<void> {
  await db.query(
    `INSERT INTO messages (conversation_id, id, user_id, sender, content, status)
     VALUES ($1, $2, $3, 'model', $4, 'replied') ON CONFLICT DO NOTHING`,
    [o.conversationId, OPENING_MESSAGE_ID, o.userId, o.content],
  );
}

/**
 * Starts a new attempt at a failed message (its Retry): failed → sent, attempt + 1. Undefined when the message
 * is no longer failed (a concurrent Retry started the attempt), so exactly one caller queues it.
 */
export async function startRetry(
  db: Queryable,
  conversationId: string,
  id: string,
): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `UPDATE messages SET status = 'sent', attempt = attempt + 1
     WHERE conversation_id = $1 AND id = $2 AND sender = 'student' AND status = 'failed' RETURNING ${COLUMNS}`,
    [conversationId, id],
  );
  return rows[0];
}

/** Marks one attempt failed, unless it has moved on (answered, or a newer attempt started). */
export async function failAttempt(
  db: Queryable,
  conversationId: string,
  id: string,
  attempt: number,
): Promise<void> {
  await db.query(
    `UPDATE messages SET status = 'failed' WHERE conversation_id = $1 AND id = $2 AND status = 'sent' AND attempt = $3`,
    [conversationId, id, attempt],
  );
}

export async function setMessageStatus(
  db: Queryable,
  conversationId: string,
  id: string,
  status: MessageRow['status'],
): Promise<void> {
  await db.query('UPDATE messages SET status = $3 WHERE conversation_id = $1 AND id = $2', [
    conversationId,
    id,
    status,
  ]);
}

/**
 * Stores the model's reply to a learner message (once) and marks the message replied, in one statement; false
 * when the learner's message is gone (its conversation was deleted), and then nothing is stored.
 */
export async function storeReply(
  db: Queryable,
  r: { conversationId: string; messageId: string; userId: string; content: string; stopped: boolean },
): Promise<boolean> {
  const { rows } = await db.query<{ found: number }>(
    `WITH marked AS (
       UPDATE messages SET status = 'replied' WHERE conversation_id = $1 AND id = $2 RETURNING reply_label
     ), stored AS (
       INSERT INTO messages (conversation_id, id, user_id, sender, content, status, stopped, label)
       SELECT $1, $3, $4, 'model', $5, 'replied', $6, reply_label FROM marked ON CONFLICT DO NOTHING
     )
     SELECT count(*)::int AS found FROM marked`,
    [r.conversationId, r.messageId, replyMessageId(r.messageId), r.userId, r.content, r.stopped],
  );
  return rows[0]!.found > 0;
}

/**
 * What a Quiz me message's reply asks (ADR 22): the bank question (its attempt, which the learner's next message
 * answers), or none and the label of a question the model makes up.
 */
export async function setQuizReply(
  db: Queryable,
  conversationId: string,
  id: string,
  reply: { attemptId: string | null; label: MessageLabel | null },
): Promise<void> {
  await db.query(
    'UPDATE messages SET quiz_attempt_id = $3, reply_label = $4 WHERE conversation_id = $1 AND id = $2',
    [conversationId, id, reply.attemptId, reply.label],
  );
}

export async function insertImage(
  db: Queryable,
  image: { conversationId: string; userId: string; mimeType: string; bytes: Buffer },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO images (conversation_id, user_id, mime_type, bytes) VALUES ($1, $2, $3, $4) RETURNING id',
    [image.conversationId, image.userId, image.mimeType, image.bytes],
  );
  return rows[0]!.id;
}

export async function findImage(
  db: Queryable,
  id: string,
): Promise<{ mime_type: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ mime_type: string; bytes: Buffer }>(
    'SELECT mime_type, bytes FROM images WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** An image, only when the given user sent it (anyone else's is as absent as a missing one). */
export async function findOwnImage(
  db: Queryable,
  id: string,
  userId: string,
): Promise<{ mime_type: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ mime_type: string; bytes: Buffer }>(
    'SELECT mime_type, bytes FROM images WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0];
}

/** Every message a learner sent (conversation and id: what names its reply). */
export async function learnerMessagesOf(
  db: Queryable,
  userId: string,
): Promise<{ conversation_id: string; id: string }[]> {
  const { rows } = await db.query<{ conversation_id: string; id: string }>(
    "SELECT conversation_id, id FROM messages WHERE user_id = $1 AND sender = 'student'",
    [userId],
  );
  return rows;
}
