import type { Queryable } from '@tutor/service-runtime';

export async function suspendLearner(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO suspended_learners (user_id, suspended_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
    [userId, at],
  );
}

export async function reinstateLearner(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM suspended_learners WHERE user_id = $1', [userId]);
}

export async function isSuspended(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM suspended_learners WHERE user_id = $1', [userId]);
  return rowCount === 1;
}
