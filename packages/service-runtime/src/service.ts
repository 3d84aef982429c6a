import { EVENT_TOPICS } from '@tutor/contracts';
import type { Express } from 'express';
import type { DocumentNode } from 'graphql';
import type { Registry } from 'prom-client';
import type { z } from 'zod';
import { loadConfig, maskConfig, type CommonConfig } from './config';
import { createPool, databaseName, ensureDatabase, migrate, serviceDatabaseUrl, type Pool } from './db';
import type { EventBus } from './events/bus';
import { createEventBus } from './events/create-bus';
import { OutboxRelay, RUNTIME_MIGRATIONS_DIR } from './events/outbox';
import { createHttpApp, errorHandler, listen } from './http';
import { Lifecycle } from './lifecycle';
import { createLogger, type Logger } from './logger';
import { createMetricsRegistry } from './metrics';
import { createRedis, type Redis } from './redis';
import { mountSubgraph, type GraphQLResolverMap, type RequestContext } from './subgraph';
import { stopTracing } from './tracing';

/** Everything a service's own code is handed at start: one of each, shared by the whole process. */
export interface ServiceRuntime<C extends CommonConfig> {
  name: string;
  config: C;
  log: Logger;
  pool: Pool;
  redis: Redis;
  bus: EventBus;
  metrics: Registry;
  lifecycle: Lifecycle;
  app: Express;
}

export interface ServiceDefinition<C extends CommonConfig, TContext extends RequestContext> {
  /** Short name: logs, metrics, the database name (`<prefix><name>`), the event producer. */
  name: string;
  configSchema: z.ZodType<C>;
  /** The port to listen on, read from the config. */
  port: (config: C) => number;
  migrationsDir: string;
  /** The subgraph schema; a process without one (a worker) serves only health and metrics. */
  typeDefs?: DocumentNode;
  /** Largest GraphQL request body in bytes, read from the config; 1 MB when unset (see `bodyLimitForImages`). */
  graphqlBodyLimit?: (config: C) => number;
  /** Builds the service's domain (repositories, consumers, workers, internal routes) and returns its resolvers. */
  setup: (runtime: ServiceRuntime<C>) => Promise<{
    resolvers?: GraphQLResolverMap<TContext>;
    context?: (base: RequestContext) => TContext | Promise<TContext>;
  }>;
}

/**
 * Starts a service the same way for all of them: config, logs, its own database and migrations, Redis, the
 * event bus and outbox relay, its setup (consumers, routes), its subgraph, then HTTP; SIGTERM undoes it in reverse.
 */
export async function startService<C extends CommonConfig, TContext extends RequestContext>(
  def: ServiceDefinition<C, TContext>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceRuntime<C> & { port: number; stop: () => Promise<void> }> {
  const config = loadConfig(def.configSchema, env);
  const log = createLogger(def.name, config.LOG_LEVEL);
  log.info({ config: maskConfig(config) }, 'effective configuration');
  const lifecycle = new Lifecycle(log, config.SHUTDOWN_TIMEOUT_MS, config.SHUTDOWN_DRAIN_MS);
  // Registered first, so it runs last: the spans of the shutdown itself are exported too.
  lifecycle.onShutdown('tracing', stopTracing);

  const databaseUrl = serviceDatabaseUrl(config.DATABASE_URL, databaseName(config.DATABASE_PREFIX, def.name));
  await ensureDatabase(databaseUrl);
  const pool = createPool(databaseUrl, config.DATABASE_POOL_MAX);
  lifecycle.onShutdown('postgres', () => pool.end());
  await migrate(pool, RUNTIME_MIGRATIONS_DIR, log);
  await migrate(pool, def.migrationsDir, log);

  const redis = createRedis(config.REDIS_URL);
  lifecycle.onShutdown('redis', () => redis.quit());

  const bus = createEventBus({
    redisUrl: config.EVENT_BUS_REDIS_URL ?? config.REDIS_URL,
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: def.name,
    partitions: config.EVENT_PARTITIONS,
    namespace: config.NAMESPACE,
    log,
  });
  // Closes every subscription at once (a service's consumers need no closer of their own): one after another, a
  // Kafka consumer leaving mid-rebalance each could outlast the shutdown timeout.
  lifecycle.onShutdown('event bus', () => bus.close());
  // Every topic exists before anything publishes or subscribes (Kafka; a no-op on Redis Streams).
  await bus.createTopics(EVENT_TOPICS);

  const metrics = createMetricsRegistry(def.name);
  const relay = new OutboxRelay(pool, bus, log, { metrics });
  relay.start();
  lifecycle.onShutdown('outbox relay', () => relay.stop());

  const app = createHttpApp({
    log,
    metrics,
    lifecycle,
    checks: {
      postgres: () => pool.query('SELECT 1'),
      redis: () => redis.ping(),
    },
    advisoryChecks: { bus: () => bus.check() },
  });
  const runtime: ServiceRuntime<C> = {
    name: def.name,
    config,
    log,
    pool,
    redis,
    bus,
    metrics,
    lifecycle,
    app,
  };
  const { resolvers, context } = await def.setup(runtime);
  if (def.typeDefs && resolvers) {
    await mountSubgraph<TContext>(app, {
      typeDefs: def.typeDefs,
      resolvers,
      context,
      secret: config.INTERNAL_SECRET,
      log,
      lifecycle,
      bodyLimit: def.graphqlBodyLimit?.(config),
    });
  }
  app.use(errorHandler(log));
  const server = await listen(app, def.port(config), lifecycle, log);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : def.port(config);
  return { ...runtime, port, stop: () => lifecycle.shutdown('stop') };
}

/** Entry point helper: start, install signal handlers, and exit 1 with a readable message when start-up fails. */
export function runService<C extends CommonConfig, TContext extends RequestContext>(
  def: ServiceDefinition<C, TContext>,
): void {
  startService(def).then(
    (service) => service.lifecycle.installSignalHandlers(),
    (err: Error) => {
      process.stderr.write(`${def.name} failed to start: ${err.message}\n`);
      process.exit(1);
    },
  );
}

/**
 * The GraphQL body limit of a service that takes images as base64 (4/3 of their bytes): twice an image of
 * `maxImageBytes`, plus room for the rest, so an image just over the limit still reaches the check that refuses
 * it with a clear message instead of a bare 413.
 */
export const bodyLimitForImages = (maxImageBytes: number) =>
  Math.ceil((maxImageBytes * 4) / 3) * 2 + 1024 * 1024;
