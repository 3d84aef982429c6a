import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPool, ensureDatabase, migrate, serviceDatabaseUrl } from '../src/db';
import { RUNTIME_MIGRATIONS_DIR } from '../src/events/outbox';
import { createLogger } from '../src/logger';

export const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Polls until the condition holds (never a blind sleep); fails with the last value seen. */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

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

export const unique = (label: string) => `test.${label}.${randomUUID().slice(0, 8)}`;
