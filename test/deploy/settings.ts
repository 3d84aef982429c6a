/** The settings the code reads: every config schema's keys, and every `process.env.NAME` in sources. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { configSchema as admin } from '../../services/admin/src/config';
import { configSchema as billing } from '../../services/billing/src/config';
import { configSchema as conversation } from '../../services/conversation/src/config';
import { configSchema as progress } from '../../services/progress/src/config';
import { configSchema as family } from '../../services/family/src/config';
import { configSchema as practice } from '../../services/practice/src/config';
import { configSchema as identity } from '../../services/identity/src/config';
import { configSchema as tutorInference } from '../../services/tutor-inference/src/config';
import { configSchema as gateway } from '../../gateway/src/config';
import { backupConfigSchema as backup } from '../../packages/service-runtime/src/backup';

export const repoRoot = path.resolve(__dirname, '..', '..');

export const SCHEMAS = {
  identity,
  conversation,
  'tutor-inference': tutorInference,
  billing,
  admin,
  progress,
  family,
  practice,
  gateway,
  backup,
};

/** Every key of every service's zod config schema. */
export function schemaKeys(): Set<string> {
  return new Set(Object.values(SCHEMAS).flatMap((schema) => Object.keys(schema.shape)));
}

/**
 * Where code reads the environment directly: the workspaces' sources, the scripts, the benchmarks, the test
 * set-up, and the Dockerfile (its health check). Test files are left out: their variables are their own fixtures.
 */
const SOURCE_ROOTS = [
  'packages/contracts/src',
  'services',
  'gateway/src',
  'tools',
  'scripts',
  'bench',
  'test/global-setup.ts',
];
const SKIP = new Set(['node_modules', 'dist', 'test', 'gen', 'results']);

function sourceFiles(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const child = path.join(entry, name);
    if (statSync(path.join(repoRoot, child)).isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path.join(repoRoot, child)] : [];
  });
}

/** `process.env.NAME` and `process.env['NAME']` in a text. */
export function envReads(text: string): string[] {
  return [...text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

export function sourceEnvReads(): Set<string> {
  const files = [...SOURCE_ROOTS.flatMap(sourceFiles), path.join(repoRoot, 'Dockerfile')];
  const names = files.flatMap((file) => envReads(readFileSync(file, 'utf8')));
  return new Set(names.filter((name) => name !== 'PATH'));
}

/** Every setting the code reads, sorted. */
export function allSettings(): string[] {
  return [...new Set([...schemaKeys(), ...sourceEnvReads()])].sort();
}
