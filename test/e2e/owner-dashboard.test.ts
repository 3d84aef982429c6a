import { randomUUID } from 'node:crypto';
import { USAGE_INTERNAL } from '@tutor/contracts';
import {
  createInternalClient,
  createPool,
  databaseName,
  DEV_INTERNAL_SECRET,
  serviceDatabaseUrl,
} from '@tutor/service-runtime';
import { eventually, OWNER_EMAIL, signedUp, startTestSystem } from '@tutor/test-kit';

/**
 * The owner's dashboard figures through the gateway (issue 35 item 2): a scripted set of people goes through
 * the real system (development model, two free messages), and the funnel, the active learners, the income and
 * the model cost come back exact; learners are refused and bad periods are the caller's mistake (4xx).
 */
const FREE_MESSAGES = 2;
const PRICE_EGP = 99;
const PRICES = { 'gpt-4o-mini': { input: 0.15, output: 0.6 } };

type Gql = Awaited<ReturnType<typeof signedUp>>['gql'];
type Browser = Awaited<ReturnType<typeof signedUp>>['browser'];

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) {
  sendMessage(conversationId: $c, messageId: $m, content: $t) { message { id } } }`;
const MESSAGES = `query($id: ID!) { conversation(id: $id) { messages { id sender status } } }`;
const GROWTH = `query($from: String!, $to: String!) { growth(from: $from, to: $to) {
  from to funnel { signedUp onboarded firstReply hitFreeLimit askedToPay approved }
  activePerDay { day learners } activePerWeek { weekStart learners } } }`;
const INCOME = `query($from: String!, $to: String!) {
  income(from: $from, to: $to) { month approvedPayments amount currency } }`;
const MODEL_COST = `query($from: String!, $to: String!, $top: Int!) { modelCost(from: $from, to: $to, top: $top) {
  from to totalUsd
  perDay { day freeUsd monthlyUsd otherUsd totalUsd replies tokensIn tokensOut }
  perPlan { plan costUsd replies tokensIn tokensOut learners }
  topLearners { userId learner { id name email } costUsd replies tokensIn tokensOut images } } }`;

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Every day from..to, as the dashboard's series must have them. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) days.push(dayOf(t));
  return days;
}
/** The Monday (UTC) of a day's ISO week. */
const mondayOf = (day: string) => {
  const t = Date.parse(day);
  return dayOf(t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS);
};
/** A 10-place decimal string in units of 1e-10, and back. */
const units = (usd: string) => BigInt(usd.replace('.', ''));
const usd = (u: bigint) => `${u / 10_000_000_000n}.${String(u % 10_000_000_000n).padStart(10, '0')}`;

describe("the owner's dashboard figures", () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let owner: Gql;
  let ownerBrowser: Browser;
  beforeAll(async () => {
    system = await startTestSystem('owner_dashboard', {
      FREE_MESSAGES: String(FREE_MESSAGES),
      MONTHLY_PRICE_EGP: String(PRICE_EGP),
      MODEL_PRICES: JSON.stringify(PRICES),
      DEV_MODEL_TTFT_MS: '0',
      DEV_MODEL_TOKENS_PER_SECOND: '2000',
    });
    ({ gql: owner, browser: ownerBrowser } = await signedUp(system.gateway, OWNER_EMAIL, 'The Owner'));
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  /** Sends messages in a new conversation, each waiting for its reply. */
  async function converse(gql: Gql, count: number) {
    const started = await gql(
      'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
    );
    const conversationId = started.data!.startConversation.id as string;
    for (let i = 1; i <= count; i++) {
      const sent = await gql(SEND, { c: conversationId, m: `m${i}`, t: `Question number ${i}, please?` });
      expect(sent.errors).toBeUndefined();
      await eventually(
        async () =>
          (await gql(MESSAGES, { id: conversationId })).data!.conversation.messages as {
            id: string;
            status: string;
          }[],
        (ms) => ms.some((m) => m.id === `m${i}` && m.status === 'replied'),
        30_000,
      );
    }
  }

  /** A person who signs up and, step by step, goes as far down the funnel as `steps` says. */
  async function person(
    email: string,
    name: string,
    steps: { onboard?: boolean; messages?: number; pay?: boolean; approve?: boolean; upgrade?: boolean },
  ) {
    const p = await signedUp(system.gateway, email, name);
    await p.gql('mutation { setLanguage(language: "en") { id } }');
    if (steps.onboard) await p.gql('mutation { setUserType(userType: "student") { id } }');
    if (steps.messages) await converse(p.gql, steps.messages);
    if (steps.pay) expect((await p.gql('mutation { requestPayment { status } }')).errors).toBeUndefined();
    if (steps.approve) {
      const confirmed = await owner(`mutation { confirmPayment(email: "${email}") { status } }`);
      expect(confirmed.data).toEqual({ confirmPayment: { status: 'confirmed' } });
    }
    if (steps.upgrade) {
      const upgraded = await owner(
        `mutation { upgradeUser(email: "${email}", transactionNumber: "TX-${name}") }`,
      );
      expect(upgraded.errors).toBeUndefined();
    }
    const me = (await p.gql('{ me { id } }')).data!.me as { id: string };
    return { ...p, id: me.id, email, name };
  }

  it('counts the funnel, the active learners, the income and the model cost exactly', async () => {
    const dayBefore = dayOf(Date.now());
    // The owner's own message counts in the model cost, never in the funnel or the active learners.
    await converse(owner, 1);
    await person('sami@dash.test', 'Sami', {});
    await person('nada@dash.test', 'Nada', { onboard: true });
    const rami = await person('rami@dash.test', 'Rami', { onboard: true, messages: 1 });
    const hala = await person('hala@dash.test', 'Hala', {
      onboard: true,
      messages: FREE_MESSAGES,
      pay: true,
    });
    const yara = await person('yara@dash.test', 'Yara', {
      onboard: true,
      messages: FREE_MESSAGES,
      pay: true,
      approve: true,
    });
    // Yara's next message is on the monthly plan.
    await converse(yara.gql, 1);
    // The owner upgrades Omar directly with a transfer's number: an approved payment, without his asking.
    await person('omar@dash.test', 'Omar', { onboard: true, upgrade: true });
    const dayAfter = dayOf(Date.now());
    const today = dayAfter;
    const from = dayOf(Date.parse(today) - 9 * DAY_MS);
    const period = { from, to: today };

    // The funnel of everyone who signed up in the period (the owner left out), once every event arrived.
    const funnel = { signedUp: 6, onboarded: 5, firstReply: 3, hitFreeLimit: 2, askedToPay: 2, approved: 2 };
    const growth = await eventually(
      async () => (await owner(GROWTH, period)).data?.growth,
      (g) => JSON.stringify(g?.funnel) === JSON.stringify(funnel) && g.activePerDay.at(-1).learners === 3,
      30_000,
    );
    expect(growth.funnel).toEqual(funnel);
    expect(growth.from).toBe(from);
    expect(growth.to).toBe(today);
    // Every day of the period, zeros included; Rami, Hala and Yara sent messages (the owner is not counted).
    if (dayBefore === dayAfter) {
      expect(growth.activePerDay).toEqual(
        daysBetween(from, today).map((day) => ({ day, learners: day === today ? 3 : 0 })),
      );
      const weeks = [...new Set(daysBetween(from, today).map(mondayOf))];
      expect(growth.activePerWeek).toEqual(
        weeks.map((weekStart) => ({ weekStart, learners: weekStart === mondayOf(today) ? 3 : 0 })),
      );
    } else {
      expect(growth.activePerDay.map((d: { day: string }) => d.day)).toEqual(daysBetween(from, today));
    }

    // Income: the two approvals of this month at the price, every month of the period.
    const months = [...new Set(daysBetween(from, today).map((d) => d.slice(0, 7)))];
    const thisMonth = today.slice(0, 7);
    expect((await owner(INCOME, period)).data!.income).toEqual(
      months.map((month) => ({
        month,
        approvedPayments: month === thisMonth ? 2 : 0,
        amount: month === thisMonth ? 2 * PRICE_EGP : 0,
        currency: 'EGP',
      })),
    );
    expect((await owner('{ costExchangeRate }')).data).toEqual({ costExchangeRate: '50' });

    // Model cost: the same figures the usage records, per plan and per learner.
    const usage = createInternalClient(USAGE_INTERNAL, {
      baseUrl: system.url('tutor-inference'),
      secret: DEV_INTERNAL_SECRET,
      issuer: 'admin',
    });
    // Owner 1, Rami 1, Hala 2, Yara 2 free and 1 monthly.
    const replies = 1 + 1 + FREE_MESSAGES + FREE_MESSAGES + 1;
    const totals = await eventually(
      () => usage.totals(period),
      (t) => t.perPlan.reduce((n, p) => n + p.replies, 0) === replies,
    );
    const cost = (await owner(MODEL_COST, { ...period, top: 10 })).data!.modelCost;
    expect(cost.from).toBe(from);
    const recordedPlan = (plan: string) => {
      const p = totals.perPlan.find((x) => x.plan === plan);
      const learners = new Set(totals.perLearner.filter((l) => l.plan === plan).map((l) => l.userId)).size;
      return {
        plan,
        costUsd: p?.costUsd ?? usd(0n),
        replies: p?.replies ?? 0,
        tokensIn: p?.tokensIn ?? 0,
        tokensOut: p?.tokensOut ?? 0,
        learners,
      };
    };
    expect(cost.perPlan).toEqual([recordedPlan('free'), recordedPlan('monthly'), recordedPlan('unknown')]);
    expect(cost.perPlan.map((p: { learners: number }) => p.learners)).toEqual([4, 1, 0]);
    const total = totals.perPlan.reduce((sum, p) => sum + units(p.costUsd), 0n);
    expect(total).toBeGreaterThan(0n);
    expect(cost.totalUsd).toBe(usd(total));

    // Learners, most cost first, with their names from identity; Yara's two plans add up.
    const perLearner = new Map<
      string,
      { cost: bigint; replies: number; tokensIn: number; tokensOut: number }
    >();
    for (const l of totals.perLearner) {
      const sum = perLearner.get(l.userId) ?? { cost: 0n, replies: 0, tokensIn: 0, tokensOut: 0 };
      perLearner.set(l.userId, {
        cost: sum.cost + units(l.costUsd),
        replies: sum.replies + l.replies,
        tokensIn: sum.tokensIn + l.tokensIn,
        tokensOut: sum.tokensOut + l.tokensOut,
      });
    }
    const names = new Map([rami, hala, yara].map((p) => [p.id, { id: p.id, name: p.name, email: p.email }]));
    const ownerId = (await owner('{ me { id } }')).data!.me.id as string;
    names.set(ownerId, { id: ownerId, name: 'The Owner', email: OWNER_EMAIL });
    const expected = [...perLearner]
      .sort(([a, x], [b, y]) => (y.cost > x.cost ? 1 : y.cost < x.cost ? -1 : a.localeCompare(b)))
      .map(([userId, l]) => ({
        userId,
        learner: names.get(userId),
        costUsd: usd(l.cost),
        replies: l.replies,
        tokensIn: l.tokensIn,
        tokensOut: l.tokensOut,
        images: 0,
      }));
    expect(expected).toHaveLength(4);
    expect(cost.topLearners).toEqual(expected);
    expect(expected[0]!.userId).toBe(yara.id); // three replies, the longest history
    expect((await owner(MODEL_COST, { ...period, top: 2 })).data!.modelCost.topLearners).toEqual(
      expected.slice(0, 2),
    );

    // Every day of the period, zeros included; the plans add up to each day's total.
    expect(cost.perDay.map((d: { day: string }) => d.day)).toEqual(daysBetween(from, today));
    for (const d of cost.perDay)
      expect(units(d.freeUsd) + units(d.monthlyUsd) + units(d.otherUsd)).toBe(units(d.totalUsd));
    if (dayBefore === dayAfter) {
      const zero = {
        freeUsd: usd(0n),
        monthlyUsd: usd(0n),
        otherUsd: usd(0n),
        totalUsd: usd(0n),
        replies: 0,
        tokensIn: 0,
        tokensOut: 0,
      };
      const [free, monthly] = [recordedPlan('free'), recordedPlan('monthly')];
      expect(cost.perDay).toEqual(
        daysBetween(from, today).map((day) =>
          day === today
            ? {
                day,
                freeUsd: free.costUsd,
                monthlyUsd: monthly.costUsd,
                otherUsd: usd(0n),
                totalUsd: usd(total),
                replies,
                tokensIn: free.tokensIn + monthly.tokensIn,
                tokensOut: free.tokensOut + monthly.tokensOut,
              }
            : { day, ...zero },
        ),
      );
    }
  }, 300_000);

  it('answers a learner whose account is gone as null, not as an error', async () => {
    // Usage still naming an account identity no longer has (the moment before tutor-inference forgets it).
    const pool = createPool(
      serviceDatabaseUrl(
        process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        databaseName(system.prefix, 'tutor-inference'),
      ),
    );
    const gone = randomUUID();
    try {
      await pool.query(
        `INSERT INTO model_usage (call_id, kind, user_id, plan, model, tokens_in, tokens_out, cost_usd)
         VALUES ($1, 'reply', $2, 'free', 'gpt-4o-mini', 10, 10, 99)`,
        [`gone-${gone}`, gone],
      );
    } finally {
      await pool.end();
    }
    const today = dayOf(Date.now());
    const answer = await owner(MODEL_COST, { from: today, to: today, top: 1 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.modelCost.topLearners).toEqual([
      {
        userId: gone,
        learner: null,
        costUsd: '99.0000000000',
        replies: 0,
        tokensIn: 10,
        tokensOut: 10,
        images: 0,
      },
    ]);
  });

  it('refuses learners and answers a bad period as the caller’s mistake', async () => {
    const learner = await signedUp(system.gateway, 'lina@dash.test', 'Lina');
    const period = { from: '2026-01-01', to: '2026-01-31' };
    const queries: [string, Record<string, unknown>][] = [
      [GROWTH, period],
      [INCOME, period],
      [MODEL_COST, { ...period, top: 5 }],
      ['{ costExchangeRate }', {}],
    ];
    for (const [query, variables] of queries) {
      const refused = await learner.browser.graphql(system.gateway, query, variables);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.body.data ?? null).toBeNull();
    }
    const bad: [Record<string, unknown>, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ from: '2026-01-01', to: 'tomorrow' }, 'to'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'from'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'to'], // 367 days
    ];
    for (const [query, extra] of [
      [GROWTH, {}],
      [INCOME, {}],
      [MODEL_COST, { top: 5 }],
    ] as const)
      for (const [dates, field] of bad) {
        const answer = await ownerBrowser.graphql(system.gateway, query, { ...dates, ...extra });
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
    for (const top of [0, 101]) {
      const answer = await ownerBrowser.graphql(system.gateway, MODEL_COST, { ...period, top });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'top' });
    }
    // A whole leap year is allowed.
    const leap = await ownerBrowser.graphql(system.gateway, GROWTH, { from: '2024-01-01', to: '2024-12-31' });
    expect(leap.body.errors).toBeUndefined();
    expect((leap.body.data as { growth: { activePerDay: unknown[] } }).growth.activePerDay).toHaveLength(366);
  });
});
