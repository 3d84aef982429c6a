// Compiles every TypeScript project (incrementally), then the web app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './setup.mjs';

const started = Date.now();
run(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b']);
if (existsSync(path.join(root, 'web', 'vite.config.ts'))) run('npm', ['run', 'build', '-w', '@tutor/web']);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
