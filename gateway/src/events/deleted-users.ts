import { TOPICS, UserDeletedSchema } from '@tutor/contracts';
import {
  createEventBus,
  decodeEnvelope,
  decodePayload,
  type Lifecycle,
  type Logger,
  type Redis,
} from '@tutor/service-runtime';
import type { Config } from '../config';
import { destroyUserSessions } from '../auth/session';

/**
 * A deleted user's sessions end as soon as identity announces the deletion. Ending sessions is idempotent, so
 * this consumer needs no record of handled events.
 */
export async function endSessionsOfDeletedUsers(
  config: Config,
  redis: Redis,
  lifecycle: Lifecycle,
  log: Logger,
) {
  const bus = createEventBus({
    redisUrl: config.EVENT_BUS_REDIS_URL ?? config.REDIS_URL,
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: 'gateway',
    partitions: config.EVENT_PARTITIONS,
    namespace: config.NAMESPACE,
    log,
  });
  lifecycle.onShutdown('event bus', () => bus.close());
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
  return bus;
}
