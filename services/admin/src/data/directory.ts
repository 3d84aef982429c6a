import type { Queryable } from '@tutor/service-runtime';

export async function isListed(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM directory_users WHERE user_id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}
