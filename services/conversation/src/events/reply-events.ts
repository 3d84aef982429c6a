import { ReplyCompletedSchema, ReplyFailedSchema, TOPICS } from '@tutor/contracts';
import type { BillingClient } from '../clients/billing';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { endReplyStream, refundFailedReply, storeCompletedReply } from '../domain/reply-lifecycle';

/**
 * The worker's outcomes move the reply on (domain/reply-lifecycle.ts): a completed reply is stored (refunded first
 * when it cost the learner nothing), and only then does its stream get its `done` entry (ADR 14); a failed one
 * is refunded and its message marked failed (Retry-able).
 */
export function consumeReplyEvents(runtime: ServiceRuntime<Config>, billing: BillingClient) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.tutoringReply,
    group: 'conversation.replies',
    handlers: [
      on(
        ReplyCompletedSchema,
        (e, _env, tx) => storeCompletedReply(tx, billing, e),
        (e) => endReplyStream(runtime.redis, e),
      ),
      on(ReplyFailedSchema, (e, _env, tx) => refundFailedReply(tx, billing, e)),
    ],
  });
}
