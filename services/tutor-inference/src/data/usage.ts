import { USAGE_PLANS, type UsageFigures, type UsagePlan } from '@tutor/contracts';
import type { Queryable } from '@tutor/service-runtime';
import { priceOf, type ModelPrice, type ModelUsage } from '../domain/usage';

/** Who a call was made for: a reply's ids and the learner's plan, or nobody (speech, shared between learners). */
export interface UsageOwner {
  callId: string;
  replyId?: string;
  userId?: string;
  conversationId?: string;
  plan: UsagePlan;
}

/**
 * Records model calls with their cost, once per call and kind (a retried job records nothing again). The cost is
 * computed here in SQL numerics from integer counts and the prices' decimal text, so sums are exact.
 */
export async function recordUsage(
  db: Queryable,
  owner: UsageOwner,
  calls: ModelUsage[],
  prices: Record<string, ModelPrice>,
): Promise<void> {
  for (const call of calls) {
    const price = priceOf(prices, call.model);
    await db.query(
      `INSERT INTO model_usage (call_id, kind, reply_id, user_id, conversation_id, plan, model, tokens_in,
         tokens_out, images, speech_characters, estimated, cost_usd)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::int, $9::int, $10::int, $11::int, $12,
         ($8::int * $13::numeric + $9::int * $14::numeric + $11::int * $15::numeric) / 1000000
           + $10::int * $16::numeric)
       ON CONFLICT (call_id, kind) DO NOTHING`,
      [
        owner.callId,
        call.kind,
        owner.replyId ?? null,
        owner.userId ?? null,
        owner.conversationId ?? null,
        owner.plan,
        call.model,
        call.tokensIn,
        call.tokensOut,
        call.images,
        call.speechCharacters,
        call.estimated,
        String(price.input),
        String(price.output),
        String(price.speechPerMillionChars),
        String(price.image),
      ],
    );
  }
}

const FIGURES = `count(DISTINCT reply_id)::int AS replies, coalesce(sum(tokens_in), 0)::int AS "tokensIn",
  coalesce(sum(tokens_out), 0)::int AS "tokensOut", coalesce(sum(images), 0)::int AS images,
  coalesce(sum(speech_characters), 0)::int AS "speechCharacters",
  coalesce(sum(cost_usd), 0)::numeric(20, 10)::text AS "costUsd"`;
const WITHIN = `($1::date IS NULL OR day >= $1::date) AND ($2::date IS NULL OR day <= $2::date)`;

/** Totals per learner (and the plan they were on), per day and per plan, over the days `from` to `to`. */
export async function usageTotals(db: Queryable, from?: string, to?: string) {
  const range = [from ?? null, to ?? null];
  const [perLearner, perDay, perPlan] = await Promise.all([
    db.query<UsageFigures & { userId: string; plan: UsagePlan }>(
      `SELECT user_id::text AS "userId", plan, ${FIGURES} FROM model_usage
       WHERE user_id IS NOT NULL AND ${WITHIN} GROUP BY user_id, plan ORDER BY sum(cost_usd) DESC, user_id, plan`,
      range,
    ),
    db.query<UsageFigures & { day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${FIGURES} FROM model_usage WHERE ${WITHIN}
       GROUP BY day ORDER BY day`,
      range,
    ),
    db.query<UsageFigures & { plan: UsagePlan }>(
      `SELECT plan, ${FIGURES} FROM model_usage WHERE ${WITHIN} GROUP BY plan ORDER BY plan`,
      range,
    ),
  ]);
  return { perLearner: perLearner.rows, perDay: perDay.rows, perPlan: perPlan.rows };
}

/** One learner's figures on one day: on the `(user_id, day)` index, cheap enough to ask before every send. */
export async function learnerDayUsage(db: Queryable, userId: string, day: string): Promise<UsageFigures> {
  const { rows } = await db.query<UsageFigures>(
    `SELECT ${FIGURES} FROM model_usage WHERE user_id = $1 AND day = $2::date`,
    [userId, day],
  );
  return rows[0]!;
}

/** A deleted learner's usage stays in the owner's figures, no longer linked to them or their conversations. */
export async function forgetUsageOwner(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE model_usage SET user_id = NULL, conversation_id = NULL WHERE user_id = $1', [
    userId,
  ]);
}

const ZERO_USD = '0.0000000000';
const PLAN_FIGURES = (plan: UsagePlan) =>
  `coalesce(sum(cost_usd) FILTER (WHERE plan = '${plan}'), 0)::numeric(20, 10)::text`;

/**
 * The owner's model cost over the days `from` to `to` (YYYY-MM-DD, checked by the caller): every day of the
 * period (zeros included) split by plan, each plan's figures (all three, zeros included) with its distinct
 * learners, the `top` learners who cost most, and the total. Each reads the period on the `day` index.
 */
export async function modelCost(db: Queryable, from: string, to: string, top: number) {
  const range = [from, to];
  const [perDay, perPlan, topLearners, total] = await Promise.all([
    db.query<
      UsageFigures & { day: string; freeUsd: string; monthlyUsd: string; otherUsd: string; totalUsd: string }
    >(
      `WITH days AS (
         SELECT day, ${PLAN_FIGURES('free')} AS "freeUsd", ${PLAN_FIGURES('monthly')} AS "monthlyUsd",
           ${PLAN_FIGURES('unknown')} AS "otherUsd", sum(cost_usd)::numeric(20, 10)::text AS "totalUsd", ${FIGURES}
         FROM model_usage WHERE day BETWEEN $1::date AND $2::date GROUP BY day)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(u."freeUsd", $3) AS "freeUsd",
         coalesce(u."monthlyUsd", $3) AS "monthlyUsd", coalesce(u."otherUsd", $3) AS "otherUsd",
         coalesce(u."totalUsd", $3) AS "totalUsd", coalesce(u.replies, 0) AS replies,
         coalesce(u."tokensIn", 0) AS "tokensIn", coalesce(u."tokensOut", 0) AS "tokensOut",
         coalesce(u.images, 0) AS images, coalesce(u."speechCharacters", 0) AS "speechCharacters",
         coalesce(u."costUsd", $3) AS "costUsd"
       FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
       LEFT JOIN days u ON u.day = d.day::date ORDER BY d.day`,
      [...range, ZERO_USD],
    ),
    db.query<UsageFigures & { plan: UsagePlan; learners: number }>(
      `WITH plans AS (
         SELECT plan, ${FIGURES}, count(DISTINCT user_id)::int AS learners
         FROM model_usage WHERE day BETWEEN $1::date AND $2::date GROUP BY plan)
       SELECT p.plan, coalesce(u."costUsd", $3) AS "costUsd", coalesce(u.replies, 0) AS replies,
         coalesce(u."tokensIn", 0) AS "tokensIn", coalesce(u."tokensOut", 0) AS "tokensOut",
         coalesce(u.images, 0) AS images, coalesce(u."speechCharacters", 0) AS "speechCharacters",
         coalesce(u.learners, 0) AS learners
       FROM unnest($4::text[]) WITH ORDINALITY AS p(plan, n) LEFT JOIN plans u ON u.plan = p.plan ORDER BY p.n`,
      [...range, ZERO_USD, USAGE_PLANS],
    ),
    db.query<UsageFigures & { userId: string }>(
      `SELECT user_id::text AS "userId", ${FIGURES} FROM model_usage
       WHERE user_id IS NOT NULL AND day BETWEEN $1::date AND $2::date
       GROUP BY user_id ORDER BY sum(cost_usd) DESC, user_id LIMIT $3`,
      [...range, top],
    ),
    db.query<{ totalUsd: string }>(
      `SELECT coalesce(sum(cost_usd), 0)::numeric(20, 10)::text AS "totalUsd" FROM model_usage
       WHERE day BETWEEN $1::date AND $2::date`,
      range,
    ),
  ]);
  return {
    perDay: perDay.rows,
    perPlan: perPlan.rows,
    topLearners: topLearners.rows,
    totalUsd: total.rows[0]!.totalUsd,
  };
}
