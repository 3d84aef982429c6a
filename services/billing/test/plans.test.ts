import { TOPICS, UserDeletedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { encodeEvent } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { randomUUID } from 'node:crypto';
import { consumeCredit } from '../src/domain/credits';
import { expireSubscriptions, requestPayment, upgradeUser } from '../src/domain/payments';
import { findPlan } from '../src/data/plans';
import { planView } from '../src/domain/plan';
import { billingHarness, settings, OWNER_ID, charge, DAY } from './support/harness';

describe("billing: plans: the free plan, a subscription's end, a deleted user", () => {
  const t = billingHarness();
  const { registered } = t;

  it('gives a registered user the free plan once, even when the event is delivered twice', async () => {
    const userId = randomUUID();
    const event = encodeEvent(
      UserRegisteredSchema,
      { userId, email: 'twice@tutor.test', name: 'Twice' },
      { aggregateId: userId, producer: 'test' },
    );
    await t.bus.publish(TOPICS.identityUser, [{ key: userId, value: event.bytes }]);
    await eventually(
      () => findPlan(t.svc.pool, userId),
      (p) => p !== undefined,
    );
    await consumeCredit(t.svc.pool, userId, charge('m-1'), 10);
    await t.bus.publish(TOPICS.identityUser, [{ key: userId, value: event.bytes }]);
    const marker = randomUUID();
    const after = encodeEvent(
      UserRegisteredSchema,
      { userId: marker, email: 'marker@tutor.test', name: 'M' },
      { aggregateId: userId, producer: 'test' },
    );
    await t.bus.publish(TOPICS.identityUser, [{ key: userId, value: after.bytes }]); // same key: handled after the duplicate
    await eventually(
      () => findPlan(t.svc.pool, marker),
      (p) => p !== undefined,
    );
    expect((await findPlan(t.svc.pool, userId))!.remaining_messages).toBe(9);
  });
  it('returns an expired subscriber to the free plan with the free messages they had left, announced once', async () => {
    const user = await registered();
    await consumeCredit(t.svc.pool, user.id, charge('before-sub'), 10);
    const start = new Date(Date.now() - 40 * DAY);
    await upgradeUser(t.svc.pool, user.email, 'TX-2', settings, OWNER_ID, start);
    const ended = await expireSubscriptions(t.svc.pool);
    expect(ended).toContain(user.id);
    expect(await expireSubscriptions(t.svc.pool)).not.toContain(user.id);
    expect(planView(await findPlan(t.svc.pool, user.id), 10)).toEqual({
      plan: 'Free',
      isSubscribed: false,
      remainingMessages: 9,
      expiresAt: null,
    });
  });
  it('purges every billing row of a deleted user', async () => {
    const user = await registered();
    await consumeCredit(t.svc.pool, user.id, charge('del-1'), 10);
    await requestPayment(t.svc.pool, user);
    const event = encodeEvent(
      UserDeletedSchema,
      { userId: user.id, email: user.email },
      { aggregateId: user.id, producer: 'test' },
    );
    await t.bus.publish(TOPICS.identityUser, [{ key: user.id, value: event.bytes }]);
    await eventually(
      () => findPlan(t.svc.pool, user.id),
      (p) => p === undefined,
    );
    for (const table of ['credit_charges', 'payment_requests', 'billing_users']) {
      const { rowCount } = await t.svc.pool.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id]);
      expect({ table, rows: rowCount }).toEqual({ table, rows: 0 });
    }
  });
});
