import { randomUUID } from 'node:crypto';
import { deadLetterTopic, type BusMessage } from '../../src/events/bus';
import { replayDeadLetters } from '../../src/events/dead-letters';
import { RedisStreamsBus } from '../../src/events/redis-streams-bus';
import { eventually, log, redisUrl } from '@tutor/test-kit';

describe('replaying dead letters', () => {
  const bus = new RedisStreamsBus({ url: redisUrl, partitions: 2, log, leaseMs: 1000, blockMs: 100 });
  afterAll(() => bus.close());

  it('publishes each dead letter to its topic again, once', async () => {
    const topic = `replay-${randomUUID()}`;
    const letters = [
      { key: 'user-1', value: new TextEncoder().encode('first') },
      { key: 'user-2', value: new TextEncoder().encode('second') },
    ];
    await bus.publish(deadLetterTopic(topic), letters);

    const received: BusMessage[] = [];
    const subscription = await bus.subscribe({
      topic,
      group: 'consumer',
      handler: async (m) => void received.push(m),
    });
    try {
      expect(await replayDeadLetters(bus, topic, { idleMs: 1000 })).toBe(2);
      await eventually(
        () => received.length,
        (n) => n === 2,
      );
      const seen = received.map((m) => [m.key, new TextDecoder().decode(m.value)]).sort();
      expect(seen).toEqual([
        ['user-1', 'first'],
        ['user-2', 'second'],
      ]);
      // The replay group remembers its place: a second run finds nothing new.
      expect(await replayDeadLetters(bus, topic, { idleMs: 1000 })).toBe(0);
    } finally {
      await subscription.close();
    }
  });
});
