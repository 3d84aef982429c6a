import {
  ClassJoinedSchema,
  ClassLeftSchema,
  ClassTopicPinnedSchema,
  ClassUnitCreatedSchema,
  TOPICS,
} from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { addClassMember, insertClassUnit, pinClassTopic, removeClassMember } from '../data/classes';

/**
 * Classes as a student's subject page and the tutor need them (ADR 19): memberships, current topics and the
 * teachers' units, from the family service's events (idempotent through consumeEvents).
 */
export function consumeClassEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.familyClass,
    group: 'conversation.classes',
    handlers: [
      on(ClassJoinedSchema, (e, _env, tx) => addClassMember(tx, e.classId, e.studentId, e.subjectId)),
      on(ClassLeftSchema, (e, _env, tx) => removeClassMember(tx, e.classId, e.studentId)),
      on(ClassTopicPinnedSchema, (e, _env, tx) => pinClassTopic(tx, e.classId, e.subjectId, e.unitId)),
      on(ClassUnitCreatedSchema, (e, _env, tx) => insertClassUnit(tx, e)),
    ],
  });
}
