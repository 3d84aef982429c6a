// The event bus two ways, each in the same run against its floor, the bare bus (publish → subscriber, no outbox,
// no PostgreSQL): a burst (eight writers committing as fast as they can: events per second, and the latency of
// each) and a steady rate (BENCH_EVENT_RATE events per second: latency from the outbox commit to the handler).
// On Redis Streams (and Kafka when KAFKA_BROKERS is set). Also CPU per event, robust to a busy machine: this
// process's (producers, relay, consumer) and its PostgreSQL backends' (the shared Redis is not counted). The ratios
// of record (issue 35), each beside its control, the bare bus in the same run: events per second of the burst
// through outbox and consumers ÷ the bare bus's, and CPU per event likewise. Prints tables and writes
// bench/results/event-bus.json. BENCH_ROOT measures another built checkout with these scripts (before and after).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpuMsOf, fromTree, percentile, ratio, round, table, writeResults } from './lib/support.mjs';

const runtime = await fromTree('packages/service-runtime/dist/index.js');
const contracts = await fromTree('packages/contracts/dist/index.js');

const {
  appendEvent,
  consumeEvents,
  createEventBus,
  createLogger,
  createPool,
  encodeEvent,
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
const RATE = Number(process.env.BENCH_EVENT_RATE ?? 500);
const STEADY_SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 10);
const WRITERS = 8;
const TOPIC = 'bench.events';
const log = createLogger('bench', 'silent');

/**
 * One path under test: `send(userId)` resolves once the event is committed (the outbox row, or the bare bus's
 * publish); `onHandled(userId)` is called by its consumer's handler.
 */
async function bareBus(kind, onHandled) {
  const bus = newBus(kind);
  const subscription = await bus.subscribe({
    topic: TOPIC,
    group: 'bench',
    handler: async (m) => onHandled(m.key),
  });
  return {
    send: (userId) =>
      bus.publish(TOPIC, [
        {
          key: userId,
          value: encodeEvent(UserRegisteredSchema, { userId }, { aggregateId: userId, producer: 'bench' })
            .bytes,
        },
      ]),
    postgresCpuMs: async () => 0,
    stop: async () => {
      await subscription.close();
      await bus.close();
    },
  };
}

async function outboxToConsumer(kind, onHandled) {
  const name = `${process.env.DATABASE_PREFIX ?? 'tutor_'}bench_${randomUUID().slice(0, 8)}`;
  const url = serviceDatabaseUrl(server, name);
  await ensureDatabase(url);
  // The producing service (writers and its relay) and the consuming one are separate processes with a pool each.
  const pool = createPool(url, 10);
  const consumerPool = createPool(url, 4);
  await migrate(pool, RUNTIME_MIGRATIONS_DIR);
  const bus = newBus(kind);
  const subscription = await consumeEvents({
    bus,
    pool: consumerPool,
    log,
    topic: TOPIC,
    group: 'bench',
    handlers: [on(UserRegisteredSchema, async (e) => onHandled(e.userId))],
  });
  const relay = new OutboxRelay(pool, bus, log, { pollIntervalMs: 50, batchSize: 500 });
  relay.start();
  return {
    /** CPU used so far by the backends serving this database (this run's own). */
    postgresCpuMs: async () => {
      const { rows } = await pool.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]);
      return rows.reduce((sum, { pid }) => {
        try {
          return sum + cpuMsOf(pid);
        } catch {
          return sum; // ended meanwhile
        }
      }, 0);
    },
    // One change with its event per transaction, as services do.
    send: (userId) =>
      withTransaction(pool, (tx) =>
        appendEvent(
          tx,
          TOPIC,
          UserRegisteredSchema,
          { userId, email: 'b@x', name: 'b' },
          { aggregateId: userId, producer: 'bench' },
        ),
      ),
    stop: async () => {
      await relay.stop();
      await subscription.close();
      await bus.close();
      await pool.end();
      await consumerPool.end();
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

function newBus(kind) {
  return createEventBus({
    redisUrl,
    kafkaBrokers: kind === 'kafka' ? process.env.KAFKA_BROKERS : undefined,
    clientId: 'bench',
    partitions: 8,
    namespace: `bench-${randomUUID().slice(0, 8)}`,
    log,
  });
}

/**
 * Runs `events` sends through a path, `schedule` deciding when each starts, and measures from the moment each
 * send resolved (committed) to its handler. Returns events per second over the whole run and the latencies.
 */
async function measure(makePath, kind, events, schedule) {
  const committedAt = new Map();
  const handledAt = new Map();
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const path = await makePath(kind, (userId) => {
    if (handledAt.has(userId)) return;
    handledAt.set(userId, performance.now());
    if (handledAt.size === events) done();
  });
  const postgresBefore = await path.postgresCpuMs();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await schedule(async (userId) => {
    await path.send(userId);
    committedAt.set(userId, performance.now());
  });
  await finished;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const postgresMs = (await path.postgresCpuMs()) - postgresBefore;
  await path.stop();
  // A handler that ran before its sender resumed (possible on the bare bus) counts as 0 ms.
  const latencies = [...handledAt].map(([id, at]) => Math.max(0, at - (committedAt.get(id) ?? at)));
  latencies.sort((a, b) => a - b);
  return {
    eventsPerSecond: Math.round(events / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    nodeCpuMsPerEvent: round((cpu.user + cpu.system) / 1000 / events, 3),
    postgresCpuMsPerEvent: round(postgresMs / events, 3),
  };
}

/** Eight writers, each sending its next event as soon as the previous one committed. */
const burst = (events) => async (send) => {
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = w; i < events; i += WRITERS) await send(randomUUID());
    }),
  );
};

/** Events started at a fixed rate (each at its due time, whether or not earlier ones have committed). */
const steady = (events, rate) => async (send) => {
  const start = performance.now();
  const sends = [];
  for (let i = 0; i < events; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(send(randomUUID()));
  }
  await Promise.all(sends);
};

const modes = [
  { mode: 'burst', events: EVENTS, schedule: burst(EVENTS) },
  {
    mode: `steady ${RATE}/s`,
    events: RATE * STEADY_SECONDS,
    schedule: steady(RATE * STEADY_SECONDS, RATE),
  },
];
const kinds = ['redis', ...(process.env.KAFKA_BROKERS ? ['kafka'] : [])];
if (!process.env.KAFKA_BROKERS) console.log('Kafka: skipped (KAFKA_BROKERS is not set)');

const results = [];
for (const kind of kinds)
  for (const { mode, events, schedule } of modes) {
    const bare = await measure(bareBus, kind, events, schedule);
    const system = await measure(outboxToConsumer, kind, events, schedule);
    results.push(
      { bus: kind, mode, path: 'bare bus (floor)', events, ...bare },
      { bus: kind, mode, path: 'outbox → relay → bus → idempotent consumer', events, ...system },
    );
  }
table(results, `Event bus (latency: ms from commit to handler; CPU: ms per event)`);
/** Each mode's path through outbox and consumers ÷ the bare bus of the same mode, beside both figures. */
const ratios = [];
for (const kind of kinds)
  for (const { mode } of modes) {
    const [bare, system] = results.filter((r) => r.bus === kind && r.mode === mode);
    const cpu = (r) => r.nodeCpuMsPerEvent + r.postgresCpuMsPerEvent;
    ratios.push({
      bus: kind,
      mode,
      'events/s, system': system.eventsPerSecond,
      'events/s, bare bus': bare.eventsPerSecond,
      'events/s system ÷ bare': ratio(system.eventsPerSecond, bare.eventsPerSecond),
      'CPU ms/event, system': round(cpu(system), 3),
      'CPU ms/event, bare bus': round(cpu(bare), 3),
      'CPU system ÷ bare': ratio(cpu(system), cpu(bare)),
      'p99 ms, system': system.p99Ms,
      'p99 ms, bare bus': bare.p99Ms,
    });
  }
table(
  ratios,
  'Ratios of record: through outbox, relay and idempotent consumer ÷ the bare bus, in this run (the burst is the ' +
    'figure of issue 35; the steady rate holds events/s at the rate, its CPU and latency are what differ)',
);
writeResults('event-bus', { measured: process.env.BENCH_ROOT ?? 'this checkout', ratios, results });
