/**
 * Backups of every service's database (docs/runbook.md): one pg_dump (custom format) per database into one
 * folder per run with a manifest.json, and the restore of such a folder into empty databases. The databases are
 * the ones the services open: databaseName(DATABASE_PREFIX, service) on the DATABASE_URL server.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { commonEnvSchema, env } from './config';
import { databaseName, serviceDatabaseUrl } from './db';

/** The settings of `npm run backup` and `npm run restore`: the services' own database settings, and where runs go. */
export const backupConfigSchema = commonEnvSchema.pick({ DATABASE_URL: true, DATABASE_PREFIX: true }).extend({
  BACKUP_DIR: z.string().min(1).default('.data/backups'),
  /** Run folders kept after a backup, the newest; 0 keeps every one. */
  BACKUP_KEEP: env.int(0),
});

/** What a backup folder's manifest.json says. */
export interface BackupManifest {
  format: 1;
  startedAt: string;
  finishedAt: string;
  prefix: string;
  server: { version: string };
  pgDump: { version: string };
  databases: {
    service: string;
    database: string;
    file: string;
    bytes: number;
    sha256: string;
    /** schema_migrations' versions, in order. */
    migrations: string[];
    /** Outbox events not yet published when the dump was taken: the relay publishes them after a restore. */
    outboxUnpublished: number;
  }[];
}

/**
 * The services that own a database: every workspace under services/ (each opens its own, see startService). Read
 * from the root package.json, which the images carry too, so a new service is backed up without a change here.
 */
export function serviceNames(root = path.resolve(__dirname, '..', '..', '..')): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.filter((w) => w.startsWith('services/')).map((w) => path.basename(w));
}

/** pg_dump and pg_restore take the password from the environment, not the command line (ps shows that). */
function clientEnv(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    args: ['--dbname', u.toString()],
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) =>
      reject(
        new Error(
          `${program} could not run (${e.message}): install Debian's postgresql-client matching the server`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${program} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

/** The major version of a `pg_dump --version` or `server_version` string: 15 of "pg_dump (PostgreSQL) 15.20". */
export const majorVersion = (version: string) => Number(/(\d+)(\.\d+)?/.exec(version)?.[1] ?? NaN);

/**
 * The PostgreSQL client program to use: Debian installs one per major version under /usr/lib/postgresql/<n>/bin,
 * and a dump needs a pg_dump at least as new as the server; PATH's otherwise.
 */
export function clientProgram(name: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  const debian = `/usr/lib/postgresql/${serverMajor}/bin/${name}`;
  return existsSync(debian) ? debian : name;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Relations outside PostgreSQL's own schemas: 0 for an empty database. */
async function relationCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'`,
  );
  return rows[0]!.n;
}

/** The pg_dump for this server (one as new as the server at least, else an error saying what to install). */
async function pgDumpFor(serverUrl: string) {
  const serverVersion = await withClient(
    serverUrl,
    async (c) => (await c.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version,
  );
  const pgDump = clientProgram('pg_dump', majorVersion(serverVersion));
  const pgDumpVersion = (await run(pgDump, ['--version'])).trim();
  if (majorVersion(pgDumpVersion) < majorVersion(serverVersion))
    throw new Error(
      `${pgDumpVersion} cannot dump PostgreSQL ${serverVersion}: install postgresql-client-${majorVersion(serverVersion)}`,
    );
  return { pgDump, pgDumpVersion, serverVersion };
}

/** One service's database dumped into `folder`, with the manifest's figures read from the dump's own snapshot. */
async function dumpDatabase(
  serverUrl: string,
  prefix: string,
  service: string,
  folder: string,
  pgDump: string,
): Promise<BackupManifest['databases'][number]> {
  const database = databaseName(prefix, service);
  const url = serviceDatabaseUrl(serverUrl, database);
  const file = `${database}.dump`;
  const full = path.join(folder, file);
  const { args, env } = clientEnv(url);
  // The manifest's figures and the dump read one snapshot: this transaction's, handed to pg_dump.
  const { migrations, outboxUnpublished } = await withClient(url, async (c) => {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await c.query<{ s: string }>('SELECT pg_export_snapshot() AS s')).rows[0]!.s;
    const figures = {
      migrations: (
        await c.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
      ).rows.map((r) => r.version),
      outboxUnpublished: (
        await c.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')
      ).rows[0]!.n,
    };
    await run(
      pgDump,
      ['--format=custom', '--no-owner', '--snapshot', snapshot, '--file', full, ...args],
      env,
    );
    await c.query('COMMIT');
    return figures;
  });
  const bytes = (await stat(full)).size;
  return { service, database, file, bytes, sha256: await sha256(full), migrations, outboxUnpublished };
}

/**
 * Dumps every service's database into `<dir>/<timestamp>/`, all at once (each dump is one consistent snapshot of
 * its database), then writes manifest.json. The folder only gets its final name once everything is in it.
 */
export async function backup({
  serverUrl,
  prefix,
  dir,
  services = serviceNames(),
  now = new Date(),
}: {
  serverUrl: string;
  prefix: string;
  dir: string;
  services?: string[];
  now?: Date;
}): Promise<{ folder: string; manifest: BackupManifest }> {
  const startedAt = now.toISOString();
  const folder = path.resolve(dir, startedAt.replace(/[:.]/g, '-'));
  const partial = `${folder}.partial`;
  const { pgDump, pgDumpVersion, serverVersion } = await pgDumpFor(serverUrl);
  await mkdir(partial, { recursive: true });
  try {
    const databases = await Promise.all(
      services.map((service) => dumpDatabase(serverUrl, prefix, service, partial, pgDump)),
    );
    const manifest: BackupManifest = {
      format: 1,
      startedAt,
      finishedAt: new Date().toISOString(),
      prefix,
      server: { version: serverVersion },
      pgDump: { version: pgDumpVersion },
      databases,
    };
    await writeFile(path.join(partial, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    await rename(partial, folder);
    return { folder, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Removes all but the newest `keep` run folders of `dir` (names are their start times, so they sort by age). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  const runs = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'manifest.json')))
    .map((e) => e.name)
    .sort();
  const old = runs.slice(0, Math.max(0, runs.length - keep));
  for (const name of old) await rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}

/** Thrown when a restore must not start: a bad folder, a checksum that differs, a database that is not empty. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores a backup folder into the databases this configuration names (the prefix may differ from the backup's):
 * checks every file's checksum and that every target database is empty (or missing) before touching any, then
 * restores each in one transaction. `replace` drops and recreates non-empty targets instead of refusing.
 */
export async function restore({
  serverUrl,
  prefix,
  folder,
  replace = false,
}: {
  serverUrl: string;
  prefix: string;
  folder: string;
  replace?: boolean;
}): Promise<{ database: string; service: string }[]> {
  const manifestFile = path.join(folder, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new RestoreRefused(`${folder} has no manifest.json: not a backup folder`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  for (const d of manifest.databases) {
    const actual = existsSync(path.join(folder, d.file))
      ? await sha256(path.join(folder, d.file))
      : 'missing';
    if (actual !== d.sha256)
      throw new RestoreRefused(`${d.file}: checksum ${actual} differs from the manifest's ${d.sha256}`);
  }
  const targets = manifest.databases.map((d) => ({ ...d, target: databaseName(prefix, d.service) }));
  const adminUrl = serviceDatabaseUrl(serverUrl, 'postgres');
  const serverVersion = await withClient(adminUrl, async (admin) => {
    const notEmpty: string[] = [];
    for (const { target } of targets) {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [target]);
      if (!exists.rowCount) continue;
      const n = await withClient(serviceDatabaseUrl(serverUrl, target), relationCount);
      if (n > 0) notEmpty.push(`${target} (${n} relations)`);
    }
    if (notEmpty.length && !replace)
      throw new RestoreRefused(
        `not empty: ${notEmpty.join(', ')}. Restore into empty databases (stop the services and drop them), ` +
          'or pass --replace to drop and recreate them.',
      );
    for (const { target } of targets) {
      if (replace) await admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`);
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [target]);
      if (!exists.rowCount) await admin.query(`CREATE DATABASE "${target}"`);
    }
    return (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  });
  const pgRestore = clientProgram('pg_restore', majorVersion(serverVersion));
  for (const d of targets) {
    const { args, env } = clientEnv(serviceDatabaseUrl(serverUrl, d.target));
    await run(
      pgRestore,
      ['--no-owner', '--exit-on-error', '--single-transaction', ...args, path.join(folder, d.file)],
      env,
    );
  }
  return targets.map((d) => ({ database: d.target, service: d.service }));
}
