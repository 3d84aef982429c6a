/**
 * The lockfile a fresh clone installs from: every package in it runs on the Node the project declares, and it is
 * in step with every workspace manifest (so `npm ci` accepts it and `npm install` would not rewrite it).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { repoRoot } from './settings';

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
  workspaces?: string[];
  [field: string]: unknown;
}
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const root = readJson('package.json') as Manifest;
const lock = readJson('package-lock.json') as { packages: Record<string, Manifest> };
const workspaces = root.workspaces ?? [];

describe('package-lock.json', () => {
  it('holds only packages whose engines.node the oldest declared Node satisfies', () => {
    const declared = root.engines?.node ?? '';
    const oldest = semver.minVersion(declared)?.version;
    expect({ declared, oldest }).toEqual({ declared, oldest: expect.any(String) });
    // The oldest Node the project promises, not every version in its open range: many healthy packages skip
    // odd-numbered and early releases of later lines (`^20.19.0 || >=22.12.0`), which `>=20.19` includes. What
    // breaks a fresh install is a package that needs a newer line than the one promised, as the lockfile held
    // before katex, testcontainers and graphql-tools were pinned (commander 15, undici 8 and
    // @whatwg-node/promise-helpers 2, each wanting Node 22).
    const unmet = Object.entries(lock.packages)
      .filter(([location, pkg]) => location && pkg.engines?.node)
      .filter(
        ([, pkg]) => !semver.validRange(pkg.engines!.node!) || !semver.satisfies(oldest!, pkg.engines!.node!),
      )
      .map(([location, pkg]) => `${location}@${pkg.version} wants node ${pkg.engines!.node}`);
    expect(unmet).toEqual([]);
  });

  it('records each workspace manifest as it is (what `npm install` would otherwise rewrite)', () => {
    const fields = [
      'name',
      'version',
      'dependencies',
      'devDependencies',
      'optionalDependencies',
      'peerDependencies',
    ];
    for (const location of ['', ...workspaces]) {
      const manifest = readJson(path.join(location, 'package.json')) as Manifest;
      const locked = lock.packages[location] ?? {};
      for (const field of fields)
        expect({ location, field, value: locked[field] }).toEqual({
          location,
          field,
          value: manifest[field],
        });
      // And the workspace is linked where its dependents find it.
      if (location)
        expect(lock.packages[`node_modules/${manifest.name}`]).toMatchObject({
          resolved: location,
          link: true,
        });
    }
  });

  it('satisfies every manifest, by npm ci itself (dry run, offline, on a copy of the manifests)', () => {
    // npm's own check of the locked versions against the declared ranges and overrides. A copy, so that nothing
    // touches node_modules; offline with an empty cache, since a complete lockfile needs nothing fetched.
    const copy = mkdtempSync(path.join(tmpdir(), 'tutor-lock-'));
    try {
      for (const file of [
        'package.json',
        'package-lock.json',
        '.npmrc',
        ...workspaces.map((w) => `${w}/package.json`),
      ]) {
        if (!existsSync(path.join(repoRoot, file))) continue;
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        copyFileSync(path.join(repoRoot, file), path.join(copy, file));
      }
      const npm = spawnSync(
        'npm',
        ['ci', '--dry-run', '--offline', '--ignore-scripts', '--cache', path.join(copy, '.npm-cache')],
        { cwd: copy, encoding: 'utf8', timeout: 60_000 },
      );
      expect({ status: npm.status, error: npm.status === 0 ? '' : `${npm.stderr}` }).toEqual({
        status: 0,
        error: '',
      });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
