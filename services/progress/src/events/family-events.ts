import { ParentLinkedSchema, ParentUnlinkedSchema, TOPICS } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { addLinkedParent, removeLinkedParent } from '../data/readers';

/** Who else may read a learner's progress: their linked parents, as the family service announces them. */
export function consumeFamilyEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.familyLink,
    group: 'progress.family',
    handlers: [
      on(ParentLinkedSchema, (e, _env, tx) => addLinkedParent(tx, e.parentId, e.childId)),
      on(ParentUnlinkedSchema, (e, _env, tx) => removeLinkedParent(tx, e.parentId, e.childId)),
    ],
  });
}
