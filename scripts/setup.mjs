// The steps `npm start` and `npm test` share. Node built-ins only: this runs before dependencies exist.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.tutor-install-stamp');
  const wanted = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  // `npm ci` installs exactly the lockfile (which lists every platform's optional packages) and never rewrites
  // it, so a fresh clone stays clean; it refuses a lockfile out of step with a manifest.
  console.log('Installing dependencies (npm ci from package-lock.json)...');
  run('npm', ['ci', '--no-fund', '--no-audit']);
  writeFileSync(stamp, wanted);
}

export function build() {
  run(process.execPath, [path.join(root, 'scripts', 'build.mjs')]);
}
