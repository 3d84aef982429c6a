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

/**
 * One page of the directory. `search` (already trimmed and checked; empty for everyone) keeps the users whose name
 * or e-mail contains it, case-insensitively: ILIKE on the trigram indexes of migration 0002.
 */
export async function listDirectory(
  db: Queryable,
  sortBy: SortField,
  direction: SortDirection,
  limit: number,
  offset: number,
  search = '',
  ownerEmail = '',
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const dir = direction === 'DESC' ? 'DESC' : 'ASC';
  const where = search ? 'WHERE name ILIKE $1 OR email ILIKE $1' : '';
  const filter = search ? [containsPattern(search)] : [];
  const n = filter.length;
  const order = ORDER[sortBy].replace('$owner', `$${n + 3}`);
  const [{ rows }, count] = await Promise.all([
    db.query<DirectoryRow>(
      `SELECT ${COLUMNS} FROM directory_users ${where}
       ORDER BY ${order} ${dir}, user_id ${dir} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...filter, limit, offset, ...(sortBy === 'ROLE' ? [ownerEmail.trim()] : [])],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM directory_users ${where}`, filter),
  ]);
  return { rows, total: count.rows[0]?.n ?? 0 };
}

export interface DirectoryCounts {
  users: number;
  /** Stored role and whether the row is the owner's e-mail, with how many users have both. */
  roles: { role: string; isOwner: boolean; n: number }[];
  userTypes: Record<string, number>;
}

/** The counts of the owner's dashboard, in two aggregate queries. */
export async function countDirectory(
  db: Queryable,
  ownerEmail: string | undefined,
): Promise<DirectoryCounts> {
  const [roles, types] = await Promise.all([
    db.query<{ role: string; is_owner: boolean; n: number }>(
      `SELECT role, coalesce(lower(email) = lower($1), false) AS is_owner, count(*)::int AS n
       FROM directory_users GROUP BY 1, 2`,
      [ownerEmail?.trim() ?? null],
    ),
    db.query<{ user_type: string; n: number }>(
      'SELECT user_type, count(*)::int AS n FROM directory_users GROUP BY 1',
    ),
  ]);
  return {
    users: roles.rows.reduce((sum, r) => sum + r.n, 0),
    roles: roles.rows.map((r) => ({ role: r.role, isOwner: r.is_owner, n: r.n })),
    userTypes: Object.fromEntries(types.rows.map((r) => [r.user_type, r.n])),
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
