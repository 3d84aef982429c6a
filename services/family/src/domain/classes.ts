import { randomUUID } from 'node:crypto';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  ClassCreatedSchema,
  ClassJoinedSchema,
  ClassLeftSchema,
  ClassTopicPinnedSchema,
  ClassUnitCreatedSchema,
  TOPICS,
} from '@tutor/contracts';
import { CatalogUnavailableError } from '../catalog';
import { appendEvent, withTransaction, type CallerUser, type Queryable } from '@tutor/service-runtime';
import { z } from 'zod';
import type { FamilyContext } from '../context';
import {
  classByCode,
  classUnitCount,
  classUnits,
  deleteMember,
  findTeachersClass,
  insertClass,
  insertClassUnit,
  insertMember,
  lockClass,
  memberships,
  setClassCode,
  setPinnedUnit,
  type ClassRow,
  type MembershipRow,
} from '../data/classes';
import { countWrongCode, member, refuseWhenTooManyWrongCodes } from './callers';
import { classCodeKey, hashCode, newCode, normaliseCode, sealCode } from './codes';
import { FamilyError, type FamilyErrorKey } from './errors';

/** Limits on what a teacher writes (the notes go into every prompt of the unit's conversations). */
export const CLASS_NAME_MAX = 80;
export const UNIT_TITLE_MAX = 80;
export const UNIT_NOTES_MAX = 2000;
export const CLASS_UNITS_MAX = 20;

const YEARS: Record<string, string[]> = {
  primary: ['1', '2', '3', '4', '5', '6'],
  middle: ['1', '2', '3'],
  high: ['1', '2', '3'],
};

/** A class's events go on family.class keyed by the class, so its joins, leaves and pins stay in order. */
function announce<D extends DescMessage>(
  tx: Queryable,
  schema: D,
  classId: string,
  payload: MessageInitShape<D>,
) {
  return appendEvent(tx, TOPICS.familyClass, schema, payload, { aggregateId: classId, producer: 'family' });
}

export function announceLeft(tx: Queryable, classId: string, studentId: string) {
  return announce(tx, ClassLeftSchema, classId, { classId, studentId });
}

/** A trimmed text of 1 to `max` characters, or the refusal `key` in the caller's language. */
function text(input: string, max: number, key: FamilyErrorKey, language: string): string {
  const parsed = z.string().trim().min(1).max(max).safeParse(input);
  if (!parsed.success) throw new FamilyError(key, language);
  return parsed.data;
}

async function requireTeacher(ctx: FamilyContext, caller: CallerUser) {
  const who = await member(ctx, caller);
  if (who.userType !== 'teacher') throw new FamilyError('TEACHERS_ONLY', who.language);
  return who.language;
}

/** The caller's own class: any other id (another teacher's included) is NOT_FOUND. */
async function ownClass(ctx: FamilyContext, caller: CallerUser, classId: string) {
  const language = await requireTeacher(ctx, caller);
  const found = z.uuid().safeParse(classId).success
    ? await findTeachersClass(ctx.pool, caller.id, classId)
    : undefined;
  if (!found) throw new FamilyError('NO_CLASS', language);
  return { found, language };
}

async function catalogSubject(ctx: FamilyContext, subjectId: string, language: string) {
  try {
    return await ctx.catalog.subject(subjectId);
  } catch (err) {
    if (err instanceof CatalogUnavailableError) throw new FamilyError('CATALOG_UNAVAILABLE', language);
    throw err;
  }
}

/** A class's new join code: what it is looked up by (its hash) and what its teacher reads again (sealed). */
function storedCode(ctx: FamilyContext, code: string) {
  return {
    hash: hashCode(normaliseCode(code)!),
    sealed: sealCode(code, classCodeKey(ctx.config.INTERNAL_SECRET)),
  };
}

/** A teacher makes a class for a subject the catalog teaches in that stage and year, with its join code. */
export async function createClass(
  ctx: FamilyContext,
  caller: CallerUser,
  input: { name: string; educationalStage: string; academicYear: string; subjectId: string },
): Promise<{ code: string; class: ClassRow }> {
  const language = await requireTeacher(ctx, caller);
  const name = text(input.name, CLASS_NAME_MAX, 'BAD_CLASS_NAME', language);
  const stage = input.educationalStage.trim().toLowerCase();
  if (!YEARS[stage]?.includes(input.academicYear)) throw new FamilyError('BAD_STAGE_YEAR', language);
  const subject =
    input.subjectId.length <= 100 ? await catalogSubject(ctx, input.subjectId, language) : undefined;
  if (subject?.educationalStage !== stage || subject.academicYear !== input.academicYear)
    throw new FamilyError('BAD_SUBJECT', language);
  const code = newCode();
  const row = await withTransaction(ctx.pool, async (tx) => {
    const created = await insertClass(
      tx,
      {
        class_id: randomUUID(),
        teacher_id: caller.id,
        name,
        educational_stage: stage,
        academic_year: input.academicYear,
        subject_id: subject.id,
      },
      storedCode(ctx, code),
    );
    await announce(tx, ClassCreatedSchema, created.class_id, {
      classId: created.class_id,
      teacherId: caller.id,
      subjectId: subject.id,
    });
    return created;
  });
  return { code, class: row };
}

/** A new code for the teacher's class: the old one stops working; students already in stay. */
export async function renewClassCode(ctx: FamilyContext, caller: CallerUser, classId: string) {
  const { found } = await ownClass(ctx, caller, classId);
  const code = newCode();
  return { code, class: await setClassCode(ctx.pool, found.class_id, storedCode(ctx, code)) };
}

/**
 * A student joins the class of the code. Wrong codes count towards the caller's limit (shared with link codes),
 * checked before the code is looked at. Joining a class one is already in changes nothing.
 */
export async function joinClass(
  ctx: FamilyContext,
  caller: CallerUser,
  input: string,
): Promise<MembershipRow> {
  const { userType, language } = await member(ctx, caller);
  if (userType !== 'student') throw new FamilyError('STUDENTS_ONLY_JOIN', language);
  await refuseWhenTooManyWrongCodes(ctx, caller.id, language);
  const canonical = normaliseCode(input);
  const found = canonical ? await classByCode(ctx.pool, hashCode(canonical)) : undefined;
  if (!found) {
    await countWrongCode(ctx, caller.id);
    throw new FamilyError('BAD_CLASS_CODE', language);
  }
  await withTransaction(ctx.pool, async (tx) => {
    if (await insertMember(tx, found.class_id, caller.id))
      await announce(tx, ClassJoinedSchema, found.class_id, {
        classId: found.class_id,
        teacherId: found.teacher_id,
        studentId: caller.id,
        subjectId: found.subject_id,
      });
  });
  return (await memberships(ctx.pool, caller.id)).find((m) => m.class_id === found.class_id)!;
}

/** Ends a membership, announced; NOT_FOUND when there is none. */
async function endMembership(classId: string, studentId: string, ctx: FamilyContext, language: string) {
  const removed = await withTransaction(ctx.pool, async (tx) => {
    if (!(await deleteMember(tx, classId, studentId))) return false;
    await announceLeft(tx, classId, studentId);
    return true;
  });
  if (!removed) throw new FamilyError('NOT_IN_CLASS', language);
  return true;
}

export async function leaveClass(ctx: FamilyContext, caller: CallerUser, classId: string) {
  const { language } = await member(ctx, caller);
  if (!z.uuid().safeParse(classId).success) throw new FamilyError('NO_CLASS', language);
  try {
    return await endMembership(classId, caller.id, ctx, language);
  } catch (err) {
    // A class the caller is not in reads as one that does not exist.
    if (err instanceof FamilyError) throw new FamilyError('NO_CLASS', language);
    throw err;
  }
}

export async function removeStudent(
  ctx: FamilyContext,
  caller: CallerUser,
  classId: string,
  studentId: string,
) {
  const { found, language } = await ownClass(ctx, caller, classId);
  if (!z.uuid().safeParse(studentId).success) throw new FamilyError('NOT_IN_CLASS', language);
  return endMembership(found.class_id, studentId, ctx, language);
}

/** Pins a unit of the class's subject (the catalog's) or of the class's own as its current topic; null unpins. */
export async function pinClassTopic(
  ctx: FamilyContext,
  caller: CallerUser,
  classId: string,
  unitId: string | null | undefined,
): Promise<ClassRow> {
  const { found, language } = await ownClass(ctx, caller, classId);
  if (unitId) {
    const own = (await classUnits(ctx.pool, found.class_id)).some((u) => u.unit_id === unitId);
    const catalog =
      own || unitId.length > 100
        ? undefined
        : (await catalogSubject(ctx, found.subject_id, language))?.unitIds.includes(unitId);
    if (!own && !catalog) throw new FamilyError('BAD_UNIT', language);
  }
  return withTransaction(ctx.pool, async (tx) => {
    const pinned = await setPinnedUnit(tx, found.class_id, unitId || null);
    await announce(tx, ClassTopicPinnedSchema, found.class_id, {
      classId: found.class_id,
      subjectId: found.subject_id,
      unitId: unitId || '',
    });
    return pinned;
  });
}

/** A unit of the teacher's own for the class: its title and notes, length-limited, at most 20 per class. */
export async function createClassUnit(
  ctx: FamilyContext,
  caller: CallerUser,
  classId: string,
  input: { title: string; notes: string },
) {
  const { found, language } = await ownClass(ctx, caller, classId);
  const title = text(input.title, UNIT_TITLE_MAX, 'BAD_UNIT_TITLE', language);
  const notes = text(input.notes, UNIT_NOTES_MAX, 'BAD_UNIT_NOTES', language);
  return withTransaction(ctx.pool, async (tx) => {
    // Counted inside the transaction with the class's row locked, so two racing writes cannot pass 20.
    await lockClass(tx, found.class_id);
    if ((await classUnitCount(tx, found.class_id)) >= CLASS_UNITS_MAX)
      throw new FamilyError('TOO_MANY_UNITS', language);
    const unit = await insertClassUnit(tx, found.class_id, `class-unit-${randomUUID()}`, title, notes);
    await announce(tx, ClassUnitCreatedSchema, found.class_id, {
      unitId: unit.unit_id,
      classId: found.class_id,
      subjectId: found.subject_id,
      title,
      notes,
    });
    return unit;
  });
}
