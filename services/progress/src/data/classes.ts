import type { Queryable } from '@tutor/service-runtime';
import { skillRows, type SkillRow } from './practice';

/** The replica of the family service's classes (ADR 19), written only by its family.class events. */
export async function recordClass(db: Queryable, classId: string, teacherId: string, subjectId: string) {
  await db.query(
    'INSERT INTO classes (class_id, teacher_id, subject_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [classId, teacherId, subjectId],
  );
}

export async function addClassMember(db: Queryable, classId: string, studentId: string) {
  await db.query('INSERT INTO class_members (class_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    classId,
    studentId,
  ]);
}

export async function removeClassMember(db: Queryable, classId: string, studentId: string) {
  await db.query('DELETE FROM class_members WHERE class_id = $1 AND student_id = $2', [classId, studentId]);
}

/** The class as the family service announced it, or undefined when its ClassCreated has not arrived yet. */
export async function findClass(db: Queryable, classId: string) {
  const { rows } = await db.query<{ teacher_id: string; subject_id: string }>(
    'SELECT teacher_id, subject_id FROM classes WHERE class_id = $1',
    [classId],
  );
  return rows[0];
}

/** Adds one to the learner's messages in a subject on the day `at` falls on in `timeZone`. */
export async function countSubjectMessage(
  db: Queryable,
  userId: string,
  subjectId: string,
  at: Date,
  timeZone: string,
) {
  await db.query(
    `INSERT INTO subject_daily_messages (user_id, subject_id, day, messages)
     VALUES ($1, $2, (($3::timestamptz) AT TIME ZONE $4)::date, 1)
     ON CONFLICT (user_id, subject_id, day) DO UPDATE SET messages = subject_daily_messages.messages + 1`,
    [userId, subjectId, at, timeZone],
  );
}

export interface MemberFiguresRow {
  student_id: string;
  messages_this_week: number;
  unit_ids: string[];
}

export interface MemberScoreRow {
  student_id: string;
  unit_id: string;
  answered: number;
  correct: number;
}

export interface MemberWeekRow {
  student_id: string;
  items_answered: number;
}

/**
 * The class's students' figures in its subject: messages and practice answers from `from` (YYYY-MM-DD) on, the
 * units practised in the order first practised, model-marked quiz answers per unit, and the skills practised. Students in the order they joined are the family service's;
 * here, by id.
 */
export async function classFigures(db: Queryable, classId: string, subjectId: string, from: string) {
  const members = await db.query<MemberFiguresRow>(
    `SELECT cm.student_id,
       (SELECT coalesce(sum(messages), 0)::int FROM subject_daily_messages d
         WHERE d.user_id = cm.student_id AND d.subject_id = $2 AND d.day >= $3::date) AS messages_this_week,
       coalesce((SELECT array_agg(p.unit_id ORDER BY p.first_practised_at, p.unit_id) FROM practised_units p
         WHERE p.user_id = cm.student_id AND p.subject_id = $2), '{}') AS unit_ids
     FROM class_members cm WHERE cm.class_id = $1 ORDER BY cm.student_id`,
    [classId, subjectId, from],
  );
  // The scores of exactly these students: read by class membership again, a student who left (or joined) in
  // between would count in the units but not in the list.
  const ids = members.rows.map((m) => m.student_id);
  if (!ids.length) return { members: members.rows, scores: [], skills: [] as SkillRow[], week: [] };
  const [scores, skills, week] = await Promise.all([
    db.query<MemberScoreRow>(
      `SELECT s.user_id AS student_id, s.unit_id, s.answered, s.correct FROM unit_quiz_scores s
       WHERE s.user_id = ANY($1::uuid[]) AND s.subject_id = $2 ORDER BY s.unit_id, s.user_id`,
      [ids, subjectId],
    ),
    skillRows(db, ids, subjectId),
    db.query<MemberWeekRow>(
      `SELECT user_id AS student_id, sum(items_answered)::int AS items_answered FROM unit_days
       WHERE user_id = ANY($1::uuid[]) AND subject_id = $2 AND day >= $3::date GROUP BY user_id`,
      [ids, subjectId, from],
    ),
  ]);
  return { members: members.rows, scores: scores.rows, skills, week: week.rows };
}
