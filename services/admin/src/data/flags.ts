import type { Queryable } from '@tutor/service-runtime';
import { suspendedColumn } from './suspensions';

export interface FlagRow {
  reply_id: string;
  user_id: string;
  category: string;
  source: string;
  excerpt: string;
  flagged_at: Date;
  dismissed_at: Date | null;
  /** From the directory; null while the learner's registration has not reached it (or they were deleted). */
  name: string | null;
  email: string | null;
  /** Whether the owner has suspended the learner. */
  suspended: boolean;
}

const SELECT = `SELECT f.reply_id, f.user_id, f.category, f.source, f.excerpt, f.flagged_at, f.dismissed_at,
  d.name, d.email, ${suspendedColumn('f.user_id')} FROM flags f LEFT JOIN directory_users d ON d.user_id = f.user_id`;

/** Once per reply: a redelivered or repeated event finds the row there. */
export async function insertFlag(
  db: Queryable,
  flag: {
    replyId: string;
    userId: string;
    conversationId: string;
    category: string;
    source: string;
    excerpt: string;
  },
  flaggedAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO flags (reply_id, user_id, conversation_id, category, source, excerpt, flagged_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (reply_id) DO NOTHING`,
    [flag.replyId, flag.userId, flag.conversationId, flag.category, flag.source, flag.excerpt, flaggedAt],
  );
}

/** Newest first; dismissed ones only when asked for. */
export async function listFlags(db: Queryable, includeDismissed: boolean, limit: number): Promise<FlagRow[]> {
  const { rows } = await db.query<FlagRow>(
    `${SELECT} ${includeDismissed ? '' : 'WHERE f.dismissed_at IS NULL'}
     ORDER BY f.flagged_at DESC, f.reply_id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Dismisses a flag (once: the first dismissal's time stays); undefined when there is no such flag. */
export async function dismissFlag(db: Queryable, replyId: string): Promise<FlagRow | undefined> {
  const { rowCount } = await db.query(
    'UPDATE flags SET dismissed_at = coalesce(dismissed_at, now()) WHERE reply_id = $1',
    [replyId],
  );
  if (!rowCount) return undefined;
  const { rows } = await db.query<FlagRow>(`${SELECT} WHERE f.reply_id = $1`, [replyId]);
  return rows[0];
}

export async function removeUserFlags(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM flags WHERE user_id = $1', [userId]);
}
