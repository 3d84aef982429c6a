// Prints the gzip size of the JavaScript the login route loads first (the entry and its static imports) and
// fails the build above the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 200 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((m) => m[1]);
const total = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);
console.log(
  `Login route initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip (${files.length} files; budget 200 KB)`,
);
if (total > BUDGET) {
  console.error('Over the budget: move code behind a dynamic import.');
  process.exit(1);
}
