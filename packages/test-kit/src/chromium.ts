import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: never a browser build that a tool downloads. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Why the browser tests cannot run here, or null when they can. Installs Debian's chromium package when it is
 * missing and this runs as root (the browser tests' and the web bench's one install step).
 */
export function chromiumUnavailable(): string | null {
  if (existsSync(CHROMIUM)) return null;
  if (process.getuid?.() !== 0)
    return `${CHROMIUM} is missing and installing it needs root (apt-get install chromium)`;
  const apt = (...args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 600_000,
    });
  let install = apt('install', '-y', '--no-install-recommends', 'chromium');
  if (install.status !== 0) {
    // A machine whose package lists were never fetched (or are stale): once more after an update.
    apt('update');
    install = apt('install', '-y', '--no-install-recommends', 'chromium');
  }
  if (existsSync(CHROMIUM)) return null;
  return `apt-get install chromium failed (exit ${install.status ?? install.signal}), so ${CHROMIUM} is missing`;
}
