// Events per second and end-to-end latency through outbox → relay → bus → idempotent consumer,
// on Redis Streams (and on Kafka when KAFKA_BROKERS is set). Prints a table and writes bench/results/event-bus.json.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import runtime from '../packages/service-runtime/dist/index.js';
import contracts from '../proto/dist/index.js';
import { percentile, table, writeResults } from './lib/support.mjs';

const {
  appendEvent,
  consumeEvents,
  createEventBus,
  createLogger,
  createPool,
  ensureDatabase,
  migrate,
  on,
  OutboxRelay,
  RUNTIME_MIGRATIONS_DIR,
  serviceDatabaseUrl,
  withTransaction,
} = runtime;
const { UserRegisteredSchema } = contracts;
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3000);
const log = createLogger('bench', 'silent');

async function run(kind) {
  const name = `tutor_bench_${randomUUID().slice(0, 8)}`;
  const url = serviceDatabaseUrl(server, name);
  await ensureDatabase(url);
  const pool = createPool(url, 20);
  await migrate(pool, RUNTIME_MIGRATIONS_DIR);
  const namespace = `bench-${randomUUID().slice(0, 8)}`;
  const bus = createEventBus({
    redisUrl,
    kafkaBrokers: kind === 'kafka' ? process.env.KAFKA_BROKERS : undefined,
    clientId: 'bench',
    partitions: 8,
    namespace,
    log,
  });
  const latencies = [];
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const sentAt = new Map();
  const subscription = await consumeEvents({
    bus,
    pool,
    log,
    topic: 'bench.events',
    group: 'bench',
    handlers: [
      on(UserRegisteredSchema, async (e) => {
        latencies.push(performance.now() - sentAt.get(e.userId));
        if (latencies.length === EVENTS) done();
      }),
    ],
  });
  const relay = new OutboxRelay(pool, bus, log, { pollIntervalMs: 50, batchSize: 500 });
  relay.start();
  const started = performance.now();
  // Eight writers, each committing one change with its event per transaction, as services do.
  const writers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = w; i < EVENTS; i += 8) {
      const userId = randomUUID();
      sentAt.set(userId, performance.now());
      await withTransaction(pool, (tx) =>
        appendEvent(
          tx,
          'bench.events',
          UserRegisteredSchema,
          { userId, email: 'b@x', name: 'b' },
          { aggregateId: userId, producer: 'bench' },
        ),
      );
    }
  });
  await Promise.all(writers);
  await finished;
  const seconds = (performance.now() - started) / 1000;
  await relay.stop();
  await subscription.close();
  await bus.close();
  await pool.end();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  latencies.sort((a, b) => a - b);
  return {
    bus: kind,
    events: EVENTS,
    eventsPerSecond: Math.round(EVENTS / seconds),
    p50Ms: +percentile(latencies, 50).toFixed(1),
    p95Ms: +percentile(latencies, 95).toFixed(1),
    p99Ms: +percentile(latencies, 99).toFixed(1),
  };
}

const results = [await run('redis')];
if (process.env.KAFKA_BROKERS) results.push(await run('kafka'));
else console.log('Kafka: skipped (KAFKA_BROKERS is not set)');
table(results, 'Event bus: outbox → relay → bus → idempotent consumer');
writeResults('event-bus', { results });
