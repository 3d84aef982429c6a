import type { Queryable } from '@tutor/service-runtime';

export async function addLinkedParent(db: Queryable, parentId: string, childId: string): Promise<void> {
  await db.query('INSERT INTO linked_parents (child_id, parent_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    childId,
    parentId,
  ]);
}

export async function removeLinkedParent(db: Queryable, parentId: string, childId: string): Promise<void> {
  await db.query('DELETE FROM linked_parents WHERE child_id = $1 AND parent_id = $2', [childId, parentId]);
}

export async function isLinkedParent(db: Queryable, parentId: string, childId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM linked_parents WHERE child_id = $1 AND parent_id = $2', [
    childId,
    parentId,
  ]);
  return rowCount === 1;
}
