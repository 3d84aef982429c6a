import type { Queryable } from '@tutor/service-runtime';
import { suspendedColumn } from './suspensions';

export interface DirectoryRow {
  user_id: string;
  email: string;
  name: string;
  role: string;
  registered_at: Date;
  /** Whether the owner has suspended the user (ADR 17). */
  suspended: boolean;
  /** student, parent or teacher; empty until chosen. */
  user_type: string;
}

const COLUMNS = `user_id, email, name, role, registered_at, user_type, ${suspendedColumn('directory_users.user_id')}`;

export type SortField = 'NAME' | 'EMAIL' | 'ROLE' | 'REGISTERED';
export type SortDirection = 'ASC' | 'DESC';

// Whitelisted ORDER BY fragments: the sort column never comes from the client as text. The role sorts as the
// list shows it (listedRole): Owner for the configured owner's e-mail (`$owner`), a stored Owner otherwise User.
const ORDER: Record<SortField, string> = {
  NAME: 'lower(name)',
  EMAIL: 'lower(email)',
  ROLE: "CASE WHEN lower(email) = lower($owner) THEN 'Owner' WHEN role = 'Owner' THEN 'User' ELSE role END",
  REGISTERED: 'registered_at',
};

/** A LIKE pattern that matches `term` anywhere, its own %, _ and \\ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function isListed(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM directory_users WHERE user_id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}

/** Where a page starts: after the row with this sort value (as text) and user id, in the list's order. */
export interface DirectoryCursor {
  key: string;
  userId: string;
}

/** The sort value as the cursor keeps it (a time as text keeps its microseconds). */
const KEY_TYPE: Record<SortField, string> = {
  NAME: 'text',
  EMAIL: 'text',
  ROLE: 'text',
  REGISTERED: 'timestamptz',
};

/**
 * The statement of one page of the directory, and of nothing else: `limit` rows in the sort's order, after
 * `after` (keyset: served by the sort's index, the same cost on any page) or past `offset` rows (the older
 * numbered pages). `search` (already trimmed and checked; empty for everyone) keeps the users whose name or
 * e-mail contains it, case-insensitively: ILIKE on the trigram indexes of migration 0002.
 */
export function directoryPageStatement(p: {
  sortBy: SortField;
  direction: SortDirection;
  limit: number;
  offset?: number;
  search?: string;
  ownerEmail?: string;
  after?: DirectoryCursor;
}): { text: string; values: unknown[] } {
  const dir = p.direction === 'DESC' ? 'DESC' : 'ASC';
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  const where: string[] = [];
  if (p.search) {
    const pattern = param(containsPattern(p.search));
    where.push(`(name ILIKE ${pattern} OR email ILIKE ${pattern})`);
  }
  const order =
    p.sortBy === 'ROLE' ? ORDER.ROLE.replace('$owner', param((p.ownerEmail ?? '').trim())) : ORDER[p.sortBy];
  if (p.after)
    where.push(
      `(${order}, user_id) ${dir === 'ASC' ? '>' : '<'} (${param(p.after.key)}::${KEY_TYPE[p.sortBy]}, ${param(p.after.userId)}::uuid)`,
    );
  const text = `SELECT ${COLUMNS}, (${order})::text AS sort_key FROM directory_users
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${order} ${dir}, user_id ${dir} LIMIT ${param(p.limit)}${p.after ? '' : ` OFFSET ${param(p.offset ?? 0)}`}`;
  return { text, values };
}

/** A search's `total` counts its matches up to this many (a search that matches more says this many). */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many users the directory lists: everyone, from the counts the triggers of migration 0007 keep (a few rows,
 * the same cost at any size); the matches of a search counted up to SEARCH_COUNT_CAP (the count stops there).
 */
export function directoryTotalStatement(search = ''): { text: string; values: unknown[] } {
  return search
    ? {
        text: `SELECT count(*)::int AS n FROM (
                 SELECT 1 FROM directory_users WHERE name ILIKE $1 OR email ILIKE $1 LIMIT $2) matches`,
        values: [containsPattern(search), SEARCH_COUNT_CAP],
      }
    : { text: 'SELECT coalesce(sum(n), 0)::int AS n FROM directory_counts', values: [] };
}

/** One page of the directory (directoryPageStatement), the cursor after its last row, and how many match. */
export async function listDirectory(
  db: Queryable,
  sortBy: SortField,
  direction: SortDirection,
  limit: number,
  offset: number,
  search = '',
  ownerEmail = '',
  after?: DirectoryCursor,
): Promise<{ rows: DirectoryRow[]; total: number; next: DirectoryCursor | null }> {
  const page = directoryPageStatement({
    sortBy,
    direction,
    limit: limit + 1,
    offset,
    search,
    ownerEmail,
    after,
  });
  const total = directoryTotalStatement(search);
  const [{ rows }, count] = await Promise.all([
    db.query<DirectoryRow & { sort_key: string }>(page.text, page.values),
    db.query<{ n: number }>(total.text, total.values),
  ]);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    rows: rows.slice(0, limit),
    total: count.rows[0]?.n ?? 0,
    next: last ? { key: last.sort_key, userId: last.user_id } : null,
  };
}

export interface DirectoryCounts {
  users: number;
  /** Stored role and whether the row is the owner's e-mail, with how many users have both. */
  roles: { role: string; isOwner: boolean; n: number }[];
  userTypes: Record<string, number>;
}

/** The role stored for the owner's e-mail (one row, on the e-mail's index), when the owner is listed. */
export const ownerRoleStatement = (ownerEmail: string) => ({
  text: 'SELECT role FROM directory_users WHERE lower(email) = lower($1) LIMIT 1',
  values: [ownerEmail],
});

/**
 * The counts of the owner's dashboard: the rows of directory_counts (kept exact by migration 0007's triggers), with
 * the owner's own entry taken out of its stored role and counted as the owner's.
 */
export async function countDirectory(
  db: Queryable,
  ownerEmail: string | undefined,
): Promise<DirectoryCounts> {
  const owner = ownerRoleStatement(ownerEmail?.trim() ?? '');
  const [counts, ownerRow] = await Promise.all([
    db.query<{ role: string; user_type: string; n: number }>(
      'SELECT role, user_type, n::int AS n FROM directory_counts WHERE n > 0',
    ),
    ownerEmail?.trim() ? db.query<{ role: string }>(owner.text, owner.values) : { rows: [] },
  ]);
  const byRole = new Map<string, number>();
  const userTypes: Record<string, number> = {};
  for (const r of counts.rows) {
    byRole.set(r.role, (byRole.get(r.role) ?? 0) + r.n);
    userTypes[r.user_type] = (userTypes[r.user_type] ?? 0) + r.n;
  }
  const ownerRole = ownerRow.rows[0]?.role;
  const roles = [...byRole].map(([role, n]) => ({
    role,
    isOwner: false,
    n: role === ownerRole ? n - 1 : n,
  }));
  if (ownerRole !== undefined) roles.push({ role: ownerRole, isOwner: true, n: 1 });
  return {
    users: [...byRole.values()].reduce((sum, n) => sum + n, 0),
    roles: roles.filter((r) => r.n > 0),
    userTypes,
  };
}

const USER_TYPES = new Set(['student', 'parent', 'teacher']);

export async function upsertDirectoryUser(
  db: Queryable,
  user: { userId: string; email: string; name: string; role: string; userType?: string },
  occurredAt: Date,
): Promise<void> {
  // Events of one user arrive in order (same partition key), but a replay must not move an entry backwards.
  // UserRegistered carries no user type: an empty one keeps the type the entry has.
  const userType = USER_TYPES.has(user.userType ?? '') ? user.userType : '';
  await db.query(
    `INSERT INTO directory_users (user_id, email, name, role, registered_at, updated_at, user_type)
     VALUES ($1, $2, $3, $4, $5, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role,
       updated_at = EXCLUDED.updated_at,
       user_type = coalesce(nullif(EXCLUDED.user_type, ''), directory_users.user_type)
     WHERE directory_users.updated_at <= EXCLUDED.updated_at`,
    [user.userId, user.email, user.name, user.role || 'User', occurredAt, userType],
  );
}

export async function removeDirectoryUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM directory_users WHERE user_id = $1', [userId]);
}

export async function findDirectoryUserByEmail(
  db: Queryable,
  email: string,
): Promise<DirectoryRow | undefined> {
  const { rows } = await db.query<DirectoryRow>(
    `SELECT ${COLUMNS} FROM directory_users WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0];
}

export async function findDirectoryUser(db: Queryable, userId: string): Promise<DirectoryRow | undefined> {
  const { rows } = await db.query<DirectoryRow>(`SELECT ${COLUMNS} FROM directory_users WHERE user_id = $1`, [
    userId,
  ]);
  return rows[0];
}
