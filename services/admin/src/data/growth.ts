import type { Queryable } from '@tutor/service-runtime';

/** The steps of the owner's funnel, as growth_people's columns. */
export const FUNNEL_STEPS = {
  signedUp: 'signed_up_at',
  onboarded: 'onboarded_at',
  firstReply: 'first_reply_at',
  hitFreeLimit: 'hit_free_limit_at',
  askedToPay: 'asked_to_pay_at',
  approved: 'approved_at',
} as const;
export type FunnelStep = keyof typeof FUNNEL_STEPS;

/** Nothing is written for a person already deleted (`$1`: a late event from another topic). */
const NOT_FORGOTTEN = 'NOT EXISTS (SELECT 1 FROM growth_forgotten f WHERE f.user_id = $1)';

/** A person reached a step at `at`: kept only when earlier than what is known (events come in any order). */
export async function reachStep(db: Queryable, userId: string, step: FunnelStep, at: Date): Promise<void> {
  const column = FUNNEL_STEPS[step];
  await db.query(
    `INSERT INTO growth_people (user_id, ${column}) SELECT $1, $2 WHERE ${NOT_FORGOTTEN}
     ON CONFLICT (user_id) DO UPDATE SET ${column} = least(growth_people.${column}, EXCLUDED.${column})`,
    [userId, at],
  );
}

/** A person sent a message on a UTC day. */
export async function markActive(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO growth_active_days (day, user_id)
     SELECT ($2::timestamptz AT TIME ZONE 'UTC')::date, $1 WHERE ${NOT_FORGOTTEN}
     ON CONFLICT DO NOTHING`,
    [userId, at],
  );
}

/** A deleted person's steps and days go with the account; the id stays, so that no late event brings them back. */
export async function forgetGrowth(db: Queryable, userId: string): Promise<void> {
  await db.query('INSERT INTO growth_forgotten (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  await db.query('DELETE FROM growth_people WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM growth_active_days WHERE user_id = $1', [userId]);
}

/** Leaves the owner's account out (by OWNER_EMAIL, as the directory lists the owner); `$3` is that e-mail. */
const NOT_OWNER = (alias: string) => `NOT EXISTS (SELECT 1 FROM directory_users o
  WHERE o.user_id = ${alias}.user_id AND $3::text IS NOT NULL AND lower(o.email) = lower($3::text))`;

/**
 * The people (not the owner) who signed up on the days `from` to `to` (YYYY-MM-DD, UTC) and how many of them
 * reached each step, ever; on the sign-up index.
 */
export async function funnel(db: Queryable, from: string, to: string, ownerEmail: string | undefined) {
  const counts = Object.entries(FUNNEL_STEPS)
    .map(([step, column]) => `count(${column})::int AS "${step}"`)
    .join(', ');
  const { rows } = await db.query<Record<FunnelStep, number>>(
    `SELECT ${counts} FROM growth_people g
     WHERE signed_up_at >= $1::timestamp AT TIME ZONE 'UTC'
       AND signed_up_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AND ${NOT_OWNER('g')}`,
    [from, to, ownerEmail ?? null],
  );
  return rows[0]!;
}

/** People (not the owner) who sent a message, every day of the period (zeros included), oldest first. */
export async function activePerDay(db: Queryable, from: string, to: string, ownerEmail: string | undefined) {
  const { rows } = await db.query<{ day: string; learners: number }>(
    `WITH counted AS (
       SELECT a.day, count(*)::int AS n FROM growth_active_days a
       WHERE a.day BETWEEN $1::date AND $2::date AND ${NOT_OWNER('a')} GROUP BY a.day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(c.n, 0) AS learners
     FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
     LEFT JOIN counted c ON c.day = d.day::date ORDER BY d.day`,
    [from, to, ownerEmail ?? null],
  );
  return rows;
}

/**
 * Distinct people (not the owner) who sent a message per ISO week (from its Monday) touching the period, counting
 * only the period's days, oldest first, zeros included.
 */
export async function activePerWeek(db: Queryable, from: string, to: string, ownerEmail: string | undefined) {
  const { rows } = await db.query<{ weekStart: string; learners: number }>(
    `WITH counted AS (
       SELECT date_trunc('week', a.day)::date AS week, count(DISTINCT a.user_id)::int AS n
       FROM growth_active_days a
       WHERE a.day BETWEEN $1::date AND $2::date AND ${NOT_OWNER('a')} GROUP BY 1)
     SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", coalesce(c.n, 0) AS learners
     FROM generate_series(date_trunc('week', $1::timestamp), date_trunc('week', $2::timestamp), interval '1 week')
       AS w(week)
     LEFT JOIN counted c ON c.week = w.week::date ORDER BY w.week`,
    [from, to, ownerEmail ?? null],
  );
  return rows;
}
