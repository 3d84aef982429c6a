import type { Queryable } from '@tutor/service-runtime';

export interface UserRow {
  id: string;
  google_sub: string | null;
  email: string;
  name: string;
  picture: string | null;
  role: 'Owner' | 'User';
  language: string | null;
  user_type: string | null;
  learning_domain: string | null;
  educational_stage: string | null;
  academic_year: string | null;
  /** female or male; null when not given. */
  grammatical_gender: 'female' | 'male' | null;
  /** Bumped in the transaction of every change (ADR 20); selected as float8 so that it arrives as a number. */
  profile_version: number;
}

const COLUMNS =
  'id, google_sub, email, name, picture, role, language, user_type, learning_domain, educational_stage, academic_year, grammatical_gender, profile_version::float8 AS profile_version';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** The account of a Google identity: by its subject, or by e-mail for an account made before the subject was known. */
export async function findUserByGoogle(
  db: Queryable,
  googleSub: string,
  email: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE google_sub = $1 OR lower(email) = lower($2) ORDER BY (google_sub = $1) DESC LIMIT 1`,
    [googleSub, email],
  );
  return rows[0];
}

/** Inserts an account; undefined when one with this Google subject or e-mail already exists (a concurrent sign-up). */
export async function insertUser(
  db: Queryable,
  user: { googleSub: string; email: string; name: string; picture: string | null; role: 'Owner' | 'User' },
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (google_sub, email, name, picture, role) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [user.googleSub, user.email, user.name, user.picture, user.role],
  );
  return rows[0];
}

export type ProfileChange = Partial<
  Pick<
    UserRow,
    | 'google_sub'
    | 'name'
    | 'picture'
    | 'role'
    | 'language'
    | 'user_type'
    | 'learning_domain'
    | 'educational_stage'
    | 'academic_year'
    | 'grammatical_gender'
  >
>;

/** Updates the given columns (names from the fixed list above, values parameterised) and returns the row. */
export async function updateUser(
  db: Queryable,
  id: string,
  change: ProfileChange,
): Promise<UserRow | undefined> {
  const entries = Object.entries(change);
  if (!entries.length) return findUserById(db, id);
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET ${sets.join(', ')}, profile_version = profile_version + 1, updated_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...entries.map(([, value]) => value)],
  );
  return rows[0];
}

export async function deleteUserRow(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`DELETE FROM users WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return rows[0];
}
