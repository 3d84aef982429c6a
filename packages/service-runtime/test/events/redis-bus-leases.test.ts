import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eventually, log, redisUrl, unique } from '@tutor/test-kit';
import { Redis } from 'ioredis';
import type { Subscription } from '../../src/events/bus';
import { RedisStreamsBus } from '../../src/events/redis-streams-bus';

const LEASE_MS = 900;
const PARTITIONS = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Idle costs (issue 35): an idle member renews its leases at a third of their length, not on every read, and
 * still keeps them; a member that dies without a word has its leases taken over once they lapse.
 */
describe('Redis Streams bus: leases of an idle group', () => {
  const redis = new Redis(redisUrl);
  let child: ChildProcess | undefined;
  let survivor: { bus: RedisStreamsBus; sub: Subscription } | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await survivor?.sub.close();
    await survivor?.bus.close();
    redis.disconnect();
  });

  const leaseKeys = (topic: string) =>
    Array.from({ length: PARTITIONS }, (_, p) => `bus:lease:${topic}:g:${p}`);
  const holders = (topic: string) => redis.mget(...leaseKeys(topic));
  const heldBy = (pid: number) => (holder: string | null) => Boolean(holder?.includes(`-${pid}-`));

  it('keeps an idle member’s leases with renewals a third of a lease apart; a dead one’s are taken over', async () => {
    const topic = unique('idle');
    const member = spawn(process.execPath, [path.join(__dirname, '..', 'fixtures', 'idle-consumer.js')], {
      env: {
        ...process.env,
        REDIS_URL: redisUrl,
        TOPIC: topic,
        GROUP: 'g',
        PARTITIONS: String(PARTITIONS),
        LEASE_MS: String(LEASE_MS),
        // Reads far shorter than a renewal period: renewals must not follow the reads.
        BLOCK_MS: '100',
      },
      stdio: 'inherit',
    });
    child = member;
    await eventually(
      () => holders(topic),
      (h) => h.every(heldBy(member.pid!)),
      20_000,
    );

    // Watch one lease's time to live for three leases: each renewal lifts it back to a whole lease, and the
    // lowest it fell to before a renewal tells how long that renewal waited.
    const [key] = leaseKeys(topic);
    let previous = await redis.pttl(key!);
    const waits: number[] = [];
    for (let i = 0; i < 60; i++) {
      await sleep(LEASE_MS / 20);
      const ttl = await redis.pttl(key!);
      expect(ttl).toBeGreaterThan(0); // never lapsed
      if (ttl > previous) waits.push(LEASE_MS - previous);
      previous = ttl;
    }
    expect((await holders(topic)).every(heldBy(member.pid!))).toBe(true);
    expect(waits.length).toBeGreaterThanOrEqual(2);
    // Renewed at a third of the lease (300 ms), not every read: no renewal came within a quarter of a lease.
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(LEASE_MS / 4);

    const bus = new RedisStreamsBus({ url: redisUrl, partitions: PARTITIONS, log, leaseMs: LEASE_MS });
    const received: string[] = [];
    const sub = await bus.subscribe({
      topic,
      group: 'g',
      handler: async (m) => void received.push(m.key),
    });
    survivor = { bus, sub };
    member.kill('SIGKILL');
    await eventually(
      () => holders(topic),
      (h) => h.every(heldBy(process.pid)),
      20_000,
    );
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    await bus.publish(
      topic,
      keys.map((k) => ({ key: k, value: new Uint8Array([1]) })),
    );
    await eventually(
      () => received,
      (r) => r.length >= keys.length,
      20_000,
    );
    expect([...received].sort()).toEqual([...keys].sort());
  }, 60_000);
});
