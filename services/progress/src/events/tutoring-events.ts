import { timestampDate } from '@bufbuild/protobuf/wkt';
import {
  ConversationStartedSchema,
  MessageSentSchema,
  QuizAnsweredSchema,
  ReplyCompletedSchema,
  TOPICS,
  type Envelope,
} from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { countSubjectMessage } from '../data/classes';
import {
  countOnDay,
  countOnUnitDay,
  messageTopic,
  recordConversation,
  recordPractisedUnit,
  recordQuizAnswer,
  topicOf,
} from '../data/progress';

/** When the producer committed the change: the day it counts on, however late it is handled (catching up). */
export const occurredAt = (envelope: Envelope) =>
  envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date();

/**
 * Conversations and messages (tutoring.conversation). Idempotent through consumeEvents: each event id is recorded
 * with its effect, so a redelivery counts nothing twice.
 */
export function consumeConversationEvents(runtime: ServiceRuntime<Config>) {
  const zone = runtime.config.PROGRESS_TIME_ZONE;
  return consumeEvents({
    ...runtime,
    topic: TOPICS.tutoringConversation,
    group: 'progress.conversations',
    handlers: [
      on(ConversationStartedSchema, (e, envelope, tx) =>
        recordConversation(
          tx,
          {
            conversationId: e.conversationId,
            userId: e.userId,
            subjectId: e.subjectId,
            languageId: e.languageId,
            unitId: e.unitId,
          },
          occurredAt(envelope),
          zone,
        ),
      ),
      on(MessageSentSchema, async (e, envelope, tx) => {
        const at = occurredAt(envelope);
        const topic = await messageTopic(tx, e);
        await recordPractisedUnit(tx, topic, at, zone);
        await countOnUnitDay(tx, topic, { messages: 1 }, at, zone);
        await countOnDay(tx, e.userId, 'messages', at, zone);
        // Per subject too: a class's teacher sees the messages in their subject only (ADR 19).
        if (topic.subjectId) await countSubjectMessage(tx, e.userId, topic.subjectId, at, zone);
      }),
    ],
  });
}

/** Completed replies and marked quiz answers (tutoring.reply). */
export function consumeReplyEvents(runtime: ServiceRuntime<Config>) {
  const zone = runtime.config.PROGRESS_TIME_ZONE;
  return consumeEvents({
    ...runtime,
    topic: TOPICS.tutoringReply,
    group: 'progress.replies',
    handlers: [
      on(ReplyCompletedSchema, (e, envelope, tx) =>
        countOnDay(tx, e.userId, 'replies', occurredAt(envelope), zone),
      ),
      on(QuizAnsweredSchema, async (e, envelope, tx) => {
        const at = occurredAt(envelope);
        await recordQuizAnswer(tx, await topicOf(tx, e), e.correct, at, zone);
        await countOnDay(tx, e.userId, 'quiz_answers', at, zone);
      }),
    ],
  });
}
