// `npm run bench`: install if needed, build, resolve PostgreSQL and Redis as `npm start` does, then run every
// benchmark under bench/ (figures printed and written to bench/results/, never pass/fail).
// One benchmark: `npm run bench -- chat-pipeline`. The soak (half an hour) runs only when named: `npm run bench -- soak`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, ensureEspeak, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
build();
ensureEspeak(); // the soak's learners have replies read aloud
const { resolvePostgres, resolveRedis } = createRequire(import.meta.url)(
  path.join(root, 'tools', 'launcher', 'dist', 'infra.js'),
);
const postgres = await resolvePostgres();
const redis = await resolveRedis();
const env = { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url };
const only = process.argv.slice(2);
const ONLY_WHEN_NAMED = ['soak.mjs'];
const failed = [];
try {
  for (const file of readdirSync(path.join(root, 'bench'))
    .filter((f) => f.endsWith('.mjs'))
    .filter((f) => (only.length ? only.includes(f.replace(/\.mjs$/, '')) : !ONLY_WHEN_NAMED.includes(f)))
    .sort()) {
    console.log(`\n== bench/${file}`);
    const { status } = spawnSync(process.execPath, [path.join(root, 'bench', file)], {
      stdio: 'inherit',
      env,
    });
    if (status !== 0) failed.push(file);
  }
} finally {
  await redis.stop?.();
  await postgres.stop?.();
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
