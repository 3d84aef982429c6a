import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { createRedis } from '../redis';
import {
  deadLetterTopic,
  type BusMessage,
  type BusRecord,
  type EventBus,
  type SubscribeOptions,
  type Subscription,
  type TopicRecords,
} from './bus';
import { deliverBatch, sleep } from './delivery';

export interface RedisStreamsBusOptions {
  url: string;
  partitions: number;
  log: Logger;
  /** Approximate length each partition stream is trimmed to. */
  maxLength?: number;
  /** How long a consumer holds a partition without renewing it (a dead consumer's partitions move after this). */
  leaseMs?: number;
  /**
   * Longest blocking read (default: a third of the lease, so an idle consumer's reads scale with the lease, not
   * with a fixed second). A published entry ends the read at once whatever its length.
   */
  blockMs?: number;
  batchSize?: number;
}

/** FNV-1a: a stable, fast hash so a key always lands in the same partition, in every process. */
function partitionOf(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}

/**
 * A consumer's heartbeat as one script (sent once, then by its SHA): marks the consumer alive in the group's
 * members (KEYS[1]), forgets members silent for a lease, renews each lease it holds (KEYS[2..]; a lease found
 * taken is not renewed) and answers the number of live members followed by 1 or 0 per lease.
 */
const HEARTBEAT = `
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[3]))
local answer = { redis.call('ZCARD', KEYS[1]) }
for i = 2, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[1] then
    redis.call('PEXPIRE', KEYS[i], ARGV[3])
    answer[i] = 1
  else
    answer[i] = 0
  end
end
return answer`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

type StreamEntry = [Buffer, Buffer[]];
type ControlRedis = Redis & {
  busHeartbeat(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<number[]>;
};
type StreamMessage = Omit<BusMessage, 'attempt'> & { id: string };
/** The entries one read took from one partition. */
interface PartitionRead {
  partition: number;
  messages: StreamMessage[];
}

/**
 * Redis Streams with Kafka-like semantics. A topic is N partition streams (`bus:<topic>:<p>`, key hashed to a
 * partition). Inside a consumer group each partition is read by one consumer at a time, which holds a lease on
 * it, so per-key order holds while the group shares the load. Live consumers balance partitions between them.
 * A consumer that takes a partition first claims the entries a previous holder read but never acknowledged,
 * so a consumer that dies mid-message has that message redelivered, in order, before anything newer.
 */
export class RedisStreamsBus implements EventBus {
  readonly kind = 'redis';
  readonly publisher: Redis;
  private readonly subscriptions = new Set<RedisStreamSubscription>();

  constructor(readonly options: RedisStreamsBusOptions) {
    // No offline queue: while Redis is down a publish fails at once and the outbox keeps the event.
    this.publisher = createRedis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  }

  streamKey(topic: string, partition: number): string {
    return `bus:${topic}:${partition}`;
  }

  partitionOf(key: string): number {
    return partitionOf(key, this.options.partitions);
  }

  /** Waits briefly for the connection (it is made in the background), so the first publish does not fail. */
  private connected(): Promise<void> {
    if (this.publisher.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.publisher.off('ready', onReady);
        reject(new Error('Redis is not reachable'));
      }, 2000);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      this.publisher.once('ready', onReady);
    });
  }

  publish(topic: string, records: BusRecord[]): Promise<void> {
    return this.publishAll([{ topic, records }]);
  }

  /** One pipeline of XADDs for the whole batch: one round trip, applied in order. */
  async publishAll(batches: TopicRecords[]): Promise<void> {
    if (!batches.some((b) => b.records.length)) return;
    await this.connected();
    const pipeline = this.publisher.pipeline();
    for (const { topic, records } of batches)
      for (const record of records)
        pipeline.xadd(
          this.streamKey(topic, this.partitionOf(record.key)),
          'MAXLEN',
          '~',
          String(this.options.maxLength ?? 1_000_000),
          '*',
          'k',
          record.key,
          'v',
          Buffer.from(record.value),
        );
    const results = (await pipeline.exec()) ?? [];
    const failure = results.find(([err]) => err);
    if (failure) throw failure[0];
  }

  /** Streams and groups come into being on first use (XGROUP CREATE ... MKSTREAM). */
  async createTopics(): Promise<void> {}

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const subscription = new RedisStreamSubscription(this, options, () =>
      this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    await subscription.start();
    return subscription;
  }

  async check(): Promise<void> {
    await this.connected();
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.publisher.disconnect();
  }
}

class RedisStreamSubscription implements Subscription {
  private readonly consumer = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly reader: Redis;
  private readonly control: ControlRedis;
  /** When the last heartbeat was sent: one is sent only when it is older than `renewMs`. */
  private lastBeat = 0;
  /**
   * How often this consumer beats (marks itself alive, renews its leases, rebalances): a third of the lease, so
   * an idle system's Redis traffic scales with the lease and a renewal can be late twice before a lease expires.
   */
  private readonly renewMs: number;
  /** When the read loop last rebalanced, and the live consumers the latest heartbeat counted. */
  private lastRebalance = 0;
  private live = 1;
  /** Partitions this consumer holds, and whether their unacknowledged entries still need claiming. */
  private readonly held = new Map<number, { replayPending: boolean }>();
  private closing = false;
  private loop: Promise<void> | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private readonly leaseMs: number;
  private readonly blockMs: number;
  private readonly log: Logger;

  constructor(
    private readonly bus: RedisStreamsBus,
    private readonly options: SubscribeOptions,
    private readonly onClosed: () => void,
  ) {
    this.reader = createRedis(bus.options.url);
    this.control = createRedis(bus.options.url) as ControlRedis;
    this.control.defineCommand('busHeartbeat', { lua: HEARTBEAT });
    this.leaseMs = bus.options.leaseMs ?? 10_000;
    this.renewMs = Math.max(100, Math.floor(this.leaseMs / 3));
    this.blockMs = bus.options.blockMs ?? this.renewMs;
    this.log = bus.options.log.child({ topic: options.topic, group: options.group });
  }

  private leaseKey(partition: number) {
    return `bus:lease:${this.options.topic}:${this.options.group}:${partition}`;
  }

  private get membersKey() {
    return `bus:members:${this.options.topic}:${this.options.group}`;
  }

  async start(): Promise<void> {
    await this.ensureGroups();
    // The read loop beats; this timer beats only when the loop has not (a slow handler or a long blocking read
    // keeps its partitions). It looks twice per period, so a beat is at most half a period late.
    this.renewTimer = setInterval(() => {
      if (Date.now() - this.lastBeat >= this.renewMs) void this.heartbeat().catch(() => undefined);
    }, this.renewMs / 2);
    this.loop = this.run();
  }

  private async ensureGroups(): Promise<void> {
    for (let p = 0; p < this.bus.options.partitions; p++) {
      try {
        // From the start of the stream: a group created after events were published still sees them.
        await this.control.xgroup(
          'CREATE',
          this.bus.streamKey(this.options.topic, p),
          this.options.group,
          '0',
          'MKSTREAM',
        );
      } catch (err) {
        if (!String((err as Error).message).includes('BUSYGROUP')) throw err;
      }
    }
  }

  /**
   * Marks this consumer alive, renews its leases (a lease found taken is dropped) and counts the live consumers:
   * one command, sent at most every `renewMs` (not on every read, which would multiply an idle group's traffic).
   */
  private async heartbeat(): Promise<number> {
    this.lastBeat = Date.now();
    const partitions = [...this.held.keys()];
    const [live, ...renewed] = await this.control.busHeartbeat(
      1 + partitions.length,
      this.membersKey,
      ...partitions.map((p) => this.leaseKey(p)),
      this.consumer,
      this.lastBeat,
      this.leaseMs,
    );
    partitions.forEach((partition, i) => {
      if (!renewed[i]) this.held.delete(partition);
    });
    this.live = Number(live ?? 1);
    return this.live;
  }

  /** Takes free partitions up to a fair share and gives back any above it. */
  private async rebalance(): Promise<void> {
    const now = Date.now();
    if (now - this.lastRebalance < this.renewMs) return;
    this.lastRebalance = now;
    // A beat less than a period old (the timer's) counted the live consumers already: no second beat.
    const due = now - this.lastBeat >= this.renewMs;
    const live = Math.max(1, due ? await this.heartbeat() : this.live);
    const fairShare = Math.ceil(this.bus.options.partitions / live);
    for (const partition of [...this.held.keys()].slice(fairShare)) {
      this.held.delete(partition);
      await this.control.eval(RELEASE, 1, this.leaseKey(partition), this.consumer);
    }
    if (this.held.size >= fairShare) return;
    const others = Array.from({ length: this.bus.options.partitions }, (_, p) => p).filter(
      (p) => !this.held.has(p),
    );
    const holders = await this.control.mget(...others.map((p) => this.leaseKey(p)));
    for (const [i, p] of others.entries()) {
      if (this.held.size >= fairShare) break;
      if (holders[i] !== null) continue;
      const taken = await this.control.set(this.leaseKey(p), this.consumer, 'PX', this.leaseMs, 'NX');
      if (taken) this.held.set(p, { replayPending: true });
    }
  }

  private async run(): Promise<void> {
    while (!this.closing) {
      try {
        await this.rebalance();
        if (!this.held.size) {
          await sleep(this.blockMs);
          continue;
        }
        for (const [partition, state] of this.held) {
          if (state.replayPending && !this.closing) {
            await this.replayPending(partition);
            state.replayPending = false;
          }
        }
        await this.readNew();
      } catch (err) {
        if (this.closing) break;
        const message = String((err as Error).message);
        // The streams vanished (e.g. Redis restarted without persistence): recreate the groups and go on.
        if (message.includes('NOGROUP')) await this.ensureGroups().catch(() => undefined);
        else this.log.warn({ err }, 'event bus read failed; retrying');
        await sleep(Math.min(this.blockMs, 500));
      }
    }
  }

  /** Claims and handles, in order, the entries of a partition that were read but never acknowledged. */
  private async replayPending(partition: number): Promise<void> {
    const key = this.bus.streamKey(this.options.topic, partition);
    let cursor = '0-0';
    do {
      const reply = (await this.control.callBuffer(
        'XAUTOCLAIM',
        key,
        this.options.group,
        this.consumer,
        '0',
        cursor,
        'COUNT',
        '100',
      )) as [Buffer, (StreamEntry | null)[]];
      cursor = reply[0].toString();
      const entries = reply[1].filter((entry): entry is StreamEntry => entry !== null);
      if (!(await this.handle(partition, this.messagesOf(entries)))) return;
    } while (cursor !== '0-0');
  }

  private async readNew(): Promise<void> {
    const partitions = [...this.held.keys()];
    const reply = (await this.reader.callBuffer(
      'XREADGROUP',
      'GROUP',
      this.options.group,
      this.consumer,
      'COUNT',
      String(this.bus.options.batchSize ?? 100),
      'BLOCK',
      String(this.blockMs),
      'STREAMS',
      ...partitions.map((p) => this.bus.streamKey(this.options.topic, p)),
      ...partitions.map(() => '>'),
    )) as (Buffer | StreamEntry[])[] | null;
    // The reply maps each stream key to its entries; this client returns the map as a flat [key, entries, ...] list.
    const flat = reply ?? [];
    const reads: PartitionRead[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const messages = this.messagesOf(flat[i + 1] as StreamEntry[]);
      if (messages.length) reads.push({ partition: Number(String(flat[i]).split(':').pop()), messages });
    }
    await this.handleRead(reads);
  }

  private messagesOf(entries: StreamEntry[]): StreamMessage[] {
    return entries.map(([id, fields]) => {
      const values = new Map<string, Buffer>();
      for (let i = 0; i + 1 < fields.length; i += 2) values.set(fields[i]!.toString(), fields[i + 1]!);
      return {
        id: id.toString(),
        topic: this.options.topic,
        key: values.get('k')?.toString() ?? '',
        value: new Uint8Array(values.get('v') ?? Buffer.alloc(0)),
      };
    });
  }

  /**
   * What one read took from several partitions goes to the batch handler at once (each partition's entries in
   * order), so a busy topic costs its consumer one transaction and one acknowledging round trip per read, not one
   * per partition. If that batch fails (its effects rolled back), each partition's entries are delivered on their
   * own, one at a time, as below.
   */
  private async handleRead(reads: PartitionRead[]): Promise<void> {
    let batchFailed = false;
    // Closing, or a partition's lease lost meanwhile: partition by partition below, so that the entries of the
    // partitions still held are handled (they would otherwise stay pending with this consumer).
    const { batchHandler } = this.options;
    const together = reads.length > 1 && !this.closing && reads.every((r) => this.held.has(r.partition));
    if (batchHandler && together) {
      try {
        await batchHandler(reads.flatMap((r) => r.messages.map((m) => ({ ...m, attempt: 1 }))));
      } catch (err) {
        this.log.warn(
          { err, size: reads.reduce((n, r) => n + r.messages.length, 0) },
          'event batch failed; handling its events one at a time',
        );
        if (this.closing) return;
        batchFailed = true;
      }
      if (!batchFailed) return this.acknowledge(reads);
    }
    for (const { partition, messages } of reads) await this.handle(partition, messages, batchFailed);
  }

  /** Acknowledges entries of several partitions in one round trip. */
  private async acknowledge(reads: PartitionRead[]): Promise<void> {
    const pipeline = this.control.pipeline();
    for (const { partition, messages } of reads)
      pipeline.xack(
        this.bus.streamKey(this.options.topic, partition),
        this.options.group,
        ...messages.map((m) => m.id),
      );
    const failure = ((await pipeline.exec()) ?? []).find(([err]) => err);
    if (failure) throw failure[0];
  }

  /**
   * Handles a partition's entries as one batch (unless `batchFailed`: they were in one that failed, so one at a
   * time) and acknowledges those done with, in one XACK. Entries left unhandled (closing, or the partition's lease
   * lost) stay pending and are claimed by its next holder, in order. Returns whether every entry was done with.
   */
  private async handle(partition: number, messages: StreamMessage[], batchFailed = false): Promise<boolean> {
    const stopping = () => this.closing || !this.held.has(partition);
    if (!messages.length) return true;
    if (stopping()) return false;
    const done = await deliverBatch(
      messages,
      this.options,
      (message, error) => this.deadLetter(message, error),
      stopping,
      this.log,
      batchFailed,
    );
    if (done)
      await this.control.xack(
        this.bus.streamKey(this.options.topic, partition),
        this.options.group,
        ...messages.slice(0, done).map((m) => m.id),
      );
    return done === messages.length;
  }

  private async deadLetter({ key, value, id }: StreamMessage, error: Error): Promise<void> {
    const dlq = deadLetterTopic(this.options.topic);
    await this.control.xadd(
      this.bus.streamKey(dlq, this.bus.partitionOf(key)),
      'MAXLEN',
      '~',
      String(this.bus.options.maxLength ?? 1_000_000),
      '*',
      'k',
      key,
      'v',
      Buffer.from(value),
      'error',
      error.message.slice(0, 2000),
      'group',
      this.options.group,
      'source',
      id,
    );
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.renewTimer);
    this.reader.disconnect(); // ends a blocking read now; an in-flight handler still finishes
    await this.loop;
    for (const partition of this.held.keys())
      await this.control.eval(RELEASE, 1, this.leaseKey(partition), this.consumer).catch(() => undefined);
    await this.control.zrem(this.membersKey, this.consumer).catch(() => undefined);
    this.control.disconnect();
    this.onClosed();
  }
}
