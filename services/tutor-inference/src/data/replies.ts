import { isTeachingMode, type TeachingMode } from '@tutor/contracts';
import type { Queryable, SqlStatement } from '@tutor/service-runtime';

/**
 * Records how a reply ended, as a statement that returns a row only when it did not end before (a retried or
 * recovered job records nothing): the outbox writes the reply's events with it (`changeWithEvents`).
 */
export const replyOutcomeRecord = (
  reply: { replyId: string; conversationId: string; userId: string; mode?: TeachingMode },
  status: 'completed' | 'failed',
): SqlStatement => ({
  text: `INSERT INTO replies (reply_id, conversation_id, user_id, status, mode) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (reply_id) DO NOTHING RETURNING reply_id`,
  values: [reply.replyId, reply.conversationId, reply.userId, status, reply.mode ?? 'explain'],
});

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
