import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tutor/service-runtime';
import { explain, testDeployment } from '@tutor/test-kit';
import { modelCost } from '../src/data/usage';
import { service as inference } from '../src/service';

/**
 * The owner's model cost (issue 35) from recorded usage, against the real PostgreSQL: every day of the period
 * with zeros, each day split by plan, every plan with its distinct learners, the costliest learners first, exact
 * decimal sums; the period and `top` are checked; the owner only; the period is read on the day index at size.
 */
const owner = { id: randomUUID(), email: 'boss@cost.test', role: 'Owner' as const };
const learner = { id: randomUUID(), email: 'l@cost.test', role: 'User' as const };
const COST = `query($from: String!, $to: String!, $top: Int!) { modelCost(from: $from, to: $to, top: $top) {
  from to totalUsd
  perDay { day freeUsd monthlyUsd otherUsd totalUsd replies tokensIn tokensOut }
  perPlan { plan costUsd replies tokensIn tokensOut learners }
  topLearners { userId costUsd replies tokensIn tokensOut images } } }`;
const ZERO = '0.0000000000';

describe("the owner's model cost", () => {
  const deployment = testDeployment('modelcost');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  beforeAll(async () => {
    svc = await deployment.start(inference, 'TUTOR_INFERENCE_PORT');
  });
  afterAll(() => deployment.dispose());

  const [amal, badr] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
  const use = (
    day: string,
    plan: string,
    userId: string | null,
    figures: {
      kind?: string;
      reply?: string;
      tokensIn?: number;
      tokensOut?: number;
      images?: number;
      cost: string;
    },
  ) =>
    svc.pool.query(
      `INSERT INTO model_usage (call_id, kind, reply_id, user_id, plan, model, tokens_in, tokens_out, images,
         cost_usd, day)
       VALUES ($1, $2, $3, $4, $5, 'gpt-4o-mini', $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        figures.kind ?? 'reply',
        figures.reply ?? null,
        userId,
        plan,
        figures.tokensIn ?? 0,
        figures.tokensOut ?? 0,
        figures.images ?? 0,
        figures.cost,
        day,
      ],
    );

  it('answers every day with zeros, split by plan, each plan, the costliest learners and the total', async () => {
    await use('2026-02-27', 'free', amal, {
      reply: 'a1',
      tokensIn: 100,
      tokensOut: 10,
      cost: '0.0000210000',
    });
    // A reply and its quiz mark: one reply, two calls.
    await use('2026-02-27', 'free', amal, { reply: 'a2', tokensIn: 50, tokensOut: 5, cost: '0.0000105000' });
    await use('2026-02-27', 'free', amal, {
      kind: 'quiz_mark',
      reply: 'a2',
      tokensIn: 20,
      tokensOut: 1,
      cost: '0.0000036000',
    });
    await use('2026-03-01', 'monthly', badr, {
      reply: 'b1',
      tokensIn: 300,
      tokensOut: 30,
      images: 1,
      cost: '0.0018630000',
    });
    await use('2026-03-01', 'free', badr, { reply: 'b0', tokensIn: 1, tokensOut: 1, cost: '0.0000000001' });
    await use('2026-03-01', 'unknown', null, { kind: 'speech', cost: '0.0001500000' });
    await use('2026-03-02', 'free', amal, { reply: 'outside', tokensIn: 9, cost: '9.0000000000' }); // after `to`

    const answer = await deployment.graphql(svc, COST, owner, {
      from: '2026-02-27',
      to: '2026-03-01',
      top: 10,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.modelCost).toEqual({
      from: '2026-02-27',
      to: '2026-03-01',
      totalUsd: '0.0020481001',
      perDay: [
        {
          day: '2026-02-27',
          freeUsd: '0.0000351000',
          monthlyUsd: ZERO,
          otherUsd: ZERO,
          totalUsd: '0.0000351000',
          replies: 2,
          tokensIn: 170,
          tokensOut: 16,
        },
        {
          day: '2026-02-28',
          freeUsd: ZERO,
          monthlyUsd: ZERO,
          otherUsd: ZERO,
          totalUsd: ZERO,
          replies: 0,
          tokensIn: 0,
          tokensOut: 0,
        },
        {
          day: '2026-03-01',
          freeUsd: '0.0000000001',
          monthlyUsd: '0.0018630000',
          otherUsd: '0.0001500000',
          totalUsd: '0.0020130001',
          replies: 2,
          tokensIn: 301,
          tokensOut: 31,
        },
      ],
      perPlan: [
        { plan: 'free', costUsd: '0.0000351001', replies: 3, tokensIn: 171, tokensOut: 17, learners: 2 },
        { plan: 'monthly', costUsd: '0.0018630000', replies: 1, tokensIn: 300, tokensOut: 30, learners: 1 },
        { plan: 'unknown', costUsd: '0.0001500000', replies: 0, tokensIn: 0, tokensOut: 0, learners: 0 },
      ],
      topLearners: [
        { userId: badr, costUsd: '0.0018630001', replies: 2, tokensIn: 301, tokensOut: 31, images: 1 },
        { userId: amal, costUsd: '0.0000351000', replies: 2, tokensIn: 170, tokensOut: 16, images: 0 },
      ],
    });
    const top1 = await deployment.graphql(svc, COST, owner, { from: '2026-02-27', to: '2026-03-01', top: 1 });
    expect(top1.data!.modelCost.topLearners.map((l: { userId: string }) => l.userId)).toEqual([badr]);
    // A period without usage: every day, every plan, nobody, zero.
    const empty = await deployment.graphql(svc, COST, owner, {
      from: '2024-02-28',
      to: '2024-03-01',
      top: 10,
    });
    expect(empty.data!.modelCost).toMatchObject({
      totalUsd: ZERO,
      topLearners: [],
      perPlan: ['free', 'monthly', 'unknown'].map((plan) => ({
        plan,
        costUsd: ZERO,
        replies: 0,
        tokensIn: 0,
        tokensOut: 0,
        learners: 0,
      })),
    });
    expect(empty.data!.modelCost.perDay.map((d: { day: string }) => d.day)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('refuses learners, a bad period and a bad top', async () => {
    const period = { from: '2026-01-01', to: '2026-01-31', top: 10 };
    expect((await deployment.graphql(svc, COST, learner, period)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await deployment.graphql(svc, COST, undefined, period)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    for (const [variables, field] of [
      [{ ...period, from: '2026-01-32' }, 'from'],
      [{ ...period, to: '20260131' }, 'to'],
      [{ ...period, from: '2026-02-01' }, 'from'],
      [{ ...period, from: '2025-01-30' }, 'to'], // 367 days
      [{ ...period, top: 0 }, 'top'],
      [{ ...period, top: 101 }, 'top'],
    ] as const) {
      const bad = await deployment.graphql(svc, COST, owner, variables);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('reads the period on the day index at size', async () => {
    await svc.pool.query(
      `INSERT INTO model_usage (call_id, kind, reply_id, user_id, plan, model, cost_usd, day)
       SELECT 'bulk-' || i, 'reply', 'bulk-' || i, gen_random_uuid(), 'free', 'gpt-4o-mini', 0.0001,
         date '2020-01-01' + (i % 1500)
       FROM generate_series(1, 30000) i`,
    );
    await svc.pool.query('ANALYZE model_usage');
    const statements: { text: string; values: unknown[] }[] = [];
    const recorder: Queryable = {
      query: ((text: string, values: unknown[]) => {
        statements.push({ text, values });
        return svc.pool.query(text, values);
      }) as Queryable['query'],
    };
    await modelCost(recorder, '2021-01-01', '2021-01-31', 10);
    expect(statements).toHaveLength(4);
    for (const { text, values } of statements) {
      const nodes = await explain(svc.pool, text, values);
      expect({
        seqScan: nodes.some((n) => n['Node Type'] === 'Seq Scan'),
        indexes: nodes.map((n) => n['Index Name']).filter(Boolean),
      }).toEqual({ seqScan: false, indexes: ['model_usage_day_idx'] });
    }
  });
});
