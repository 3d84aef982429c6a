import type { EventBus, EventBusOptions } from './bus';
import { RedisStreamsBus } from './redis-streams-bus';

/** The event bus the configuration names: Kafka when brokers are set, Redis Streams otherwise. */
export function createEventBus(options: EventBusOptions): EventBus {
  const bus = createAdapter(options);
  return options.namespace ? namespaced(bus, options.namespace) : bus;
}

/**
 * The same bus with every topic name prefixed, so that deployments sharing a broker never see each other's events.
 * On Kafka the consumer group is prefixed too: groups are broker-wide there, and two deployments in one group would
 * split its partitions between them (each leader assigning only its own topics). On Redis Streams a group lives
 * inside its (prefixed) stream, so group names stay as they are and existing groups keep their positions.
 */
export function namespaced(bus: EventBus, namespace: string): EventBus {
  const name = (topic: string) => `${namespace}.${topic}`;
  return {
    kind: bus.kind,
    publish: (topic, records) => bus.publish(name(topic), records),
    publishAll: (batches) => bus.publishAll(batches.map((b) => ({ ...b, topic: name(b.topic) }))),
    createTopics: (topics) => bus.createTopics(topics.map(name)),
    subscribe: (options) =>
      bus.subscribe({
        ...options,
        topic: name(options.topic),
        group: bus.kind === 'kafka' ? name(options.group) : options.group,
      }),
    check: () => bus.check(),
    close: () => bus.close(),
  };
}

function createAdapter(options: EventBusOptions): EventBus {
  if (options.kafkaBrokers) {
    // kafkajs loads only where Kafka is the bus (a few MB of every process otherwise).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { KafkaBus } = require('./kafka-bus') as typeof import('./kafka-bus');
    return new KafkaBus({
      brokers: options.kafkaBrokers
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
      clientId: options.clientId,
      partitions: options.partitions,
      log: options.log,
    });
  }
  return new RedisStreamsBus({
    url: options.redisUrl,
    partitions: options.partitions,
    log: options.log,
    leaseMs: options.leaseMs,
  });
}
