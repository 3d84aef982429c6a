import { TOPICS, UserDeletedSchema } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { purgeLearner } from '../data/progress';

/** A deleted user's progress goes with them. */
export function consumeIdentityEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.identityUser,
    group: 'progress.learners',
    handlers: [on(UserDeletedSchema, (e, _envelope, tx) => purgeLearner(tx, e.userId))],
  });
}
