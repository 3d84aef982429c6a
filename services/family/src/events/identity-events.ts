import { TOPICS, UserDeletedSchema, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { purgeClassesOf } from '../data/classes';
import { purgeMember, upsertMember } from '../data/family';
import { announceLeft } from '../domain/classes';
import { announceLink } from '../domain/links';

/**
 * What family keeps of a user: the type that lets them create or redeem a code, their language, and the name,
 * stage and year a linked parent sees. A deleted user's links and class memberships end (a teacher's classes go),
 * announced so every reader drops them.
 */
export function consumeIdentityEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.identityUser,
    group: 'family.members',
    handlers: [
      on(UserRegisteredSchema, (e, _env, tx) =>
        upsertMember(tx, e.userId, {
          name: e.name,
          user_type: '',
          language: '',
          educational_stage: '',
          academic_year: '',
        }),
      ),
      on(UserProfileUpdatedSchema, (e, _env, tx) =>
        upsertMember(tx, e.userId, {
          name: e.name,
          user_type: e.userType,
          language: e.language,
          educational_stage: e.educationalStage,
          academic_year: e.academicYear,
        }),
      ),
      on(UserDeletedSchema, async (e, _env, tx) => {
        for (const link of await purgeMember(tx, e.userId))
          await announceLink(tx, false, link.parent_id, link.child_id);
        for (const left of await purgeClassesOf(tx, e.userId))
          await announceLeft(tx, left.class_id, left.student_id);
      }),
    ],
  });
}
