import { RedisServer, log, unique } from '@tutor/test-kit';
import type { BusMessage } from '../../src/events/bus';
import { RedisStreamsBus } from '../../src/events/redis-streams-bus';
import { eventually } from '@tutor/test-kit';

/** The Redis Streams bus on a Redis of its own that goes away for a while, as in production (default lease). */
describe('Redis Streams bus: the Redis behind it restarts', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await RedisServer.start();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('consumers go on reading and publishers go on publishing once Redis is back', async () => {
    const topic = unique('restart');
    const [producer, consumer] = [0, 1].map(
      () => new RedisStreamsBus({ url: redis.url, partitions: 4, log }),
    );
    const seen: string[] = [];
    const sub = await consumer!.subscribe({
      topic,
      group: 'restart',
      handler: async (m: BusMessage) => void seen.push(m.key),
    });
    const enc = (s: string) => new TextEncoder().encode(s);
    const publish = async (key: string) => {
      for (;;) {
        try {
          return await producer!.publish(topic, [{ key, value: enc(key) }]);
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    try {
      await publish('before');
      await eventually(
        async () => seen,
        (s) => s.includes('before'),
        10_000,
      );
      await redis.halt('SIGTERM');
      await new Promise((r) => setTimeout(r, 10_000));
      await redis.resume();
      for (let i = 0; i < 8; i++) await publish(`after-${i}`);
      await eventually(
        async () => seen,
        (s) => s.filter((k) => k.startsWith('after-')).length === 8,
        40_000,
      );
    } finally {
      await sub.close();
      await Promise.all([producer!.close(), consumer!.close()]);
    }
  }, 90_000);
});
