import { isTeachingMode, type TeachingMode } from '@tutor/contracts';
import type { Queryable } from '@tutor/service-runtime';

/** Records how a reply ended; false when it had already ended (a retried or recovered job). */
export async function recordReplyOutcome(
  db: Queryable,
  reply: { replyId: string; conversationId: string; userId: string; mode?: TeachingMode },
  status: 'completed' | 'failed',
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO replies (reply_id, conversation_id, user_id, status, mode) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reply_id) DO NOTHING`,
    [reply.replyId, reply.conversationId, reply.userId, status, reply.mode ?? 'explain'],
  );
  return (rowCount ?? 0) > 0;
}

export async function replyOutcome(
  db: Queryable,
  replyId: string,
): Promise<'completed' | 'failed' | undefined> {
  const { rows } = await db.query<{ status: 'completed' | 'failed' }>(
    'SELECT status FROM replies WHERE reply_id = $1',
    [replyId],
  );
  return rows[0]?.status;
}

/** The mode the conversation's latest completed reply (other than `replyId`) was written in. */
export async function latestReplyMode(
  db: Queryable,
  conversationId: string,
  replyId: string,
): Promise<TeachingMode | undefined> {
  const { rows } = await db.query<{ mode: string | null }>(
    `SELECT mode FROM replies WHERE conversation_id = $1 AND reply_id <> $2 AND status = 'completed'
     ORDER BY created_at DESC LIMIT 1`,
    [conversationId, replyId],
  );
  const mode = rows[0]?.mode;
  return isTeachingMode(mode) ? mode : undefined;
}

/** Forgets a failed outcome so that the learner's Retry can produce the reply. */
export async function clearFailedOutcome(db: Queryable, replyId: string): Promise<void> {
  await db.query("DELETE FROM replies WHERE reply_id = $1 AND status = 'failed'", [replyId]);
}

export async function purgeUserReplies(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ reply_id: string }>(
    'DELETE FROM replies WHERE user_id = $1 RETURNING reply_id',
    [userId],
  );
  return rows.map((r) => r.reply_id);
}
