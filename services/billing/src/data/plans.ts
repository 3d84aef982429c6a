import type { Queryable } from '@tutor/service-runtime';

export interface PlanRow {
  user_id: string;
  remaining_messages: number;
  subscription_expires_at: Date | null;
}

export async function findPlan(db: Queryable, userId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(
    'SELECT user_id, remaining_messages, subscription_expires_at FROM plans WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}
