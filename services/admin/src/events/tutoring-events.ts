import { timestampDate } from '@bufbuild/protobuf/wkt';
import { MessageFlaggedSchema, TOPICS } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { insertFlag } from '../data/flags';

/** The owner's safety flags follow tutor-inference's MessageFlagged events, on their own topic (ADR 17). */
export function consumeTutoringEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.tutoringFlag,
    group: 'admin.flags',
    handlers: [
      on(MessageFlaggedSchema, (e, envelope, tx) =>
        insertFlag(tx, e, envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date()),
      ),
    ],
  });
}
