import { TOPICS, UserDeletedSchema, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { purgeLearner, upsertLearner } from '../data/learners';

/** Learners (what the tutor's prompt needs) follow identity's events; a deleted user's data is purged. */
export function consumeIdentityEvents({ bus, pool, log }: ServiceRuntime<Config>) {
  return consumeEvents({
    bus,
    pool,
    log,
    topic: TOPICS.identityUser,
    group: 'conversation.learners',
    handlers: [
      on(UserRegisteredSchema, (e, _env, tx) => upsertLearner(tx, e)),
      on(UserProfileUpdatedSchema, (e, _env, tx) => upsertLearner(tx, e)),
      on(UserDeletedSchema, (e, _env, tx) => purgeLearner(tx, e.userId)),
    ],
  });
}
