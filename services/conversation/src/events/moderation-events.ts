import { timestampDate } from '@bufbuild/protobuf/wkt';
import { LearnerReinstatedSchema, LearnerSuspendedSchema, TOPICS } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { reinstateLearner, suspendLearner } from '../data/suspensions';

/** The owner's suspensions (admin.moderation, ADR 17): a suspended learner's sends are refused here. */
export function consumeModerationEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.adminModeration,
    group: 'conversation.moderation',
    handlers: [
      on(LearnerSuspendedSchema, (e, envelope, tx) =>
        suspendLearner(tx, e.userId, envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date()),
      ),
      on(LearnerReinstatedSchema, (e, _envelope, tx) => reinstateLearner(tx, e.userId)),
    ],
  });
}
