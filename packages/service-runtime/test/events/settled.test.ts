import { UserRegisteredSchema } from '@tutor/contracts';
import type pg from 'pg';
import type { EventBus, SubscribeOptions } from '../../src/events/bus';
import { consumeEvents, on } from '../../src/events/consumer';
import { encodeEvent } from '../../src/events/envelope';
import { freshDatabase, log } from '@tutor/test-kit';

/**
 * `settled`: what a consumer announces outside its database runs after the handler's transaction commits, and
 * again on a redelivery (when the handler itself is skipped as a duplicate), so a crash between the commit and
 * the announcement only delays it. Driven through a stand-in bus that hands the consumer each delivery directly.
 */
describe('consumeEvents: settled, after the commit', () => {
  let db: { pool: pg.Pool; drop: () => Promise<void> };
  beforeAll(async () => {
    db = await freshDatabase('settled');
    await db.pool.query('CREATE TABLE registrations (user_id text PRIMARY KEY)');
  });
  afterAll(() => db.drop());

  /** A stand-in bus that keeps what the consumer subscribed with, to hand it deliveries directly. */
  const standIn = () => {
    const subscribed: { options?: SubscribeOptions } = {};
    const bus = {
      kind: 'redis',
      subscribe: async (options: SubscribeOptions) => {
        subscribed.options = options;
        return { close: async () => undefined };
      },
    } as unknown as EventBus;
    return { bus, subscribed };
  };

  it('runs after the effect is committed, on every delivery, and never for a rolled-back one', async () => {
    const { bus, subscribed } = standIn();
    const deliver: SubscribeOptions['handler'] = (message) => subscribed.options!.handler(message);
    const seen: { userId: string; stored: boolean }[] = [];
    let failHandler = false;
    const stored = async (userId: string) =>
      ((await db.pool.query('SELECT 1 FROM registrations WHERE user_id = $1', [userId])).rowCount ?? 0) > 0;
    await consumeEvents({
      bus,
      pool: db.pool,
      topic: 'users',
      group: 'settled-test',
      log,
      handlers: [
        on(
          UserRegisteredSchema,
          async (e, _env, tx) => {
            await tx.query('INSERT INTO registrations VALUES ($1)', [e.userId]);
            if (failHandler) throw new Error('handler failed');
          },
          // Sees the committed effect from another connection: it runs after the commit.
          async (e) => void seen.push({ userId: e.userId, stored: await stored(e.userId) }),
        ),
      ],
    });
    const message = (userId: string) => ({
      topic: 'users',
      key: userId,
      value: encodeEvent(
        UserRegisteredSchema,
        { userId, email: `${userId}@example.com` },
        { aggregateId: userId, producer: 'test' },
      ).bytes,
      attempt: 1,
    });

    const first = message('u1');
    await deliver(first);
    expect(seen).toEqual([{ userId: 'u1', stored: true }]);
    await deliver({ ...first, attempt: 2 }); // a redelivery: the effect is not repeated, the announcement is
    expect(seen).toEqual([
      { userId: 'u1', stored: true },
      { userId: 'u1', stored: true },
    ]);

    failHandler = true;
    await expect(deliver(message('u2'))).rejects.toThrow('handler failed');
    expect(seen.map((s) => s.userId)).toEqual(['u1', 'u1']);
    expect(await stored('u2')).toBe(false);
  });

  it('runs for each event of a batch after the whole batch has committed, in order', async () => {
    const { bus, subscribed } = standIn();
    const ids = ['b1', 'b2', 'b3'];
    const seen: { userId: string; allStored: boolean }[] = [];
    const allStored = async () =>
      (await db.pool.query('SELECT 1 FROM registrations WHERE user_id = ANY($1)', [ids])).rowCount ===
      ids.length;
    await consumeEvents({
      bus,
      pool: db.pool,
      topic: 'users',
      group: 'settled-batch-test',
      log,
      handlers: [
        on(
          UserRegisteredSchema,
          (e, _env, tx) => tx.query('INSERT INTO registrations VALUES ($1)', [e.userId]),
          async (e) => void seen.push({ userId: e.userId, allStored: await allStored() }),
        ),
      ],
    });
    await subscribed.options!.batchHandler!(
      ids.map((userId) => ({
        topic: 'users',
        key: userId,
        value: encodeEvent(UserRegisteredSchema, { userId }, { aggregateId: userId, producer: 'test' }).bytes,
        attempt: 1,
      })),
    );
    expect(seen).toEqual(ids.map((userId) => ({ userId, allStored: true })));
  });
});
