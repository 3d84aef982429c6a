import { spawnSync } from 'node:child_process';
import { Kafka, logLevel } from 'kafkajs';
import pino from 'pino';
import { KafkaBus } from '../../src/events/kafka-bus';
import { log, unique } from '@tutor/test-kit';
import { describeBusContract } from './bus-contract';

const brokers = process.env.KAFKA_BROKERS;
const docker = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;

if (brokers) {
  describeBusContract(`Kafka (${brokers})`, {
    make: ({ partitions = 4 } = {}) =>
      new KafkaBus({ brokers: brokers.split(','), clientId: 'contract-test', partitions, log }),
    childEnv: { KAFKA_BROKERS: brokers },
  });

  describe('Kafka adapter: topics', () => {
    it('creates only missing topics, logging no error or partitioner warning, and no .dlq of a .dlq', async () => {
      const lines: string[] = [];
      const capturing = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
      const topic = unique('topics');
      const make = () =>
        new KafkaBus({ brokers: brokers.split(','), clientId: 'topics-test', partitions: 2, log: capturing });
      const first = make();
      await first.createTopics([topic]);
      await first.close();
      // A second process's start: the topics exist now.
      const second = make();
      await second.createTopics([topic]);
      const replay = await second.subscribe({
        topic: `${topic}.dlq`,
        group: 'replay',
        handler: async () => undefined,
      });
      await second.publish(topic, [{ key: 'k', value: new Uint8Array([1]) }]);
      await replay.close();
      await second.close();

      const admin = new Kafka({ brokers: brokers.split(','), logLevel: logLevel.NOTHING }).admin();
      await admin.connect();
      const topics = (await admin.listTopics()).filter((t) => t.startsWith(topic));
      await admin.disconnect();
      expect(topics.sort()).toEqual([topic, `${topic}.dlq`]);
      expect(lines.filter((l) => /Topic creation|partitioner/i.test(l))).toEqual([]);
    });

    it('refuses a second topic for a consumer group this process already reads another topic with', async () => {
      const bus = new KafkaBus({ brokers: brokers.split(','), clientId: 'groups-test', partitions: 2, log });
      const [first, second] = [unique('group-a'), unique('group-b')];
      const handler = async () => undefined;
      const reading = await bus.subscribe({ topic: first, group: 'one-group', handler });
      await expect(bus.subscribe({ topic: second, group: 'one-group', handler })).rejects.toThrow(
        /already reads/,
      );
      // Once the first subscription is closed, the group is free for another topic.
      await reading.close();
      const again = await bus.subscribe({ topic: second, group: 'one-group', handler });
      await again.close();
      await bus.close();
    }, 60_000);
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
