// The steps `npm start` and `npm test` share. Node built-ins only: this runs before dependencies exist.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
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

/**
 * The paths `git status --porcelain` lists (untracked files one by one), or null when the project is not a git
 * checkout of its own (an unpacked archive, or no git on the machine).
 */
export function gitDirtyPaths() {
  // No optional locks: a status taken while the developer's own git command runs must not get in its way.
  const git = (...args) =>
    spawnSync('git', ['--no-optional-locks', ...args], { cwd: root, encoding: 'utf8' });
  const top = git('rev-parse', '--show-toplevel');
  if (top.status !== 0 || realpathSync(top.stdout.trim()) !== realpathSync(root)) return null;
  const status = git('status', '--porcelain', '--untracked-files=all');
  if (status.status !== 0) return null;
  return new Set(
    status.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3)),
  );
}

/**
 * Paths dirty now that were clean when `before` was taken: what this run created or changed (a developer's
 * own edits, dirty before, are not counted). Empty outside a git checkout.
 */
export function dirtiedSince(before) {
  if (!before) return [];
  return [...(gitDirtyPaths() ?? [])].filter((file) => !before.has(file));
}

/**
 * Read aloud without an OpenAI key runs Debian's espeak-ng on the inference worker: installed here when it is
 * missing and this runs as root (as the browser tests install Chromium). Never fatal: without it the system
 * still starts, and read-aloud answers an error that says how to install it.
 */
export function ensureEspeak() {
  const program = process.env.ESPEAK_PATH || 'espeak-ng';
  const present = () => spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0;
  if (present()) return true;
  const missing = `${program} is missing, so read aloud without an OpenAI key will answer an error`;
  if (process.getuid?.() !== 0) {
    console.warn(`\nWarning: ${missing}; installing it needs root (apt-get install espeak-ng).\n`);
    return false;
  }
  console.log('Installing espeak-ng (apt-get) for read aloud...');
  const apt = (...args) =>
    spawnSync('apt-get', args, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 600_000,
    });
  let install = apt('install', '-y', '--no-install-recommends', 'espeak-ng');
  if (install.status !== 0) {
    // A machine whose package lists were never fetched (or are stale): once more after an update.
    apt('update');
    install = apt('install', '-y', '--no-install-recommends', 'espeak-ng');
  }
  if (present()) return true;
  console.warn(
    `\nWarning: ${missing}; apt-get install espeak-ng failed (exit ${install.status ?? install.signal ?? install.error?.message}).\n`,
  );
  return false;
}
