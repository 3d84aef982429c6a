import { TOPICS, UserDeletedSchema } from '@tutor/contracts';
import type { EventBus, Logger, Redis } from '@tutor/service-runtime';
import { decodeEnvelope, decodePayload } from '@tutor/service-runtime/events';
import { destroyUserSessions } from '../auth/session';

/**
 * A deleted user's sessions end as soon as identity announces the deletion. Ending sessions is idempotent, so
 * this consumer needs no record of handled events.
 */
export async function endSessionsOfDeletedUsers(bus: EventBus, redis: Redis, log: Logger) {
  await bus.subscribe({
    topic: TOPICS.identityUser,
    group: 'gateway.sessions',
    handler: async (message) => {
      const envelope = decodeEnvelope(message.value);
      if (envelope.type !== UserDeletedSchema.typeName) return;
      const { userId } = decodePayload(envelope) as unknown as { userId: string };
      const ended = await destroyUserSessions(redis, userId);
      log.info({ userId, ended }, 'sessions of a deleted user ended');
    },
  });
}
