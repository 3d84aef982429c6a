import { BILLING_INTERNAL, CreditConsumedSchema, TOPICS } from '@tutor/contracts';
import {
  changeWithEvents,
  decodeEnvelope,
  decodePayload,
  encodeEvent,
  signIdentity,
} from '@tutor/service-runtime';
import { consumeCredit, refundCredit } from '../src/domain/credits';
import { BillingError } from '../src/domain/errors';
import { upgradeUser } from '../src/domain/payments';
import { findPlan, recordFreeChargeAtVersion, spendCreditAtVersion } from '../src/data/plans';
import { billingHarness, settings, OWNER_ID, charge } from './support/harness';

describe('billing: message credits: taken once, never below zero, refunded once, served to services', () => {
  const t = billingHarness();
  const { registered } = t;

  it('lets exactly 10 of 100 concurrent sends through for a user with 10 credits, never below zero', async () => {
    const user = await registered();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        consumeCredit(t.svc.pool, user.id, charge(`burst-${user.id}-${i}`), 10),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled' && r.value.consumed);
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as BillingError).code === 'NO_CREDITS',
    );
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect((await findPlan(t.svc.pool, user.id))!.remaining_messages).toBe(0);
  });
  it('consumes once for the same message id', async () => {
    const user = await registered();
    const first = await consumeCredit(t.svc.pool, user.id, charge('same-id'), 10);
    const again = await consumeCredit(t.svc.pool, user.id, charge('same-id'), 10);
    expect(first).toMatchObject({ consumed: true, plan: { remainingMessages: 9 } });
    expect(again).toMatchObject({ consumed: false, plan: { remainingMessages: 9 } });
  });
  it("announces a consumed credit with the plan's stored state, in one statement that holds only at the version read", async () => {
    const user = await registered();
    const before = (await findPlan(t.svc.pool, user.id))!;
    const spent = await consumeCredit(t.svc.pool, user.id, charge('as-read'), 10);
    const after = (await findPlan(t.svc.pool, user.id))!;
    expect(spent).toMatchObject({ consumed: true, state: { version: after.version, remainingMessages: 9 } });
    expect(after).toMatchObject({ remaining_messages: 9, version: before.version + 1 });
    const announced = await t.svc.pool.query<{ envelope: Buffer }>(
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
      t.svc.pool,
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
    expect((await findPlan(t.svc.pool, user.id))!).toMatchObject({
      remaining_messages: 9,
      version: after.version,
    });
    expect(
      (await t.svc.pool.query('SELECT 1 FROM credit_charges WHERE message_id = $1', [charge('stale')]))
        .rowCount,
    ).toBe(0);
    expect(
      (
        await t.svc.pool.query('SELECT 1 FROM outbox WHERE aggregate_id = $1 AND type = $2', [
          user.id,
          CreditConsumedSchema.typeName,
        ])
      ).rowCount,
    ).toBe(1);
    expect(await recordFreeChargeAtVersion(t.svc.pool, user.id, charge('stale'), before.version)).toBe(false);
  });
  it('decides a send whose plan changed after it was read under the lock: a stale read never spends twice', async () => {
    const user = await registered();
    // Sends of one message id and of others at once: reads see the same version, one statement of each version holds.
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => consumeCredit(t.svc.pool, user.id, charge('same-at-once'), 10)),
      ...Array.from({ length: 4 }, (_, i) => consumeCredit(t.svc.pool, user.id, charge(`other-${i}`), 10)),
    ]);
    expect(results.slice(0, 4).filter((r) => r.consumed)).toHaveLength(1);
    expect(results.slice(4).every((r) => r.consumed)).toBe(true);
    const plan = (await findPlan(t.svc.pool, user.id))!;
    expect(plan.remaining_messages).toBe(5);
    const versions = results.filter((r) => r.consumed).map((r) => r.state.version);
    expect(new Set(versions).size).toBe(5); // each spend answered with the version it made
    expect(Math.max(...versions)).toBe(plan.version);
  });
  it('refunds exactly one credit, once; a retry after the refund is charged again', async () => {
    const user = await registered();
    await consumeCredit(t.svc.pool, user.id, charge('r-1'), 10);
    await consumeCredit(t.svc.pool, user.id, charge('r-2'), 10);
    expect(await refundCredit(t.svc.pool, user.id, charge('r-1'), 10)).toMatchObject({
      refunded: true,
      plan: { remainingMessages: 9 },
    });
    expect(await refundCredit(t.svc.pool, user.id, charge('r-1'), 10)).toMatchObject({
      refunded: false,
      plan: { remainingMessages: 9 },
    });
    expect(await refundCredit(t.svc.pool, user.id, charge('never-sent'), 10)).toMatchObject({
      refunded: false,
    });
    expect(await consumeCredit(t.svc.pool, user.id, charge('r-1'), 10)).toMatchObject({
      consumed: true,
      plan: { remainingMessages: 8 },
    });
  });
  it('charges nothing on the monthly plan, and a refund then gives nothing back', async () => {
    const user = await registered();
    await upgradeUser(t.svc.pool, user.email, 'TX-1', settings, OWNER_ID);
    expect(await consumeCredit(t.svc.pool, user.id, charge('m-monthly'), 10)).toMatchObject({
      consumed: false,
      plan: { isSubscribed: true, remainingMessages: 10 },
    });
    expect(await refundCredit(t.svc.pool, user.id, charge('m-monthly'), 10)).toMatchObject({
      refunded: false,
      plan: { remainingMessages: 10 },
    });
  });
  it('serves message credits to services over the signed internal API', async () => {
    const user = await registered();
    const base = `http://127.0.0.1:${t.svc.port}/internal`;
    const post = (path: string, body: object, token = signIdentity({ issuer: 'conversation' }, t.secret)) =>
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
    const answer = await ok.json();
    expect(answer).toMatchObject({ consumed: true, plan: { remainingMessages: 9, plan: 'Free' } });
    // What the server answers is what its contract promises the callers.
    expect(BILLING_INTERNAL.routes.consume.answer.safeParse(answer).error).toBeUndefined();
    for (let i = 0; i < 9; i++)
      await post('/credits/consume', { userId: user.id, messageId: charge(`api-fill-${i}`) });
    const refused = await post('/credits/consume', { userId: user.id, messageId: charge('api-11') });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      code: 'NO_CREDITS',
      message: "You've used all your free messages. Please upgrade your account.",
    });
  });
});
