import type { Queryable } from '@tutor/service-runtime';

/** The owner's fair-use ceiling as stored (no row: never set). */
export interface FairUsePolicyRow {
  messagesPerDay: number | null;
  /** US dollars, a decimal string as the owner set it. */
  costPerDayUsd: string | null;
  updatedAt: Date;
}

export async function findFairUsePolicy(db: Queryable): Promise<FairUsePolicyRow | undefined> {
  const { rows } = await db.query<FairUsePolicyRow>(
    `SELECT messages_per_day AS "messagesPerDay", cost_per_day_usd::text AS "costPerDayUsd", updated_at AS "updatedAt"
     FROM fair_use_policy`,
  );
  return rows[0];
}

export async function saveFairUsePolicy(
  db: Queryable,
  messagesPerDay: number | null,
  costPerDayUsd: string | null,
): Promise<FairUsePolicyRow> {
  const { rows } = await db.query<FairUsePolicyRow>(
    `INSERT INTO fair_use_policy (id, messages_per_day, cost_per_day_usd, updated_at) VALUES (true, $1, $2, now())
     ON CONFLICT (id) DO UPDATE SET messages_per_day = EXCLUDED.messages_per_day,
       cost_per_day_usd = EXCLUDED.cost_per_day_usd, updated_at = EXCLUDED.updated_at
     RETURNING messages_per_day AS "messagesPerDay", cost_per_day_usd::text AS "costPerDayUsd",
       updated_at AS "updatedAt"`,
    [messagesPerDay, costPerDayUsd],
  );
  return rows[0]!;
}

/**
 * A learner's messages recorded in [from, to) that still count (a refunded one got no reply), leaving out
 * `exceptMessageId` (the send being decided). Read on credit_charges (user_id, created_at).
 */
export async function countMessagesBetween(
  db: Queryable,
  userId: string,
  from: Date,
  to: Date,
  exceptMessageId: string,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM credit_charges
     WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 AND refunded_at IS NULL AND message_id <> $4`,
    [userId, from, to, exceptMessageId],
  );
  return rows[0]!.n;
}

/** One refused send: the day's hit is recorded on the first (with its ceiling and time), counted on the others. */
export async function recordFairUseHit(
  db: Queryable,
  userId: string,
  day: string,
  ceiling: 'MESSAGES' | 'COST',
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO fair_use_hits (user_id, day, ceiling, first_refused_at, refusals) VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET refusals = fair_use_hits.refusals + 1`,
    [userId, day, ceiling, at],
  );
}

export interface FairUseHitRow {
  userId: string;
  name: string;
  email: string;
  /** YYYY-MM-DD */
  day: string;
  reachedAt: Date;
  ceiling: string;
  refusals: number;
}

/** The hits of the days from..to (inclusive), newest first, with the learner's name and e-mail as billing knows them. */
export async function listFairUseHits(db: Queryable, from: string, to: string): Promise<FairUseHitRow[]> {
  const { rows } = await db.query<FairUseHitRow>(
    `SELECT h.user_id AS "userId", coalesce(u.name, '') AS name, coalesce(u.email, '') AS email,
       to_char(h.day, 'YYYY-MM-DD') AS day, h.first_refused_at AS "reachedAt", h.ceiling, h.refusals
     FROM fair_use_hits h LEFT JOIN billing_users u ON u.user_id = h.user_id
     WHERE h.day BETWEEN $1::date AND $2::date
     ORDER BY h.day DESC, h.first_refused_at DESC, h.user_id`,
    [from, to],
  );
  return rows;
}
