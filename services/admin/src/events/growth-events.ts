import { timestampDate } from '@bufbuild/protobuf/wkt';
import {
  CreditConsumedSchema,
  MessageSentSchema,
  PaymentConfirmedSchema,
  PaymentRequestedSchema,
  ReplyDeliveredSchema,
  TOPICS,
  UserDeletedSchema,
  UserProfileUpdatedSchema,
  UserRegisteredSchema,
  type Envelope,
  type Topic,
} from '@tutor/contracts';
import { consumeEvents, on, type HandlerEntry, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { forgetGrowth, markActive, reachStep } from '../data/growth';

/** When the producer committed the change: the step's time and the active day, however late it is handled. */
const occurredAt = (envelope: Envelope) =>
  envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date();

/**
 * The owner's growth read model (funnel steps and active days) follows five topics, each with its own group
 * (`admin.growth.<topic>`, reading from the start of the topic's history); one person's events come in any order
 * across them, so each step keeps its earliest time.
 */
export async function consumeGrowthEvents(runtime: ServiceRuntime<Config>) {
  const subscribe = (topic: Topic, handlers: HandlerEntry[]) =>
    consumeEvents({ ...runtime, topic, group: `admin.growth.${topic}`, handlers });
  await subscribe(TOPICS.identityUser, [
    on(UserRegisteredSchema, (e, envelope, tx) => reachStep(tx, e.userId, 'signedUp', occurredAt(envelope))),
    on(UserProfileUpdatedSchema, async (e, envelope, tx) => {
      if (e.userType) await reachStep(tx, e.userId, 'onboarded', occurredAt(envelope));
    }),
    on(UserDeletedSchema, (e, _envelope, tx) => forgetGrowth(tx, e.userId)),
  ]);
  // Replies without their text: admin reads no reply topic (ADR 17).
  await subscribe(TOPICS.tutoringDelivery, [
    on(ReplyDeliveredSchema, (e, envelope, tx) =>
      reachStep(tx, e.userId, 'firstReply', occurredAt(envelope)),
    ),
  ]);
  await subscribe(TOPICS.billingPlan, [
    on(CreditConsumedSchema, async (e, envelope, tx) => {
      if (e.remaining === 0) await reachStep(tx, e.userId, 'hitFreeLimit', occurredAt(envelope));
    }),
  ]);
  // The request's user is the learner, also when a linked parent sent it (ADR 18).
  await subscribe(TOPICS.billingPayment, [
    on(PaymentRequestedSchema, (e, envelope, tx) =>
      reachStep(tx, e.userId, 'askedToPay', occurredAt(envelope)),
    ),
    on(PaymentConfirmedSchema, (e, envelope, tx) =>
      reachStep(tx, e.userId, 'approved', occurredAt(envelope)),
    ),
  ]);
  await subscribe(TOPICS.tutoringConversation, [
    on(MessageSentSchema, (e, envelope, tx) => markActive(tx, e.userId, occurredAt(envelope))),
  ]);
}
