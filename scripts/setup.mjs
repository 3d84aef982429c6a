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
 * Installs one of Debian's packages when its program is missing and this runs as root (as the browser tests
 * install Chromium). Never fatal: the caller says what goes without it. True when the program is there.
 */
function ensureDebianProgram(program, args, debianPackage, withoutIt) {
  const present = () => spawnSync(program, args, { stdio: 'ignore' }).status === 0;
  if (present()) return true;
  const missing = `${program} is missing, so ${withoutIt}`;
  if (process.getuid?.() !== 0) {
    console.warn(`\nWarning: ${missing}; installing it needs root (apt-get install ${debianPackage}).\n`);
    return false;
  }
  console.log(`Installing ${debianPackage} (apt-get)...`);
  const apt = (...aptArgs) =>
    spawnSync('apt-get', aptArgs, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 600_000,
    });
  let install = apt('install', '-y', '--no-install-recommends', debianPackage);
  if (install.status !== 0) {
    // A machine whose package lists were never fetched (or are stale): once more after an update.
    apt('update');
    install = apt('install', '-y', '--no-install-recommends', debianPackage);
  }
  if (present()) return true;
  console.warn(
    `\nWarning: ${missing}; apt-get install ${debianPackage} failed (exit ${install.status ?? install.signal ?? install.error?.message}).\n`,
  );
  return false;
}

/** Read aloud without an OpenAI key runs Debian's espeak-ng on the inference worker. */
export function ensureEspeak() {
  return ensureDebianProgram(
    process.env.ESPEAK_PATH || 'espeak-ng',
    ['--version'],
    'espeak-ng',
    'read aloud without an OpenAI key will answer an error',
  );
}

/**
 * The deployment tests render k8s/ with `kubectl kustomize`. Where kubectl is missing, Debian's kubernetes-client;
 * its kustomize may be too old for k8s/, and the tests then say so and skip (k8s/README.md).
 */
export function ensureKubectl() {
  return ensureDebianProgram(
    'kubectl',
    ['version', '--client'],
    'kubernetes-client',
    'the deployment tests cannot render k8s/',
  );
}

/** `npm run backup` and `npm run restore` run Debian's pg_dump and pg_restore. */
export function ensurePostgresClient() {
  return ensureDebianProgram('pg_dump', ['--version'], 'postgresql-client', 'backup and restore cannot run');
}
