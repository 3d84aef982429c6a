/**
 * Chooses the test infrastructure once for the whole run and hands it to every test through the environment:
 * a Docker engine's containers when one is available, otherwise this machine's own PostgreSQL and Redis, otherwise
 * the embedded defaults.
 */
export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  process.env.DATABASE_PREFIX ??= 'tutor_test_';
  process.env.LOG_LEVEL ??= 'silent';
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
}
