import { spawn } from 'node:child_process';
import path from 'node:path';
import { toBinary } from '@bufbuild/protobuf';
import { EnvelopeSchema, UserDeletedSchema, UserRegisteredSchema } from '@tutor/contracts';
import type pg from 'pg';
import { withTransaction } from '../../src/db';
import type { BusMessage, EventBus, Subscription } from '../../src/events/bus';
import { consumeEvents, on } from '../../src/events/consumer';
import { decodeEnvelope, decodePayload, encodeEvent } from '../../src/events/envelope';
import { appendEvent, changeWithEvents, OutboxRelay } from '../../src/events/outbox';
import { eventually, freshDatabase, log, unique } from '@tutor/test-kit';

export interface BusFactory {
  /** A new bus (a new process's worth of connections). */
  make(options?: { partitions?: number }): EventBus;
  /** Environment for a child process to reach the same bus. */
  childEnv: Record<string, string>;
}

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);

/**
 * A handler that writes each user into `effects` with its transaction's id, counting its calls per user in
 * `calls`; a user ending in `poison` always fails.
 */
export const recordEffects = (calls: Map<string, number>) =>
  on(UserRegisteredSchema, async (e, _env, tx) => {
    calls.set(e.userId, (calls.get(e.userId) ?? 0) + 1);
    if (e.userId.endsWith('poison')) throw new Error('cannot handle this');
    await tx.query('INSERT INTO effects VALUES ($1, txid_current())', [e.userId]);
  });

/** One contract, run against every adapter. */
export function describeBusContract(name: string, factory: BusFactory): void {
  describe(`event bus contract: ${name}`, () => {
    const buses: EventBus[] = [];
    const subs: Subscription[] = [];
    const bus = (partitions = 4) => {
      const b = factory.make({ partitions });
      buses.push(b);
      return b;
    };
    afterEach(async () => {
      await Promise.all(subs.splice(0).map((s) => s.close()));
      await Promise.all(buses.splice(0).map((b) => b.close()));
    });

    it('keeps per-key order and shares the load inside a group, each message handled once', async () => {
      const topic = unique('order');
      const seen = new Map<string, number[]>();
      const byConsumer = [0, 0];
      const handler = (consumer: number) => async (m: BusMessage) => {
        byConsumer[consumer]!++;
        const list = seen.get(m.key) ?? [];
        list.push(Number(dec(m.value)));
        seen.set(m.key, list);
      };
      const [a, b, producer] = [bus(), bus(), bus()];
      subs.push(await a.subscribe({ topic, group: 'g', handler: handler(0) }));
      subs.push(await b.subscribe({ topic, group: 'g', handler: handler(1) }));
      const keys = Array.from({ length: 20 }, (_, i) => `key-${i}`);
      // Published over about two seconds, as a steady stream: a group rebalances within a heartbeat or so, not
      // between two reads, so a burst published at once may all go to the first consumer.
      for (let n = 0; n < 15; n++) {
        await producer.publish(
          topic,
          keys.map((key) => ({ key, value: enc(String(n)) })),
        );
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await eventually(
        () => [...seen.values()].reduce((sum, l) => sum + l.length, 0),
        (total) => total >= 300,
      );
      for (const key of keys) expect(seen.get(key)).toEqual(Array.from({ length: 15 }, (_, n) => n));
      expect(byConsumer[0]! + byConsumer[1]!).toBe(300);
      expect(byConsumer[0]).toBeGreaterThan(0);
      expect(byConsumer[1]).toBeGreaterThan(0);
    });

    it('delivers every message to every group', async () => {
      const topic = unique('groups');
      const got = { one: [] as string[], two: [] as string[] };
      const [a, b, producer] = [bus(), bus(), bus()];
      subs.push(await a.subscribe({ topic, group: 'one', handler: async (m) => void got.one.push(m.key) }));
      subs.push(await b.subscribe({ topic, group: 'two', handler: async (m) => void got.two.push(m.key) }));
      await producer.publish(
        topic,
        ['x', 'y', 'z'].map((key) => ({ key, value: enc(key) })),
      );
      await eventually(
        () => got.one.length + got.two.length,
        (n) => n >= 6,
      );
      expect(got.one.sort()).toEqual(['x', 'y', 'z']);
      expect(got.two.sort()).toEqual(['x', 'y', 'z']);
    });

    it('redelivers a message whose consumer died before acknowledging it', async () => {
      const topic = unique('crash');
      const producer = bus(1);
      await producer.publish(topic, [{ key: 'only', value: enc('payload') }]);
      const child = spawn(process.execPath, [path.join(__dirname, '..', 'fixtures', 'stuck-consumer.js')], {
        env: { ...process.env, ...factory.childEnv, TOPIC: topic, GROUP: 'g' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      let output = '';
      child.stdout.on('data', (d) => (output += String(d)));
      await eventually(
        () => output,
        (o) => o.includes('got only'),
      );
      child.kill('SIGKILL');
      await exited;
      const received: string[] = [];
      const survivor = factory.make({ partitions: 1 });
      buses.push(survivor);
      subs.push(
        await survivor.subscribe({
          topic,
          group: 'g',
          handler: async (m) => void received.push(dec(m.value)),
        }),
      );
      await eventually(
        () => received,
        (r) => r.length >= 1,
        60_000,
      );
      expect(received).toEqual(['payload']);
    }, 90_000);

    it('retries a failing handler, then moves the message to the dead-letter topic', async () => {
      const topic = unique('dlq');
      let calls = 0;
      const dead: string[] = [];
      const [consumer, watcher, producer] = [bus(), bus(), bus()];
      subs.push(
        await consumer.subscribe({
          topic,
          group: 'g',
          maxAttempts: 3,
          handler: async (m) => {
            if (m.key === 'poison') {
              calls++;
              throw new Error('cannot handle this');
            }
          },
        }),
      );
      subs.push(
        await watcher.subscribe({
          topic: `${topic}.dlq`,
          group: 'ops',
          handler: async (m) => void dead.push(dec(m.value)),
        }),
      );
      await producer.publish(topic, [{ key: 'poison', value: enc('bad') }]);
      await eventually(
        () => dead,
        (d) => d.length >= 1,
      );
      expect(dead).toEqual(['bad']);
      expect(calls).toBe(3);
    });

    describe('with the outbox and the idempotent consumer', () => {
      let db: { pool: pg.Pool; drop: () => Promise<void> };
      beforeAll(async () => {
        db = await freshDatabase('bus');
        await db.pool.query('CREATE TABLE registrations (user_id text PRIMARY KEY, email text NOT NULL)');
        // No key: a second effect of one event would show as a second row.
        await db.pool.query('CREATE TABLE effects (user_id text NOT NULL, txid bigint NOT NULL)');
      });
      afterAll(() => db.drop());

      const register = (tx: pg.PoolClient, topic: string, userId: string) =>
        appendEvent(
          tx,
          topic,
          UserRegisteredSchema,
          { userId, email: `${userId}@example.com`, name: userId, role: 'User' },
          {
            aggregateId: userId,
            producer: 'test',
          },
        );

      const consumeInto = async (b: EventBus, topic: string, group: string) =>
        consumeEvents({
          bus: b,
          pool: db.pool,
          topic,
          group,
          log,
          handlers: [
            on(UserRegisteredSchema, (e, _env, tx) =>
              tx.query('INSERT INTO registrations VALUES ($1, $2)', [e.userId, e.email]),
            ),
          ],
        });

      const countFor = async (prefix: string) =>
        (
          await db.pool.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM registrations WHERE user_id LIKE $1',
            [`${prefix}%`],
          )
        ).rows[0]!.n;

      it('absorbs a duplicated delivery: the effect happens once', async () => {
        const topic = unique('dup');
        const [consumer, producer] = [bus(), bus()];
        subs.push(await consumeInto(consumer, topic, 'dup-group'));
        const event = encodeEvent(
          UserRegisteredSchema,
          { userId: 'dup-1', email: 'dup-1@example.com' },
          { aggregateId: 'dup-1', producer: 'test' },
        );
        await producer.publish(topic, [{ key: 'dup-1', value: event.bytes }]);
        await producer.publish(topic, [{ key: 'dup-1', value: event.bytes }]);
        const marker = encodeEvent(
          UserRegisteredSchema,
          { userId: 'dup-2', email: 'dup-2@example.com' },
          { aggregateId: 'dup-1', producer: 'test' },
        );
        await producer.publish(topic, [{ key: 'dup-1', value: marker.bytes }]); // same key: arrives after both copies
        await eventually(
          () => countFor('dup-2'),
          (n) => n === 1,
        );
        expect(await countFor('dup-1')).toBe(1);
        const recorded = await db.pool.query(
          'SELECT 1 FROM processed_events WHERE consumer_group = $1 AND event_id = $2',
          ['dup-group', event.id],
        );
        expect(recorded.rowCount).toBe(1);
      });

      it('acknowledges an event of a type the group does not handle without recording it', async () => {
        const topic = unique('unhandled');
        const [consumer, producer] = [bus(), bus()];
        subs.push(await consumeInto(consumer, topic, 'unhandled-group'));
        const other = encodeEvent(
          UserDeletedSchema,
          { userId: 'skip-1' },
          { aggregateId: 'skip-1', producer: 'test' },
        );
        const marker = encodeEvent(
          UserRegisteredSchema,
          { userId: 'skip-2', email: 'skip-2@example.com' },
          { aggregateId: 'skip-1', producer: 'test' },
        );
        // Same key: the handled marker arrives after the unhandled event.
        await producer.publish(topic, [{ key: 'skip-1', value: other.bytes }]);
        await producer.publish(topic, [{ key: 'skip-1', value: marker.bytes }]);
        await eventually(
          () => countFor('skip-2'),
          (n) => n === 1,
        );
        const recorded = await db.pool.query<{ event_id: string }>(
          'SELECT event_id FROM processed_events WHERE consumer_group = $1',
          ['unhandled-group'],
        );
        expect(recorded.rows.map((r) => r.event_id)).toEqual([marker.id]);
      });

      it('never publishes an event written in a rolled-back transaction', async () => {
        const topic = unique('rollback');
        const [consumer, publisher] = [bus(), bus()];
        subs.push(await consumeInto(consumer, topic, 'rb'));
        const relay = new OutboxRelay(db.pool, publisher, log, { pollIntervalMs: 50 });
        relay.start();
        try {
          await expect(
            withTransaction(db.pool, async (tx) => {
              await register(tx, topic, 'rb-lost');
              throw new Error('the change failed');
            }),
          ).rejects.toThrow('the change failed');
          await withTransaction(db.pool, (tx) => register(tx, topic, 'rb-kept'));
          await eventually(
            () => countFor('rb-kept'),
            (n) => n === 1,
          );
          expect(await countFor('rb-lost')).toBe(0);
          const rows = await db.pool.query("SELECT 1 FROM outbox WHERE aggregate_id = 'rb-lost'");
          expect(rows.rowCount).toBe(0);
        } finally {
          await relay.stop();
        }
      });

      it('writes a change and its events in one statement, in order, and only when the change happened', async () => {
        const topic = unique('change');
        const [consumer, publisher] = [bus(), bus()];
        subs.push(await consumeInto(consumer, topic, 'change'));
        await db.pool.query('CREATE TABLE IF NOT EXISTS changes (id text PRIMARY KEY)');
        const change = (id: string) => ({
          text: 'INSERT INTO changes VALUES ($1) ON CONFLICT DO NOTHING RETURNING id',
          values: [id],
        });
        const registered = (userId: string) =>
          encodeEvent(
            UserRegisteredSchema,
            { userId, email: `${userId}@example.com` },
            { aggregateId: 'chg', producer: 'test' },
          );
        expect(
          await changeWithEvents(db.pool, change('c-1'), topic, 'chg', [
            registered('chg-1'),
            registered('chg-2'),
          ]),
        ).toEqual([{ id: 'c-1' }]); // the change's rows
        // The same change again changes nothing, so nothing is announced.
        expect(await changeWithEvents(db.pool, change('c-1'), topic, 'chg', [registered('chg-3')])).toEqual(
          [],
        );
        const written = await db.pool.query<{ envelope: Buffer }>(
          "SELECT envelope FROM outbox WHERE aggregate_id = 'chg' ORDER BY seq",
        );
        const userIdOf = (bytes: Buffer) =>
          (decodePayload(decodeEnvelope(new Uint8Array(bytes))) as unknown as { userId: string }).userId;
        expect(written.rows.map((r) => userIdOf(r.envelope))).toEqual(['chg-1', 'chg-2']);
        const relay = new OutboxRelay(db.pool, publisher, log, { pollIntervalMs: 50 });
        relay.start();
        try {
          await eventually(
            () => countFor('chg-'),
            (n) => n === 2,
          );
          expect(await countFor('chg-3')).toBe(0);
        } finally {
          await relay.stop();
        }
        // A failing change writes no event either (one statement: nothing half-written).
        await expect(
          changeWithEvents(
            db.pool,
            { text: 'INSERT INTO changes VALUES (NULL) RETURNING id', values: [] },
            topic,
            'chg',
            [registered('chg-4')],
          ),
        ).rejects.toThrow(/null value/);
        expect((await db.pool.query("SELECT 1 FROM outbox WHERE aggregate_id = 'chg'")).rowCount).toBe(2);
      });

      it('publishes nothing while another relay holds the lock, then each event once and marks it', async () => {
        const topic = unique('relay-lock');
        const [consumer, publisher] = [bus(), bus()];
        subs.push(await consumeInto(consumer, topic, 'lock'));
        const relay = new OutboxRelay(db.pool, publisher, log); // not started: batches are taken by hand
        for (const id of ['lock-1', 'lock-2'])
          await withTransaction(db.pool, (tx) => register(tx, topic, id));
        const other = await db.pool.connect();
        try {
          await other.query("BEGIN; SELECT pg_advisory_xact_lock(hashtext('outbox-relay'))");
          expect(await relay.publishBatch()).toBe(0);
          await other.query('COMMIT');
        } finally {
          other.release();
        }
        const unpublished = () =>
          db.pool.query("SELECT 1 FROM outbox WHERE aggregate_id LIKE 'lock-%' AND published_at IS NULL");
        expect((await unpublished()).rowCount).toBe(2);
        expect(await relay.publishBatch()).toBeGreaterThanOrEqual(2);
        expect((await unpublished()).rowCount).toBe(0);
        await eventually(
          () => countFor('lock-'),
          (n) => n === 2,
        );
        expect(await relay.publishBatch()).toBe(0); // marked: never again
      });

      it('keeps events in the outbox while the bus is down and delivers them when it is back', async () => {
        const topic = unique('outage');
        const [consumer, real] = [bus(), bus()];
        subs.push(await consumeInto(consumer, topic, 'outage'));
        let down = true;
        const flaky: EventBus = {
          kind: real.kind,
          publish: (t, records) =>
            down ? Promise.reject(new Error('bus unavailable')) : real.publish(t, records),
          publishAll: (batches) =>
            down ? Promise.reject(new Error('bus unavailable')) : real.publishAll(batches),
          createTopics: (topics) => real.createTopics(topics),
          subscribe: (o) => real.subscribe(o),
          check: () => real.check(),
          close: async () => undefined,
        };
        const relay = new OutboxRelay(db.pool, flaky, log, { pollIntervalMs: 50 });
        relay.start();
        try {
          for (const id of ['out-1', 'out-2', 'out-3'])
            await withTransaction(db.pool, (tx) => register(tx, topic, id));
          await eventually(
            async () =>
              (
                await db.pool.query<{ a: number }>(
                  "SELECT min(attempts)::int AS a FROM outbox WHERE aggregate_id LIKE 'out-%'",
                )
              ).rows[0]!.a,
            (attempts) => attempts >= 2,
          );
          expect(await countFor('out-')).toBe(0);
          const pending = await db.pool.query(
            "SELECT 1 FROM outbox WHERE aggregate_id LIKE 'out-%' AND published_at IS NULL",
          );
          expect(pending.rowCount).toBe(3);
          down = false;
          await eventually(
            () => countFor('out-'),
            (n) => n === 3,
            30_000,
          );
        } finally {
          await relay.stop();
        }
      });

      /** Registers each user into `effects`, counting calls per user; `poison` always fails. */
      const consumeEffects = async (b: EventBus, topic: string, group: string, maxAttempts?: number) => {
        const calls = new Map<string, number>();
        const subscription = await consumeEvents({
          bus: b,
          pool: db.pool,
          topic,
          group,
          log,
          maxAttempts,
          handlers: [recordEffects(calls)],
        });
        subs.push(subscription);
        return calls;
      };
      /** The aggregate ids of the events `topic` dead-letters, as they arrive. */
      const deadLettered = async (topic: string) => {
        const dead: string[] = [];
        subs.push(
          await bus(1).subscribe({
            topic: `${topic}.dlq`,
            group: 'ops',
            handler: async (m) => void dead.push(decodeEnvelope(m.value).aggregateId),
          }),
        );
        return dead;
      };
      const events = (ids: string[]) =>
        ids.map((userId) => ({
          key: 'one-key', // one partition, in this order
          value: encodeEvent(UserRegisteredSchema, { userId }, { aggregateId: userId, producer: 'test' })
            .bytes,
        }));
      const effectsFor = async (prefix: string) =>
        (
          await db.pool.query<{ user_id: string; txid: string }>(
            'SELECT user_id, txid FROM effects WHERE user_id LIKE $1',
            [`${prefix}%`],
          )
        ).rows;

      it('handles the events of one read in one transaction, each once', async () => {
        const topic = unique('batch');
        const prefix = `${topic}-`;
        const ids = Array.from({ length: 20 }, (_, i) => `${prefix}${i}`);
        await bus(1).publish(topic, events(ids)); // all waiting before the consumer's first read
        await consumeEffects(bus(1), topic, 'batch');
        await eventually(
          async () => (await effectsFor(prefix)).length,
          (n) => n >= 20,
        );
        const effects = await effectsFor(prefix);
        expect(effects.map((e) => e.user_id).sort()).toEqual([...ids].sort());
        expect(new Set(effects.map((e) => e.txid)).size).toBeLessThan(ids.length);
      });

      it('retries a poison event of a batch alone and dead-letters it alone; the others are handled once', async () => {
        const topic = unique('poison');
        const prefix = `${topic}-`;
        const good = Array.from({ length: 8 }, (_, i) => `${prefix}good-${i}`);
        const poison = `${prefix}poison`;
        const dead = await deadLettered(topic);
        await bus(1).publish(topic, events([...good.slice(0, 4), poison, ...good.slice(4)]));
        const calls = await consumeEffects(bus(1), topic, 'poison', 3);
        await eventually(
          async () => ({ dead: dead.length, handled: (await effectsFor(prefix)).length }),
          (n) => n.dead >= 1 && n.handled >= good.length,
        );
        expect((await effectsFor(prefix)).map((e) => e.user_id).sort()).toEqual([...good].sort());
        expect(calls.get(poison)).toBe(3);
        expect(dead).toEqual([poison]);
      });

      it('dead-letters an event whose id is not a UUID and writes nothing of it into SQL', async () => {
        const topic = unique('bad-id');
        const prefix = `${topic}-`;
        const dead = await deadLettered(topic);
        const [good, bad] = events([`${prefix}good`, `${prefix}bad`]);
        const forged = decodeEnvelope(bad!.value);
        forged.id = "x}'::uuid[]) AS b(id, n)); DROP TABLE effects; --";
        await bus(1).publish(topic, [good!, { key: 'one-key', value: toBinary(EnvelopeSchema, forged) }]);
        await consumeEffects(bus(1), topic, 'bad-id', 2);
        await eventually(
          async () => ({ dead: dead.length, handled: (await effectsFor(prefix)).length }),
          (n) => n.dead >= 1 && n.handled >= 1,
        );
        expect(dead).toEqual([`${prefix}bad`]);
        expect((await effectsFor(prefix)).map((e) => e.user_id)).toEqual([`${prefix}good`]);
        await expect(
          consumeEvents({ bus: bus(1), pool: db.pool, topic, group: "g'; --", log, handlers: [] }),
        ).rejects.toThrow(/not a plain name/);
      });

      it('handles nothing twice when a committed batch is delivered again', async () => {
        const topic = unique('again');
        const prefix = `${topic}-`;
        const batch = events(Array.from({ length: 10 }, (_, i) => `${prefix}${i}`));
        const [consumer, producer] = [bus(1), bus(1)];
        const calls = await consumeEffects(consumer, topic, 'again');
        await producer.publish(topic, batch);
        await eventually(
          async () => (await effectsFor(prefix)).length,
          (n) => n >= 10,
        );
        const marker = `${prefix}marker`;
        await producer.publish(topic, [...batch, ...events([marker])]); // the marker arrives after the copies
        await eventually(
          async () => (await effectsFor(marker)).length,
          (n) => n >= 1,
        );
        expect((await effectsFor(prefix)).length).toBe(11);
        expect([...calls.values()].reduce((a, b) => a + b, 0)).toBe(11);
      });

      it('publishes the envelope with its type, aggregate and producer', async () => {
        const event = encodeEvent(
          UserRegisteredSchema,
          { userId: 'u1' },
          { aggregateId: 'u1', producer: 'identity' },
        );
        const envelope = decodeEnvelope(event.bytes);
        expect(envelope).toMatchObject({
          id: event.id,
          type: 'tutor.events.v1.UserRegistered',
          aggregateId: 'u1',
          producer: 'identity',
        });
        expect(envelope.occurredAt).toBeDefined();
      });
    });
  });
}
