import { randomUUID } from 'node:crypto';
import { outboxEvents } from '@tutor/test-kit';
import { latestRequest, paymentActionsOf } from '../src/data/payments';
import { findPlan } from '../src/data/plans';
import { confirmPayment, rejectPayment, requestPayment, upgradeUser } from '../src/domain/payments';
import { billingHarness, OWNER_ID, settings } from './support/harness';

/**
 * The owner's income (issue 35): each approval records its price; income sums the period's ones per calendar month
 * (UTC) of the approval, every month of the period with zeros; approvals from before prices were recorded count at the
 * configured price (the harness's MONTHLY_PRICE_EGP, 120); a direct upgrade is an approval too.
 */
const INCOME = `query($from: String!, $to: String!) {
  income(from: $from, to: $to) { month approvedPayments amount currency } }`;
const owner = { id: OWNER_ID, email: 'owner@income.test', role: 'Owner' as const };

describe("billing: the owner's income", () => {
  const t = billingHarness();
  const { registered, graphql } = t;
  const decidedAt = (requestId: string, at: string) =>
    t.svc.pool.query('UPDATE payment_requests SET decided_at = $2 WHERE id = $1', [requestId, at]);

  it('records the price at approval, and a direct upgrade as an approved request', async () => {
    const amal = await registered();
    await requestPayment(t.svc.pool, amal);
    const confirmed = await confirmPayment(t.svc.pool, amal.email, settings, OWNER_ID);
    const priced = (id: string) =>
      t.svc.pool.query('SELECT amount, currency, transaction_number FROM payment_requests WHERE id = $1', [
        id,
      ]);
    expect((await priced(confirmed.id)).rows).toEqual([
      { amount: 99, currency: 'EGP', transaction_number: null },
    ]);

    // No request open: the upgrade opens one and approves it at once, with its audit entry and PaymentConfirmed,
    // and no PaymentRequested (the learner asked for nothing).
    const badr = await registered();
    await upgradeUser(t.svc.pool, badr.email, ' TX-BADR ', settings, OWNER_ID);
    const request = (await latestRequest(t.svc.pool, badr.id))!;
    expect(request).toMatchObject({ user_id: badr.id, status: 'confirmed', logged: true });
    expect((await priced(request.id)).rows).toEqual([
      { amount: 99, currency: 'EGP', transaction_number: 'TX-BADR' },
    ]);
    expect(await paymentActionsOf(t.svc.pool, request.id)).toEqual([
      { action: 'confirmed', actor_id: OWNER_ID },
    ]);
    expect((await outboxEvents(t.svc.pool, badr.id)).map((e) => e.type)).toEqual([
      'tutor.events.v1.SubscriptionActivated',
      'tutor.events.v1.PaymentConfirmed',
    ]);
    expect((await findPlan(t.svc.pool, badr.id))!.subscription_expires_at).not.toBeNull();

    // A rejection records no price.
    const cala = await registered();
    const rejected = await requestPayment(t.svc.pool, cala);
    await rejectPayment(t.svc.pool, cala.email, OWNER_ID);
    expect((await priced(rejected.id)).rows).toEqual([
      { amount: null, currency: null, transaction_number: null },
    ]);
  });

  it("sums the period's approvals per calendar month, every month of the period, zeros included", async () => {
    // Move this file's approvals out of the way, then place new ones at set times.
    await t.svc.pool.query(
      `UPDATE payment_requests SET decided_at = '2000-01-01' WHERE decided_at IS NOT NULL`,
    );
    const approved = async (at: string) => {
      const user = await registered();
      await requestPayment(t.svc.pool, user);
      const request = await confirmPayment(t.svc.pool, user.email, settings, OWNER_ID);
      await decidedAt(request.id, at);
      return request.id;
    };
    await approved('2026-01-14T23:59:59.999Z'); // the day before the period: its month, not its days
    await approved('2026-01-15T00:00:00Z');
    await approved('2026-01-31T23:59:59.999Z');
    await approved('2026-03-01T00:00:00Z');
    const unpriced = await approved('2026-03-02T23:59:59Z');
    // Approved before prices were recorded: counted at today's MONTHLY_PRICE_EGP (120 in this harness).
    await t.svc.pool.query('UPDATE payment_requests SET amount = NULL, currency = NULL WHERE id = $1', [
      unpriced,
    ]);
    await approved('2026-03-03T00:00:00Z'); // the day after the period
    const rejectedUser = await registered();
    await requestPayment(t.svc.pool, rejectedUser);
    const rejected = await rejectPayment(t.svc.pool, rejectedUser.email, OWNER_ID);
    await decidedAt(rejected.id, '2026-02-10T00:00:00Z');
    await requestPayment(t.svc.pool, await registered()); // pending: nothing

    const income = await graphql(INCOME, owner, { from: '2026-01-15', to: '2026-03-02' });
    expect(income.errors).toBeUndefined();
    expect(income.data!.income).toEqual([
      { month: '2026-01', approvedPayments: 2, amount: 198, currency: 'EGP' },
      { month: '2026-02', approvedPayments: 0, amount: 0, currency: 'EGP' },
      { month: '2026-03', approvedPayments: 2, amount: 99 + 120, currency: 'EGP' },
    ]);
    expect((await graphql(INCOME, owner, { from: '2026-02-01', to: '2026-02-28' })).data!.income).toEqual([
      { month: '2026-02', approvedPayments: 0, amount: 0, currency: 'EGP' },
    ]);
  });

  it('answers the exchange rate and income to the owner only, and refuses a bad period', async () => {
    expect((await graphql('{ costExchangeRate }', owner)).data).toEqual({ costExchangeRate: '50' });
    const learner = { id: randomUUID(), email: 'l@income.test', role: 'User' as const };
    for (const [query, variables] of [
      ['{ costExchangeRate }', {}],
      [INCOME, { from: '2026-01-01', to: '2026-01-31' }],
    ] as const) {
      const refused = await graphql(query, learner, variables);
      expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    for (const [from, to] of [
      ['2026-02-29', '2026-03-01'],
      ['2026-03-01', '2026-02-01'],
      ['2025-12-31', '2027-01-01'],
    ]) {
      const bad = await graphql(INCOME, owner, { from, to });
      expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
