// `npm run bench`: install if needed, build, then run every benchmark under bench/ (figures, never pass/fail).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, ensureInstalled, root, run } from './setup.mjs';

ensureInstalled();
build();
for (const file of readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  console.log(`\n== bench/${file}`);
  run(process.execPath, [path.join(root, 'bench', file)]);
}
