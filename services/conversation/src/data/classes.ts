import type { Queryable } from '@tutor/service-runtime';
import type { UnitRow } from './catalog';

/** The replica of the family service's classes (ADR 19), written only by its family.class events. */
export async function addClassMember(db: Queryable, classId: string, studentId: string, subjectId: string) {
  await db.query(
    `INSERT INTO class_members (class_id, student_id, subject_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [classId, studentId, subjectId],
  );
}

export async function removeClassMember(db: Queryable, classId: string, studentId: string) {
  await db.query('DELETE FROM class_members WHERE class_id = $1 AND student_id = $2', [classId, studentId]);
}

export async function pinClassTopic(db: Queryable, classId: string, subjectId: string, unitId: string) {
  await db.query(
    `INSERT INTO class_topics (class_id, subject_id, unit_id) VALUES ($1, $2, $3)
     ON CONFLICT (class_id) DO UPDATE SET unit_id = EXCLUDED.unit_id`,
    [classId, subjectId, unitId],
  );
}

/** A teacher's unit joins the subject's units, marked with its class; its title names it in both languages. */
export async function insertClassUnit(
  db: Queryable,
  u: { unitId: string; classId: string; subjectId: string; title: string; notes: string },
) {
  await db.query(
    `INSERT INTO units (id, subject_id, position, name_ar, name_en, class_id, notes, added_at)
     VALUES ($1, $2, 0, $3, $3, $4, $5, now()) ON CONFLICT (id) DO NOTHING`,
    [u.unitId, u.subjectId, u.title, u.classId, u.notes],
  );
}

const UNIT = 'u.id, u.subject_id, u.language_id, u.name_ar, u.name_en, u.class_id';

/**
 * The current topic of the student's class in this subject (the most recently joined class's, should they be in
 * several); undefined when none is pinned.
 */
export async function classTopicFor(
  db: Queryable,
  studentId: string,
  subjectId: string,
): Promise<UnitRow | undefined> {
  const { rows } = await db.query<UnitRow>(
    `SELECT ${UNIT} FROM class_members m
       JOIN class_topics t ON t.class_id = m.class_id
       JOIN units u ON u.id = t.unit_id AND u.subject_id = m.subject_id
     WHERE m.student_id = $1 AND m.subject_id = $2
     ORDER BY m.joined_at DESC, m.class_id LIMIT 1`,
    [studentId, subjectId],
  );
  return rows[0];
}

/** The units the student's teachers wrote for their classes in this subject, oldest first. */
export async function classUnitsFor(db: Queryable, studentId: string, subjectId: string): Promise<UnitRow[]> {
  const { rows } = await db.query<UnitRow>(
    `SELECT ${UNIT} FROM class_members m JOIN units u ON u.class_id = m.class_id
     WHERE m.student_id = $1 AND m.subject_id = $2 ORDER BY u.added_at, u.id`,
    [studentId, subjectId],
  );
  return rows;
}

export async function isClassMember(db: Queryable, studentId: string, classId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM class_members WHERE class_id = $1 AND student_id = $2', [
    classId,
    studentId,
  ]);
  return rowCount === 1;
}
