import path from 'node:path';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../db';
import type { Logger } from '../logger';
import type { EventBus, TopicRecords } from './bus';
import { backoffMs } from './delivery';
import { encodeEvent, type EncodedEvent, type EventMeta } from './envelope';

/** The runtime's own migrations (outbox, processed events), applied before each service's migrations. */
export const RUNTIME_MIGRATIONS_DIR = path.join(__dirname, '..', '..', 'migrations');

const CHANNEL = 'outbox';

/**
 * Writes an event into the outbox inside the caller's transaction: it is published if and only if the change it
 * describes commits. NOTIFY is transactional too, so the relay wakes only for committed events.
 */
export async function appendEvent<D extends DescMessage>(
  tx: Queryable,
  topic: string,
  schema: D,
  payload: MessageInitShape<D>,
  meta: EventMeta,
): Promise<string> {
  const event = encodeEvent(schema, payload, meta);
  // One statement (one round trip inside the caller's transaction): the row, then its notification.
  await tx.query(
    `WITH event AS (
       INSERT INTO outbox (id, topic, aggregate_id, type, envelope) VALUES ($1, $2, $3, $4, $5) RETURNING topic
     )
     SELECT pg_notify($6, topic) FROM event`,
    [event.id, topic, meta.aggregateId, event.type, Buffer.from(event.bytes), CHANNEL],
  );
  return event.id;
}

interface OutboxRow {
  seq: string;
  topic: string;
  aggregate_id: string;
  envelope: Buffer;
}

/** A statement and its parameters ($1, $2, ...). */
export interface SqlStatement {
  text: string;
  values: unknown[];
  /**
   * Further data-modifying steps the statement reads from, as common table expressions (`name AS (...)`): a
   * WITH that modifies data must stand at the top of the statement that holds it, so it is written there.
   */
  with?: string;
}

/**
 * A change and the events that describe it in one statement: atomic without a transaction, and one round trip
 * instead of four (BEGIN, the change, the event, COMMIT). `change` is a data-modifying statement with RETURNING
 * (parameters $1..$n, and any steps it reads in `with`); the events (encoded with `encodeEvent`) are written in
 * order, and announced, only when it returned a row: on `topic`, or an event's own `topic` where it has one.
 * Returns its rows.
 */
export async function changeWithEvents<R extends pg.QueryResultRow = pg.QueryResultRow>(
  db: Queryable,
  change: SqlStatement,
  topic: string,
  aggregateId: string,
  events: (EncodedEvent & { topic?: string })[],
): Promise<R[]> {
  const values = [...change.values, aggregateId, CHANNEL];
  const [aggregateParam, channelParam] = [1, 2].map((i) => `$${change.values.length + i}`);
  if (!events.length) throw new Error('changeWithEvents needs an event');
  const rows = events.map((event, position) => {
    values.push(event.id, event.topic ?? topic, event.type, Buffer.from(event.bytes));
    const n = values.length;
    return `($${n - 3}::uuid, $${n - 2}::text, ${aggregateParam}::text, $${n - 1}::text, $${n}::bytea, ${position})`;
  });
  // The change's rows come back; the events are announced once, as the first row is produced.
  const { rows: changed } = await db.query<R & { outbox_announced: number }>(
    `WITH ${change.with ? `${change.with},` : ''} change AS (${change.text}),
     event AS (
       INSERT INTO outbox (id, topic, aggregate_id, type, envelope)
       SELECT id, topic, aggregate_id, type, envelope
       FROM (VALUES ${rows.join(', ')}) AS e(id, topic, aggregate_id, type, envelope, position)
       WHERE EXISTS (SELECT 1 FROM change) ORDER BY position
       RETURNING topic
     )
     SELECT change.*, (SELECT count(pg_notify(${channelParam}, topic)) FROM event) AS outbox_announced
     FROM change`,
    values,
  );
  return changed.map(({ outbox_announced: _announced, ...row }) => row as unknown as R);
}

export interface OutboxRelayOptions {
  /**
   * How often the leader looks for rows without being notified (default 5 s: a safety net, since every commit
   * notifies it). A standby asks for the leader's lock once a second, or at this interval when it is shorter.
   */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Published rows are kept this long (for inspection), then deleted. */
  retentionMs?: number;
  metrics?: Registry;
}

/** The session lock the leading relay of a database holds (apart from the lock each batch takes). */
const LEADER_LOCK = "hashtext('outbox-relay-leader')";

/**
 * Publishes committed outbox rows in order. One relay per database leads: it holds a session advisory lock on a
 * connection of its own, LISTENs there and publishes; the relays of the other replicas (and of a service's other
 * processes) stand by, asking for the lock once per poll interval, and take over within one when the leader's
 * connection ends (its process stopped or died). So a commit wakes one relay, not one per process. Each batch
 * also takes a transaction-scoped lock, so publishing stays one at a time, in order, during a hand-over too.
 * While the bus is down the rows stay and are retried with capped backoff; the outage is logged once, not per
 * attempt.
 */
export class OutboxRelay {
  private stopped = true;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  /** A commit was announced since the last batch began: go on at once rather than wait for the next poll. */
  private notified = false;
  /** The relay's own connection: it asks for the leader's lock on it and, once it has it, LISTENs there. */
  private connection: pg.Client | undefined;
  private leading = false;
  private failures = 0;
  private lastPurge = 0;
  private readonly published: Counter | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly bus: EventBus,
    private readonly log: Logger,
    private readonly options: OutboxRelayOptions = {},
  ) {
    const registers = options.metrics ? [options.metrics] : [];
    if (options.metrics) {
      this.published = new Counter({
        name: 'outbox_published_total',
        help: 'Events published from the outbox',
        registers,
      });
      const relayPool = pool;
      new Gauge({
        name: 'outbox_lag_seconds',
        help: 'Age of the oldest unpublished outbox event',
        registers,
        async collect() {
          const { rows } = await relayPool
            .query<{ lag: number | null }>(
              'SELECT extract(epoch FROM now() - min(created_at))::float AS lag FROM outbox WHERE published_at IS NULL',
            )
            .catch(() => ({ rows: [{ lag: null }] }));
          this.set(rows[0]?.lag ?? 0);
        },
      });
      const isLeading = () => this.leading;
      new Gauge({
        name: 'outbox_relay_leading',
        help: "1 while this process's relay is the one publishing its database's outbox",
        registers,
        collect() {
          this.set(isLeading() ? 1 : 0);
        },
      });
    }
  }

  /** Whether this relay leads (publishes) now. */
  get isLeading(): boolean {
    return this.leading;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await this.drop(this.connection); // ending the session releases the lock: a standby takes over
  }

  /**
   * Leads when it can: asks for the leader's lock on the relay's connection (made on first use), and LISTENs once
   * it has it. Throws when PostgreSQL cannot be reached.
   */
  private async claim(): Promise<boolean> {
    if (this.leading) return true;
    if (!this.connection) {
      const client = new pg.Client({
        connectionString: (this.pool.options as { connectionString?: string }).connectionString,
      });
      client.on('error', () => void this.drop(client));
      client.on('end', () => void this.drop(client));
      client.on('notification', () => {
        this.notified = true;
        this.wake?.();
      });
      this.connection = client;
      try {
        await client.connect();
      } catch (err) {
        await this.drop(client);
        throw err;
      }
    }
    const client = this.connection;
    if (!client) return false; // it ended as it connected
    try {
      const { rows } = await client.query<{ led: boolean }>(
        `SELECT pg_try_advisory_lock(${LEADER_LOCK}) AS led`,
      );
      if (!rows[0]?.led) return false;
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await this.drop(client);
      throw err;
    }
    this.leading = this.connection === client;
    if (this.leading) this.log.debug('outbox relay leads');
    return this.leading;
  }

  /** Forgets a connection that ended or failed (with it went the lock, if it held it). */
  private async drop(client: pg.Client | undefined): Promise<void> {
    if (!client || this.connection !== client) return;
    this.connection = undefined;
    if (this.leading) this.log.info('outbox relay no longer leads');
    this.leading = false;
    this.wake?.(); // lead again (or stand by) at once, not after a poll interval
    await client.end().catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const pollMs = this.options.pollIntervalMs ?? 5000;
      let delay = 0;
      this.notified = false;
      try {
        const leading = await this.claim();
        delay = leading ? pollMs : Math.min(pollMs, 1000);
        if (leading) {
          const count = await this.publishBatch();
          if (count === (this.options.batchSize ?? 200)) delay = 0; // more waiting: go on at once
          await this.purge();
        }
        if (this.failures) this.log.info({ failures: this.failures }, 'outbox publishing recovered');
        this.failures = 0;
      } catch (err) {
        if (this.failures === 0)
          this.log.warn({ err }, 'outbox publishing failed; events are kept and retried');
        this.failures++;
        delay = backoffMs(this.failures) * 5;
      }
      if (this.notified && !this.failures) delay = 0;
      if (delay > 0 && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  /**
   * Publishes one batch in sequence order and marks it published, all in one transaction, in two round trips to
   * PostgreSQL: the transaction's start, the relay's lock and the batch's read are one multi-statement query (no
   * rows without the lock), and so are marking the batch and the commit. Both hold only integers of our own
   * (the batch size, sequence numbers), never a value from outside.
   */
  async publishBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      const limit = Math.max(1, Math.trunc(this.options.batchSize ?? 200));
      const [, { rows }] = (await client.query(
        `BEGIN;
         SELECT seq, topic, aggregate_id, envelope FROM outbox
         WHERE published_at IS NULL AND (SELECT pg_try_advisory_xact_lock(hashtext('outbox-relay')))
         ORDER BY seq LIMIT ${limit}`,
      )) as unknown as [pg.QueryResult, pg.QueryResult<OutboxRow>];
      if (!rows.length) {
        await client.query('ROLLBACK');
        return 0;
      }
      try {
        // The whole batch in one round trip (one pipeline, one produce request), consecutive rows of one topic
        // grouped, keeping the overall order.
        const batches: TopicRecords[] = [];
        for (const row of rows) {
          const record = { key: row.aggregate_id, value: new Uint8Array(row.envelope) };
          const last = batches.at(-1);
          if (last?.topic === row.topic) last.records.push(record);
          else batches.push({ topic: row.topic, records: [record] });
        }
        await this.bus.publishAll(batches);
      } catch (err) {
        await client.query(
          'UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE seq = ANY($1::bigint[])',
          [rows.map((r) => r.seq), String((err as Error).message).slice(0, 1000)],
        );
        await client.query('COMMIT');
        throw err;
      }
      const seqs = rows.map((r) => BigInt(r.seq).toString()).join(','); // integers only, as the comment says
      await client.query(`UPDATE outbox SET published_at = now() WHERE seq IN (${seqs}); COMMIT`);
      this.published?.inc(rows.length);
      return rows.length;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  private async purge(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < 60_000) return;
    this.lastPurge = now;
    await this.pool.query(
      "DELETE FROM outbox WHERE published_at < now() - ($1::text || ' milliseconds')::interval",
      [String(this.options.retentionMs ?? 24 * 3600 * 1000)],
    );
  }
}
