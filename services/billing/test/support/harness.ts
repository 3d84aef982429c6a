import { randomUUID } from 'node:crypto';
import {
  ParentLinkedSchema,
  ParentUnlinkedSchema,
  replyIdOf,
  TOPICS,
  UserRegisteredSchema,
} from '@tutor/contracts';
import { encodeEvent, signIdentity, startService, type EventBus } from '@tutor/service-runtime';
import { eventually, removeQueues, testEventBus } from '@tutor/test-kit';
import pg from 'pg';
import { findPlan } from '../../src/data/plans';
import { service as billing } from '../../src/service';

export const settings = { freeMessages: 10, subscriptionDays: 30, priceEgp: 99 };
export const OWNER_ID = randomUUID();
const CONVERSATION_ID = randomUUID();
/** Charges are keyed by the reply id (a conversation and the learner's message id). */
export const charge = (messageId: string) => replyIdOf(CONVERSATION_ID, messageId);
export const DAY = 24 * 3600 * 1000;

/**
 * The billing service in-process with PostgreSQL, Redis and the event bus; the test plays identity and family
 * (their events) and the gateway (signed identities). Call it at the top of a test file: it starts the service
 * before the file's tests and removes it, its database and its queues after them.
 */
export function billingHarness() {
  const secret = `billing-test-secret-${randomUUID()}`;
  const prefix = `tutor_test_billing_${randomUUID().slice(0, 6)}_`;
  const namespace = prefix.replace(/_+$/, '').replace(/_/g, '-');
  let svc: Awaited<ReturnType<typeof startService>>;
  let bus: EventBus;

  beforeAll(async () => {
    svc = await startService(billing, {
      ...process.env,
      INTERNAL_SECRET: secret,
      DATABASE_PREFIX: prefix,
      NAMESPACE: namespace,
      BILLING_PORT: '0',
      LOG_LEVEL: 'silent',
      PAYMENT_INSTAPAY_ADDRESS: 'tutor-test@instapay',
      PAYMENT_WHATSAPP_NUMBER: '+20 111 222 3333',
      MONTHLY_PRICE_EGP: '120',
      IMAGE_MAX_BYTES: '2048',
    });
    bus = testEventBus(namespace);
  });
  afterAll(async () => {
    await bus?.close();
    await svc?.stop();
    await removeQueues(namespace); // the expiry sweep's scheduler
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${prefix}billing" WITH (FORCE)`);
    await admin.end();
  });

  /** A user as identity announces them: the free plan arrives through the event. */
  async function registered(email = `${randomUUID().slice(0, 8)}@tutor.test`, name = 'Learner') {
    const userId = randomUUID();
    const event = encodeEvent(
      UserRegisteredSchema,
      { userId, email, name, role: 'User' },
      { aggregateId: userId, producer: 'test' },
    );
    await bus.publish(TOPICS.identityUser, [{ key: userId, value: event.bytes }]);
    await eventually(
      () => findPlan(svc.pool, userId),
      (p) => p !== undefined,
    );
    return { id: userId, email };
  }

  /** A link or unlink as the family service announces it (billing keeps a replica, ADR 18). */
  const familyEvent = (
    schema: typeof ParentLinkedSchema | typeof ParentUnlinkedSchema,
    parentId: string,
    childId: string,
  ) =>
    bus.publish(TOPICS.familyLink, [
      {
        key: childId,
        value: encodeEvent(schema, { parentId, childId }, { aggregateId: childId, producer: 'test' }).bytes,
      },
    ]);

  const graphql = async (
    query: string,
    user?: { id: string; email: string; role: 'Owner' | 'User' },
    variables: Record<string, unknown> = {},
  ) => {
    const res = await fetch(`http://127.0.0.1:${svc.port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-identity': signIdentity({ issuer: 'gateway', user }, secret),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions: { code: string } }[];
    };
  };

  return {
    secret,
    /** The started billing service (its pool, port and config). */
    get svc() {
      return svc;
    },
    get bus() {
      return bus;
    },
    registered,
    familyEvent,
    graphql,
  };
}
