import { fromBinary, type DescMessage } from '@bufbuild/protobuf';
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import {
  CreditConsumedSchema,
  CreditRefundedSchema,
  SubscriptionActivatedSchema,
  SubscriptionExpiredSchema,
  TOPICS,
  UserDeletedSchema,
  UserProfileUpdatedSchema,
  UserRegisteredSchema,
  type Envelope,
  type ViewerProfile,
} from '@tutor/contracts';
import type { EventBus, Logger } from '@tutor/service-runtime';
import { decodeEnvelope } from '@tutor/service-runtime/events';
import type { ViewerStore } from './store';

/** A group per topic: on Kafka a group spans topics, and two topics in one group would split it (kafka-bus.ts). */
const GROUPS = { profiles: 'gateway.viewer.profiles', plans: 'gateway.viewer.plans' };
const orNull = (value: string) => value || null;
const genderOf = (value: string | undefined) => (value === 'female' || value === 'male' ? value : null);

/** A profile as identity's events carry it (empty strings for unset fields). */
function profileOf(e: {
  version: bigint;
  email: string;
  name: string;
  picture: string;
  role: string;
  language?: string;
  userType?: string;
  learningDomain?: string;
  educationalStage?: string;
  academicYear?: string;
  grammaticalGender?: string;
}): ViewerProfile {
  return {
    version: Number(e.version),
    email: e.email,
    name: e.name,
    picture: orNull(e.picture),
    role: e.role === 'Owner' ? 'Owner' : 'User',
    language: orNull(e.language ?? ''),
    userType: orNull(e.userType ?? ''),
    learningDomain: orNull(e.learningDomain ?? ''),
    educationalStage: orNull(e.educationalStage ?? ''),
    academicYear: orNull(e.academicYear ?? ''),
    grammaticalGender: genderOf(e.grammaticalGender),
  };
}

const PLAN_EVENTS = new Map<string, DescMessage>(
  [CreditConsumedSchema, CreditRefundedSchema, SubscriptionActivatedSchema, SubscriptionExpiredSchema].map(
    (s) => [s.typeName, s],
  ),
);
const payloadOf = <D extends DescMessage>(schema: D, envelope: Envelope) =>
  fromBinary(schema, envelope.payload);

/**
 * Keeps the viewer read model current from identity's and billing's events (ADR 20). Each event carries the whole
 * state with its version and the store keeps only the newest, so redelivery, duplicates and order need no record
 * of handled events (like the sessions' consumer). An event only refreshes a copy the gateway holds: a user
 * without one is read through federation when they next ask. Events without a version were written before
 * versions existed; their effect is in whatever a versioned read returns, so they are skipped.
 */
export async function keepViewersCurrent(bus: EventBus, store: ViewerStore, log: Logger) {
  const refresh = { onlyIfHeld: true };
  await bus.subscribe({
    topic: TOPICS.identityUser,
    group: GROUPS.profiles,
    handler: async (message) => {
      const envelope = decodeEnvelope(message.value);
      if (envelope.type === UserDeletedSchema.typeName)
        return store.markDeleted(payloadOf(UserDeletedSchema, envelope).userId);
      const e =
        envelope.type === UserRegisteredSchema.typeName
          ? payloadOf(UserRegisteredSchema, envelope)
          : envelope.type === UserProfileUpdatedSchema.typeName
            ? payloadOf(UserProfileUpdatedSchema, envelope)
            : undefined;
      if (e?.version) await store.apply(e.userId, 'profile', profileOf(e), refresh);
    },
  });
  await bus.subscribe({
    topic: TOPICS.billingPlan,
    group: GROUPS.plans,
    handler: async (message) => {
      const envelope = decodeEnvelope(message.value);
      const schema = PLAN_EVENTS.get(envelope.type);
      if (!schema) return;
      // Every plan event has these two (billing.proto): the user and the plan after the change.
      const { userId, plan } = payloadOf(schema, envelope) as unknown as {
        userId: string;
        plan?: { version: bigint; remainingMessages: number; subscriptionExpiresAt?: Timestamp };
      };
      if (!plan?.version) return;
      await store.apply(
        userId,
        'plan',
        {
          version: Number(plan.version),
          remainingMessages: plan.remainingMessages,
          subscriptionExpiresAt: plan.subscriptionExpiresAt
            ? timestampDate(plan.subscriptionExpiresAt).toISOString()
            : null,
        },
        refresh,
      );
    },
  });
  log.debug('viewer read model follows identity and billing events');
}
