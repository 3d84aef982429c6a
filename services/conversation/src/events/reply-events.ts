import { ReplyCompletedSchema, ReplyFailedSchema, TOPICS } from '@tutor/contracts';
import type { BillingClient } from '@tutor/billing/client';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { findMessage, insertReply, setMessageStatus } from '../data/messages';
import { parseReplyId } from '../domain/send';

/**
 * The finished reply is persisted from ReplyCompleted (once per reply id); a failed one marks the learner's
 * message failed and gives the credit back (billing's refund is idempotent, so a redelivery refunds once).
 */
export function consumeReplyEvents({ bus, pool, log }: ServiceRuntime<Config>, billing: BillingClient) {
  return consumeEvents({
    bus,
    pool,
    log,
    topic: TOPICS.tutoringReply,
    group: 'conversation.replies',
    handlers: [
      on(ReplyCompletedSchema, async (e, _env, tx) => {
        const ids = parseReplyId(e.replyId);
        if (!ids || !(await findMessage(tx, ids.conversationId, ids.messageId))) return; // conversation deleted meanwhile
        await insertReply(tx, ids.conversationId, ids.messageId, e.userId, e.content);
        await setMessageStatus(tx, ids.conversationId, ids.messageId, 'replied');
      }),
      on(ReplyFailedSchema, async (e, _env, tx) => {
        const ids = parseReplyId(e.replyId);
        const message = ids && (await findMessage(tx, ids.conversationId, ids.messageId));
        if (!ids || !message || message.status !== 'sent') return;
        await setMessageStatus(tx, ids.conversationId, ids.messageId, 'failed');
        await billing.refund(e.userId, e.replyId);
      }),
    ],
  });
}
