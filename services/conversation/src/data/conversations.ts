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
  language_name: string | null;
  created_at: Date;
}

const SELECT = `SELECT c.id, c.user_id, c.kind, c.title, c.subject_id, s.name_en AS subject_name, s.name_ar AS subject_name_ar, l.name AS language_name, c.created_at
  FROM conversations c LEFT JOIN subjects s ON s.id = c.subject_id LEFT JOIN programming_languages l ON l.id = c.language_id`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/**
 * The learner's newest conversation about a subject that has no message yet: a second click on the subject opens
 * it again rather than adding another empty one with the same name.
 */
export async function findEmptySubjectConversation(
  db: Queryable,
  userId: string,
  subjectId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT c.id FROM conversations c
      WHERE c.user_id = $1 AND c.kind = 'school' AND c.subject_id = $2
        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id)
      ORDER BY c.created_at DESC LIMIT 1`,
    [userId, subjectId],
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
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO conversations (user_id, kind, title, subject_id, language_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [c.userId, c.kind, c.title, c.subjectId ?? null, c.languageId ?? null],
  );
  return rows[0]!.id;
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

export async function touchConversation(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE conversations SET updated_at = now() WHERE id = $1', [id]);
}
