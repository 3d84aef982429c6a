import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { appendEvent, type PoolClient } from '@tutor/service-runtime';

export const BILLING_PRODUCER = 'billing';

/** Writes one of billing's events to its outbox, in the caller's transaction, keyed by the user it is about. */
export const announce = <D extends DescMessage>(
  tx: PoolClient,
  topic: string,
  schema: D,
  payload: MessageInitShape<D>,
  userId: string,
) => appendEvent(tx, topic, schema, payload, { aggregateId: userId, producer: BILLING_PRODUCER });
