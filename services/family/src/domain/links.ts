import { ParentLinkedSchema, ParentUnlinkedSchema, TOPICS } from '@tutor/contracts';
import { appendEvent, withTransaction, type CallerUser, type PoolClient } from '@tutor/service-runtime';
import type { FamilyContext } from '../context';
import {
  deleteLink,
  insertCode,
  insertLink,
  linkedChildren,
  lockCode,
  markCodeUsed,
  type LinkRow,
} from '../data/family';
import { hashCode, newCode, normaliseCode } from './codes';
import { FamilyError } from './errors';
import { countWrongCode, member, refuseWhenTooManyWrongCodes } from './callers';

/** How long a link code stays valid (ADR 18: 24 hours). */
const CODE_TTL_MINUTES = 24 * 60;

/** Links are announced on family.link keyed by the child, so a pair's link and unlink stay in order. */
export function announceLink(tx: PoolClient, linked: boolean, parentId: string, childId: string) {
  const schema = linked ? ParentLinkedSchema : ParentUnlinkedSchema;
  return appendEvent(
    tx,
    TOPICS.familyLink,
    schema,
    { parentId, childId },
    { aggregateId: childId, producer: 'family' },
  );
}

export async function createLinkCode(ctx: FamilyContext, caller: CallerUser) {
  const { userType, language } = await member(ctx, caller);
  if (userType !== 'student') throw new FamilyError('STUDENTS_ONLY', language);
  const code = newCode();
  const expiresAt = await withTransaction(ctx.pool, (tx) =>
    insertCode(tx, caller.id, hashCode(normaliseCode(code)!), CODE_TTL_MINUTES),
  );
  return { code, expiresAt };
}

/**
 * A parent redeems a child's code: checked, marked used and the link made in one transaction (the code's row is
 * locked, so it links once however many parents race). Every wrong, expired or used code counts towards the
 * parent's limit, checked before the code is even looked at.
 */
export async function redeemLinkCode(
  ctx: FamilyContext,
  caller: CallerUser,
  input: string,
): Promise<LinkRow> {
  const { userType, language } = await member(ctx, caller);
  if (userType !== 'parent') throw new FamilyError('PARENTS_ONLY', language);
  await refuseWhenTooManyWrongCodes(ctx, caller.id, language);
  const canonical = normaliseCode(input);
  try {
    if (!canonical) throw new FamilyError('BAD_CODE', language);
    const hash = hashCode(canonical);
    const childId = await withTransaction(ctx.pool, async (tx) => {
      const code = await lockCode(tx, hash);
      if (!code) throw new FamilyError('BAD_CODE', language);
      if (code.used) throw new FamilyError('USED_CODE', language);
      if (code.expired) throw new FamilyError('EXPIRED_CODE', language);
      await markCodeUsed(tx, hash, caller.id);
      if (await insertLink(tx, caller.id, code.student_id))
        await announceLink(tx, true, caller.id, code.student_id);
      return code.student_id;
    });
    return (await linkedChildren(ctx.pool, caller.id)).find((c) => c.id === childId)!;
  } catch (err) {
    if (err instanceof FamilyError) await countWrongCode(ctx, caller.id);
    throw err;
  }
}

/** Either side ends a link; NOT_FOUND when there is none (another family's ids included). */
export async function unlink(ctx: FamilyContext, caller: CallerUser, parentId: string, childId: string) {
  const { language } = await member(ctx, caller);
  const removed = await withTransaction(ctx.pool, async (tx) => {
    if (!(await deleteLink(tx, parentId, childId))) return false;
    await announceLink(tx, false, parentId, childId);
    return true;
  });
  if (!removed) throw new FamilyError('NOT_LINKED', language);
  return true;
}
