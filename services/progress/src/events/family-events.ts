import { ParentLinkedSchema, ParentUnlinkedSchema, TOPICS } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { addLinkedParent, removeLinkedParent } from '../data/linked-parents';

/** The family service's link events keep this service's replica of the links (who may read a learner's data). */
export function consumeParentLinks(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.familyLink,
    group: 'progress.family',
    handlers: [
      on(ParentLinkedSchema, (e, _env, tx) => addLinkedParent(tx, e.childId, e.parentId)),
      on(ParentUnlinkedSchema, (e, _env, tx) => removeLinkedParent(tx, e.childId, e.parentId)),
    ],
  });
}
