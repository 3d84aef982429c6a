import {
  replyIdOf,
  TOPICS,
  UserDeletedSchema,
  UserProfileUpdatedSchema,
  UserRegisteredSchema,
} from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime, deleteReplyStreams } from '@tutor/service-runtime';
import type { Config } from '../config';
import { purgeLearner, registerLearner, upsertLearner } from '../data/learners';
import { learnerMessagesOf } from '../data/messages';

/** Learners (what the tutor's prompt needs) follow identity's events; a deleted user's data is purged. */
export function consumeIdentityEvents(runtime: ServiceRuntime<Config>) {
  const { redis } = runtime;
  return consumeEvents({
    ...runtime,
    topic: TOPICS.identityUser,
    group: 'conversation.learners',
    handlers: [
      on(UserRegisteredSchema, (e, _env, tx) => registerLearner(tx, e)),
      on(UserProfileUpdatedSchema, (e, _env, tx) => upsertLearner(tx, e)),
      on(UserDeletedSchema, async (e, _env, tx) => {
        // The replies' streams go too (they expire anyway, but a deleted user's words should not linger).
        const sent = await learnerMessagesOf(tx, e.userId);
        await deleteReplyStreams(
          redis,
          sent.map((m) => replyIdOf(m.conversation_id, m.id)),
        );
        await purgeLearner(tx, e.userId);
      }),
    ],
  });
}
