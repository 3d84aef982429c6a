import { randomUUID } from 'node:crypto';
import { BILLING_INTERNAL, fairUseRefusal, USAGE_INTERNAL } from '@tutor/contracts';
import { signIdentity, type Logger } from '@tutor/service-runtime';
import { startStandIn } from '@tutor/test-kit';
import { learnerDayCostFrom } from '../src/clients/usage';
import { consumeCredit, refundCredit } from '../src/domain/credits';
import { BillingError } from '../src/domain/errors';
import { setFairUsePolicy, type LearnerDayCost } from '../src/domain/fair-use';
import { upgradeUser } from '../src/domain/payments';
import { billingHarness, charge, OWNER_ID, settings } from './support/harness';

/** The refusal a send got (or undefined when it went through). */
const refusalOf = (send: Promise<unknown>) =>
  send.then(
    () => undefined,
    (err: unknown) => {
      if (err instanceof BillingError) return err;
      throw err;
    },
  );

const OWNER: { id: string; email: string; role: 'Owner' | 'User' } = {
  id: OWNER_ID,
  email: 'owner@tutor.test',
  role: 'Owner',
};
const POLICY = 'fairUsePolicy { messagesPerDay costPerDayUsd enabled updatedAt }';

describe("billing: the monthly plan's fair-use ceiling (off by default; per learner and UTC day)", () => {
  const t = billingHarness();
  // An evening (UTC) well inside the learners' month: the plans start at T0, sends are at T0 and after.
  const T0 = new Date('2030-03-10T21:30:00Z');
  const LIFTS = '2030-03-11T00:00:00.000Z';
  const at = (iso: string) => new Date(iso);

  async function monthly(name = 'Monthly Learner') {
    const user = await t.registered(`${randomUUID().slice(0, 8)}@tutor.test`, name);
    await upgradeUser(t.svc.pool, user.email, `TX-${user.id}`, settings, OWNER_ID, T0);
    return user;
  }
  const send = (userId: string, id: string, now = T0, cost?: LearnerDayCost) =>
    consumeCredit(t.svc.pool, userId, charge(id), settings.freeMessages, now, cost);

  it('is off by default: the policy reads off, and a monthly learner sends 60 messages in a day', async () => {
    expect((await t.graphql(`{ ${POLICY} }`, OWNER)).data).toEqual({
      fairUsePolicy: { messagesPerDay: null, costPerDayUsd: null, enabled: false, updatedAt: null },
    });
    const user = await monthly();
    for (let i = 0; i < 60; i++)
      expect(await send(user.id, `off-${user.id}-${i}`)).toMatchObject({ plan: { isSubscribed: true } });
  });

  it('stops a monthly learner at N messages a day, says which ceiling and when it lifts, and lifts then', async () => {
    await setFairUsePolicy(t.svc.pool, { messagesPerDay: 3, costPerDayUsd: null });
    const user = await monthly();
    for (let i = 1; i <= 3; i++) await send(user.id, `m-${user.id}-${i}`, at(`2030-03-10T0${i}:00:00Z`));
    const refused = await refusalOf(send(user.id, `m-${user.id}-4`));
    expect(refused).toMatchObject({
      code: 'FAIR_USE_LIMIT',
      fairUse: { ceiling: 'MESSAGES', limit: '3', liftsAt: LIFTS },
    });
    expect(refused!.message).toBe(
      `You've reached today's fair-use limit on the monthly plan (3 messages). You can send again at ${LIFTS}.`,
    );
    // A retry of a message already accepted passes (it is the same message, counted once).
    expect(await send(user.id, `m-${user.id}-2`)).toMatchObject({ consumed: false });
    // The last moment of the day is still that day; the next UTC midnight (liftsAt) is a new one.
    expect(await refusalOf(send(user.id, `m-${user.id}-4`, at('2030-03-10T23:59:59.999Z')))).toMatchObject({
      code: 'FAIR_USE_LIMIT',
    });
    expect(await send(user.id, `m-${user.id}-4`, at(LIFTS))).toMatchObject({ plan: { isSubscribed: true } });
    for (const id of ['5', '6']) await send(user.id, `m-${user.id}-${id}`, at('2030-03-11T09:00:00Z'));
    expect(await refusalOf(send(user.id, `m-${user.id}-7`, at('2030-03-11T09:00:00Z')))).toMatchObject({
      fairUse: { ceiling: 'MESSAGES', liftsAt: '2030-03-12T00:00:00.000Z' },
    });
  });

  it("records who reached it, once a day with the day's refusals, for the owner", async () => {
    await setFairUsePolicy(t.svc.pool, { messagesPerDay: 1, costPerDayUsd: null });
    const user = await monthly('Heavy Learner');
    const day = at('2030-04-02T10:00:00Z');
    await upgradeUser(
      t.svc.pool,
      user.email,
      `TX2-${user.id}`,
      settings,
      OWNER_ID,
      at('2030-04-01T00:00:00Z'),
    );
    await send(user.id, `h-${user.id}-1`, day);
    await refusalOf(send(user.id, `h-${user.id}-2`, day));
    await refusalOf(send(user.id, `h-${user.id}-3`, at('2030-04-02T11:00:00Z')));
    const hits = await t.graphql(
      `query($f: String!, $t: String!) { fairUseHits(from: $f, to: $t) {
         userId name email day reachedAt ceiling refusals liftsAt } }`,
      OWNER,
      { f: '2030-04-01', t: '2030-04-30' },
    );
    expect(hits.data).toEqual({
      fairUseHits: [
        {
          userId: user.id,
          name: 'Heavy Learner',
          email: user.email,
          day: '2030-04-02',
          reachedAt: '2030-04-02T10:00:00.000Z',
          ceiling: 'MESSAGES',
          refusals: 2,
          liftsAt: '2030-04-03T00:00:00.000Z',
        },
      ],
    });
    // Outside the days asked for: nothing.
    const before = await t.graphql(`{ fairUseHits(from: "2030-03-01", to: "2030-04-01") { userId } }`, OWNER);
    expect((before.data!.fairUseHits as { userId: string }[]).map((h) => h.userId)).not.toContain(user.id);
  });

  it('leaves a free learner to the free message count', async () => {
    await setFairUsePolicy(t.svc.pool, { messagesPerDay: 2, costPerDayUsd: '0.01' });
    const user = await t.registered();
    for (let i = 0; i < settings.freeMessages; i++)
      expect(await send(user.id, `f-${user.id}-${i}`)).toMatchObject({ consumed: true });
    expect(await refusalOf(send(user.id, `f-${user.id}-last`))).toMatchObject({ code: 'NO_CREDITS' });
  });

  it('does not count a message whose reply failed (refunded), and counts concurrent sends exactly', async () => {
    await setFairUsePolicy(t.svc.pool, { messagesPerDay: 3, costPerDayUsd: null });
    const user = await monthly();
    for (let i = 1; i <= 3; i++) await send(user.id, `r-${user.id}-${i}`);
    await refundCredit(t.svc.pool, user.id, charge(`r-${user.id}-2`), settings.freeMessages);
    expect(await send(user.id, `r-${user.id}-4`)).toMatchObject({ consumed: false });
    expect(await refusalOf(send(user.id, `r-${user.id}-5`))).toMatchObject({ code: 'FAIR_USE_LIMIT' });

    const other = await monthly();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refusalOf(send(other.id, `c-${other.id}-${i}`))),
    );
    expect(results.filter((r) => r === undefined)).toHaveLength(3);
    expect(results.filter((r) => r?.code === 'FAIR_USE_LIMIT')).toHaveLength(7);
  });

  it('refuses over the internal API with 429 FAIR_USE_LIMIT and the details its contract names', async () => {
    await setFairUsePolicy(t.svc.pool, { messagesPerDay: 1, costPerDayUsd: null });
    const user = await monthly();
    const post = (messageId: string) =>
      fetch(`http://127.0.0.1:${t.svc.port}/internal/credits/consume`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-gateway-identity': signIdentity({ issuer: 'conversation' }, t.secret),
        },
        body: JSON.stringify({ userId: user.id, messageId: charge(messageId) }),
      });
    expect((await post(`api-${user.id}-1`)).status).toBe(200);
    const refused = await post(`api-${user.id}-2`);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; details: unknown };
    expect(body.code).toBe(BILLING_INTERNAL.errors[429]);
    const details = fairUseRefusal.parse(body.details);
    // The service's clock: the next UTC midnight after the refusal, whatever the day is.
    expect(details.ceiling).toBe('MESSAGES');
    expect(details.limit).toBe('1');
    expect(details.liftsAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
  });

  describe("the cost ceiling, with tutor-inference's learner-day figures (a stand-in from its contract)", () => {
    const costs = new Map<string, string>();
    const asked: string[] = [];
    let usage: Awaited<ReturnType<typeof startStandIn>>;
    beforeAll(async () => {
      usage = await startStandIn(USAGE_INTERNAL, t.secret, {
        totals: async () => ({ perLearner: [], perDay: [], perPlan: [] }),
        learnerDay: async ({ userId, day }) => {
          asked.push(`${userId} ${day}`);
          return {
            replies: 1,
            tokensIn: 10,
            tokensOut: 10,
            images: 0,
            speechCharacters: 0,
            costUsd: costs.get(`${userId} ${day}`) ?? '0.0000000000',
          };
        },
      });
    });
    afterAll(() => usage?.stop());
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;

    it("stops a monthly learner whose day's model cost reached the ceiling, to the last 10⁻¹⁰ dollar", async () => {
      await setFairUsePolicy(t.svc.pool, { messagesPerDay: null, costPerDayUsd: '0.50' });
      const user = await monthly();
      const cost = learnerDayCostFrom(usage.url, t.secret, log);
      const key = `${user.id} 2030-03-10`;
      costs.set(key, '0.4999999999');
      expect(await send(user.id, `cost-${user.id}-1`, T0, cost)).toMatchObject({ consumed: false });
      expect(asked).toContain(key);
      costs.set(key, '0.5000000000');
      expect(await refusalOf(send(user.id, `cost-${user.id}-2`, T0, cost))).toMatchObject({
        code: 'FAIR_USE_LIMIT',
        fairUse: { ceiling: 'COST', limit: '0.5', liftsAt: LIFTS },
      });
      // The next day's cost is another day's: the learner sends again at liftsAt.
      expect(await send(user.id, `cost-${user.id}-2`, at(LIFTS), cost)).toMatchObject({
        consumed: false,
      });
      expect(asked).toContain(`${user.id} 2030-03-11`);
    });

    it("asks the day's cost before taking the plan's lock: a slow answer holds up no other send", async () => {
      await setFairUsePolicy(t.svc.pool, { messagesPerDay: null, costPerDayUsd: '0.50' });
      const user = await monthly();
      const planLocked: boolean[] = [];
      // While the cost is asked, another connection tries the learner's plan row without waiting for it.
      const probe: LearnerDayCost = async () => {
        const other = await t.svc.pool.connect();
        try {
          await other.query('BEGIN');
          await other.query('SELECT 1 FROM plans WHERE user_id = $1 FOR UPDATE NOWAIT', [user.id]);
          planLocked.push(false);
        } catch (err) {
          if ((err as { code?: string }).code !== '55P03') throw err; // lock_not_available
          planLocked.push(true);
        } finally {
          await other.query('ROLLBACK');
          other.release();
        }
        return '0.1000000000';
      };
      expect(await send(user.id, `probe-${user.id}`, T0, probe)).toMatchObject({ consumed: false });
      expect(planLocked).toEqual([false]);
    });

    it('lets the message through, with a warning, when tutor-inference does not answer (fail-open)', async () => {
      await setFairUsePolicy(t.svc.pool, { messagesPerDay: null, costPerDayUsd: '0.01' });
      const user = await monthly();
      const down = learnerDayCostFrom('http://127.0.0.1:9/graphql', t.secret, log);
      warnings.length = 0;
      expect(await send(user.id, `down-${user.id}`, T0, down)).toMatchObject({ consumed: false });
      expect(warnings).toHaveLength(1);
    });
  });

  it("is the owner's alone to read and set, with checked figures; null turns a ceiling off", async () => {
    const learner = { id: randomUUID(), email: 'l@tutor.test', role: 'User' as const };
    const set = (vars: Record<string, unknown>, as = OWNER) =>
      t.graphql(
        `mutation($m: Int, $c: String) { setFairUsePolicy(messagesPerDay: $m, costPerDayUsd: $c) {
           messagesPerDay costPerDayUsd enabled updatedAt } }`,
        as,
        vars,
      );
    for (const query of [`{ ${POLICY} }`, '{ fairUseHits(from: "2030-01-01", to: "2030-01-31") { userId } }'])
      expect((await t.graphql(query, learner)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await set({ m: 5 }, learner)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    for (const [vars, field] of [
      [{ m: 0 }, 'messagesPerDay'],
      [{ m: 100_001 }, 'messagesPerDay'],
      [{ c: '-1' }, 'costPerDayUsd'],
      [{ c: '0' }, 'costPerDayUsd'],
      [{ c: 'ten' }, 'costPerDayUsd'],
      [{ c: '1000.01' }, 'costPerDayUsd'],
    ] as const) {
      const answer = await set(vars);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(answer.errors?.[0]?.message).toMatch(field);
    }
    const badDay = await t.graphql('{ fairUseHits(from: "2030-02-30", to: "2030-03-01") { userId } }', OWNER);
    expect(badDay.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });

    const set1 = await set({ m: 30, c: '0.50' });
    expect(set1.data!.setFairUsePolicy).toMatchObject({
      messagesPerDay: 30,
      costPerDayUsd: '0.5',
      enabled: true,
    });
    expect((await t.graphql(`{ ${POLICY} }`, OWNER)).data!.fairUsePolicy).toEqual(
      set1.data!.setFairUsePolicy,
    );
    const off = await set({ m: null, c: null });
    expect(off.data!.setFairUsePolicy).toMatchObject({
      messagesPerDay: null,
      costPerDayUsd: null,
      enabled: false,
    });
    // Off again: a monthly learner is not counted at all.
    const user = await monthly();
    for (let i = 0; i < 40; i++) await send(user.id, `again-${user.id}-${i}`);
  });
});
