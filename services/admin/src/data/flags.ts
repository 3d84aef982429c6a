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

/** Where a page of flags starts: after this one (its time as text, to the microsecond, and reply id). */
export interface FlagCursor {
  flaggedAt: string;
  replyId: string;
}

/**
 * The statement of one page of flags, newest first (open ones, or all with `includeDismissed`), after `after`:
 * served by flags_open_page_idx or flags_page_idx in its order, with no sort.
 */
export function flagPageStatement(
  includeDismissed: boolean,
  limit: number,
  after?: FlagCursor,
): { text: string; values: unknown[] } {
  const where = [
    ...(includeDismissed ? [] : ['f.dismissed_at IS NULL']),
    ...(after ? ['(f.flagged_at, f.reply_id) < ($2::timestamptz, $3::text)'] : []),
  ];
  return {
    text: `${SELECT.replace(' FROM flags f', ', f.flagged_at::text AS flagged_key FROM flags f')}
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY f.flagged_at DESC, f.reply_id DESC LIMIT $1`,
    values: after ? [limit, after.flaggedAt, after.replyId] : [limit],
  };
}

/** One page of flags (flagPageStatement) and the cursor after it, null at the end. */
export async function flagPage(
  db: Queryable,
  includeDismissed: boolean,
  limit: number,
  after?: FlagCursor,
): Promise<{ flags: FlagRow[]; next: FlagCursor | null }> {
  const { text, values } = flagPageStatement(includeDismissed, limit + 1, after);
  const { rows } = await db.query<FlagRow & { flagged_key: string }>(text, values);
  const last = rows.length > limit ? rows[limit - 1]! : undefined;
  return {
    flags: rows.slice(0, limit),
    next: last ? { flaggedAt: last.flagged_key, replyId: last.reply_id } : null,
  };
}

/** Newest first; dismissed ones only when asked for (the first page). */
export async function listFlags(db: Queryable, includeDismissed: boolean, limit: number): Promise<FlagRow[]> {
  return (await flagPage(db, includeDismissed, limit)).flags;
}

/** Dismisses a flag; true only the first time (the first dismissal's time stays). */
export async function markDismissed(db: Queryable, replyId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE flags SET dismissed_at = now() WHERE reply_id = $1 AND dismissed_at IS NULL',
    [replyId],
  );
  return rowCount === 1;
}

export async function removeUserFlags(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM flags WHERE user_id = $1', [userId]);
}

/** Every flag of one learner, dismissed ones too, newest first (the owner's flag history). */
export async function flagsOfLearner(db: Queryable, userId: string, limit: number): Promise<FlagRow[]> {
  const { rows } = await db.query<FlagRow>(
    `${SELECT} WHERE f.user_id = $1 ORDER BY f.flagged_at DESC, f.reply_id LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export async function findFlag(db: Queryable, replyId: string): Promise<FlagRow | undefined> {
  const { rows } = await db.query<FlagRow>(`${SELECT} WHERE f.reply_id = $1`, [replyId]);
  return rows[0];
}

export interface FollowUpRow {
  id: string;
  flag_id: string;
  person: string;
  followed_up_at: Date;
  note: string;
  recorded_at: Date;
}

export async function insertFollowUp(
  db: Queryable,
  f: { flagId: string; person: string; followedUpAt: Date; note: string; recordedBy: string },
): Promise<FollowUpRow> {
  const { rows } = await db.query<FollowUpRow>(
    `INSERT INTO flag_follow_ups (flag_id, person, followed_up_at, note, recorded_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text, flag_id, person, followed_up_at, note, recorded_at`,
    [f.flagId, f.person, f.followedUpAt, f.note, f.recordedBy],
  );
  return rows[0]!;
}

/** The follow-ups of a learner's flags, newest first. */
export async function followUpsOfLearner(db: Queryable, userId: string): Promise<FollowUpRow[]> {
  const { rows } = await db.query<FollowUpRow>(
    `SELECT u.id::text, u.flag_id, u.person, u.followed_up_at, u.note, u.recorded_at
     FROM flag_follow_ups u JOIN flags f ON f.reply_id = u.flag_id
     WHERE f.user_id = $1 ORDER BY u.followed_up_at DESC, u.id DESC`,
    [userId],
  );
  return rows;
}
