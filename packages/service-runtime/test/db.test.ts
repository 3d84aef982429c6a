import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPool, ensureDatabase, migrate, serviceDatabaseUrl, withTransaction } from '../src/db';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `tutor_test_db_${process.pid}_${Date.now()}`;
const url = serviceDatabaseUrl(server, name);

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

describe('database per service', () => {
  let dir: string;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    await Promise.all([ensureDatabase(url), ensureDatabase(url)]); // racing instances both succeed
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(
      path.join(dir, '0001_things.sql'),
      'CREATE TABLE things (id int PRIMARY KEY, label text NOT NULL);',
    );
    writeFileSync(path.join(dir, '0002_more.sql'), "INSERT INTO things VALUES (1, 'one');");
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await dropDatabase();
  });

  it('applies each migration once when several instances start together', async () => {
    const a = createPool(url);
    const b = createPool(url);
    pools.push(a, b);
    const [ranA, ranB] = await Promise.all([migrate(a, dir), migrate(b, dir)]);
    expect([...ranA, ...ranB].sort()).toEqual(['0001_things', '0002_more']);
    expect((await a.query('SELECT count(*)::int AS n FROM things')).rows[0].n).toBe(1);
    expect(await migrate(a, dir)).toEqual([]);
  });

  it('refuses a migration edited after it was applied', async () => {
    const pool = createPool(url);
    pools.push(pool);
    writeFileSync(path.join(dir, '0002_more.sql'), "INSERT INTO things VALUES (2, 'two');");
    await expect(migrate(pool, dir)).rejects.toThrow(/0002_more was changed/);
  });

  it('rolls back a failed migration entirely', async () => {
    const pool = createPool(url);
    pools.push(pool);
    const bad = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(bad, '0001_half.sql'), 'CREATE TABLE half (id int); SELECT no_such_function();');
    await expect(migrate(pool, bad)).rejects.toThrow(/0001_half failed/);
    const exists = await pool.query("SELECT to_regclass('half') AS t");
    expect(exists.rows[0].t).toBeNull();
  });

  it('withTransaction commits on success and rolls back on error', async () => {
    const pool = createPool(url);
    pools.push(pool);
    await withTransaction(pool, (tx) => tx.query("INSERT INTO things VALUES (10, 'kept')"));
    await expect(
      withTransaction(pool, async (tx) => {
        await tx.query("INSERT INTO things VALUES (11, 'lost')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const ids = (await pool.query('SELECT id FROM things WHERE id >= 10 ORDER BY id')).rows.map((r) => r.id);
    expect(ids).toEqual([10]);
  });

  it('survives a connection dropped while a transaction holds it: the transaction fails, the pool goes on', async () => {
    const pool = createPool(url, 2);
    pools.push(pool);
    const crashes: unknown[] = [];
    const onUncaught = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const failed = withTransaction(pool, async (tx) => {
        await tx.query("INSERT INTO things VALUES (20, 'half-written')");
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const admin = new pg.Client({ connectionString: server });
        await admin.connect();
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await admin.end();
        await new Promise((r) => setTimeout(r, 200)); // the client hears of it between two queries
        await tx.query("INSERT INTO things VALUES (21, 'half-written')");
      });
      await expect(failed).rejects.toThrow();
      expect(crashes).toEqual([]);
      const ids = (await pool.query('SELECT id FROM things WHERE id >= 20')).rows;
      expect(ids).toEqual([]); // nothing half-written, and the pool answers with a fresh connection
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
