import { requireSelfOrOwner } from '@tutor/service-runtime';
import type { IdentityContext } from '../context';
import { findUserById, type UserRow } from '../data/users';

export const User = {
  __resolveReference: async (ref: { id: string }, ctx: IdentityContext) => {
    requireSelfOrOwner(ctx, ref.id);
    return findUserById(ctx.pool, ref.id);
  },
  userType: (u: UserRow) => u.user_type,
  learningDomain: (u: UserRow) => u.learning_domain,
  educationalStage: (u: UserRow) => u.educational_stage,
  academicYear: (u: UserRow) => u.academic_year,
  hasStudentDetails: (u: UserRow) => Boolean(u.educational_stage && u.academic_year),
};
