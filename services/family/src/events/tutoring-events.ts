import { timestampDate } from '@bufbuild/protobuf/wkt';
import { MessageFlaggedSchema, TOPICS } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { insertChildFlag } from '../data/family';

/**
 * A child's safety flags for their linked parents (ADR 18): only the category and the time are kept, never the
 * excerpt. Kept for every learner, so a parent linked later still sees the recent ones.
 */
export function consumeTutoringEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.tutoringFlag,
    group: 'family.flags',
    handlers: [
      on(MessageFlaggedSchema, (e, envelope, tx) =>
        insertChildFlag(
          tx,
          e.replyId,
          e.userId,
          e.category,
          envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(),
        ),
      ),
    ],
  });
}
