import { classStudents, classUnits } from '../data/classes';
import { classCodeKey, openCode } from '../domain/codes';
import type {
  ClassMembershipResolvers,
  ClassResolvers,
  ClassStudentResolvers,
  ClassUnitResolvers,
} from '../generated/graphql';

/** A class row only comes from its teacher's own classes (or the class they just changed): already authorised. */
export const Class: ClassResolvers = {
  id: (c) => c.class_id,
  educationalStage: (c) => c.educational_stage,
  academicYear: (c) => c.academic_year,
  subjectId: (c) => c.subject_id,
  pinnedUnitId: (c) => c.pinned_unit_id,
  students: (c, _, ctx) => classStudents(ctx.pool, c.class_id),
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
