// `npm test`: install if needed, build, then run every test with jest. Extra arguments go to jest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  build,
  dirtiedSince,
  ensureEspeak,
  ensureInstalled,
  ensureKubectl,
  ensurePostgresClient,
  gitDirtyPaths,
  root,
  run,
} from './setup.mjs';

const dirtyBefore = gitDirtyPaths();
ensureInstalled();
build();
ensureEspeak();
ensureKubectl();
ensurePostgresClient();
// Tests are type-checked too (jest only strips their types); then house style: lint and formatting.
run(process.execPath, [
  path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  'tsconfig.test.json',
]);
run(process.execPath, [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']);
// No import circles in any workspace's sources (type-only imports count: they couple modules too).
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
run(process.execPath, [
  path.join(root, 'node_modules', 'madge', 'bin', 'cli.js'),
  '--circular',
  '--no-spinner',
  '--extensions',
  'ts,tsx',
  ...workspaces.map((w) => path.join(w, 'src')).filter((dir) => existsSync(path.join(root, dir))),
]);
run(process.execPath, [
  path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
  '--check',
  '--log-level',
  'warn',
  '.',
]);
run(process.execPath, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...process.argv.slice(2)], {
  env: { ...process.env, NODE_ENV: 'test' },
});
// A fresh clone must stay clean after `npm test`: anything the run wrote outside .gitignore fails it.
const dirtied = dirtiedSince(dirtyBefore);
if (dirtied.length) {
  console.error(
    `\nThe test run left the git checkout dirty (not ignored, clean before it):\n  ${dirtied.join('\n  ')}`,
  );
  process.exit(1);
}
