/**
 * `npm start` after install and build: resolves the embedded defaults, starts every process, prints the URL,
 * and stops everything cleanly on Ctrl-C.
 */
import { resolvePostgres, resolveRedis } from './infra';
import type { Resolved } from './resolved';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { planSystem, repoRoot } from './processes';
import { System } from './system';

function webDirectory(): string {
  const built = path.join(repoRoot, 'web', 'dist');
  return existsSync(path.join(built, 'index.html')) ? built : path.join(repoRoot, 'web', 'public');
}

async function main() {
  const started = Date.now();
  planSystem(process.env); // a bad port setting is named before any server starts
  const infra: Resolved[] = [];
  const shutdown = async (system?: System) => {
    await system?.stop();
    for (const r of infra.reverse()) await r.stop?.();
  };
  const postgres = await resolvePostgres();
  infra.push(postgres);
  const redis = await resolveRedis();
  infra.push(redis);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    // The gateway serves the web app: its build when there is one, else the placeholder page.
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? webDirectory(),
  };
  console.log(`PostgreSQL: ${postgres.source}`);
  console.log(`Redis:      ${redis.source}`);
  console.log(`Event bus:  ${env.KAFKA_BROKERS ? `Kafka (${env.KAFKA_BROKERS})` : 'Redis Streams'}`);

  const system = new System({ env, output: { kind: 'terminal' } });
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\nStopping...');
    void shutdown(system).then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await system.start();
  } catch (err) {
    console.error(`\nStart-up failed: ${(err as Error).message}`);
    await shutdown(system);
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n  Ready in ${seconds} s: ${system.url()}  (GraphQL at ${system.url()}/graphql; Ctrl-C stops)\n`,
  );
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
