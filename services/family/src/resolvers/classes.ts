import { badInput, decodeCursor, encodeCursor, PG_TIME } from '@tutor/service-runtime';
import { z } from 'zod';
import { classStudents, classUnits, studentPage, type StudentCursor } from '../data/classes';
import { classCodeKey, openCode } from '../domain/codes';
import type {
  ClassMembershipResolvers,
  ClassResolvers,
  ClassStudentResolvers,
  ClassUnitResolvers,
} from '../generated/graphql';

/** A page's endCursor: when the last student joined, and their id. */
const Cursor = z
  .object({ j: z.string().regex(PG_TIME), s: z.string().uuid() })
  .transform(({ j, s }): StudentCursor => ({ joinedAt: j, studentId: s }));
const cursorText = (c: StudentCursor) => encodeCursor({ j: c.joinedAt, s: c.studentId });

/** A class row only comes from its teacher's own classes (or the class they just changed): already authorised. */
export const Class: ClassResolvers = {
  id: (c) => c.class_id,
  educationalStage: (c) => c.educational_stage,
  academicYear: (c) => c.academic_year,
  subjectId: (c) => c.subject_id,
  pinnedUnitId: (c) => c.pinned_unit_id,
  students: (c, _, ctx) => classStudents(ctx.pool, c.class_id),
  async studentPage(c, args, ctx) {
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 200)
      throw badInput('first must be 1 to 200', 'first');
    const page = await studentPage(
      ctx.pool,
      c.class_id,
      args.first,
      args.after ? decodeCursor(args.after, Cursor) : undefined,
    );
    return { students: page.students, endCursor: page.next && cursorText(page.next) };
  },
  units: (c, _, ctx) => classUnits(ctx.pool, c.class_id),
  createdAt: (c) => c.created_at.toISOString(),
  // Checked again here: the code lets anyone join, so only the teacher ever reads it.
  joinCode: (c, _, ctx) =>
    ctx.identity.user?.id === c.teacher_id && c.code_sealed
      ? (openCode(c.code_sealed, classCodeKey(ctx.config.INTERNAL_SECRET)) ?? null)
      : null,
};

export const ClassStudent: ClassStudentResolvers = {
  user: (s) => ({ __typename: 'User', id: s.student_id }),
  joinedAt: (s) => s.joined_at.toISOString(),
};

export const ClassUnit: ClassUnitResolvers = {
  id: (u) => u.unit_id,
  createdAt: (u) => u.created_at.toISOString(),
};

export const ClassMembership: ClassMembershipResolvers = {
  classId: (m) => m.class_id,
  className: (m) => m.class_name,
  teacherName: (m) => m.teacher_name,
  subjectId: (m) => m.subject_id,
  joinedAt: (m) => m.joined_at.toISOString(),
};
