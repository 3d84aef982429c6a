import { eventually, removeQueues, testEventBus } from '@tutor/test-kit';
import { randomUUID } from 'node:crypto';
import {
  CreditConsumedSchema,
  ParentLinkedSchema,
  ParentUnlinkedSchema,
  replyIdOf,
  TOPICS,
  UserDeletedSchema,
  UserRegisteredSchema,
} from '@tutor/contracts';
import {
  changeWithEvents,
  decodeEnvelope,
  decodePayload,
  encodeEvent,
  signIdentity,
  startService,
  type EventBus,
} from '@tutor/service-runtime';
import pg from 'pg';
import { consumeCredit, refundCredit } from '../src/domain/credits';
import { BillingError } from '../src/domain/errors';
import {
  confirmPayment,
  expireSubscriptions,
  paymentStatus,
  rejectPayment,
  requestPayment,
  upgradeUser,
} from '../src/domain/payments';
import { paymentActionsOf } from '../src/data/payments';
import { findPlan, recordFreeChargeAtVersion, spendCreditAtVersion } from '../src/data/plans';
import { planView } from '../src/domain/plan';
import { service as billing } from '../src/service';

const secret = 'billing-test-secret-0123';
const prefix = `tutor_test_billing_${randomUUID().slice(0, 6)}_`;
const namespace = prefix.replace(/_+$/, '').replace(/_/g, '-');
const settings = { freeMessages: 10, subscriptionDays: 30 };
const OWNER_ID = randomUUID();
/** Charges are keyed by the reply id (a conversation and the learner's message id). */
const charge = (messageId: string) => replyIdOf(CONVERSATION_ID, messageId);
const CONVERSATION_ID = randomUUID();
const DAY = 24 * 3600 * 1000;

describe('billing', () => {
  let svc: Awaited<ReturnType<typeof startService>>;
  let bus: EventBus;
  let url: string;

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
    const res = await fetch(url, {
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

  beforeAll(async () => {
    const env = {
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
    };
    svc = await startService(billing, env);
    url = `http://127.0.0.1:${svc.port}/graphql`;
    bus = testEventBus(namespace);
  });
  afterAll(async () => {
    await bus.close();
    await svc.stop();
    await removeQueues(namespace); // the expiry sweep's scheduler
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${prefix}billing" WITH (FORCE)`);
    await admin.end();
  });

  it('gives a registered user the free plan once, even when the event is delivered twice', async () => {
    const userId = randomUUID();
    const event = encodeEvent(
      UserRegisteredSchema,
      { userId, email: 'twice@tutor.test', name: 'Twice' },
      { aggregateId: userId, producer: 'test' },
    );
    await bus.publish(TOPICS.identityUser, [{ key: userId, value: event.bytes }]);
    await eventually(
      () => findPlan(svc.pool, userId),
      (p) => p !== undefined,
    );
    await consumeCredit(svc.pool, userId, charge('m-1'), 10);
    await bus.publish(TOPICS.identityUser, [{ key: userId, value: event.bytes }]);
    const marker = randomUUID();
    const after = encodeEvent(
      UserRegisteredSchema,
      { userId: marker, email: 'marker@tutor.test', name: 'M' },
      { aggregateId: userId, producer: 'test' },
    );
    await bus.publish(TOPICS.identityUser, [{ key: userId, value: after.bytes }]); // same key: handled after the duplicate
    await eventually(
      () => findPlan(svc.pool, marker),
      (p) => p !== undefined,
    );
    expect((await findPlan(svc.pool, userId))!.remaining_messages).toBe(9);
  });

  it("lets a linked parent read a child's plan until unlinked, and no other user's", async () => {
    const child = await registered();
    const stranger = await registered();
    const parent = { ...(await registered()), role: 'User' as const };
    const plan = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { plan remainingMessages } } }`;
    const read = (id: string) => graphql(plan, parent, { r: [{ __typename: 'User', id }] });
    const announce = (schema: typeof ParentLinkedSchema | typeof ParentUnlinkedSchema) =>
      familyEvent(schema, parent.id, child.id);
    expect((await read(child.id)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await announce(ParentLinkedSchema);
    const linked = await eventually(
      () => read(child.id),
      (r) => !r.errors,
    );
    expect(linked.data).toEqual({ _entities: [{ plan: 'Free', remainingMessages: 10 }] });
    expect((await read(stranger.id)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await announce(ParentUnlinkedSchema);
    await eventually(
      () => read(child.id),
      (r) => r.errors?.[0]?.extensions.code === 'FORBIDDEN',
    );
    expect(
      (await graphql(plan, undefined, { r: [{ __typename: 'User', id: child.id }] })).errors?.[0]?.extensions
        .code,
    ).toBe('UNAUTHENTICATED');
  });

  it('lets exactly 10 of 100 concurrent sends through for a user with 10 credits, never below zero', async () => {
    const user = await registered();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        consumeCredit(svc.pool, user.id, charge(`burst-${user.id}-${i}`), 10),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled' && r.value.consumed);
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as BillingError).code === 'NO_CREDITS',
    );
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect((await findPlan(svc.pool, user.id))!.remaining_messages).toBe(0);
  });

  it('consumes once for the same message id', async () => {
    const user = await registered();
    const first = await consumeCredit(svc.pool, user.id, charge('same-id'), 10);
    const again = await consumeCredit(svc.pool, user.id, charge('same-id'), 10);
    expect(first).toMatchObject({ consumed: true, plan: { remainingMessages: 9 } });
    expect(again).toMatchObject({ consumed: false, plan: { remainingMessages: 9 } });
  });

  it("announces a consumed credit with the plan's stored state, in one statement that holds only at the version read", async () => {
    const user = await registered();
    const before = (await findPlan(svc.pool, user.id))!;
    const spent = await consumeCredit(svc.pool, user.id, charge('as-read'), 10);
    const after = (await findPlan(svc.pool, user.id))!;
    expect(spent).toMatchObject({ consumed: true, state: { version: after.version, remainingMessages: 9 } });
    expect(after).toMatchObject({ remaining_messages: 9, version: before.version + 1 });
    const announced = await svc.pool.query<{ envelope: Buffer }>(
      'SELECT envelope FROM outbox WHERE aggregate_id = $1 AND type = $2 ORDER BY seq',
      [user.id, CreditConsumedSchema.typeName],
    );
    expect(announced.rows).toHaveLength(1);
    const event = decodePayload(decodeEnvelope(new Uint8Array(announced.rows[0]!.envelope))) as unknown as {
      remaining: number;
      plan: { version: bigint; remainingMessages: number };
    };
    expect(event).toMatchObject({
      remaining: 9,
      plan: { version: BigInt(after.version), remainingMessages: 9 },
    });
    // A plan changed since it was read (here: the spend above) takes nothing, records no charge, announces nothing.
    const stale = await changeWithEvents(
      svc.pool,
      spendCreditAtVersion(user.id, charge('stale'), before.version),
      TOPICS.billingPlan,
      user.id,
      [
        encodeEvent(
          CreditConsumedSchema,
          { userId: user.id, messageId: charge('stale') },
          { aggregateId: user.id, producer: 'test' },
        ),
      ],
    );
    expect(stale).toEqual([]);
    expect((await findPlan(svc.pool, user.id))!).toMatchObject({
      remaining_messages: 9,
      version: after.version,
    });
    expect(
      (await svc.pool.query('SELECT 1 FROM credit_charges WHERE message_id = $1', [charge('stale')]))
        .rowCount,
    ).toBe(0);
    expect(
      (
        await svc.pool.query('SELECT 1 FROM outbox WHERE aggregate_id = $1 AND type = $2', [
          user.id,
          CreditConsumedSchema.typeName,
        ])
      ).rowCount,
    ).toBe(1);
    expect(await recordFreeChargeAtVersion(svc.pool, user.id, charge('stale'), before.version)).toBe(false);
  });

  it('decides a send whose plan changed after it was read under the lock: a stale read never spends twice', async () => {
    const user = await registered();
    // Sends of one message id and of others at once: reads see the same version, one statement of each version holds.
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => consumeCredit(svc.pool, user.id, charge('same-at-once'), 10)),
      ...Array.from({ length: 4 }, (_, i) => consumeCredit(svc.pool, user.id, charge(`other-${i}`), 10)),
    ]);
    expect(results.slice(0, 4).filter((r) => r.consumed)).toHaveLength(1);
    expect(results.slice(4).every((r) => r.consumed)).toBe(true);
    const plan = (await findPlan(svc.pool, user.id))!;
    expect(plan.remaining_messages).toBe(5);
    const versions = results.filter((r) => r.consumed).map((r) => r.state.version);
    expect(new Set(versions).size).toBe(5); // each spend answered with the version it made
    expect(Math.max(...versions)).toBe(plan.version);
  });

  it('refunds exactly one credit, once; a retry after the refund is charged again', async () => {
    const user = await registered();
    await consumeCredit(svc.pool, user.id, charge('r-1'), 10);
    await consumeCredit(svc.pool, user.id, charge('r-2'), 10);
    expect(await refundCredit(svc.pool, user.id, charge('r-1'), 10)).toMatchObject({
      refunded: true,
      plan: { remainingMessages: 9 },
    });
    expect(await refundCredit(svc.pool, user.id, charge('r-1'), 10)).toMatchObject({
      refunded: false,
      plan: { remainingMessages: 9 },
    });
    expect(await refundCredit(svc.pool, user.id, charge('never-sent'), 10)).toMatchObject({
      refunded: false,
    });
    expect(await consumeCredit(svc.pool, user.id, charge('r-1'), 10)).toMatchObject({
      consumed: true,
      plan: { remainingMessages: 8 },
    });
  });

  it('charges nothing on the monthly plan, and a refund then gives nothing back', async () => {
    const user = await registered();
    await upgradeUser(svc.pool, user.email, 'TX-1', settings, OWNER_ID);
    expect(await consumeCredit(svc.pool, user.id, charge('m-monthly'), 10)).toMatchObject({
      consumed: false,
      plan: { isSubscribed: true, remainingMessages: 10 },
    });
    expect(await refundCredit(svc.pool, user.id, charge('m-monthly'), 10)).toMatchObject({
      refunded: false,
      plan: { remainingMessages: 10 },
    });
  });

  it('opens one request per user: pressing again returns the open one', async () => {
    const user = await registered();
    const [a, b] = await Promise.all([requestPayment(svc.pool, user), requestPayment(svc.pool, user)]);
    expect(a.id).toBe(b.id);
    expect(a.status).toBe('pending');
  });

  it("lets a linked parent pay for a child: the child's one open request, approval subscribes the child; anyone else is refused", async () => {
    const child = await registered(undefined, 'Salma');
    const parent = await registered(undefined, 'Hany');
    const stranger = await registered(undefined, 'Omar');
    await familyEvent(ParentLinkedSchema, parent.id, child.id);
    // Not linked (yet, or ever): refused before anything is stored.
    await expect(requestPayment(svc.pool, stranger, {}, child.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const byParent = await eventually(
      () =>
        requestPayment(svc.pool, parent, { reference: 'IP-1' }, child.id).catch((err: BillingError) => err),
      (r) => !(r instanceof BillingError),
    );
    expect(byParent).toMatchObject({
      user_id: child.id,
      email: child.email,
      name: 'Salma',
      status: 'pending',
      reference: 'IP-1',
      requested_by: parent.id,
      requested_by_name: 'Hany',
    });
    // The child's own press is the same slot; the opener stays recorded.
    const own = await requestPayment(svc.pool, child);
    expect(own).toMatchObject({ id: (byParent as { id: string }).id, requested_by: parent.id });
    expect((await paymentStatus(svc.pool, child.id)).status).toBe('pending');
    expect((await paymentStatus(svc.pool, parent.id)).status).toBe('none');

    await confirmPayment(svc.pool, child.email, settings, OWNER_ID);
    expect(planView((await findPlan(svc.pool, child.id))!, 10).isSubscribed).toBe(true);
    expect(planView((await findPlan(svc.pool, parent.id))!, 10).isSubscribed).toBe(false);

    // Through GraphQL: FORBIDDEN for a stranger, the status for the parent; a malformed id is the caller's mistake.
    const pay = 'mutation($c: ID) { requestPayment(childId: $c) { id } }';
    const status = 'query($c: ID) { paymentStatus(childId: $c) { status } }';
    const as = (u: { id: string; email: string }) => ({ ...u, role: 'User' as const });
    expect((await graphql(pay, as(stranger), { c: child.id })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await graphql(status, as(stranger), { c: child.id })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await graphql(pay, as(parent), { c: 'salma' })).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await graphql(status, as(parent), { c: child.id })).data).toEqual({
      paymentStatus: { status: 'confirmed' },
    });

    // A deleted parent's name leaves the child's request; the request stays the child's.
    await bus.publish(TOPICS.identityUser, [
      {
        key: parent.id,
        value: encodeEvent(
          UserDeletedSchema,
          { userId: parent.id },
          { aggregateId: parent.id, producer: 'test' },
        ).bytes,
      },
    ]);
    const kept = await eventually(
      () => paymentStatus(svc.pool, child.id),
      (s) => s.request?.requested_by === null,
    );
    expect(kept.request).toMatchObject({ status: 'confirmed', requested_by_name: null });
  });

  it('confirming twice activates once; confirming a later request extends from the current end', async () => {
    const user = await registered();
    const now = new Date('2026-11-01T00:00:00Z');
    await requestPayment(svc.pool, user);
    await confirmPayment(svc.pool, user.email, settings, OWNER_ID, now);
    await confirmPayment(svc.pool, user.email, settings, OWNER_ID, now);
    const first = await findPlan(svc.pool, user.id);
    expect(first!.subscription_expires_at!.getTime()).toBe(now.getTime() + 30 * DAY);
    await requestPayment(svc.pool, user);
    await confirmPayment(svc.pool, user.email, settings, OWNER_ID, new Date(now.getTime() + 10 * DAY));
    expect((await findPlan(svc.pool, user.id))!.subscription_expires_at!.getTime()).toBe(
      now.getTime() + 60 * DAY,
    );
  });

  it('rejects a pending request with its audit entry, and answers NOT_FOUND when there is none', async () => {
    const user = await registered();
    await expect(rejectPayment(svc.pool, user.email, OWNER_ID)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const request = await requestPayment(svc.pool, user);
    expect(await rejectPayment(svc.pool, user.email, OWNER_ID)).toMatchObject({
      status: 'rejected',
      logged: true,
    });
    expect(await paymentActionsOf(svc.pool, request.id)).toEqual([
      { action: 'rejected', actor_id: OWNER_ID },
    ]);
    await expect(rejectPayment(svc.pool, user.email, OWNER_ID)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('returns an expired subscriber to the free plan with the free messages they had left, announced once', async () => {
    const user = await registered();
    await consumeCredit(svc.pool, user.id, charge('before-sub'), 10);
    const start = new Date(Date.now() - 40 * DAY);
    await upgradeUser(svc.pool, user.email, 'TX-2', settings, OWNER_ID, start);
    const ended = await expireSubscriptions(svc.pool);
    expect(ended).toContain(user.id);
    expect(await expireSubscriptions(svc.pool)).not.toContain(user.id);
    expect(planView(await findPlan(svc.pool, user.id), 10)).toEqual({
      plan: 'Free',
      isSubscribed: false,
      remainingMessages: 9,
      expiresAt: null,
    });
  });

  it('refuses every owner action to a non-owner, changing nothing', async () => {
    const user = await registered();
    await requestPayment(svc.pool, user);
    const caller = { id: user.id, email: user.email, role: 'User' as const };
    for (const op of [
      `mutation { confirmPayment(email: "${user.email}") { id } }`,
      `mutation { rejectPayment(email: "${user.email}") { id } }`,
      `mutation { upgradeUser(email: "${user.email}", transactionNumber: "X") }`,
      `mutation { logPaymentAction(email: "${user.email}", action: "confirmed", timestamp: "2026-11-01T00:00:00Z") }`,
      '{ paymentRequests { id } }',
      '{ billingStats { pendingRequests activeSubscriptions } }',
    ]) {
      const body = await graphql(op, caller);
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const status = await graphql('{ paymentStatus { status ownerConfirmed } }', caller);
    expect(status.data).toEqual({ paymentStatus: { status: 'pending', ownerConfirmed: false } });
    expect((await findPlan(svc.pool, user.id))!.subscription_expires_at).toBeNull();
  });

  it('lets the owner confirm through GraphQL, which writes the one audit entry; the learner then sees it', async () => {
    const user = await registered();
    const owner = { id: randomUUID(), email: 'owner@tutor.test', role: 'Owner' as const };
    const learner = { id: user.id, email: user.email, role: 'User' as const };
    const requested = await graphql('mutation { requestPayment { id } }', learner);
    const requestId = (requested.data as { requestPayment: { id: string } }).requestPayment.id;
    const log = `mutation { logPaymentAction(email: "${user.email}", action: "confirmed", timestamp: "2026-11-01T00:00:00Z") }`;
    // Pending: nothing to log yet, and the call writes nothing.
    expect((await graphql(log, owner)).data).toEqual({ logPaymentAction: false });
    expect(await paymentActionsOf(svc.pool, requestId)).toEqual([]);
    expect(
      (await graphql(`mutation { confirmPayment(email: "${user.email}") { status logged } }`, owner)).data,
    ).toEqual({ confirmPayment: { status: 'confirmed', logged: true } });
    expect(await paymentActionsOf(svc.pool, requestId)).toEqual([
      { action: 'confirmed', actor_id: owner.id },
    ]);
    // The contract's log call is accepted, and never adds a second entry.
    expect((await graphql(log, owner)).data).toEqual({ logPaymentAction: false });
    expect((await graphql(log, owner)).data).toEqual({ logPaymentAction: false });
    expect(await paymentActionsOf(svc.pool, requestId)).toHaveLength(1);
    expect((await graphql('{ paymentStatus { status ownerConfirmed } }', learner)).data).toEqual({
      paymentStatus: { status: 'confirmed', ownerConfirmed: true },
    });
    const rejected = await graphql(`mutation { rejectPayment(email: "${user.email}") { id } }`, owner);
    expect(rejected.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('counts pending requests and active monthly plans for the owner only', async () => {
    const owner = { id: OWNER_ID, email: 'owner@tutor.test', role: 'Owner' as const };
    const STATS = '{ billingStats { pendingRequests activeSubscriptions } }';
    const stats = async () =>
      (
        (await graphql(STATS, owner)).data as {
          billingStats: { pendingRequests: number; activeSubscriptions: number };
        }
      ).billingStats;
    const before = await stats();
    const [waiting, alsoWaiting, confirmed, lapsed, rejected] = await Promise.all(
      Array.from({ length: 5 }, () => registered()),
    );
    for (const user of [waiting!, alsoWaiting!, confirmed!, rejected!]) await requestPayment(svc.pool, user);
    await confirmPayment(svc.pool, confirmed!.email, settings, OWNER_ID);
    await rejectPayment(svc.pool, rejected!.email, OWNER_ID);
    // A plan that ended ten days ago is not active, announced or not.
    await upgradeUser(
      svc.pool,
      lapsed!.email,
      'TX-LAPSED',
      settings,
      OWNER_ID,
      new Date(Date.now() - 40 * DAY),
    );
    expect(await stats()).toEqual({
      pendingRequests: before.pendingRequests + 2,
      activeSubscriptions: before.activeSubscriptions + 1,
    });
    const learner = { id: waiting!.id, email: waiting!.email, role: 'User' as const };
    const refused = await graphql(STATS, learner);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(refused.data ?? null).toBeNull();
    expect((await graphql(STATS)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('purges every billing row of a deleted user', async () => {
    const user = await registered();
    await consumeCredit(svc.pool, user.id, charge('del-1'), 10);
    await requestPayment(svc.pool, user);
    const event = encodeEvent(
      UserDeletedSchema,
      { userId: user.id, email: user.email },
      { aggregateId: user.id, producer: 'test' },
    );
    await bus.publish(TOPICS.identityUser, [{ key: user.id, value: event.bytes }]);
    await eventually(
      () => findPlan(svc.pool, user.id),
      (p) => p === undefined,
    );
    for (const table of ['credit_charges', 'payment_requests', 'billing_users']) {
      const { rowCount } = await svc.pool.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id]);
      expect({ table, rows: rowCount }).toEqual({ table, rows: 0 });
    }
  });

  it('serves message credits to services over the signed internal API', async () => {
    const user = await registered();
    const base = `http://127.0.0.1:${svc.port}/internal`;
    const post = (path: string, body: object, token = signIdentity({ issuer: 'conversation' }, secret)) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-identity': token },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/credits/consume', { userId: user.id, messageId: charge('x') }, 'forged')).status,
    ).toBe(401);
    expect((await post('/credits/consume', { userId: 'not-a-uuid', messageId: charge('x') })).status).toBe(
      400,
    );
    const ok = await post('/credits/consume', { userId: user.id, messageId: charge('api-1') });
    expect(await ok.json()).toMatchObject({ consumed: true, plan: { remainingMessages: 9, plan: 'Free' } });
    for (let i = 0; i < 9; i++)
      await post('/credits/consume', { userId: user.id, messageId: charge(`api-fill-${i}`) });
    const refused = await post('/credits/consume', { userId: user.id, messageId: charge('api-11') });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      code: 'NO_CREDITS',
      message: "You've used all your free messages. Please upgrade your account.",
    });
  });

  describe('payment details and the evidence of a transfer', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really pixels'),
    ]);
    const send = `mutation Send($reference: String, $screenshotBase64: String) {
      requestPayment(reference: $reference, screenshotBase64: $screenshotBase64) { id status reference hasScreenshot }
    }`;
    const shotOf = (requestId: string) => `{ paymentScreenshot(requestId: "${requestId}") }`;
    const asUser = (u: { id: string; email: string }) => ({ ...u, role: 'User' as const });
    const owner = { id: OWNER_ID, email: 'owner@tutor.test', role: 'Owner' as const };
    const stored = async (userId: string) =>
      (
        await svc.pool.query<{ n: string }>('SELECT count(*) AS n FROM payment_requests WHERE user_id = $1', [
          userId,
        ])
      ).rows[0]!.n;

    it('tells a learner where and how much to pay, from the settings', async () => {
      const learner = asUser(await registered());
      expect(
        (
          await graphql(
            '{ paymentDetails { instapayAddress whatsappNumber priceEgp currency subscriptionDays } }',
            learner,
          )
        ).data,
      ).toEqual({
        paymentDetails: {
          instapayAddress: 'tutor-test@instapay',
          whatsappNumber: '+20 111 222 3333',
          priceEgp: 120,
          currency: 'EGP',
          subscriptionDays: 30,
        },
      });
    });

    it('stores the reference and screenshot with the request; only the owner reads the screenshot', async () => {
      const learner = asUser(await registered());
      const other = asUser(await registered());
      const sent = await graphql(send, learner, {
        reference: '  IPN-2026-0001  ',
        screenshotBase64: `data:image/png;base64,${png.toString('base64')}`,
      });
      const request = (sent.data as { requestPayment: { id: string } }).requestPayment;
      expect(sent.data).toEqual({
        requestPayment: {
          id: request.id,
          status: 'pending',
          reference: 'IPN-2026-0001',
          hasScreenshot: true,
        },
      });
      // The owner sees it beside the request, and reads the image as a data URL.
      const listed = await graphql(
        '{ paymentRequests(status: "pending") { id reference hasScreenshot } }',
        owner,
      );
      expect((listed.data as { paymentRequests: unknown[] }).paymentRequests).toContainEqual({
        id: request.id,
        reference: 'IPN-2026-0001',
        hasScreenshot: true,
      });
      expect((await graphql(shotOf(request.id), owner)).data).toEqual({
        paymentScreenshot: `data:image/png;base64,${png.toString('base64')}`,
      });
      // Neither another learner nor the learner who sent it can read it back.
      for (const caller of [other, learner, undefined]) {
        const read = await graphql(shotOf(request.id), caller);
        expect(read.data?.paymentScreenshot ?? null).toBeNull();
        expect(read.errors?.[0]?.extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      }
      expect((await graphql(shotOf('not-a-uuid'), owner)).errors?.[0]?.extensions.code).toBe(
        'BAD_USER_INPUT',
      );
      // A request without evidence (as /auth/notify-payment sends it) still works.
      const plain = await graphql(send, other);
      expect(plain.data).toMatchObject({
        requestPayment: { status: 'pending', reference: null, hasScreenshot: false },
      });
      const none = (plain.data as { requestPayment: { id: string } }).requestPayment.id;
      expect((await graphql(shotOf(none), owner)).data).toEqual({ paymentScreenshot: null });
    });

    it('refuses a screenshot of the wrong type or size, and a long reference, with a clear message, storing nothing', async () => {
      const learner = asUser(await registered());
      const cases = [
        {
          variables: { screenshotBase64: Buffer.from('GIF89a......').toString('base64') },
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Only PNG, JPEG and WebP images can be sent',
        },
        {
          variables: {
            screenshotBase64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
          },
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Only PNG, JPEG and WebP images can be sent',
        },
        {
          variables: { screenshotBase64: Buffer.concat([png, Buffer.alloc(4096)]).toString('base64') },
          code: 'PAYLOAD_TOO_LARGE',
          message: 'The image is larger than 2 KB',
        },
        {
          variables: { reference: 'x'.repeat(101) },
          code: 'BAD_USER_INPUT',
          message: 'reference must be at most 100 characters',
        },
      ];
      for (const { variables, code, message } of cases) {
        const refused = await graphql(send, learner, variables);
        expect({ code: refused.errors?.[0]?.extensions.code, message: refused.errors?.[0]?.message }).toEqual(
          {
            code,
            message,
          },
        );
      }
      expect(await stored(learner.id)).toBe('0');
    });
  });
});
