import { randomUUID } from 'node:crypto';
import { SubscriptionExpiredSchema } from '@tutor/contracts';
import { createQueue, createRedis, type Redis } from '@tutor/service-runtime';
import { eventually, outboxEvents, redisUrl, testDeployment } from '@tutor/test-kit';
import type { Queue } from 'bullmq';
import { createFreePlan, setExpiry } from '../src/data/plans';
import { service as billing } from '../src/service';

/**
 * Two billing replicas over one PostgreSQL database and one Redis, as a deployment runs them: the subscription
 * expiry sweep is a BullMQ job scheduler, so it runs once per interval for both, never once in each.
 */
const INTERVAL_MS = 1000; // the smallest EXPIRY_SWEEP_MS allowed
const DAY = 24 * 3600 * 1000;

describe('billing subscription expiry sweep (job scheduler)', () => {
  const deployment = testDeployment('billing_sweep');
  let replicas: Awaited<ReturnType<typeof deployment.start<any, any>>>[];
  let connection: Redis;
  let queue: Queue;

  beforeAll(async () => {
    const env = { EXPIRY_SWEEP_MS: String(INTERVAL_MS) };
    replicas = [
      await deployment.start(billing, 'BILLING_PORT', env),
      await deployment.start(billing, 'BILLING_PORT', env),
    ];
    connection = createRedis(redisUrl);
    queue = createQueue('billing', connection, deployment.namespace);
  });
  afterAll(async () => {
    await queue?.close();
    await connection?.quit();
    await deployment.dispose();
  });

  /** Sweeps run so far by both replicas together. */
  const sweeps = async () => {
    let total = 0;
    for (const replica of replicas) {
      const metric = await replica.metrics.getSingleMetric('subscription_expiry_sweeps_total')!.get();
      total += metric.values[0]?.value ?? 0;
    }
    return total;
  };
  /** The interval slot (ms since the epoch) of each sweep job that ran, from its id `repeat:<scheduler>:<slot>`. */
  const slotsRun = async () =>
    (await queue.getJobs(['completed'])).map((job) => Number(job.id!.split(':').pop())).sort((a, b) => a - b);

  it('announces a subscription that ended, once, from the scheduled job alone', async () => {
    const [ended, running] = [randomUUID(), randomUUID()];
    const pool = replicas[0]!.pool;
    for (const userId of [ended, running]) await createFreePlan(pool, userId, 10);
    await setExpiry(pool, ended, new Date(Date.now() - DAY));
    await setExpiry(pool, running, new Date(Date.now() + DAY));
    await eventually(
      () => outboxEvents(pool, ended),
      (events) => events.length > 0,
    );
    const sweepsSoFar = (await slotsRun()).length;
    await eventually(slotsRun, (slots) => slots.length >= sweepsSoFar + 2); // two more sweeps change nothing
    expect(await outboxEvents(pool, ended)).toEqual([
      {
        type: SubscriptionExpiredSchema.typeName,
        // The plan as it stands, with its version (the free plan's row, then its expiry: 2), for copies (ADR 20).
        payload: {
          userId: ended,
          plan: expect.objectContaining({ version: 2n, remainingMessages: 10 }),
        },
      },
    ]);
    expect(await outboxEvents(pool, running)).toEqual([]);
    const announced = await pool.query(
      'SELECT user_id FROM plans WHERE user_id = ANY($1) AND expiry_announced_at IS NOT NULL',
      [[ended, running]],
    );
    expect(announced.rows).toEqual([{ user_id: ended }]);
  });

  it('runs the sweep once per interval across both replicas, not once in each', async () => {
    // Each run is one job of the scheduler, and the scheduler makes one job per interval slot.
    const { runs, slots } = await eventually(
      async () => ({ runs: await sweeps(), slots: await slotsRun() }),
      (v) => v.runs >= 4 && v.runs === v.slots.length,
    );
    expect(new Set(slots).size).toBe(runs);
    const gaps = slots.slice(1).map((slot, i) => slot - slots[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(INTERVAL_MS);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({ key: 'expire-subscriptions', every: INTERVAL_MS }),
    ]);
  });
});
