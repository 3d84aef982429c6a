// `npm start`: install if needed, build, then run the whole system (tools/launcher) in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
build();
const child = spawn(process.execPath, [path.join(root, 'tools', 'launcher', 'dist', 'main.js')], {
  stdio: 'inherit',
  cwd: root,
});
// Ctrl-C reaches the launcher too (same process group); it stops the system, then we exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
