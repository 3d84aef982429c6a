import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import type { Envelope } from '@tutor/contracts';
import type pg from 'pg';
import { withTransaction } from '../db';
import type { Logger } from '../logger';
import type { EventBus, Subscription } from './bus';
import { decodeEnvelope, decodePayload } from './envelope';

export type EventHandler<D extends DescMessage> = (
  payload: MessageShape<D>,
  envelope: Envelope,
  tx: pg.PoolClient,
) => Promise<unknown>;

export interface HandlerEntry {
  type: string;
  handle: (payload: unknown, envelope: Envelope, tx: pg.PoolClient) => Promise<unknown>;
}

/** Pairs an event type with its handler, typing the payload from the schema. */
export function on<D extends DescMessage>(schema: D, handler: EventHandler<D>): HandlerEntry {
  return { type: schema.typeName, handle: handler as HandlerEntry['handle'] };
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
}

/**
 * Subscribes with an idempotent handler: the event id is recorded in processed_events in the same transaction
 * as the handler's effect, so a redelivered or duplicated event changes nothing the second time.
 * Event types without a handler are recorded and skipped.
 */
export function consumeEvents(options: ConsumeOptions): Promise<Subscription> {
  const handlers = new Map(
    Array.isArray(options.handlers)
      ? options.handlers.map((h) => [h.type, h.handle])
      : Object.entries(options.handlers),
  );
  return options.bus.subscribe({
    topic: options.topic,
    group: options.group,
    maxAttempts: options.maxAttempts,
    handler: async (message) => {
      const envelope = decodeEnvelope(message.value);
      await withTransaction(options.pool, async (tx) => {
        const fresh = await tx.query(
          'INSERT INTO processed_events (consumer_group, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [options.group, envelope.id],
        );
        if (fresh.rowCount === 0) return;
        const handle = handlers.get(envelope.type);
        if (handle) await handle(decodePayload(envelope), envelope, tx);
      });
    },
  });
}
