import { ParentLinkedSchema, ParentUnlinkedSchema, TOPICS } from '@tutor/contracts';
import { consumeEvents, on, type Queryable, type ServiceRuntime } from '@tutor/service-runtime';

/**
 * What another service needs to admit a learner's linked parents (ADR 18): a replica of the links in its own
 * database, in a `linked_parents (child_id, parent_id)` table its own migrations create, kept current by the
 * family service's events. Each reader keeps its replica so that authorising a read never calls another service.
 */
export function consumeParentLinks(
  runtime: Pick<ServiceRuntime<never>, 'bus' | 'pool' | 'log' | 'metrics'>,
  /** The consumer group, named for the reader, e.g. `billing.family`. */
  group: string,
) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.familyLink,
    group,
    handlers: [
      on(ParentLinkedSchema, (e, _env, tx) =>
        tx.query('INSERT INTO linked_parents (child_id, parent_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          e.childId,
          e.parentId,
        ]),
      ),
      on(ParentUnlinkedSchema, (e, _env, tx) =>
        tx.query('DELETE FROM linked_parents WHERE child_id = $1 AND parent_id = $2', [
          e.childId,
          e.parentId,
        ]),
      ),
    ],
  });
}

/** Whether `parentId` is linked to `childId` in this service's replica. */
export async function isLinkedParent(db: Queryable, parentId: string, childId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM linked_parents WHERE child_id = $1 AND parent_id = $2', [
    childId,
    parentId,
  ]);
  return rowCount === 1;
}
