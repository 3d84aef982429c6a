import type { Queryable } from '@tutor/service-runtime';

export type OwnerAction = 'suspend' | 'reinstate' | 'dismiss' | 'follow_up';

/** Suspends a user; false when they already are (the first suspension's time and actor stay). */
export async function insertSuspension(
  db: Queryable,
  s: { userId: string; actorId: string; flagId?: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO suspensions (user_id, actor_id, flag_id) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
    [s.userId, s.actorId, s.flagId ?? null],
  );
  return rowCount === 1;
}

/** Lifts a user's suspension; false when there was none. */
export async function deleteSuspension(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM suspensions WHERE user_id = $1', [userId]);
  return rowCount === 1;
}

/** A SELECT column saying whether the user of `userIdColumn` is suspended (for the directory and the flags). */
export const suspendedColumn = (userIdColumn: string) =>
  `EXISTS (SELECT 1 FROM suspensions s WHERE s.user_id = ${userIdColumn}) AS suspended`;

export async function logOwnerAction(
  db: Queryable,
  entry: { action: OwnerAction; userId: string; actorId: string; flagId?: string },
): Promise<void> {
  await db.query('INSERT INTO owner_actions (action, user_id, actor_id, flag_id) VALUES ($1, $2, $3, $4)', [
    entry.action,
    entry.userId,
    entry.actorId,
    entry.flagId ?? null,
  ]);
}

export async function ownerActionsOf(
  db: Queryable,
  userId: string,
): Promise<{ action: OwnerAction; actor_id: string; flag_id: string | null }[]> {
  const { rows } = await db.query<{ action: OwnerAction; actor_id: string; flag_id: string | null }>(
    'SELECT action, actor_id, flag_id FROM owner_actions WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

export interface OwnerActionRow {
  action: OwnerAction;
  flag_id: string | null;
  acted_at: Date;
}

/** What the owner did about a user, newest first (their flag history shows it). */
export async function actionLogOf(db: Queryable, userId: string, limit: number): Promise<OwnerActionRow[]> {
  const { rows } = await db.query<OwnerActionRow>(
    'SELECT action, flag_id, acted_at FROM owner_actions WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return rows;
}
