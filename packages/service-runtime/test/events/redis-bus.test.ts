import { UserRegisteredSchema } from '@tutor/contracts';
import { eventually, freshDatabase, log, redisUrl, unique } from '@tutor/test-kit';
import type pg from 'pg';
import type { Subscription } from '../../src/events/bus';
import { consumeEvents } from '../../src/events/consumer';
import { decodeEnvelope, encodeEvent } from '../../src/events/envelope';
import { RedisStreamsBus } from '../../src/events/redis-streams-bus';
import { describeBusContract, recordEffects } from './bus-contract';

const make = ({ partitions = 4 } = {}) =>
  new RedisStreamsBus({ url: redisUrl, partitions, log, leaseMs: 1000, blockMs: 200 });

describeBusContract('Redis Streams', { make, childEnv: { REDIS_URL: redisUrl, KAFKA_BROKERS: '' } });

describe('Redis Streams: a read across partitions', () => {
  const buses: RedisStreamsBus[] = [];
  const subs: Subscription[] = [];
  let db: { pool: pg.Pool; drop: () => Promise<void> };
  beforeAll(async () => {
    db = await freshDatabase('partitions');
    await db.pool.query('CREATE TABLE effects (user_id text NOT NULL, txid bigint NOT NULL)');
  });
  afterEach(async () => {
    await Promise.all(subs.splice(0).map((s) => s.close()));
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });
  afterAll(() => db.drop());

  const bus = () => {
    const b = make({ partitions: 4 });
    buses.push(b);
    return b;
  };
  /** Events keyed by their user, so that they spread over the partitions. */
  const events = (ids: string[]) =>
    ids.map((userId) => ({
      key: userId,
      value: encodeEvent(UserRegisteredSchema, { userId }, { aggregateId: userId, producer: 'test' }).bytes,
    }));
  const effectsFor = async (prefix: string) =>
    (
      await db.pool.query<{ user_id: string; txid: string }>(
        'SELECT user_id, txid FROM effects WHERE user_id LIKE $1',
        [`${prefix}%`],
      )
    ).rows;
  const consume = async (b: RedisStreamsBus, topic: string, maxAttempts?: number) => {
    const calls = new Map<string, number>();
    subs.push(
      await consumeEvents({
        bus: b,
        pool: db.pool,
        topic,
        group: 'effects',
        log,
        maxAttempts,
        handlers: [recordEffects(calls)],
      }),
    );
    return calls;
  };

  it('handles what one read took from every partition in one transaction, each event once', async () => {
    const topic = unique('spread');
    const prefix = `${topic}-`;
    const ids = Array.from({ length: 24 }, (_, i) => `${prefix}${i}`);
    const producer = bus();
    expect(new Set(ids.map((id) => producer.partitionOf(id))).size).toBe(4);
    await producer.publish(topic, events(ids)); // all waiting before the consumer's first read
    const calls = await consume(bus(), topic);
    await eventually(
      async () => (await effectsFor(prefix)).length,
      (n) => n >= ids.length,
    );
    const effects = await effectsFor(prefix);
    expect(effects.map((e) => e.user_id).sort()).toEqual([...ids].sort());
    expect(new Set(effects.map((e) => e.txid)).size).toBe(1);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
  });

  it('retries a poison event alone when a read across partitions fails; the others are handled once', async () => {
    const topic = unique('spread-poison');
    const prefix = `${topic}-`;
    const good = Array.from({ length: 12 }, (_, i) => `${prefix}good-${i}`);
    const poison = `${prefix}poison`;
    const dead: string[] = [];
    subs.push(
      await bus().subscribe({
        topic: `${topic}.dlq`,
        group: 'ops',
        handler: async (m) => void dead.push(decodeEnvelope(m.value).aggregateId),
      }),
    );
    const producer = bus();
    await producer.publish(topic, events([...good.slice(0, 6), poison, ...good.slice(6)]));
    const calls = await consume(bus(), topic, 3);
    await eventually(
      async () => ({ dead: dead.length, handled: (await effectsFor(prefix)).length }),
      (n) => n.dead >= 1 && n.handled >= good.length,
    );
    expect((await effectsFor(prefix)).map((e) => e.user_id).sort()).toEqual([...good].sort());
    // Each good one ran in the failed batch (those before the poison) and then alone, and committed once.
    expect(good.every((id) => [1, 2].includes(calls.get(id)!))).toBe(true);
    expect(calls.get(poison)).toBe(3);
    expect(dead).toEqual([poison]);
  });
});
