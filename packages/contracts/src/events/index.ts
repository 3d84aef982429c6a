import { createRegistry, type DescMessage } from '@bufbuild/protobuf';
import { file_tutor_events_v1_billing } from './gen/tutor/events/v1/billing_pb';
import { file_tutor_events_v1_classes } from './gen/tutor/events/v1/classes_pb';
import { file_tutor_events_v1_conversation } from './gen/tutor/events/v1/conversation_pb';
import { file_tutor_events_v1_envelope } from './gen/tutor/events/v1/envelope_pb';
import { file_tutor_events_v1_family } from './gen/tutor/events/v1/family_pb';
import { file_tutor_events_v1_identity } from './gen/tutor/events/v1/identity_pb';
import { file_tutor_events_v1_moderation } from './gen/tutor/events/v1/moderation_pb';
import { file_tutor_events_v1_practice } from './gen/tutor/events/v1/practice_pb';
import { file_tutor_events_v1_tutoring } from './gen/tutor/events/v1/tutoring_pb';

export * from './gen/tutor/events/v1/billing_pb';
export * from './gen/tutor/events/v1/classes_pb';
export * from './gen/tutor/events/v1/conversation_pb';
export * from './gen/tutor/events/v1/envelope_pb';
export * from './gen/tutor/events/v1/family_pb';
export * from './gen/tutor/events/v1/identity_pb';
export * from './gen/tutor/events/v1/moderation_pb';
export * from './gen/tutor/events/v1/practice_pb';
export * from './gen/tutor/events/v1/tutoring_pb';

/** Topics are wire contracts: renaming one is a breaking change for every consumer. */
export const TOPICS = {
  identityUser: 'identity.user',
  billingPlan: 'billing.plan',
  billingPayment: 'billing.payment',
  tutoringReply: 'tutoring.reply',
  /** Safety flags alone, so that their readers (the owner's list, parents) never receive reply text (ADR 17). */
  tutoringFlag: 'tutoring.flag',
  /** ReplyDelivered alone (no reply text): for readers that only count replies, e.g. the owner's funnel (ADR 17). */
  tutoringDelivery: 'tutoring.delivery',
  tutoringConversation: 'tutoring.conversation',
  familyLink: 'family.link',
  adminModeration: 'admin.moderation',
  familyClass: 'family.class',
  /** Checked practice outcomes (ItemAnswered, SkillReviewed), by learner (ADR 22). */
  practiceOutcome: 'practice.outcome',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];
/** Every topic: each service creates them (and their dead-letter topics) at start, where the bus needs that. */
export const EVENT_TOPICS: readonly Topic[] = Object.values(TOPICS);

/** Every event message, so that a consumer can decode any envelope's payload by its type name. */
export const eventRegistry = createRegistry(
  file_tutor_events_v1_envelope,
  file_tutor_events_v1_identity,
  file_tutor_events_v1_billing,
  file_tutor_events_v1_conversation,
  file_tutor_events_v1_tutoring,
  file_tutor_events_v1_family,
  file_tutor_events_v1_moderation,
  file_tutor_events_v1_classes,
  file_tutor_events_v1_practice,
);

export function eventSchema(typeName: string): DescMessage | undefined {
  return eventRegistry.getMessage(typeName);
}
