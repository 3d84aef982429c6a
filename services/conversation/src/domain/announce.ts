import { TOPICS } from '@tutor/contracts';
import type { EventMeta } from '@tutor/service-runtime';

/** The conversation's events go to one topic, keyed by the conversation (their aggregate), in its outbox. */
export const CONVERSATION_TOPIC = TOPICS.tutoringConversation;
export const eventMeta = (conversationId: string): EventMeta => ({
  aggregateId: conversationId,
  producer: 'conversation',
});
