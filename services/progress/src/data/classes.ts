import type { Queryable } from '@tutor/service-runtime';

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

/**
 * The class's students' figures in its subject: messages from `from` (YYYY-MM-DD) on, the units practised in the
 * order first practised, and quiz answers per unit. Students in the order they joined are the family service's;
 * here, by id.
 */
export async function classFigures(db: Queryable, classId: string, subjectId: string, from: string) {
  const [members, scores] = await Promise.all([
    db.query<MemberFiguresRow>(
      `SELECT cm.student_id,
         (SELECT coalesce(sum(messages), 0)::int FROM subject_daily_messages d
           WHERE d.user_id = cm.student_id AND d.subject_id = $2 AND d.day >= $3::date) AS messages_this_week,
         coalesce((SELECT array_agg(p.unit_id ORDER BY p.first_practised_at, p.unit_id) FROM practised_units p
           WHERE p.user_id = cm.student_id AND p.subject_id = $2), '{}') AS unit_ids
       FROM class_members cm WHERE cm.class_id = $1 ORDER BY cm.student_id`,
      [classId, subjectId, from],
    ),
    db.query<MemberScoreRow>(
      `SELECT s.user_id AS student_id, s.unit_id, s.answered, s.correct
       FROM class_members cm JOIN unit_quiz_scores s ON s.user_id = cm.student_id AND s.subject_id = $2
       WHERE cm.class_id = $1 ORDER BY s.unit_id, s.user_id`,
      [classId, subjectId],
    ),
  ]);
  return { members: members.rows, scores: scores.rows };
}
