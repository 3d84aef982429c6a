import { Kafka, logLevel, type Admin, type Consumer, type LogEntry, type Producer } from 'kafkajs';
import type { Logger } from '../logger';
import {
  deadLetterTopic,
  type BusRecord,
  type EventBus,
  type SubscribeOptions,
  type Subscription,
} from './bus';
import { deliverWithRetries } from './delivery';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  partitions: number;
  log: Logger;
}

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * Kafka through kafkajs: an idempotent producer keyed by aggregate (per-key order within a partition), one
 * consumer per group, offsets committed only once a message was handled or dead-lettered.
 */
export class KafkaBus implements EventBus {
  readonly kind = 'kafka';
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly ensured = new Set<string>();
  private readonly consumers = new Set<Consumer>();
  private connecting: Promise<void> | undefined;
  private closing = false;

  constructor(private readonly options: KafkaBusOptions) {
    const log = options.log.child({ component: 'kafkajs' });
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => {
        const { message, ...rest } = entry.log;
        log[LEVELS[entry.level] ?? 'info']({ namespace: entry.namespace, ...rest }, message);
      },
    });
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
    });
    this.admin = this.kafka.admin();
  }

  private connect(): Promise<void> {
    this.connecting ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(
      () => undefined,
      (err: Error) => {
        this.connecting = undefined; // try again on the next call
        throw err;
      },
    );
    return this.connecting;
  }

  /** Creates the topic and its dead-letter topic once per process (a no-op when they exist). */
  private async ensureTopic(topic: string): Promise<void> {
    if (this.ensured.has(topic)) return;
    await this.connect();
    await this.admin.createTopics({
      waitForLeaders: true,
      topics: [topic, deadLetterTopic(topic)].map((t) => ({
        topic: t,
        numPartitions: this.options.partitions,
      })),
    });
    this.ensured.add(topic);
  }

  async publish(topic: string, records: BusRecord[]): Promise<void> {
    if (!records.length) return;
    await this.ensureTopic(topic);
    await this.producer.send({
      topic,
      acks: -1,
      messages: records.map((r) => ({ key: r.key, value: Buffer.from(r.value) })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    await this.ensureTopic(options.topic);
    const consumer = this.kafka.consumer({ groupId: options.group, allowAutoTopicCreation: false });
    this.consumers.add(consumer);
    let stopping = false;
    await consumer.connect();
    await consumer.subscribe({ topic: options.topic, fromBeginning: true });
    await consumer.run({
      // eachMessage resolves only after the handler succeeded or the message was dead-lettered, so kafkajs
      // commits its offset only then; a consumer that dies before has it redelivered to the group.
      eachMessage: async ({ topic, message }) => {
        const key = message.key?.toString() ?? '';
        const value = new Uint8Array(message.value ?? Buffer.alloc(0));
        const outcome = await deliverWithRetries(
          { topic, key, value },
          options,
          (error) =>
            this.producer
              .send({
                topic: deadLetterTopic(topic),
                messages: [
                  {
                    key,
                    value: Buffer.from(value),
                    headers: { error: error.message.slice(0, 2000), group: options.group },
                  },
                ],
              })
              .then(() => undefined),
          () => stopping || this.closing,
          this.options.log,
        );
        // Throwing makes kafkajs leave the offset uncommitted: the message is redelivered after a restart.
        if (outcome === 'abandoned') throw new Error('consumer stopping');
      },
    });
    return {
      close: async () => {
        stopping = true;
        await consumer.disconnect();
        this.consumers.delete(consumer);
      },
    };
  }

  async check(): Promise<void> {
    await this.connect();
    await this.admin.describeCluster();
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.consumers].map((c) => c.disconnect()));
    await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
  }
}
