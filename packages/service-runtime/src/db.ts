import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from './logger';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that can run a query: a pool, or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** The database name of a service: `tutor_identity`, or `tutor_test_identity` under tests. */
export function databaseName(prefix: string, service: string): string {
  return `${prefix}${service.replace(/-/g, '_')}`;
}

/** The URL of this service's own database on the server that `serverUrl` points at. */
export function serviceDatabaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Creates the database if it does not exist yet; safe when several instances race. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // 42P04 duplicate_database, 23505 unique_violation: another instance created it first.
        const code = (err as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw err;
      }
    }
  } finally {
    await admin.end();
  }
}

export function createPool(databaseUrl: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a checked-out one between two queries (the pool listens only while a client is idle): its next query
  // fails, the caller's transaction with it, and the pool discards it on release (it is no longer queryable).
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

interface Migration {
  version: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(path.join(dir, file), 'utf8');
      return {
        version: file.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

/**
 * Applies the service's pending migrations in order, each in its own transaction, under an advisory lock so
 * that instances starting together apply each migration once. An edited, already-applied migration is an error.
 */
export async function migrate(pool: pg.Pool, dir: string, log?: Logger): Promise<string[]> {
  const migrations = await readMigrations(dir);
  const client = await pool.connect();
  const lockKey = 7_340_001; // one lock per database: each service has its own database
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map(
      (
        await client.query<{ version: string; checksum: string }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).rows.map((r) => [r.version, r.checksum]),
    );
    for (const m of migrations) {
      const seen = done.get(m.version);
      if (seen !== undefined) {
        if (seen !== m.checksum) throw new Error(`Migration ${m.version} was changed after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [
          m.version,
          m.checksum,
        ]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.version} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(m.version);
      log?.info({ migration: m.version }, 'migration applied');
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
    client.release();
  }
  return applied;
}

/** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
export function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return transaction(pool, undefined, (client) => fn(client));
}

/**
 * Like `withTransaction`, with BEGIN and the transaction's first statement in one round trip: `first` is sent
 * with BEGIN as one query, so it can have no parameters (only our own values inlined, checked by the caller),
 * and `fn` gets its result.
 */
export function withTransactionFrom<T, R extends pg.QueryResultRow>(
  pool: pg.Pool,
  first: string,
  fn: (client: pg.PoolClient, firstResult: pg.QueryResult<R>) => Promise<T>,
): Promise<T> {
  return transaction(pool, first, fn);
}

async function transaction<T, R extends pg.QueryResultRow>(
  pool: pg.Pool,
  first: string | undefined,
  fn: (client: pg.PoolClient, firstResult: pg.QueryResult<R>) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    let firstResult = undefined as unknown as pg.QueryResult<R>;
    if (first === undefined) await client.query('BEGIN');
    else [, firstResult] = (await client.query(`BEGIN; ${first}`)) as unknown as [unknown, pg.QueryResult<R>];
    const result = await fn(client, firstResult);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
