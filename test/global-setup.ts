import { spawnSync } from 'node:child_process';
import { resolvePostgres, resolveRedis } from '@tutor/launcher';

/** True when a Docker engine answers (the client alone is not enough). */
function dockerEngineAvailable(): boolean {
  const result = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
  return result.status === 0;
}

async function fromContainers(): Promise<{ postgres: string; redis: string; stop: () => Promise<void> }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  return {
    postgres: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    redis: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}

/**
 * Chooses the test infrastructure once for the whole run and hands it to every test (and every process the tests
 * start) through the environment: DATABASE_URL / REDIS_URL when given; else containers when a Docker engine is
 * available; else this machine's own servers; else the embedded defaults.
 */
export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  process.env.DATABASE_PREFIX ??= 'tutor_test_';
  process.env.LOG_LEVEL ??= 'silent';
  let source: string;
  if (
    !process.env.DATABASE_URL &&
    !process.env.REDIS_URL &&
    process.env.TEST_USE_CONTAINERS !== 'false' &&
    dockerEngineAvailable()
  ) {
    const containers = await fromContainers();
    process.env.DATABASE_URL = containers.postgres;
    process.env.REDIS_URL = containers.redis;
    (globalThis as { __stopInfra?: () => Promise<void> }).__stopInfra = containers.stop;
    source = 'containers (testcontainers)';
  } else {
    const [postgres, redis] = [await resolvePostgres(), await resolveRedis()];
    process.env.DATABASE_URL = postgres.url;
    process.env.REDIS_URL = redis.url;
    (globalThis as { __stopInfra?: () => Promise<void> }).__stopInfra = async () => {
      await redis.stop?.();
      await postgres.stop?.();
    };
    source = `${postgres.source}; ${redis.source}`;
  }
  process.stdout.write(`\nTest infrastructure: ${source}\n`);
}
