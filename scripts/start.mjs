// `npm start`: install if needed, build, then run the whole system (tools/launcher) in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, dirtiedSince, ensureEspeak, ensureInstalled, gitDirtyPaths, root } from './setup.mjs';

const dirtyBefore = gitDirtyPaths();
ensureInstalled();
build();
ensureEspeak();
// Install and build must leave a clone clean. Only a warning here: `npm start` is how a developer runs their own
// work, and refusing to start over a stray file would cost more than it tells; `npm test` fails on it instead.
const dirtied = dirtiedSince(dirtyBefore);
if (dirtied.length)
  console.warn(
    `\nWarning: install and build changed files git tracks or does not ignore:\n  ${dirtied.join('\n  ')}\n`,
  );
const child = spawn(process.execPath, [path.join(root, 'tools', 'launcher', 'dist', 'main.js')], {
  stdio: 'inherit',
  cwd: root,
});
// Ctrl-C reaches the launcher too (same process group); it stops the system, then we exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
