import type { Queryable } from '@tutor/service-runtime';

export interface MemberRow {
  user_id: string;
  name: string;
  user_type: string;
  language: string;
  educational_stage: string;
  academic_year: string;
}

/** A linked person as the other side sees them: name, stage and year, and since when. */
export interface LinkRow {
  id: string;
  /** True when the row is one of the reader's children (only then are safety flags shown). */
  is_child: boolean;
  name: string;
  educational_stage: string;
  academic_year: string;
  linked_at: Date;
}

export type MemberChange = Omit<MemberRow, 'user_id'>;

export async function upsertMember(db: Queryable, userId: string, m: MemberChange): Promise<void> {
  await db.query(
    `INSERT INTO members (user_id, name, user_type, language, educational_stage, academic_year)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET name = $2, user_type = $3, language = $4, educational_stage = $5,
       academic_year = $6`,
    [userId, m.name, m.user_type, m.language, m.educational_stage, m.academic_year],
  );
}

export async function findMember(db: Queryable, userId: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>('SELECT * FROM members WHERE user_id = $1', [userId]);
  return rows[0];
}

/** A deleted user's codes, links, flags and profile go; the links it ends are returned so they can be announced. */
export async function purgeMember(
  db: Queryable,
  userId: string,
): Promise<{ parent_id: string; child_id: string }[]> {
  await db.query('DELETE FROM link_codes WHERE student_id = $1', [userId]);
  await db.query('DELETE FROM members WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM child_flags WHERE child_id = $1', [userId]);
  await db.query('DELETE FROM safety_alert_acks WHERE parent_id = $1', [userId]);
  const { rows } = await db.query<{ parent_id: string; child_id: string }>(
    'DELETE FROM links WHERE parent_id = $1 OR child_id = $1 RETURNING parent_id, child_id',
    [userId],
  );
  return rows;
}

/** A new code replaces the student's unused ones: one valid code at a time. */
export async function insertCode(
  db: Queryable,
  studentId: string,
  codeHash: Buffer,
  ttlMinutes: number,
): Promise<Date> {
  await db.query('DELETE FROM link_codes WHERE student_id = $1 AND used_at IS NULL', [studentId]);
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO link_codes (code_hash, student_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING expires_at`,
    [codeHash, studentId, ttlMinutes],
  );
  return rows[0]!.expires_at;
}

export interface CodeRow {
  student_id: string;
  expired: boolean;
  used: boolean;
}

/** The code's row, locked until the transaction ends, so two parents cannot both redeem it. */
export async function lockCode(db: Queryable, codeHash: Buffer): Promise<CodeRow | undefined> {
  const { rows } = await db.query<CodeRow>(
    `SELECT student_id, expires_at <= now() AS expired, used_at IS NOT NULL AS used
     FROM link_codes WHERE code_hash = $1 FOR UPDATE`,
    [codeHash],
  );
  return rows[0];
}

export async function markCodeUsed(db: Queryable, codeHash: Buffer, parentId: string): Promise<void> {
  await db.query('UPDATE link_codes SET used_at = now(), used_by = $2 WHERE code_hash = $1', [
    codeHash,
    parentId,
  ]);
}

/** True when the link is new (a second code for the same pair links nothing twice). */
export async function insertLink(db: Queryable, parentId: string, childId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO links (parent_id, child_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [parentId, childId],
  );
  return rowCount === 1;
}

/** True when there was a link to delete. */
export async function deleteLink(db: Queryable, parentId: string, childId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM links WHERE parent_id = $1 AND child_id = $2', [
    parentId,
    childId,
  ]);
  return rowCount === 1;
}

const LINKED = (side: 'parent_id' | 'child_id', other: 'parent_id' | 'child_id') =>
  `SELECT l.${other} AS id, ${other === 'child_id'} AS is_child, coalesce(m.name, '') AS name,
     coalesce(m.educational_stage, '') AS educational_stage, coalesce(m.academic_year, '') AS academic_year,
     l.linked_at
   FROM links l LEFT JOIN members m ON m.user_id = l.${other}
   WHERE l.${side} = $1 ORDER BY l.linked_at, l.${other}`;

export async function linkedChildren(db: Queryable, parentId: string): Promise<LinkRow[]> {
  return (await db.query<LinkRow>(LINKED('parent_id', 'child_id'), [parentId])).rows;
}

export async function linkedParents(db: Queryable, childId: string): Promise<LinkRow[]> {
  return (await db.query<LinkRow>(LINKED('child_id', 'parent_id'), [childId])).rows;
}

/** A child's flag as a parent sees it: category and time only (ADR 18). */
export interface ChildFlagRow {
  category: string;
  flagged_at: Date;
}

/** Idempotent on the reply: a redelivered MessageFlagged adds nothing. */
export async function insertChildFlag(
  db: Queryable,
  replyId: string,
  childId: string,
  category: string,
  flaggedAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO child_flags (reply_id, child_id, category, flagged_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (reply_id) DO NOTHING`,
    [replyId, childId, category, flaggedAt],
  );
}

/** The child's flags newest first, only those of the last `days` days and at most `limit` of them. */
export async function childFlags(
  db: Queryable,
  childId: string,
  days: number,
  limit: number,
): Promise<ChildFlagRow[]> {
  const { rows } = await db.query<ChildFlagRow>(
    `SELECT category, flagged_at FROM child_flags
     WHERE child_id = $1 AND flagged_at > now() - make_interval(days => $2)
     ORDER BY flagged_at DESC, reply_id LIMIT $3`,
    [childId, days, limit],
  );
  return rows;
}

/** A linked child's self-harm flag as an alert to a parent: whose, when (ADR 18: never any text). */
export interface SafetyAlertRow {
  reply_id: string;
  child_id: string;
  child_name: string;
  category: string;
  flagged_at: Date;
}

/** A parent's alerts: their linked children's self-harm flags since `days` ago that they have not acknowledged. */
export async function safetyAlerts(db: Queryable, parentId: string, days: number): Promise<SafetyAlertRow[]> {
  const { rows } = await db.query<SafetyAlertRow>(
    `SELECT f.reply_id, f.child_id, coalesce(m.name, '') AS child_name, f.category, f.flagged_at
     FROM links l JOIN child_flags f ON f.child_id = l.child_id LEFT JOIN members m ON m.user_id = f.child_id
     WHERE l.parent_id = $1 AND f.category = 'self_harm' AND f.flagged_at > now() - make_interval(days => $2)
       AND NOT EXISTS (SELECT 1 FROM safety_alert_acks a WHERE a.parent_id = $1 AND a.reply_id = f.reply_id)
     ORDER BY f.flagged_at DESC, f.reply_id LIMIT 20`,
    [parentId, days],
  );
  return rows;
}

/** Acknowledges an alert of one of the parent's linked children; false when it is no flag of theirs. */
export async function acknowledgeSafetyAlert(
  db: Queryable,
  parentId: string,
  replyId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO safety_alert_acks (parent_id, reply_id)
     SELECT $1, f.reply_id FROM child_flags f JOIN links l ON l.child_id = f.child_id AND l.parent_id = $1
     WHERE f.reply_id = $2
     ON CONFLICT DO NOTHING`,
    [parentId, replyId],
  );
  if (rowCount === 1) return true;
  // Already acknowledged (idempotent) still counts when the flag is one of the parent's children's.
  const { rowCount: held } = await db.query(
    'SELECT 1 FROM safety_alert_acks WHERE parent_id = $1 AND reply_id = $2',
    [parentId, replyId],
  );
  return held === 1;
}
