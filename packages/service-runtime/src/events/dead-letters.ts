import { deadLetterTopic, type EventBus } from './bus';
import { sleep } from './delivery';

/** The consumer group of replays: it remembers its place, so each dead letter is replayed once. */
export const REPLAY_GROUP = 'dlq-replay';

/**
 * Publishes every dead letter of `topic` (the records on `<topic>.dlq`) to `topic` again, with its key, and
 * returns how many. Every consumer group of the topic sees a replayed event again; consumers are idempotent, so
 * a group that had handled it changes nothing. Through the bus contract, so the same on Redis Streams and Kafka.
 * Stops once no dead letter arrived for `idleMs` (Kafka takes seconds to join a group: keep it generous).
 */
export async function replayDeadLetters(
  bus: EventBus,
  topic: string,
  { idleMs = 10_000 } = {},
): Promise<number> {
  let replayed = 0;
  let lastActivity = Date.now();
  const subscription = await bus.subscribe({
    topic: deadLetterTopic(topic),
    group: REPLAY_GROUP,
    handler: async ({ key, value }) => {
      await bus.publish(topic, [{ key, value }]);
      replayed += 1;
      lastActivity = Date.now();
    },
  });
  while (Date.now() - lastActivity < idleMs) await sleep(50);
  await subscription.close();
  return replayed;
}
