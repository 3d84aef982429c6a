import {
  Kafka,
  logLevel,
  Partitioners,
  type Admin,
  type Consumer,
  type LogEntry,
  type Producer,
} from 'kafkajs';
import type { Logger } from '../logger';
import {
  deadLetterTopic,
  isDeadLetterTopic,
  type BusMessage,
  type BusRecord,
  type EventBus,
  type SubscribeOptions,
  type Subscription,
  type TopicRecords,
} from './bus';
import { deliverBatch, sleep } from './delivery';

/**
 * How long a consumer may take to leave its group. Leaving in the middle of a rebalance (a rolling update's new
 * replica joining, say) waits for the rebalance, up to its one-minute timeout, which outlasts a draining process's
 * shutdown. Past this, the process goes on shutting down: offsets are committed batch by batch, so the rest is
 * redelivered, and the broker drops the member once its session times out.
 */
const LEAVE_GROUP_MS = 5000;
/**
 * How long the broker may hold a fetch that finds nothing (kafkajs's default is 5 s). Leaving the group waits for
 * the fetch under way, so it must be well under LEAVE_GROUP_MS, or an idle consumer's close gives up waiting and
 * its LeaveGroup goes out after the process has moved on (or never). New messages end a fetch at once.
 */
const IDLE_FETCH_MS = 1000;
const leaveGroup = (consumer: Consumer) =>
  Promise.race([consumer.disconnect().catch(() => undefined), sleep(LEAVE_GROUP_MS)]);

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  partitions: number;
  log: Logger;
  /** Most messages handled in one batch (one transaction of an idempotent consumer); default 100. */
  batchSize?: number;
}

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * Kafka through kafkajs: an idempotent producer keyed by aggregate (per-key order within a partition), one
 * consumer per group taking a partition's fetched messages in batches, offsets committed only once a message was
 * handled or dead-lettered.
 */
export class KafkaBus implements EventBus {
  readonly kind = 'kafka';
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  /** Topics known to exist (listed or created by this process). */
  private readonly ensured = new Set<string>();
  private readonly consumers = new Set<Consumer>();
  /** The topic each consumer group of this process reads (see `subscribe`). */
  private readonly groupTopics = new Map<string, string>();
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
        // Two services creating the same missing topic at once: the loser's error response is logged here, though
        // createTopics treats "already exists" as fine and rethrows any other error, which is reported where thrown.
        const level = rest.error === 'Topic creation errors' ? 'debug' : LEVELS[entry.level];
        log[level ?? 'info']({ namespace: entry.namespace, ...rest }, message);
      },
    });
    this.producer = this.kafka.producer({
      // The murmur2 partitioner of the Java client (kafkajs 2's default, named so it does not warn at every start):
      // a key lands in the same partition whichever client published it.
      createPartitioner: Partitioners.DefaultPartitioner,
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

  /**
   * Creates the topics (each with its dead-letter topic, except a dead-letter topic itself) that do not exist yet.
   * Listing first keeps kafkajs from logging an error for every topic that exists; one created meanwhile by another
   * process is fine.
   */
  async createTopics(topics: readonly string[]): Promise<void> {
    const wanted = topics.flatMap((t) => (isDeadLetterTopic(t) ? [t] : [t, deadLetterTopic(t)]));
    if (wanted.every((t) => this.ensured.has(t))) return;
    await this.connect();
    for (const t of await this.admin.listTopics()) this.ensured.add(t);
    const missing = wanted.filter((t) => !this.ensured.has(t));
    if (missing.length) {
      try {
        await this.admin.createTopics({
          waitForLeaders: true,
          topics: missing.map((t) => ({ topic: t, numPartitions: this.options.partitions })),
        });
      } catch (err) {
        const errors = (err as { errors?: { type?: string }[] }).errors;
        if (!errors?.every((e) => e.type === 'TOPIC_ALREADY_EXISTS')) throw err;
      }
    }
    for (const t of missing) this.ensured.add(t);
  }

  publish(topic: string, records: BusRecord[]): Promise<void> {
    return this.publishAll([{ topic, records }]);
  }

  /** One produce request for the whole batch (per-partition order holds: idempotent, one request in flight). */
  async publishAll(batches: TopicRecords[]): Promise<void> {
    const topicMessages = batches
      .filter((b) => b.records.length)
      .map(({ topic, records }) => ({
        topic,
        messages: records.map((r) => ({ key: r.key, value: Buffer.from(r.value) })),
      }));
    if (!topicMessages.length) return;
    await this.createTopics(topicMessages.map((t) => t.topic));
    await this.producer.sendBatch({ acks: -1, topicMessages });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    // A Kafka group spans topics: two consumers of one group subscribed to different topics split the group, and
    // its leader assigns only the partitions of its own topic, so the other consumer reads nothing. (On Redis
    // Streams a group lives inside its stream, so the mistake would pass unseen there.)
    const reading = this.groupTopics.get(options.group);
    if (reading !== undefined && reading !== options.topic)
      throw new Error(
        `Consumer group ${options.group} already reads ${reading}; give the subscription to ${options.topic} a group of its own`,
      );
    this.groupTopics.set(options.group, options.topic);
    await this.createTopics([options.topic]);
    const consumer = this.kafka.consumer({
      groupId: options.group,
      allowAutoTopicCreation: false,
      maxWaitTimeInMs: IDLE_FETCH_MS,
    });
    this.consumers.add(consumer);
    let stopping = false;
    const batchSize = this.options.batchSize ?? 100;
    await consumer.connect();
    await consumer.subscribe({ topic: options.topic, fromBeginning: true });
    await consumer.run({
      // An offset is resolved only once its message was handled or dead-lettered, so kafkajs commits only then;
      // a consumer that dies before has the rest redelivered to the group.
      eachBatchAutoResolve: false,
      eachBatch: async ({
        batch,
        resolveOffset,
        heartbeat,
        commitOffsetsIfNecessary,
        isRunning,
        isStale,
      }) => {
        for (let start = 0; start < batch.messages.length; start += batchSize) {
          if (!isRunning() || isStale()) return;
          const messages = batch.messages.slice(start, start + batchSize).map((m) => ({
            offset: m.offset,
            topic: batch.topic,
            key: m.key?.toString() ?? '',
            value: new Uint8Array(m.value ?? Buffer.alloc(0)),
          }));
          const done = await deliverBatch(
            messages,
            options,
            (message, error) => this.deadLetter(message, options.group, error),
            () => stopping || this.closing,
            this.options.log,
          );
          for (const message of messages.slice(0, done)) resolveOffset(message.offset);
          await commitOffsetsIfNecessary();
          // Throwing leaves the rest uncommitted: it is redelivered after a restart.
          if (done < messages.length) throw new Error('consumer stopping');
          await heartbeat();
        }
      },
    });
    return {
      close: async () => {
        stopping = true;
        await leaveGroup(consumer);
        this.consumers.delete(consumer);
        this.groupTopics.delete(options.group);
      },
    };
  }

  private async deadLetter(message: Omit<BusMessage, 'attempt'>, group: string, error: Error): Promise<void> {
    const topic = deadLetterTopic(message.topic);
    await this.createTopics([topic]);
    await this.producer.send({
      topic,
      messages: [
        {
          key: message.key,
          value: Buffer.from(message.value),
          headers: { error: error.message.slice(0, 2000), group },
        },
      ],
    });
  }

  async check(): Promise<void> {
    await this.connect();
    await this.admin.describeCluster();
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.consumers].map(leaveGroup));
    await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
  }
}
