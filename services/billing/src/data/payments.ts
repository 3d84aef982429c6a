import type { Queryable } from '@tutor/service-runtime';

export type PaymentStatus = 'pending' | 'confirmed' | 'rejected';

export interface PaymentRequestRow {
  id: string;
  user_id: string;
  email: string;
  name: string;
  status: PaymentStatus;
  logged: boolean;
  created_at: Date;
  decided_at: Date | null;
  reference: string | null;
  has_screenshot: boolean;
  /** The linked parent who sent the request for this learner (and their name then); null for the learner's own. */
  requested_by: string | null;
  requested_by_name: string | null;
}

/** The screenshot an upload check accepted. */
export interface Screenshot {
  mimeType: string;
  bytes: Buffer;
}

// The screenshot's bytes stay out of every listing: only the owner's screenshot lookup reads them.
const COLUMNS =
  'id, user_id, email, name, status, logged, created_at, decided_at, reference, screenshot_type IS NOT NULL AS has_screenshot, requested_by, requested_by_name';

export async function upsertBillingUser(
  db: Queryable,
  user: { userId: string; email: string; name: string },
): Promise<void> {
  await db.query(
    `INSERT INTO billing_users (user_id, email, name) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name`,
    [user.userId, user.email, user.name],
  );
}

/** A user by e-mail: from identity's events, or (before those arrived) from the user's own payment request. */
export async function findBillingUserByEmail(
  db: Queryable,
  email: string,
): Promise<{ user_id: string; email: string; name: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; email: string; name: string }>(
    `(SELECT user_id, email, name FROM billing_users WHERE lower(email) = lower($1))
     UNION ALL (SELECT user_id, email, name FROM payment_requests WHERE lower(email) = lower($1) ORDER BY created_at DESC LIMIT 1)
     LIMIT 1`,
    [email.trim()],
  );
  return rows[0];
}

export async function findBillingUser(
  db: Queryable,
  userId: string,
): Promise<{ email: string; name: string } | undefined> {
  const { rows } = await db.query<{ email: string; name: string }>(
    'SELECT email, name FROM billing_users WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

export async function findPendingRequest(
  db: Queryable,
  userId: string,
): Promise<PaymentRequestRow | undefined> {
  const { rows } = await db.query<PaymentRequestRow>(
    `SELECT ${COLUMNS} FROM payment_requests WHERE user_id = $1 AND status = 'pending' FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function latestRequest(db: Queryable, userId: string): Promise<PaymentRequestRow | undefined> {
  const { rows } = await db.query<PaymentRequestRow>(
    `SELECT ${COLUMNS} FROM payment_requests WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

/**
 * Inserts the user's open request, or returns the one already open (a concurrent press finds it too); a
 * reference or screenshot sent again with the open request replaces the one it had. The open request is one per
 * learner whoever sends it: a parent's press for a child whose own request is open (or the reverse) finds that
 * one, and its sender stays the one who opened it.
 */
export async function insertPendingRequest(
  db: Queryable,
  user: { userId: string; email: string; name: string },
  evidence: { reference?: string; screenshot?: Screenshot } = {},
  requestedBy?: { id: string; name: string },
): Promise<{ row: PaymentRequestRow; created: boolean }> {
  const values = [
    evidence.reference ?? null,
    evidence.screenshot?.bytes ?? null,
    evidence.screenshot?.mimeType ?? null,
  ];
  const inserted = await db.query<PaymentRequestRow>(
    `INSERT INTO payment_requests (user_id, email, name, reference, screenshot, screenshot_type, requested_by, requested_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING RETURNING ${COLUMNS}`,
    [user.userId, user.email, user.name, ...values, requestedBy?.id ?? null, requestedBy?.name ?? null],
  );
  if (inserted.rows[0]) return { row: inserted.rows[0], created: true };
  const open = (await findPendingRequest(db, user.userId))!;
  if (!evidence.reference && !evidence.screenshot) return { row: open, created: false };
  const { rows } = await db.query<PaymentRequestRow>(
    `UPDATE payment_requests SET reference = COALESCE($2, reference), screenshot = COALESCE($3, screenshot),
       screenshot_type = COALESCE($4, screenshot_type)
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [open.id, ...values],
  );
  return { row: rows[0]!, created: false };
}

/** A request's screenshot, for the owner. */
export async function findScreenshot(db: Queryable, requestId: string): Promise<Screenshot | undefined> {
  const { rows } = await db.query<{ screenshot: Buffer; screenshot_type: string }>(
    'SELECT screenshot, screenshot_type FROM payment_requests WHERE id = $1 AND screenshot IS NOT NULL',
    [requestId],
  );
  return rows[0] && { mimeType: rows[0].screenshot_type, bytes: rows[0].screenshot };
}

/** A price in a currency's major unit (99 EGP: amount 99, currency EGP). */
export interface Price {
  amount: number;
  currency: string;
}

/** Decides a request; an approval records the price paid (`price`), which the owner's income sums. */
export async function decideRequest(
  db: Queryable,
  id: string,
  status: 'confirmed' | 'rejected',
  transactionNumber?: string,
  price?: Price,
) {
  const { rows } = await db.query<PaymentRequestRow>(
    `UPDATE payment_requests SET status = $2, decided_at = now(), transaction_number = COALESCE($3, transaction_number),
       amount = $4, currency = $5
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status, transactionNumber ?? null, price?.amount ?? null, price?.currency ?? null],
  );
  return rows[0]!;
}

/**
 * Income per calendar month (UTC) of the months from `from` to `to` (YYYY-MM-DD), every month, zeros included:
 * the approved requests decided in it on the period's days (so a period's income and its model cost cover the same
 * days), at the price recorded at approval, or `unrecordedPrice` for requests
 * approved before prices were recorded. On the approved requests' `decided_at` index.
 */
export async function incomePerMonth(
  db: Queryable,
  from: string,
  to: string,
  unrecordedPrice: Price,
): Promise<{ month: string; approvedPayments: number; amount: number; currency: string }[]> {
  const { rows } = await db.query<{
    month: string;
    approvedPayments: number;
    amount: number;
    currency: string;
  }>(
    `WITH bounds AS (
       SELECT date_trunc('month', $1::timestamp) AS first, date_trunc('month', $2::timestamp) AS last),
     months AS (
       SELECT date_trunc('month', r.decided_at AT TIME ZONE 'UTC') AS month, count(*)::int AS n,
         sum(coalesce(r.amount, $3::int))::int AS amount
       FROM payment_requests r, bounds b
       WHERE r.status = 'confirmed' AND coalesce(r.currency, $4::text) = $4::text
         AND r.decided_at >= $1::date::timestamp AT TIME ZONE 'UTC'
         AND r.decided_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
       GROUP BY 1)
     SELECT to_char(s.month, 'YYYY-MM') AS month, coalesce(m.n, 0) AS "approvedPayments",
       coalesce(m.amount, 0) AS amount, $4::text AS currency
     FROM bounds b, generate_series(b.first, b.last, interval '1 month') AS s(month)
     LEFT JOIN months m ON m.month = s.month ORDER BY s.month`,
    [from, to, unrecordedPrice.amount, unrecordedPrice.currency],
  );
  return rows;
}

/** Where a page of requests starts: after this one (its time as text, to the microsecond, and id). */
export interface RequestCursor {
  createdAt: string;
  id: string;
}

/**
 * The statement of one page of payment requests, newest first, of one status or all, after `after`: served by
 * payment_requests_created_idx (all) or payment_requests_status_idx (one status) in its order, with no sort.
 */
export function requestPageStatement(
  status: PaymentStatus | undefined,
  limit: number,
  after?: RequestCursor,
): { text: string; values: unknown[] } {
  const values: unknown[] = [limit];
  const where: string[] = [];
  if (status) where.push(`status = $${values.push(status)}`);
  if (after)
    where.push(
      `(created_at, id) < ($${values.push(after.createdAt)}::timestamptz, $${values.push(after.id)}::uuid)`,
    );
  return {
    text: `SELECT ${COLUMNS}, created_at::text AS created_key FROM payment_requests
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT $1`,
    values,
  };
}

/** One page of requests (requestPageStatement) and the cursor after it, null at the end. */
export async function requestPage(
  db: Queryable,
  status: PaymentStatus | undefined,
  limit: number,
  after?: RequestCursor,
): Promise<{ requests: PaymentRequestRow[]; next: RequestCursor | null }> {
  const { text, values } = requestPageStatement(status, limit + 1, after);
  const { rows } = await db.query<PaymentRequestRow & { created_key: string }>(text, values);
  const last = rows.length > limit ? rows[limit - 1]! : undefined;
  return { requests: rows.slice(0, limit), next: last ? { createdAt: last.created_key, id: last.id } : null };
}

/** The newest 500 requests (the list before pages). */
export async function listRequests(
  db: Queryable,
  status: PaymentStatus | undefined,
): Promise<PaymentRequestRow[]> {
  return (await requestPage(db, status, 500)).requests;
}

/** The audit entry of a request's decision, once; false when the request already has one. */
export async function logAction(
  db: Queryable,
  requestId: string,
  action: string,
  actedAt: Date,
  actorId: string | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO payment_actions (request_id, action, acted_at, actor_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (request_id) DO NOTHING`,
    [requestId, action, actedAt, actorId],
  );
  if (!rowCount) return false;
  await db.query('UPDATE payment_requests SET logged = true WHERE id = $1', [requestId]);
  return true;
}

export async function paymentActionsOf(
  db: Queryable,
  requestId: string,
): Promise<{ action: string; actor_id: string | null }[]> {
  const { rows } = await db.query<{ action: string; actor_id: string | null }>(
    'SELECT action, actor_id FROM payment_actions WHERE request_id = $1',
    [requestId],
  );
  return rows;
}

/** The owner's dashboard counts: open requests, and monthly plans that have not ended at `now`. */
export async function countBilling(
  db: Queryable,
  now: Date,
): Promise<{ pendingRequests: number; activeSubscriptions: number }> {
  const { rows } = await db.query<{ pending: number; active: number }>(
    `SELECT (SELECT count(*)::int FROM payment_requests WHERE status = 'pending') AS pending,
            (SELECT count(*)::int FROM plans WHERE subscription_expires_at > $1) AS active`,
    [now],
  );
  return { pendingRequests: rows[0]?.pending ?? 0, activeSubscriptions: rows[0]?.active ?? 0 };
}
