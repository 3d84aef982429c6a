import type { TeachingMode } from '@tutor/contracts';
import type { Queryable } from '@tutor/service-runtime';

export interface ConversationRow {
  id: string;
  user_id: string;
  kind: 'school' | 'programming';
  title: string;
  subject_id: string | null;
  /** The subject's English and Arabic names (school conversations about a subject). */
  subject_name: string | null;
  subject_name_ar: string | null;
  language_id: string | null;
  language_name: string | null;
  mode: TeachingMode;
  /** The unit (or language topic) it was started from, with its names. */
  unit_id: string | null;
  unit_name_en: string | null;
  unit_name_ar: string | null;
  /** A teacher's unit: the teacher's notes for the tutor ('' for a catalog unit). */
  unit_notes: string | null;
  project_id: string | null;
  /** The owner's language as identity last announced it ('ar' or 'en'; null while unknown). */
  learner_language: string | null;
  created_at: Date;
}

const SELECT = `SELECT c.id, c.user_id, c.kind, c.title, c.subject_id, s.name_en AS subject_name, s.name_ar AS subject_name_ar,
    c.language_id, l.name AS language_name, c.mode, c.unit_id, u.name_en AS unit_name_en, u.name_ar AS unit_name_ar, u.notes AS unit_notes,
    c.project_id, lr.language AS learner_language, c.created_at
  FROM conversations c LEFT JOIN subjects s ON s.id = c.subject_id LEFT JOIN programming_languages l ON l.id = c.language_id
    LEFT JOIN units u ON u.id = c.unit_id LEFT JOIN learners lr ON lr.user_id = c.user_id`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an id can be a conversation's (reads with any other answer nothing rather than a database error). */
export const isUuid = (id: string) => UUID.test(id);

export async function listConversations(
  db: Queryable,
  userId: string,
  kind?: 'school' | 'programming',
): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    `${SELECT} WHERE c.user_id = $1 AND ($2::text IS NULL OR c.kind = $2) ORDER BY c.updated_at DESC, c.created_at DESC`,
    [userId, kind ?? null],
  );
  return rows;
}

/** Where a page of conversations starts: after this one's key (times as text, to the microsecond). */
export interface ConversationCursor {
  updatedAt: string;
  createdAt: string;
  id: string;
}

/**
 * The statement of one page of a learner's conversations of a kind, the most recently used first, after `after`:
 * served by conversations_page_idx in its order (no sort; a page costs the same however many there are).
 */
export function conversationPageStatement(
  userId: string,
  kind: 'school' | 'programming',
  limit: number,
  after?: ConversationCursor,
): { text: string; values: unknown[] } {
  const keyed = after
    ? ' AND (c.updated_at, c.created_at, c.id) < ($4::timestamptz, $5::timestamptz, $6::uuid)'
    : '';
  // The keys as text: a Date would drop their microseconds, and the next page would repeat a row.
  const select = SELECT.replace(
    'FROM conversations c',
    ', c.updated_at::text AS updated_key, c.created_at::text AS created_key FROM conversations c',
  );
  return {
    text: `${select} WHERE c.user_id = $1 AND c.kind = $2${keyed}
      ORDER BY c.updated_at DESC, c.created_at DESC, c.id DESC LIMIT $3`,
    values: after ? [userId, kind, limit, after.updatedAt, after.createdAt, after.id] : [userId, kind, limit],
  };
}

/** One page of a learner's conversations (conversationPageStatement) and the cursor after it, null at the end. */
export async function conversationPage(
  db: Queryable,
  userId: string,
  kind: 'school' | 'programming',
  limit: number,
  after?: ConversationCursor,
): Promise<{ conversations: ConversationRow[]; next: ConversationCursor | null }> {
  const { text, values } = conversationPageStatement(userId, kind, limit + 1, after);
  const { rows } = await db.query<ConversationRow & { updated_key: string; created_key: string }>(
    text,
    values,
  );
  const last = rows.length > limit ? rows[limit - 1]! : undefined;
  return {
    conversations: rows.slice(0, limit),
    next: last ? { updatedAt: last.updated_key, createdAt: last.created_key, id: last.id } : null,
  };
}

/** A conversation of this user only: someone else's is indistinguishable from one that does not exist. */
export async function findOwnConversation(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<ConversationRow>(`${SELECT} WHERE c.id = $1 AND c.user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0];
}

/** What a conversation was started from: its subject and unit, or its language and project. */
export type Origin =
  | { kind: 'school'; subjectId: string; unitId: string | null }
  | { kind: 'programming'; languageId: string; projectId: string };

/**
 * The learner's newest conversation with no message of theirs yet (the tutor's first turn aside) from the same
 * origin: a second click on a subject's unit (or a project's Start) opens it again rather than adding another
 * one with the same name.
 */
export async function findEmptyConversation(
  db: Queryable,
  userId: string,
  origin: Origin,
): Promise<string | undefined> {
  const [column, value, detail, detailValue] =
    origin.kind === 'school'
      ? ['subject_id', origin.subjectId, 'unit_id', origin.unitId]
      : ['language_id', origin.languageId, 'project_id', origin.projectId];
  const { rows } = await db.query<{ id: string }>(
    `SELECT c.id FROM conversations c
      WHERE c.user_id = $1 AND c.kind = $2 AND c.${column} = $3 AND c.${detail} IS NOT DISTINCT FROM $4
        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender = 'student')
      ORDER BY c.created_at DESC LIMIT 1`,
    [userId, origin.kind, value, detailValue],
  );
  return rows[0]?.id;
}

/** The user's most recently used conversation about a unit in a mode. */
export async function findConversationOfUnit(
  db: Queryable,
  userId: string,
  unitId: string,
  mode: TeachingMode,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM conversations WHERE user_id = $1 AND unit_id = $2 AND mode = $3
      ORDER BY updated_at DESC, created_at DESC LIMIT 1`,
    [userId, unitId, mode],
  );
  return rows[0]?.id;
}

export async function insertConversation(
  db: Queryable,
  c: {
    userId: string;
    kind: 'school' | 'programming';
    title: string;
    subjectId?: string;
    languageId?: string;
    unitId?: string;
    projectId?: string;
    mode: TeachingMode;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO conversations (user_id, kind, title, subject_id, language_id, unit_id, project_id, mode)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      c.userId,
      c.kind,
      c.title,
      c.subjectId ?? null,
      c.languageId ?? null,
      c.unitId ?? null,
      c.projectId ?? null,
      c.mode,
    ],
  );
  return rows[0]!.id;
}

/** Sets the teaching mode of one of the user's conversations; false when it is not theirs or had that mode. */
export async function setConversationMode(
  db: Queryable,
  userId: string,
  id: string,
  mode: TeachingMode,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rowCount } = await db.query(
    'UPDATE conversations SET mode = $3 WHERE id = $1 AND user_id = $2 AND mode <> $3',
    [id, userId, mode],
  );
  return (rowCount ?? 0) > 0;
}

export async function renameConversation(
  db: Queryable,
  userId: string,
  id: string,
  title: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE conversations SET title = $3, updated_at = now() WHERE id = $1 AND user_id = $2',
    [id, userId, title],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteConversation(db: Queryable, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rowCount } = await db.query('DELETE FROM conversations WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}
