import type { Queryable, SqlStatement } from '@tutor/service-runtime';

export interface PlanRow {
  user_id: string;
  remaining_messages: number;
  subscription_expires_at: Date | null;
  /** Bumped in the transaction of every change (ADR 20); selected as float8 so that it arrives as a number. */
  version: number;
}

const COLUMNS = 'user_id, remaining_messages, subscription_expires_at, version::float8 AS version';

export async function findPlan(db: Queryable, userId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE user_id = $1`, [userId]);
  return rows[0];
}

/**
 * The user's plan, locked for the rest of the transaction; created as a free plan if it is not there yet (the
 * free plan is made when the user registers, so the insert's round trip is rarely needed).
 */
export async function lockPlan(db: Queryable, userId: string, freeMessages: number): Promise<PlanRow> {
  const lock = () =>
    db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE user_id = $1 FOR UPDATE`, [userId]);
  let { rows } = await lock();
  if (!rows.length) {
    await db.query(
      'INSERT INTO plans (user_id, remaining_messages) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
      [userId, freeMessages],
    );
    ({ rows } = await lock());
  }
  return rows[0]!;
}

/** Creates the free plan of a new user; a second call (a redelivered event) changes nothing. */
export async function createFreePlan(db: Queryable, userId: string, freeMessages: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO plans (user_id, remaining_messages) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
    [userId, freeMessages],
  );
  return (rowCount ?? 0) > 0;
}

/** Both setters bump the plan's version and return the changed plan (for its event). */
export async function setRemaining(db: Queryable, userId: string, remaining: number): Promise<PlanRow> {
  const { rows } = await db.query<PlanRow>(
    `UPDATE plans SET remaining_messages = $2, version = version + 1, updated_at = now() WHERE user_id = $1
     RETURNING ${COLUMNS}`,
    [userId, remaining],
  );
  return rows[0]!;
}

export async function setExpiry(db: Queryable, userId: string, expiresAt: Date): Promise<PlanRow> {
  const { rows } = await db.query<PlanRow>(
    `UPDATE plans SET subscription_expires_at = $2, expiry_announced_at = NULL, version = version + 1,
     updated_at = now() WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [userId, expiresAt],
  );
  return rows[0]!;
}

/** Plans whose subscription has ended and was not announced yet, claimed so that two sweepers never both announce. */
export async function claimEndedSubscriptions(db: Queryable, now: Date, limit = 100): Promise<PlanRow[]> {
  const { rows } = await db.query<PlanRow>(
    `UPDATE plans SET expiry_announced_at = $1
     WHERE user_id IN (
       SELECT user_id FROM plans
       WHERE subscription_expires_at <= $1 AND expiry_announced_at IS NULL
       ORDER BY subscription_expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [now, limit],
  );
  return rows;
}

export interface ChargeRow {
  message_id: string;
  user_id: string;
  charged: boolean;
  refunded_at: Date | null;
}

/** Takes one credit and records the message's charge in one statement; returns the changed plan (for its event). */
export async function spendCredit(
  db: Queryable,
  userId: string,
  messageId: string,
  remaining: number,
): Promise<PlanRow> {
  const { rows } = await db.query<PlanRow>(
    `WITH changed AS (
       UPDATE plans SET remaining_messages = $2, version = version + 1, updated_at = now() WHERE user_id = $1
       RETURNING ${COLUMNS}
     ), charge AS (
       INSERT INTO credit_charges (message_id, user_id, charged) VALUES ($3, $1, true)
       ON CONFLICT (message_id) DO UPDATE SET charged = EXCLUDED.charged, refunded_at = NULL
     )
     SELECT * FROM changed`,
    [userId, remaining, messageId],
  );
  return rows[0]!;
}

/** A plan, and the owner of one message's charge and whether it was refunded (when there is a charge). */
export interface PlanAndCharge {
  plan: PlanRow;
  charge: { userId: string; refunded: boolean } | undefined;
}

/** The plan and one message's charge, read together in one statement (no lock); undefined without a plan row. */
export async function findPlanAndCharge(
  db: Queryable,
  userId: string,
  messageId: string,
): Promise<PlanAndCharge | undefined> {
  const { rows } = await db.query<
    PlanRow & { charge_user_id: string | null; charge_refunded: boolean | null }
  >(
    `SELECT ${COLUMNS}, charge_user_id, charge_refunded
     FROM plans LEFT JOIN LATERAL (
       SELECT user_id AS charge_user_id, refunded_at IS NOT NULL AS charge_refunded
       FROM credit_charges WHERE message_id = $2
     ) charge ON true
     WHERE plans.user_id = $1`,
    [userId, messageId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { charge_user_id: chargedUser, charge_refunded: refunded, ...plan } = row;
  return { plan, charge: chargedUser ? { userId: chargedUser, refunded: Boolean(refunded) } : undefined };
}

/**
 * Takes one credit and records the message's charge, only if the plan is still at `version` (nothing changed it
 * since it was read) and has a credit left: the statement for `changeWithEvents`, so its event goes with it. It
 * returns the charge's row, or none when the plan had moved on.
 */
export const spendCreditAtVersion = (userId: string, messageId: string, version: number): SqlStatement => ({
  with: `spent AS (
       UPDATE plans SET remaining_messages = remaining_messages - 1, version = version + 1, updated_at = now()
       WHERE user_id = $1 AND version = $2 AND remaining_messages > 0
       RETURNING user_id
     )`,
  text: `INSERT INTO credit_charges (message_id, user_id, charged) SELECT $3, user_id, true FROM spent
     ON CONFLICT (message_id) DO UPDATE SET charged = EXCLUDED.charged, refunded_at = NULL
     RETURNING message_id`,
  values: [userId, version, messageId],
});

/**
 * Records a subscriber's free message, sent `at` (the day the fair-use ceiling counts it on), only if the plan is
 * still at `version` (a lapse or a change since the read must be decided under the lock). True when it was
 * recorded. A message sent again after its refund counts on the day it was sent again.
 */
export async function recordFreeChargeAtVersion(
  db: Queryable,
  userId: string,
  messageId: string,
  version: number,
  at: Date = new Date(),
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO credit_charges (message_id, user_id, charged, created_at)
     SELECT $3, user_id, false, $4 FROM plans WHERE user_id = $1 AND version = $2
     ON CONFLICT (message_id) DO UPDATE SET charged = EXCLUDED.charged, refunded_at = NULL,
       created_at = EXCLUDED.created_at`,
    [userId, version, messageId, at],
  );
  return (rowCount ?? 0) > 0;
}

/** Read after the plan's lock is taken (a statement of its own, so it sees a charge committed while waiting). */
export async function findCharge(db: Queryable, messageId: string): Promise<ChargeRow | undefined> {
  const { rows } = await db.query<ChargeRow>(
    'SELECT message_id, user_id, charged, refunded_at FROM credit_charges WHERE message_id = $1 FOR UPDATE',
    [messageId],
  );
  return rows[0];
}

/** A message's charge, sent `at` (as recordFreeChargeAtVersion). */
export async function recordCharge(
  db: Queryable,
  messageId: string,
  userId: string,
  charged: boolean,
  at: Date = new Date(),
): Promise<void> {
  await db.query(
    `INSERT INTO credit_charges (message_id, user_id, charged, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (message_id) DO UPDATE SET charged = EXCLUDED.charged, refunded_at = NULL,
       created_at = EXCLUDED.created_at`,
    [messageId, userId, charged, at],
  );
}

export async function markRefunded(db: Queryable, messageId: string): Promise<void> {
  await db.query('UPDATE credit_charges SET refunded_at = now() WHERE message_id = $1', [messageId]);
}

/** Every billing row of a user: plan, charges, payment requests (and their log entries), projection. */
export async function purgeUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM plans WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM credit_charges WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM fair_use_hits WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM payment_requests WHERE user_id = $1', [userId]);
  // A deleted parent's name leaves the requests they sent for a child (the child's request itself stays).
  await db.query(
    'UPDATE payment_requests SET requested_by = NULL, requested_by_name = NULL WHERE requested_by = $1',
    [userId],
  );
  await db.query('DELETE FROM billing_users WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM linked_parents WHERE child_id = $1 OR parent_id = $1', [userId]);
}
