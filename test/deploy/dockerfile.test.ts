/**
 * The Dockerfile cannot be built here (no Docker engine): these are the rules of ADR 9 read from its text, and
 * the facts it relies on checked in the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { repoRoot } from './settings';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The Dockerfile's stages: name -> its instructions, continuation lines joined. */
function stages(text: string): Map<string, string[]> {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) result.set(from[1]!, (current = []));
    current.push(line);
  }
  return result;
}

describe('Dockerfile', () => {
  const dockerfile = stages(read('Dockerfile'));
  const runtime = dockerfile.get('runtime')!;

  it('ends in a small, non-root runtime with a health check', () => {
    expect([...dockerfile.keys()].at(-1)).toBe('runtime'); // the default target
    expect(read('Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(runtime).toContain('USER node');
    expect(runtime.find((l) => l.startsWith('HEALTHCHECK'))).toMatch(/\/healthz/);
    expect(runtime.find((l) => l.startsWith('CMD'))).toBe('CMD ["node", "dist/main.js"]');
    // Only production dependencies reach the runtime; the compiler and sources stay in the build stage.
    expect(dockerfile.get('production-deps')!.join('\n')).toMatch(
      /npm ci --omit=dev .*--workspace="\$APP_DIR"/,
    );
    expect(runtime.filter((l) => l.startsWith('COPY'))).toEqual([
      'COPY --from=production-deps /app/node_modules ./node_modules',
      'COPY --from=build /out/ ./',
    ]);
  });

  it('ships espeak-ng in the inference image (offline read aloud) and in no other', () => {
    const install = runtime.filter((l) => l.startsWith('RUN') && l.includes('espeak-ng'));
    expect(install).toHaveLength(1);
    expect(install[0]).toMatch(/if \[ "\$APP_DIR" = services\/tutor-inference \]; then/);
    expect(install[0]).toMatch(/apt-get install -y --no-install-recommends espeak-ng/);
    // Installed as root, before the process drops to `node`.
    expect(runtime.indexOf(install[0]!)).toBeLessThan(runtime.indexOf('USER node'));
  });

  it('ships the PostgreSQL client in the ops image (backups) and in no other', () => {
    const install = runtime.filter((l) => l.startsWith('RUN') && l.includes('postgresql-client'));
    expect(install).toHaveLength(1);
    expect(install[0]).toMatch(/if \[ "\$APP_DIR" = packages\/service-runtime \]; then/);
    expect(runtime.indexOf(install[0]!)).toBeLessThan(runtime.indexOf('USER node'));
    // What the backup CronJob runs is in that image's tree.
    expect(existsSync(path.join(repoRoot, 'packages/service-runtime/src/backup-cli.ts'))).toBe(true);
  });

  it('runs what every deployable in compose builds', () => {
    const compose = YAML.parse(read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, { build?: { args: { APP_DIR: string } } }>;
    };
    const appDirs = Object.values(compose.services).flatMap((s) => (s.build ? [s.build.args.APP_DIR] : []));
    expect(appDirs.length).toBeGreaterThanOrEqual(8);
    for (const appDir of appDirs) {
      const manifest = JSON.parse(read(`${appDir}/package.json`)) as { main?: string };
      expect({ appDir, main: manifest.main }).toEqual({ appDir, main: 'dist/main.js' });
      expect(existsSync(path.join(repoRoot, appDir, 'src', 'main.ts'))).toBe(true);
    }
  });

  it('keeps dependencies, builds and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '.env', '.git']) expect(ignored).toContain(pattern);
  });
});
