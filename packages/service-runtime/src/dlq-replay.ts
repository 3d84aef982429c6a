/**
 * `npm run dlq:replay -- <topic>...`: replays the topics' dead letters (docs/runbook.md) on the bus this
 * environment configures (KAFKA_BROKERS, else Redis Streams at REDIS_URL; NAMESPACE, EVENT_PARTITIONS), as the
 * services would. In a container: `node /app/services/service-runtime/dist/dlq-replay.js <topic>`.
 */
import { commonEnvSchema, loadConfig } from './config';
import { createEventBus, replayDeadLetters } from './events';
import { createLogger } from './logger';

async function main(topics: string[]): Promise<void> {
  if (!topics.length) {
    process.stderr.write('usage: dlq-replay <topic>...   (for example identity.user)\n');
    process.exit(2);
  }
  const config = loadConfig(commonEnvSchema);
  const log = createLogger('dlq-replay', config.LOG_LEVEL);
  const bus = createEventBus({
    redisUrl: config.REDIS_URL,
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: 'dlq-replay',
    partitions: config.EVENT_PARTITIONS,
    log,
    namespace: config.NAMESPACE,
  });
  try {
    for (const topic of topics) {
      const replayed = await replayDeadLetters(bus, topic);
      process.stdout.write(`${topic}: ${replayed} dead letter(s) replayed\n`);
    }
  } finally {
    await bus.close();
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  process.stderr.write(`dlq-replay failed: ${err.message}\n`);
  process.exit(1);
});
