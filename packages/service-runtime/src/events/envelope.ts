import { randomUUID } from 'node:crypto';
import {
  create,
  fromBinary,
  toBinary,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { timestampNow } from '@bufbuild/protobuf/wkt';
import { EnvelopeSchema, eventSchema, type Envelope } from '@tutor/contracts';
import { currentTraceCarrier, type TraceCarrier } from '../tracing';

export interface EventMeta {
  aggregateId: string;
  producer: string;
  /**
   * W3C trace context of the change, carried so a consumer's work joins the same trace. By default the context
   * active when the event is written: the request's (or job's) span whose transaction the event belongs to.
   */
  trace?: TraceCarrier;
}

export interface EncodedEvent {
  id: string;
  type: string;
  bytes: Uint8Array;
}

/** Wraps one event message in the envelope and encodes both as protobuf binary. */
export function encodeEvent<D extends DescMessage>(
  schema: D,
  payload: MessageInitShape<D>,
  meta: EventMeta,
): EncodedEvent {
  const id = randomUUID();
  const trace = meta.trace ?? currentTraceCarrier();
  const envelope = create(EnvelopeSchema, {
    id,
    type: schema.typeName,
    occurredAt: timestampNow(),
    aggregateId: meta.aggregateId,
    producer: meta.producer,
    trace: trace.traceparent
      ? { traceparent: trace.traceparent, tracestate: trace.tracestate ?? '' }
      : undefined,
    payload: toBinary(schema, create(schema, payload)),
  });
  return { id, type: schema.typeName, bytes: toBinary(EnvelopeSchema, envelope) };
}

export function decodeEnvelope(bytes: Uint8Array): Envelope {
  return fromBinary(EnvelopeSchema, bytes);
}

/** Decodes an envelope's payload by its type name; an unknown type is an error (a newer producer, or garbage). */
export function decodePayload(envelope: Envelope): MessageShape<DescMessage> {
  const schema = eventSchema(envelope.type);
  if (!schema) throw new Error(`Unknown event type ${JSON.stringify(envelope.type)}`);
  return fromBinary(schema, envelope.payload);
}
