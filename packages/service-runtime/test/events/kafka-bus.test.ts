import { spawnSync } from 'node:child_process';
import { KafkaBus } from '../../src/events/kafka-bus';
import { log } from '../support';
import { describeBusContract } from './bus-contract';

const brokers = process.env.KAFKA_BROKERS;
const docker = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;

if (brokers) {
  describeBusContract(`Kafka (${brokers})`, {
    make: ({ partitions = 4 } = {}) =>
      new KafkaBus({ brokers: brokers.split(','), clientId: 'contract-test', partitions, log }),
    childEnv: { KAFKA_BROKERS: brokers },
  });
} else {
  const reason = docker
    ? 'KAFKA_BROKERS is not set (a Docker engine answers: start a broker, e.g. `docker run -p 9092:9092 apache/kafka`, and set KAFKA_BROKERS=127.0.0.1:9092)'
    : 'KAFKA_BROKERS is not set and no Docker engine is available to start a broker';
  // Printed so that a skipped suite always says why.
  process.stdout.write(`\nKafka bus contract skipped: ${reason}\n`);
  describe('event bus contract: Kafka', () => {
    it.skip(`runs against a Kafka broker (skipped: ${reason})`, () => undefined);
  });
}
