import { shareViewerState, type ViewerProfile } from '@tutor/contracts';
import type { RequestContext } from '@tutor/service-runtime';
import type { UserRow } from '../data/users';

export const profileState = (u: UserRow): ViewerProfile => ({
  version: u.profile_version,
  email: u.email,
  name: u.name,
  picture: u.picture,
  role: u.role,
  language: u.language,
  userType: u.user_type,
  learningDomain: u.learning_domain,
  educationalStage: u.educational_stage,
  academicYear: u.academic_year,
  grammaticalGender: u.grammatical_gender,
});

/**
 * Hands the gateway the caller's own profile, as read or just written, with its version (ADR 20): what lets it
 * answer the next `me` from its copy and never with an older profile. Anyone else's profile is not shared.
 */
export function shareProfile<T extends UserRow | undefined>(ctx: RequestContext, user: T): T {
  if (user && ctx.identity.user?.id === user.id)
    shareViewerState(ctx.responseExtensions, user.id, { profile: profileState(user) });
  return user;
}
