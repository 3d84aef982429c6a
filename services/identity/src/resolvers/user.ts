import { requireSelfOrOwner } from '@tutor/service-runtime';
import { findUserById } from '../data/users';
import { roleFor } from '../domain/profile';
import { shareProfile } from '../domain/viewer';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  __resolveReference: async (ref, ctx) => {
    requireSelfOrOwner(ctx, ref.id);
    return shareProfile(ctx, await findUserById(ctx.pool, ref.id));
  },
  // From the configuration now, not the stored column: an earlier OWNER_EMAIL's owner is a User at once.
  role: (u, _, ctx) => roleFor(u.email, ctx.ownerEmail),
  userType: (u) => u.user_type,
  learningDomain: (u) => u.learning_domain,
  educationalStage: (u) => u.educational_stage,
  academicYear: (u) => u.academic_year,
  grammaticalGender: (u) => u.grammatical_gender,
  hasStudentDetails: (u) => Boolean(u.educational_stage && u.academic_year),
};
