import { TOPICS, UserDeletedSchema, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { consumeEvents, on, replyIdOf, replyStreamKey, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { purgeLearner, registerLearner, upsertLearner } from '../data/learners';

/** Learners (what the tutor's prompt needs) follow identity's events; a deleted user's data is purged. */
export function consumeIdentityEvents({ bus, pool, log, redis, metrics }: ServiceRuntime<Config>) {
  return consumeEvents({
    bus,
    pool,
    log,
    metrics,
    topic: TOPICS.identityUser,
    group: 'conversation.learners',
    handlers: [
      on(UserRegisteredSchema, (e, _env, tx) => registerLearner(tx, e)),
      on(UserProfileUpdatedSchema, (e, _env, tx) => upsertLearner(tx, e)),
      on(UserDeletedSchema, async (e, _env, tx) => {
        // The replies' streams go too (they expire anyway, but a deleted user's words should not linger).
        const { rows } = await tx.query<{ conversation_id: string; id: string }>(
          "SELECT conversation_id, id FROM messages WHERE user_id = $1 AND sender = 'student'",
          [e.userId],
        );
        if (rows.length)
          await redis.del(...rows.map((m) => replyStreamKey(replyIdOf(m.conversation_id, m.id))));
        await purgeLearner(tx, e.userId);
      }),
    ],
  });
}
