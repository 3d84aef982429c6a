import type { Queryable } from '@tutor/service-runtime';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  role: 'Owner' | 'User';
}

const COLUMNS = 'id, email, name, picture, role';

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}
