import type { Queryable } from '@tutor/service-runtime';

/**
 * This service's replica of the family links (ADR 18), in its own `linked_parents (child_id, parent_id)` table, so
 * that admitting a learner's linked parent never calls the family service. Kept current by family-events.ts.
 */

export const addLinkedParent = (db: Queryable, childId: string, parentId: string) =>
  db.query('INSERT INTO linked_parents (child_id, parent_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    childId,
    parentId,
  ]);

export const removeLinkedParent = (db: Queryable, childId: string, parentId: string) =>
  db.query('DELETE FROM linked_parents WHERE child_id = $1 AND parent_id = $2', [childId, parentId]);

/** Whether `parentId` is linked to `childId` in this service's replica. */
export async function isLinkedParent(db: Queryable, parentId: string, childId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM linked_parents WHERE child_id = $1 AND parent_id = $2', [
    childId,
    parentId,
  ]);
  return rowCount === 1;
}
