import {
  ClassCreatedSchema,
  ClassJoinedSchema,
  ClassLeftSchema,
  ClassUnitCreatedSchema,
  TOPICS,
} from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { addClassMember, recordClass, removeClassMember } from '../data/classes';
import { recordUnitTitle } from '../data/progress';

/**
 * Whose class is whose and who is in it (ADR 19): the teacher's right to read the class's figures; and the titles
 * of the units teachers write, which name them on the learner's and the parent's pages.
 */
export function consumeClassEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.familyClass,
    group: 'progress.classes',
    handlers: [
      on(ClassCreatedSchema, (e, _env, tx) => recordClass(tx, e.classId, e.teacherId, e.subjectId)),
      on(ClassJoinedSchema, async (e, _env, tx) => {
        await recordClass(tx, e.classId, e.teacherId, e.subjectId);
        await addClassMember(tx, e.classId, e.studentId);
      }),
      on(ClassLeftSchema, (e, _env, tx) => removeClassMember(tx, e.classId, e.studentId)),
      on(ClassUnitCreatedSchema, (e, _env, tx) => recordUnitTitle(tx, e.unitId, e.title)),
    ],
  });
}
