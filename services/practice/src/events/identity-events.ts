import { TOPICS, UserDeletedSchema } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { purgeLearner } from '../data/practice';

/** A deleted user's practice (sessions, attempts, answers, skills) goes with them (ADR 22: children's privacy). */
export function consumeIdentityEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.identityUser,
    group: 'practice.learners',
    handlers: [on(UserDeletedSchema, (e, _env, tx) => purgeLearner(tx, e.userId))],
  });
}
