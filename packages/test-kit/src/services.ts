import { randomUUID } from 'node:crypto';
import { toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { EnvelopeSchema, QUEUES, type QueueKey } from '@tutor/contracts';
import {
  createEventBus,
  createLogger,
  createPool,
  createQueue,
  createRedis,
  decodeEnvelope,
  decodePayload,
  encodeEvent,
  ensureDatabase,
  IDENTITY_HEADER,
  migrate,
  RUNTIME_MIGRATIONS_DIR,
  serviceDatabaseUrl,
  signIdentity,
  startService,
  type BusRecord,
  type CallerIdentity,
  type CommonConfig,
  type Queryable,
  type RequestContext,
  type ServiceDefinition,
} from '@tutor/service-runtime';
import pg from 'pg';
import type { Gql } from './people';

/** Helpers for the tests of one service (or a few) started in-process, beside PostgreSQL, Redis and the bus. */

export const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The event bus a test publishes to and reads from, in the deployment's namespace: Kafka when KAFKA_BROKERS is set. */
export const testEventBus = (namespace: string) =>
  createEventBus({
    redisUrl,
    kafkaBrokers: process.env.KAFKA_BROKERS,
    clientId: 'test',
    partitions: 8,
    namespace,
    log,
  });

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database with the runtime's migrations, dropped by the returned cleanup. */
export async function freshDatabase(label: string): Promise<{ pool: pg.Pool; drop: () => Promise<void> }> {
  const name = `${process.env.DATABASE_PREFIX ?? 'tutor_test_'}${label}_${randomUUID().slice(0, 8)}`;
  const url = serviceDatabaseUrl(server, name);
  await ensureDatabase(url);
  const pool = createPool(url);
  await migrate(pool, RUNTIME_MIGRATIONS_DIR);
  return {
    pool,
    drop: async () => {
      await pool.end();
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A bus record of one event, as a producer publishes it but stamped with the instant it happened (`occurredAt`),
 * for consumers that count by the producer's time (a learner's days).
 */
export function eventAt<D extends DescMessage>(
  schema: D,
  payload: MessageInitShape<D>,
  key: string,
  occurredAt: Date,
): BusRecord {
  const envelope = decodeEnvelope(encodeEvent(schema, payload, { aggregateId: key, producer: 'test' }).bytes);
  envelope.occurredAt = timestampFromDate(occurredAt);
  return { key, value: toBinary(EnvelopeSchema, envelope) };
}

export const unique = (label: string) => `test.${label}.${randomUUID().slice(0, 8)}`;

type Started = Awaited<ReturnType<typeof startService>>;

/**
 * In-process services as one deployment runs them: one database prefix, one namespace (topics, queues) and one
 * internal secret, so a file's services see each other and nothing of other files. Instances of the same
 * service share its database, as replicas do. `dispose` stops them all, drops the databases and removes the
 * namespace's job queues.
 */
export function testDeployment(label: string) {
  const prefix = `${process.env.DATABASE_PREFIX ?? 'tutor_test_'}${label}_${randomUUID().slice(0, 6)}_`;
  const namespace = prefix.replace(/_+$/, '').replace(/_/g, '-');
  const secret = `test-secret-${randomUUID()}`;
  const running: Started[] = [];

  /** Posts JSON with a signed identity header, as the gateway (issuer `gateway`) or a peer service does. */
  const post = (url: string, body: unknown, identity: CallerIdentity = { issuer: 'gateway' }) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity(identity, secret) },
      body: JSON.stringify(body),
    });

  return {
    prefix,
    namespace,
    secret,
    post,
    /** Starts an instance on a free port (`portVariable` names its port setting) with `env` added. */
    async start<C extends CommonConfig, T extends RequestContext>(
      def: ServiceDefinition<C, T>,
      portVariable: string,
      env: Record<string, string> = {},
    ) {
      const service = await startService(def, {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_PREFIX: prefix,
        NAMESPACE: namespace,
        INTERNAL_SECRET: secret,
        [portVariable]: '0',
        ...env,
      });
      running.push(service as unknown as Started);
      return service;
    },
    /** Asks a started service's subgraph, as the gateway would for `user` (a visitor when absent). */
    async graphql(
      service: { port: number },
      query: string,
      user?: CallerIdentity['user'],
      variables: Record<string, unknown> = {},
    ): Promise<Gql> {
      const res = await post(
        `http://127.0.0.1:${service.port}/graphql`,
        { query, variables },
        {
          issuer: 'gateway',
          user,
        },
      );
      return (await res.json()) as Gql;
    },
    async dispose() {
      await Promise.all(running.splice(0).map((s) => s.stop()));
      await removeQueues(namespace);
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname LIKE $1',
          [`${prefix}%`],
        );
        for (const { datname } of rows)
          await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Removes a namespace's job queues from Redis (jobs, job schedulers, history), once its workers have stopped. */
export async function removeQueues(namespace: string): Promise<void> {
  const connection = createRedis(redisUrl);
  try {
    for (const key of Object.keys(QUEUES) as QueueKey[]) {
      const queue = createQueue(key, connection, namespace);
      await queue.obliterate({ force: true });
      await queue.close();
    }
  } finally {
    await connection.quit();
  }
}

/** The events a service wrote to its outbox for one aggregate, decoded, oldest first. */
export async function outboxEvents(
  db: Queryable,
  aggregateId: string,
): Promise<{ type: string; payload: Record<string, unknown> }[]> {
  const { rows } = await db.query<{ envelope: Buffer }>(
    'SELECT envelope FROM outbox WHERE aggregate_id = $1 ORDER BY seq',
    [aggregateId],
  );
  return rows.map(({ envelope }) => {
    const decoded = decodeEnvelope(new Uint8Array(envelope));
    const { $typeName: _type, ...payload } = decodePayload(decoded) as Record<string, unknown>;
    return { type: decoded.type, payload };
  });
}
