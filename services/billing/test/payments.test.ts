import { randomUUID } from 'node:crypto';
import { confirmPayment, rejectPayment, requestPayment, upgradeUser } from '../src/domain/payments';
import { paymentActionsOf } from '../src/data/payments';
import { findPlan } from '../src/data/plans';
import { billingHarness, settings, OWNER_ID, DAY } from './support/harness';

describe("billing: payment requests and the owner's decisions", () => {
  const t = billingHarness();
  const { registered, graphql } = t;

  it('opens one request per user: pressing again returns the open one', async () => {
    const user = await registered();
    const [a, b] = await Promise.all([requestPayment(t.svc.pool, user), requestPayment(t.svc.pool, user)]);
    expect(a.id).toBe(b.id);
    expect(a.status).toBe('pending');
  });
  it('confirming twice activates once; confirming a later request extends from the current end', async () => {
    const user = await registered();
    const now = new Date('2026-11-01T00:00:00Z');
    await requestPayment(t.svc.pool, user);
    await confirmPayment(t.svc.pool, user.email, settings, OWNER_ID, now);
    await confirmPayment(t.svc.pool, user.email, settings, OWNER_ID, now);
    const first = await findPlan(t.svc.pool, user.id);
    expect(first!.subscription_expires_at!.getTime()).toBe(now.getTime() + 30 * DAY);
    await requestPayment(t.svc.pool, user);
    await confirmPayment(t.svc.pool, user.email, settings, OWNER_ID, new Date(now.getTime() + 10 * DAY));
    expect((await findPlan(t.svc.pool, user.id))!.subscription_expires_at!.getTime()).toBe(
      now.getTime() + 60 * DAY,
    );
  });
  it('rejects a pending request with its audit entry, and answers NOT_FOUND when there is none', async () => {
    const user = await registered();
    await expect(rejectPayment(t.svc.pool, user.email, OWNER_ID)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const request = await requestPayment(t.svc.pool, user);
    expect(await rejectPayment(t.svc.pool, user.email, OWNER_ID)).toMatchObject({
      status: 'rejected',
      logged: true,
    });
    expect(await paymentActionsOf(t.svc.pool, request.id)).toEqual([
      { action: 'rejected', actor_id: OWNER_ID },
    ]);
    await expect(rejectPayment(t.svc.pool, user.email, OWNER_ID)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
  it('refuses every owner action to a non-owner, changing nothing', async () => {
    const user = await registered();
    await requestPayment(t.svc.pool, user);
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
    expect((await findPlan(t.svc.pool, user.id))!.subscription_expires_at).toBeNull();
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
    expect(await paymentActionsOf(t.svc.pool, requestId)).toEqual([]);
    expect(
      (await graphql(`mutation { confirmPayment(email: "${user.email}") { status logged } }`, owner)).data,
    ).toEqual({ confirmPayment: { status: 'confirmed', logged: true } });
    expect(await paymentActionsOf(t.svc.pool, requestId)).toEqual([
      { action: 'confirmed', actor_id: owner.id },
    ]);
    // The contract's log call is accepted, and never adds a second entry.
    expect((await graphql(log, owner)).data).toEqual({ logPaymentAction: false });
    expect((await graphql(log, owner)).data).toEqual({ logPaymentAction: false });
    expect(await paymentActionsOf(t.svc.pool, requestId)).toHaveLength(1);
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
    for (const user of [waiting!, alsoWaiting!, confirmed!, rejected!])
      await requestPayment(t.svc.pool, user);
    await confirmPayment(t.svc.pool, confirmed!.email, settings, OWNER_ID);
    await rejectPayment(t.svc.pool, rejected!.email, OWNER_ID);
    // A plan that ended ten days ago is not active, announced or not.
    await upgradeUser(
      t.svc.pool,
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
});
