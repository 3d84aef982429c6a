import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { timestampMs } from '@bufbuild/protobuf/wkt';
import type { Envelope } from '@tutor/contracts';
import type pg from 'pg';
import { Histogram, type Registry } from 'prom-client';
import { withTransactionFrom } from '../db';
import type { Logger } from '../logger';
import { inSpanFrom } from '../tracing';
import type { BusMessage, EventBus, Subscription } from './bus';
import { decodeEnvelope, decodePayload } from './envelope';

export type EventHandler<D extends DescMessage> = (
  payload: MessageShape<D>,
  envelope: Envelope,
  tx: pg.PoolClient,
) => Promise<unknown>;

/** Runs after the handler's transaction has committed, on every delivery (a redelivered event's too). */
export type SettledHandler<D extends DescMessage> = (
  payload: MessageShape<D>,
  envelope: Envelope,
) => Promise<unknown>;

export interface HandlerEntry {
  type: string;
  handle: (payload: unknown, envelope: Envelope, tx: pg.PoolClient) => Promise<unknown>;
  settled?: (payload: unknown, envelope: Envelope) => Promise<unknown>;
}

/**
 * Pairs an event type with its handler, typing the payload from the schema. `settled`, when given, announces the
 * committed effect outside the database (it must be idempotent: a failure there fails the delivery, which is
 * retried; the handler's effect is then already recorded and only `settled` runs again).
 */
export function on<D extends DescMessage>(
  schema: D,
  handler: EventHandler<D>,
  settled?: SettledHandler<D>,
): HandlerEntry {
  return {
    type: schema.typeName,
    handle: handler as HandlerEntry['handle'],
    settled: settled as HandlerEntry['settled'],
  };
}

export interface ConsumeOptions {
  bus: EventBus;
  pool: pg.Pool;
  topic: string;
  /** The consumer group, named for the service and purpose, e.g. `billing.plans`. */
  group: string;
  /** `[on(Schema, handler), ...]` (typed), or a map from type name to handler. */
  handlers: HandlerEntry[] | Record<string, HandlerEntry['handle']>;
  log: Logger;
  maxAttempts?: number;
  /** Where `event_consumer_lag_seconds` is recorded (the service's registry). */
  metrics?: Registry;
}

/** A group is named in code (`billing.plans`); it is written into the batch's statement, so it must be plain. */
const CONSUMER_GROUP = /^[A-Za-z0-9_.:-]{1,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Event ids as a PostgreSQL array literal; an id that is not a UUID fails the batch (as the cast to uuid did). */
function uuidArray(ids: string[]): string {
  for (const id of ids)
    if (!UUID.test(id)) throw new Error(`Event id ${JSON.stringify(id.slice(0, 80))} is not a UUID`);
  return `'{${ids.join(',')}}'::uuid[]`;
}

const lagHistograms = new WeakMap<Registry, Histogram<'group'>>();

/** One histogram per registry, shared by the process's consumers (a metric name registers once). */
function consumerLag(registry: Registry): Histogram<'group'> {
  let histogram = lagHistograms.get(registry);
  if (!histogram) {
    histogram = new Histogram({
      name: 'event_consumer_lag_seconds',
      help: 'Time from an event being written by its producer to its first handling by a consumer group',
      labelNames: ['group'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [registry],
    });
    lagHistograms.set(registry, histogram);
  }
  return histogram;
}

/**
 * Subscribes with an idempotent handler: the event id is recorded in processed_events in the same transaction
 * as the handler's effect, so a redelivered or duplicated event changes nothing the second time. The events of
 * one read (see `batchHandler`) share one transaction (idempotency stays per event); if one of them fails, the
 * batch rolls back and the bus hands its events over one at a time (see `deliverBatch`). `settled` steps run
 * after the commit, for each event in order. Event types without a handler are skipped (no transaction when
 * a batch has none). Each event is handled in a span continuing the trace in its envelope, and its lag (from the
 * event's occurred_at, through outbox and bus, to now) is recorded per group.
 */
export function consumeEvents(options: ConsumeOptions): Promise<Subscription> {
  if (!CONSUMER_GROUP.test(options.group))
    return Promise.reject(new Error(`Consumer group ${JSON.stringify(options.group)} is not a plain name`));
  const handlers = new Map(
    Array.isArray(options.handlers)
      ? options.handlers.map((h) => [h.type, h.handle])
      : Object.entries(options.handlers),
  );
  const settledHandlers = new Map(
    Array.isArray(options.handlers)
      ? options.handlers.flatMap((h) => (h.settled ? [[h.type, h.settled]] : []))
      : [],
  );
  const lag = options.metrics && consumerLag(options.metrics).labels(options.group);
  const span = (message: BusMessage, envelope: Envelope, step: string, work: () => Promise<void>) =>
    inSpanFrom(
      envelope.trace,
      `${step} ${envelope.type}`,
      {
        'messaging.system': options.bus.kind,
        'messaging.operation.type': 'process',
        'messaging.destination.name': message.topic,
        'messaging.consumer.group.name': options.group,
        'messaging.message.id': envelope.id,
        'tutor.event.type': envelope.type,
        'tutor.delivery.attempt': message.attempt,
      },
      work,
    );

  const handleBatch = async (messages: BusMessage[]) => {
    const events = messages.map((message) => ({ message, envelope: decodeEnvelope(message.value) }));
    for (const { message, envelope } of events)
      if (lag && envelope.occurredAt && message.attempt === 1)
        lag.observe(Math.max(0, (Date.now() - timestampMs(envelope.occurredAt)) / 1000));
    // Events of types this group does not handle are acknowledged without touching the database.
    const handled = events.filter((e) => handlers.has(e.envelope.type));
    if (!handled.length) return;
    // One statement, sent with BEGIN, records the whole batch and answers which of its events are new (an id
    // twice: the first). Its values are inlined (a query sent with BEGIN has no parameters): the group is checked
    // at subscribe, and each id here.
    const recordBatch = `WITH batch AS (SELECT id, n FROM unnest(${uuidArray(handled.map((e) => e.envelope.id))}) WITH ORDINALITY AS b(id, n)),
         recorded AS (
           INSERT INTO processed_events (consumer_group, event_id) SELECT DISTINCT '${options.group}', id FROM batch
           ON CONFLICT DO NOTHING RETURNING event_id
         )
         SELECT min(n) AS n FROM batch JOIN recorded ON recorded.event_id = batch.id GROUP BY batch.id`;
    await withTransactionFrom<void, { n: string }>(options.pool, recordBatch, async (tx, { rows }) => {
      const fresh = new Set(rows.map((r) => Number(r.n) - 1));
      for (const [index, { message, envelope }] of handled.entries()) {
        if (!fresh.has(index)) continue;
        await span(message, envelope, 'process', async () => {
          await handlers.get(envelope.type)!(decodePayload(envelope), envelope, tx);
        });
      }
    });
    for (const { message, envelope } of handled) {
      const settled = settledHandlers.get(envelope.type);
      if (settled)
        await span(message, envelope, 'settle', async () => {
          await settled(decodePayload(envelope), envelope);
        });
    }
  };

  return options.bus.subscribe({
    topic: options.topic,
    group: options.group,
    maxAttempts: options.maxAttempts,
    handler: (message) => handleBatch([message]),
    batchHandler: handleBatch,
  });
}
