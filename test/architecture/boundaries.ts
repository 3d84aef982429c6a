import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A file of the repository: its path from the root (with `/`) and its text. */
export interface RepoFile {
  path: string;
  text: string;
}

/** The services, by folder: each deploys alone and shares only contracts (and the runtime) with the others. */
export const SERVICE_DIRS = [
  'services/identity',
  'services/conversation',
  'services/tutor-inference',
  'services/billing',
  'services/admin',
  'services/progress',
  'services/family',
  'services/practice',
  'gateway',
];
const PACKAGES = new Map(SERVICE_DIRS.map((dir) => [`@tutor/${path.posix.basename(dir)}`, dir]));

const serviceOf = (file: string) => SERVICE_DIRS.find((dir) => file.startsWith(`${dir}/`));

/** Every module a source file names: `import … from`, `export … from`, `import()`, `require()`, `import '…'`. */
export function importsOf(text: string): string[] {
  const found = text.matchAll(
    /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm,
  );
  return [...found].map((m) => m[1]!);
}

/** The service folder a module name or path leads to from `file`, if it is a service's. */
function serviceNamed(file: string, target: string): string | undefined {
  if (target.startsWith('.')) return serviceOf(`${path.posix.join(path.posix.dirname(file), target)}/`);
  const name = target.split('/').slice(0, 2).join('/');
  return PACKAGES.get(name);
}

/** What in one service's file reaches into another service: a source import, a package dependency, a TS reference. */
function reachesOf(file: RepoFile): string[] {
  const name = path.posix.basename(file.path);
  if (name === 'package.json') {
    const json = JSON.parse(file.text) as Record<string, Record<string, string> | undefined>;
    return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((key) =>
      Object.keys(json[key] ?? {}),
    );
  }
  if (/^tsconfig.*\.json$/.test(name)) {
    const json = JSON.parse(file.text) as { references?: { path: string }[] };
    return (json.references ?? []).map((r) => (r.path.startsWith('.') ? r.path : `./${r.path}`));
  }
  return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? importsOf(file.text) : [];
}

/** Every place where one service imports or depends on another service's package, as `file: target`. */
export function crossServiceImports(files: readonly RepoFile[]): string[] {
  return files.flatMap((file) => {
    const own = serviceOf(file.path);
    if (!own) return [];
    return reachesOf(file)
      .filter((target) => {
        const other = serviceNamed(file.path, target);
        return other !== undefined && other !== own;
      })
      .map((target) => `${file.path}: ${target}`);
  });
}

/**
 * What the contracts package may use: it describes the wire (types, schemas, names, key formats) and does no I/O.
 * `node:crypto` signs and checks the reply stream's token, a computation.
 */
const DESCRIBING = new Set(['@bufbuild/protobuf', 'zod', 'node:crypto']);

/** Every dependency or import of the contracts package that is not a description's (I/O, a client, a service). */
export function contractsDoingIo(files: readonly RepoFile[]): string[] {
  return files
    .filter((f) => f.path.startsWith('packages/contracts/'))
    .flatMap((file) => {
      const isManifest = file.path === 'packages/contracts/package.json';
      if (!isManifest && !file.path.startsWith('packages/contracts/src/')) return [];
      const json = isManifest ? (JSON.parse(file.text) as { dependencies?: object }) : undefined;
      const used = json ? Object.keys(json.dependencies ?? {}) : importsOf(file.text);
      return used
        .filter((target) => !target.startsWith('.'))
        .filter(
          (target) =>
            !DESCRIBING.has(
              target
                .split('/')
                .slice(0, target.startsWith('@') ? 2 : 1)
                .join('/'),
            ),
        )
        .map((target) => `${file.path}: ${target}`);
    });
}

/** Every service source file outside `src/data/` that runs SQL (`.query(`): the data folders hold the only SQL. */
export function sqlOutsideData(files: readonly RepoFile[]): string[] {
  return files
    .filter((f) => /^(services\/[^/]+|gateway)\/src\//.test(f.path) && !/\/src\/data\//.test(f.path))
    .filter((f) => /\.query\s*(<[^>]*>)?\s*\(/.test(f.text))
    .map((f) => f.path);
}

const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.turbo']);

/** The source and manifest files under `dirs` of the repository at `root`. */
export function repoFiles(root: string, dirs: readonly string[]): RepoFile[] {
  const walk = (dir: string): RepoFile[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(rel);
      return /\.(ts|tsx|js|mjs|cjs|json)$/.test(entry.name)
        ? [{ path: rel, text: readFileSync(path.join(root, rel), 'utf8') }]
        : [];
    });
  return dirs.flatMap(walk);
}

const featureOf = (file: string) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * Every place where one web feature imports another's module (code or style), as `file: target`: a piece several
 * features use lives in `web/src/shared/` (issue 32), so a feature changes without breaking its neighbours.
 */
export function crossFeatureImports(files: readonly RepoFile[]): string[] {
  return files.flatMap((file) => {
    const own = featureOf(file.path);
    if (!own) return [];
    return importsOf(file.text)
      .filter((target) => target.startsWith('.'))
      .filter((target) => {
        const other = featureOf(path.posix.join(path.posix.dirname(file.path), target));
        return other !== undefined && other !== own;
      })
      .map((target) => `${file.path}: ${target}`);
  });
}
