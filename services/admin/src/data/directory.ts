import type { Queryable } from '@tutor/service-runtime';

export interface DirectoryRow {
  user_id: string;
  email: string;
  name: string;
  role: string;
  registered_at: Date;
}

export type SortField = 'NAME' | 'EMAIL' | 'ROLE';
export type SortDirection = 'ASC' | 'DESC';

// Whitelisted ORDER BY fragments: the sort column never comes from the client as text.
const ORDER: Record<SortField, string> = {
  NAME: 'lower(name)',
  EMAIL: 'lower(email)',
  ROLE: 'role',
};

export async function isListed(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM directory_users WHERE user_id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}

export async function listDirectory(
  db: Queryable,
  sortBy: SortField,
  direction: SortDirection,
  limit: number,
  offset: number,
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const dir = direction === 'DESC' ? 'DESC' : 'ASC';
  const [{ rows }, count] = await Promise.all([
    db.query<DirectoryRow>(
      `SELECT user_id, email, name, role, registered_at FROM directory_users
       ORDER BY ${ORDER[sortBy]} ${dir}, user_id ${dir} LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM directory_users'),
  ]);
  return { rows, total: count.rows[0]?.n ?? 0 };
}

export async function upsertDirectoryUser(
  db: Queryable,
  user: { userId: string; email: string; name: string; role: string },
  occurredAt: Date,
): Promise<void> {
  // Events of one user arrive in order (same partition key), but a replay must not move an entry backwards.
  await db.query(
    `INSERT INTO directory_users (user_id, email, name, role, registered_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role,
       updated_at = EXCLUDED.updated_at
     WHERE directory_users.updated_at <= EXCLUDED.updated_at`,
    [user.userId, user.email, user.name, user.role || 'User', occurredAt],
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
    'SELECT user_id, email, name, role, registered_at FROM directory_users WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  return rows[0];
}
