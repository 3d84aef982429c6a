import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { Resolved } from './resolved';

/** Where the embedded defaults keep their data: git-ignored, survives restarts. */
export const DATA_DIR = path.resolve(__dirname, '..', '..', '..', '.data');

export function portAnswers(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * PostgreSQL: DATABASE_URL when set; else a server on 127.0.0.1:5432; else an embedded PostgreSQL (real binaries
 * from the `embedded-postgres` package) with its data under .data/postgres (as root, when the `postgres` user
 * cannot reach that, under /var/lib/tutor-embedded-postgres).
 */
export async function resolvePostgres(env: NodeJS.ProcessEnv = process.env): Promise<Resolved> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, source: 'DATABASE_URL' };
  if (await portAnswers(5432))
    return { url: 'postgres://postgres@127.0.0.1:5432/postgres', source: 'local server on 127.0.0.1:5432' };
  return startEmbeddedPostgres(path.join(DATA_DIR, 'postgres'), 54329);
}

/**
 * Redis: REDIS_URL when set; else 127.0.0.1:6379; else a `redis-server` from the PATH with its data under
 * .data/redis; else a clear error saying how to get one.
 */
export async function resolveRedis(env: NodeJS.ProcessEnv = process.env): Promise<Resolved> {
  if (env.REDIS_URL) return { url: env.REDIS_URL, source: 'REDIS_URL' };
  if (await portAnswers(6379))
    return { url: 'redis://127.0.0.1:6379', source: 'local server on 127.0.0.1:6379' };
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error) {
    throw new Error(
      'No Redis: REDIS_URL is unset, nothing answers on 127.0.0.1:6379 and redis-server is not on the PATH.\n' +
        'Install one (Debian/Ubuntu: `sudo apt-get install redis-server`, macOS: `brew install redis`) or set REDIS_URL.',
    );
  }
  const port = 63790;
  const dir = path.join(DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50 && !(await portAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: `redis://127.0.0.1:${port}`,
    source: `redis-server from PATH (${dir})`,
    stop: () =>
      new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
      ),
  };
}
