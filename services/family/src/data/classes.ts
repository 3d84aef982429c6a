import type { Queryable } from '@tutor/service-runtime';

/** Teachers' classes (ADR 19): the family service owns them; others hold replicas from family.class events. */
export interface ClassRow {
  class_id: string;
  teacher_id: string;
  name: string;
  educational_stage: string;
  academic_year: string;
  subject_id: string;
  pinned_unit_id: string | null;
  /** The join code sealed for the teacher (null for a class made before codes were sealed). */
  code_sealed: Buffer | null;
  created_at: Date;
}

export interface StudentRow {
  student_id: string;
  name: string;
  joined_at: Date;
}

export interface ClassUnitRow {
  unit_id: string;
  title: string;
  notes: string;
  created_at: Date;
}

export interface MembershipRow {
  class_id: string;
  class_name: string;
  teacher_name: string;
  subject_id: string;
  joined_at: Date;
}

const CLASS =
  'class_id, teacher_id, name, educational_stage, academic_year, subject_id, pinned_unit_id, code_sealed, created_at';

export async function insertClass(
  db: Queryable,
  c: Omit<ClassRow, 'pinned_unit_id' | 'created_at' | 'code_sealed'>,
  code: { hash: Buffer; sealed: Buffer },
): Promise<ClassRow> {
  const { rows } = await db.query<ClassRow>(
    `INSERT INTO classes (class_id, teacher_id, name, educational_stage, academic_year, subject_id, code_hash,
       code_sealed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${CLASS}`,
    [
      c.class_id,
      c.teacher_id,
      c.name,
      c.educational_stage,
      c.academic_year,
      c.subject_id,
      code.hash,
      code.sealed,
    ],
  );
  return rows[0]!;
}

/** The teacher's own class only: another teacher's (or none) is undefined, the same answer for both. */
export async function findTeachersClass(
  db: Queryable,
  teacherId: string,
  classId: string,
): Promise<ClassRow | undefined> {
  const { rows } = await db.query<ClassRow>(
    `SELECT ${CLASS} FROM classes WHERE class_id = $1 AND teacher_id = $2`,
    [classId, teacherId],
  );
  return rows[0];
}

export async function teachersClasses(db: Queryable, teacherId: string): Promise<ClassRow[]> {
  const { rows } = await db.query<ClassRow>(
    `SELECT ${CLASS} FROM classes WHERE teacher_id = $1 ORDER BY created_at, class_id`,
    [teacherId],
  );
  return rows;
}

export async function classByCode(db: Queryable, codeHash: Buffer): Promise<ClassRow | undefined> {
  const { rows } = await db.query<ClassRow>(`SELECT ${CLASS} FROM classes WHERE code_hash = $1`, [codeHash]);
  return rows[0];
}

export async function setClassCode(
  db: Queryable,
  classId: string,
  code: { hash: Buffer; sealed: Buffer },
): Promise<ClassRow> {
  const { rows } = await db.query<ClassRow>(
    `UPDATE classes SET code_hash = $2, code_sealed = $3 WHERE class_id = $1 RETURNING ${CLASS}`,
    [classId, code.hash, code.sealed],
  );
  return rows[0]!;
}

export async function setPinnedUnit(
  db: Queryable,
  classId: string,
  unitId: string | null,
): Promise<ClassRow> {
  const { rows } = await db.query<ClassRow>(
    `UPDATE classes SET pinned_unit_id = $2 WHERE class_id = $1 RETURNING ${CLASS}`,
    [classId, unitId],
  );
  return rows[0]!;
}

/** True when the student is new to the class (joining twice changes nothing). */
export async function insertMember(db: Queryable, classId: string, studentId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO class_members (class_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [classId, studentId],
  );
  return rowCount === 1;
}

/** True when there was a membership to end. */
export async function deleteMember(db: Queryable, classId: string, studentId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM class_members WHERE class_id = $1 AND student_id = $2', [
    classId,
    studentId,
  ]);
  return rowCount === 1;
}

export async function classStudents(db: Queryable, classId: string): Promise<StudentRow[]> {
  const { rows } = await db.query<StudentRow>(
    `SELECT cm.student_id, coalesce(m.name, '') AS name, cm.joined_at
     FROM class_members cm LEFT JOIN members m ON m.user_id = cm.student_id
     WHERE cm.class_id = $1 ORDER BY cm.joined_at, cm.student_id`,
    [classId],
  );
  return rows;
}

/** Where a page of a class's students starts: after this one (when they joined, as text, and their id). */
export interface StudentCursor {
  joinedAt: string;
  studentId: string;
}

/**
 * The statement of one page of a class's students in the order they joined, after `after`: served by
 * class_members_page_idx in its order, with no sort.
 */
export function studentPageStatement(
  classId: string,
  limit: number,
  after?: StudentCursor,
): { text: string; values: unknown[] } {
  return {
    text: `SELECT cm.student_id, coalesce(m.name, '') AS name, cm.joined_at, cm.joined_at::text AS joined_key
     FROM class_members cm LEFT JOIN members m ON m.user_id = cm.student_id
     WHERE cm.class_id = $1${after ? ' AND (cm.joined_at, cm.student_id) > ($3::timestamptz, $4::uuid)' : ''}
     ORDER BY cm.joined_at, cm.student_id LIMIT $2`,
    values: after ? [classId, limit, after.joinedAt, after.studentId] : [classId, limit],
  };
}

/** One page of a class's students (studentPageStatement) and the cursor after it, null at the end. */
export async function studentPage(
  db: Queryable,
  classId: string,
  limit: number,
  after?: StudentCursor,
): Promise<{ students: StudentRow[]; next: StudentCursor | null }> {
  const { text, values } = studentPageStatement(classId, limit + 1, after);
  const { rows } = await db.query<StudentRow & { joined_key: string }>(text, values);
  const last = rows.length > limit ? rows[limit - 1]! : undefined;
  return {
    students: rows.slice(0, limit),
    next: last ? { joinedAt: last.joined_key, studentId: last.student_id } : null,
  };
}

export async function memberships(db: Queryable, studentId: string): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT c.class_id, c.name AS class_name, coalesce(t.name, '') AS teacher_name, c.subject_id, cm.joined_at
     FROM class_members cm JOIN classes c ON c.class_id = cm.class_id LEFT JOIN members t ON t.user_id = c.teacher_id
     WHERE cm.student_id = $1 ORDER BY cm.joined_at, c.class_id`,
    [studentId],
  );
  return rows;
}

export async function insertClassUnit(
  db: Queryable,
  classId: string,
  unitId: string,
  title: string,
  notes: string,
): Promise<ClassUnitRow> {
  const { rows } = await db.query<ClassUnitRow>(
    `INSERT INTO class_units (unit_id, class_id, title, notes) VALUES ($1, $2, $3, $4)
     RETURNING unit_id, title, notes, created_at`,
    [unitId, classId, title, notes],
  );
  return rows[0]!;
}

export async function classUnits(db: Queryable, classId: string): Promise<ClassUnitRow[]> {
  const { rows } = await db.query<ClassUnitRow>(
    `SELECT unit_id, title, notes, created_at FROM class_units WHERE class_id = $1 ORDER BY created_at, unit_id`,
    [classId],
  );
  return rows;
}

/** Holds the class's row until the transaction ends (one writer of its units at a time). */
export async function lockClass(db: Queryable, classId: string): Promise<void> {
  await db.query('SELECT 1 FROM classes WHERE class_id = $1 FOR UPDATE', [classId]);
}

export async function classUnitCount(db: Queryable, classId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM class_units WHERE class_id = $1',
    [classId],
  );
  return rows[0]!.n;
}

/**
 * A deleted user's classes and memberships go: a teacher's classes (with their members and units), a student's
 * memberships. Each ended membership is returned so it can be announced.
 */
export async function purgeClassesOf(
  db: Queryable,
  userId: string,
): Promise<{ class_id: string; student_id: string }[]> {
  const { rows } = await db.query<{ class_id: string; student_id: string }>(
    `DELETE FROM class_members WHERE student_id = $1
       OR class_id IN (SELECT class_id FROM classes WHERE teacher_id = $1)
     RETURNING class_id, student_id`,
    [userId],
  );
  await db.query('DELETE FROM classes WHERE teacher_id = $1', [userId]);
  return rows;
}
