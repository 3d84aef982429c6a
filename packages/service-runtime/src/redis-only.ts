import type { Registry } from 'prom-client';
import type { z } from 'zod';
import { loadConfig, maskConfig, type CommonConfig } from './config';
import { createHttpApp, errorHandler, listen } from './http';
import { Lifecycle } from './lifecycle';
import { createLogger } from './logger';
import { createMetricsRegistry } from './metrics';
import { createRedis } from './redis';
import type { ServiceRuntime } from './service';
import { stopTracing } from './tracing';

/** What a Redis-only process is handed: a service's runtime without the database and the event bus. */
export type RedisOnlyRuntime<C extends CommonConfig> = Pick<
  ServiceRuntime<C>,
  'name' | 'config' | 'log' | 'redis' | 'metrics' | 'lifecycle' | 'app'
>;

/**
 * A process that reaches Redis and nothing else (the code runner, ADR 23): its queue is its only way in and out,
 * so its network policy can refuse PostgreSQL, Kafka and every other process. Health and metrics only.
 */
export interface RedisOnlyDefinition<C extends CommonConfig> {
  name: string;
  configSchema: z.ZodType<C>;
  port: (config: C) => number;
  /** Starts the process's workers; closers go on `lifecycle`. */
  setup: (runtime: RedisOnlyRuntime<C>) => Promise<void>;
}

/** Starts a Redis-only process as `startService` starts a service: config, logs, Redis, setup, then HTTP. */
export async function startRedisOnly<C extends CommonConfig>(
  def: RedisOnlyDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RedisOnlyRuntime<C> & { port: number; stop: () => Promise<void> }> {
  const config = loadConfig(def.configSchema, env);
  const log = createLogger(def.name, config.LOG_LEVEL);
  log.info({ config: maskConfig(config) }, 'effective configuration');
  const lifecycle = new Lifecycle(log, config.SHUTDOWN_TIMEOUT_MS, config.SHUTDOWN_DRAIN_MS);
  lifecycle.onShutdown('tracing', stopTracing);
  const redis = createRedis(config.REDIS_URL);
  lifecycle.onShutdown('redis', () => redis.quit());
  const metrics: Registry = createMetricsRegistry(def.name);
  const app = createHttpApp({ log, metrics, lifecycle, checks: { redis: () => redis.ping() } });
  const runtime: RedisOnlyRuntime<C> = { name: def.name, config, log, redis, metrics, lifecycle, app };
  await def.setup(runtime);
  app.use(errorHandler(log));
  const server = await listen(app, def.port(config), lifecycle, log);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : def.port(config);
  return { ...runtime, port, stop: () => lifecycle.shutdown('stop') };
}

/** Entry point helper, as `runService`: start, install signal handlers, exit 1 with a readable message on failure. */
export function runRedisOnly<C extends CommonConfig>(def: RedisOnlyDefinition<C>): void {
  startRedisOnly(def).then(
    (started) => started.lifecycle.installSignalHandlers(),
    (err: Error) => {
      process.stderr.write(`${def.name} failed to start: ${err.message}\n`);
      process.exit(1);
    },
  );
}
