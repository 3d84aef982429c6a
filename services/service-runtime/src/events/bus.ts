import type { Logger } from '../logger';
import { RedisStreamsBus } from './redis-streams-bus';

export interface BusRecord {
  /** Partition key: records with the same key are delivered in the order they were published. */
  key: string;
  value: Uint8Array;
}

export interface BusMessage {
  topic: string;
  key: string;
  value: Uint8Array;
  /** 1 on first delivery to this consumer, incremented on each retry. */
  attempt: number;
}

export interface SubscribeOptions {
  topic: string;
  /** Consumer group: every group gets every message; inside a group each message goes to one consumer. */
  group: string;
  handler: (message: BusMessage) => Promise<void>;
  /** Attempts before the message goes to `<topic>.dlq` (default 5). */
  maxAttempts?: number;
}

export interface Subscription {
  close(): Promise<void>;
}

/** One contract, two adapters: Redis Streams (single host default) and Kafka (production). */
export interface EventBus {
  readonly kind: 'redis' | 'kafka';
  publish(topic: string, records: BusRecord[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Readiness: throws when the bus cannot be reached. */
  check(): Promise<void>;
  /** Stops every subscription (letting the in-flight handler finish), then disconnects. */
  close(): Promise<void>;
}

export interface EventBusOptions {
  redisUrl: string;
  kafkaBrokers?: string;
  clientId: string;
  partitions: number;
  log: Logger;
  /** Redis Streams only: how long a partition lease lasts without renewal (default 10 s). */
  leaseMs?: number;
  /** Prefix of every topic name (see NAMESPACE); empty for the plain names. */
  namespace?: string;
}

export const deadLetterTopic = (topic: string) => `${topic}.dlq`;

export function createEventBus(options: EventBusOptions): EventBus {
  const bus = createAdapter(options);
  return options.namespace ? namespaced(bus, options.namespace) : bus;
}

/** The same bus with every topic name prefixed, so that deployments sharing a broker never see each other's events. */
function namespaced(bus: EventBus, namespace: string): EventBus {
  const name = (topic: string) => `${namespace}.${topic}`;
  return {
    kind: bus.kind,
    publish: (topic, records) => bus.publish(name(topic), records),
    subscribe: (options) => bus.subscribe({ ...options, topic: name(options.topic) }),
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

/** Capped exponential backoff shared by both adapters' retry loops. */
export const backoffMs = (attempt: number) => Math.min(50 * 2 ** attempt, 2000);
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a handler with in-place retries (keeping per-key order), then dead-letters the message.
 * Returns when the message is done with, one way or the other.
 */
export async function deliverWithRetries(
  message: Omit<BusMessage, 'attempt'>,
  options: SubscribeOptions,
  deadLetter: (error: Error) => Promise<void>,
  isClosing: () => boolean,
  log: Logger,
): Promise<'handled' | 'dead-lettered' | 'abandoned'> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      await options.handler({ ...message, attempt });
      return 'handled';
    } catch (err) {
      const error = err as Error;
      if (attempt >= maxAttempts) {
        log.error(
          { err: error, topic: message.topic, group: options.group, key: message.key },
          'event dead-lettered',
        );
        await deadLetter(error);
        return 'dead-lettered';
      }
      log.warn(
        { err: error, topic: message.topic, group: options.group, attempt },
        'event handler failed; retrying',
      );
      // Closing mid-retry leaves the message unacknowledged: another consumer (or this one, restarted) gets it.
      if (isClosing()) return 'abandoned';
      await sleep(backoffMs(attempt));
    }
  }
}
