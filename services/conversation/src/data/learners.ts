import type { Queryable } from '@tutor/service-runtime';

export interface LearnerRow {
  user_id: string;
  name: string;
  language: string | null;
  user_type: string | null;
  learning_domain: string | null;
  educational_stage: string | null;
  academic_year: string | null;
  /** 'female' or 'male' when the learner gave it (null: not known). */
  gender: string | null;
}

export async function upsertLearner(
  db: Queryable,
  l: {
    userId: string;
    name: string;
    language?: string;
    userType?: string;
    learningDomain?: string;
    educationalStage?: string;
    academicYear?: string;
    /** UserProfileUpdated's grammaticalGender; absent (or empty) means not known. */
    grammaticalGender?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO learners (user_id, name, language, user_type, learning_domain, educational_stage, academic_year, gender)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, language = EXCLUDED.language, user_type = EXCLUDED.user_type,
       learning_domain = EXCLUDED.learning_domain, educational_stage = EXCLUDED.educational_stage,
       academic_year = EXCLUDED.academic_year, gender = EXCLUDED.gender`,
    [
      l.userId,
      l.name,
      l.language || null,
      l.userType || null,
      l.learningDomain || null,
      l.educationalStage || null,
      l.academicYear || null,
      l.grammaticalGender || null,
    ],
  );
}

/** A new user: their name only (a late or repeated registration never wipes a profile already known). */
export async function registerLearner(db: Queryable, l: { userId: string; name: string }): Promise<void> {
  await db.query(
    'INSERT INTO learners (user_id, name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name',
    [l.userId, l.name],
  );
}

/** The learner (if known) and whether the owner has suspended them, in one read. */
export async function findLearnerStanding(
  db: Queryable,
  userId: string,
): Promise<{ learner: LearnerRow | undefined; suspended: boolean }> {
  const { rows } = await db.query<LearnerRow & { suspended: boolean }>(
    `SELECT l.*, EXISTS (SELECT 1 FROM suspended_learners s WHERE s.user_id = me.id) AS suspended
     FROM (SELECT $1::uuid AS id) me LEFT JOIN learners l ON l.user_id = me.id`,
    [userId],
  );
  const { suspended, ...learner } = rows[0]!;
  return { learner: learner.user_id ? learner : undefined, suspended };
}

export async function findLearner(db: Queryable, userId: string): Promise<LearnerRow | undefined> {
  const { rows } = await db.query<LearnerRow>('SELECT * FROM learners WHERE user_id = $1', [userId]);
  return rows[0];
}

/** Everything of a deleted user: conversations (their messages and images go with them), the learner row, a suspension, class memberships. */
export async function purgeLearner(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM conversations WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM messages WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM images WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM learners WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM suspended_learners WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM class_members WHERE student_id = $1', [userId]);
}
