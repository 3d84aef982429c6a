import { UserRegisteredSchema } from '@tutor/contracts';
import { eventually, freshDatabase, log, redisUrl, unique } from '@tutor/test-kit';
import type pg from 'pg';
import { withTransaction } from '../../src/db';
import type { Subscription } from '../../src/events/bus';
import { decodeEnvelope } from '../../src/events/envelope';
import { appendEvent, OutboxRelay } from '../../src/events/outbox';
import { RedisStreamsBus } from '../../src/events/redis-streams-bus';

describe('outbox relays of one database', () => {
  let db: { pool: pg.Pool; drop: () => Promise<void> };
  const buses: RedisStreamsBus[] = [];
  const relays: OutboxRelay[] = [];
  let subscription: Subscription | undefined;
  beforeAll(async () => {
    db = await freshDatabase('relays');
  });
  afterAll(async () => {
    await Promise.all(relays.map((r) => r.stop()));
    await subscription?.close();
    await Promise.all(buses.map((b) => b.close()));
    await db.drop();
  });

  const bus = () => {
    const b = new RedisStreamsBus({ url: redisUrl, partitions: 2, log, leaseMs: 1000, blockMs: 200 });
    buses.push(b);
    return b;
  };
  /** A relay as a process would have it (its own bus), counting what it asks of the database's pool. */
  const relay = () => {
    let asked = 0;
    const pool = Object.create(db.pool) as pg.Pool;
    pool.connect = ((...args: Parameters<pg.Pool['connect']>) => {
      asked++;
      return db.pool.connect(...args);
    }) as pg.Pool['connect'];
    const r = new OutboxRelay(pool, bus(), log, { pollIntervalMs: 50 });
    relays.push(r);
    return { relay: r, asked: () => asked };
  };

  const received: string[] = [];
  let topic = '';
  const write = async (ids: string[]) => {
    for (const id of ids)
      await withTransaction(db.pool, (tx) =>
        appendEvent(tx, topic, UserRegisteredSchema, { userId: id }, { aggregateId: id, producer: 'test' }),
      );
  };
  const started: ReturnType<typeof relay>[] = [];

  it('one leads and publishes; the other takes nothing until the leader stops, then takes over', async () => {
    topic = unique('leader');
    subscription = await bus().subscribe({
      topic,
      group: 'g',
      handler: async (m) => void received.push(decodeEnvelope(m.value).aggregateId),
    });
    const first = relay();
    const second = relay();
    first.relay.start();
    await eventually(
      async () => first.relay.isLeading,
      (leading) => leading,
    );
    second.relay.start();
    await write(['a1', 'a2', 'a3', 'a4', 'a5']);
    await eventually(
      async () => received.length,
      (n) => n >= 5,
    );
    expect(second.relay.isLeading).toBe(false);
    expect(second.asked()).toBe(0); // woken by no commit, and read no outbox

    await first.relay.stop();
    await write(['b1', 'b2', 'b3']);
    await eventually(
      async () => received.length,
      (n) => n >= 8,
    );
    expect(second.relay.isLeading).toBe(true);
    expect(second.asked()).toBeGreaterThan(0);
    expect([...received].sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3']); // each once
    started.push(second);
  });

  it('a leader whose connection dies hands over: one relay leads again and nothing is lost', async () => {
    const [leader] = started;
    const standby = relay();
    standby.relay.start();
    // The leader's session is the one listening; ending it from outside is a crash as PostgreSQL sees it.
    const { rowCount } = await db.pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
    );
    expect(rowCount).toBe(1);
    await write(['c1', 'c2', 'c3']);
    await eventually(
      async () => received.length,
      (n) => n >= 11,
    );
    await eventually(
      async () => [leader!.relay.isLeading, standby.relay.isLeading].filter(Boolean).length,
      (n) => n === 1,
    );
    expect(received.filter((id) => id.startsWith('c')).sort()).toEqual(['c1', 'c2', 'c3']);
  });
});
