import type { Logger } from '../logger';

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

export interface TopicRecords {
  topic: string;
  records: BusRecord[];
}

export interface SubscribeOptions {
  topic: string;
  /** Consumer group: every group gets every message; inside a group each message goes to one consumer. */
  group: string;
  handler: (message: BusMessage) => Promise<void>;
  /**
   * Handles the messages one read took, all or nothing: from one partition on Kafka, from every partition the read
   * reached on Redis Streams; each partition's in order. When it fails, the batch's messages go through `handler`
   * one at a time, so that a failing message is retried and dead-lettered alone.
   */
  batchHandler?: (messages: BusMessage[]) => Promise<void>;
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
  /** Publishes records of several topics in one round trip, in the order given (per key order holds). */
  publishAll(batches: TopicRecords[]): Promise<void>;
  /** Creates these topics and their dead-letter topics where missing (Kafka; Redis streams need no creation). */
  createTopics(topics: readonly string[]): Promise<void>;
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
export const isDeadLetterTopic = (topic: string) => topic.endsWith('.dlq');
