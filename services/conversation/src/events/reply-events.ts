import { isFinal, parseReplyId, ReplyCompletedSchema, ReplyFailedSchema, TOPICS } from '@tutor/contracts';
import type { BillingClient } from '../clients/billing';
import {
  consumeEvents,
  on,
  type ServiceRuntime,
  appendReplyEntry,
  lastReplyEntry,
} from '@tutor/service-runtime';
import type { Config } from '../config';
import { findLearner } from '../data/learners';
import { findMessage, setMessageStatus, storeReply } from '../data/messages';

/**
 * The finished reply is persisted from ReplyCompleted (once per reply id: the model's message id is derived
 * from the learner's), and only then does its stream get its `done` entry (ADR 14): a browser that sees `done`
 * finds the reply in the conversation's messages, and a flagged reply's credit already back (ADR 17). A failed one marks the learner's message failed and gives the credit back (billing's
 * refund is idempotent, so a redelivery refunds once).
 */
export function consumeReplyEvents(runtime: ServiceRuntime<Config>, billing: BillingClient) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.tutoringReply,
    group: 'conversation.replies',
    handlers: [
      on(
        ReplyCompletedSchema,
        async (e, _env, tx) => {
          const ids = parseReplyId(e.replyId);
          if (!ids) return;
          // A flagged message (or model reply) got a kind reply instead of the model's: it is not charged (ADR 17).
          // Refunded before the reply is stored, as for ReplyFailed: a billing failure undoes this handler and the
          // event comes again; billing refunds a charge once, and only a reply still in progress is refunded.
          if (e.flagged) {
            const message = await findMessage(tx, ids.conversationId, ids.messageId);
            if (!message) return; // conversation deleted meanwhile
            if (message.status === 'sent') await billing.refund(e.userId, e.replyId);
          }
          // Nothing is stored for a conversation deleted meanwhile.
          await storeReply(tx, { ...ids, userId: e.userId, content: e.content, stopped: e.stopped });
        },
        endReplyStream(runtime),
      ),
      on(ReplyFailedSchema, async (e, _env, tx) => {
        const ids = parseReplyId(e.replyId);
        if (!ids) return;
        const message = await findMessage(tx, ids.conversationId, ids.messageId);
        if (message && message.status !== 'sent') return; // answered meanwhile, or already failed and refunded
        // A message deleted meanwhile (with its conversation) got no reply either: its credit goes back too,
        // unless the learner is gone altogether (their billing data is purged; a refund would bring it back).
        if (!message && !(await findLearner(tx, e.userId))) return;
        // The refund comes first (a billing failure undoes this handler and the event is delivered again), so
        // the failed state, which lets the learner Retry, is only seen once the credit is back.
        await billing.refund(e.userId, e.replyId);
        if (message) await setMessageStatus(tx, ids.conversationId, ids.messageId, 'failed');
      }),
    ],
  });
}

/**
 * After the reply is stored (committed): the stream's `done`, once (a redelivery finds the stream already ended;
 * should two deliveries race past that check, readers stop at the first `done` anyway).
 */
const endReplyStream =
  ({ redis }: ServiceRuntime<Config>) =>
  async (e: { replyId: string; stopped: boolean }) => {
    const last = await lastReplyEntry(redis, e.replyId);
    if (last && isFinal(last.entry)) return;
    await appendReplyEntry(redis, e.replyId, e.stopped ? { type: 'done', stopped: true } : { type: 'done' });
  };
