import type { CallerUser } from '@tutor/service-runtime';
import type { FamilyContext } from '../context';
import { findMember } from '../data/family';
import { FamilyError } from './errors';

/** The caller's profile as identity announced it; a caller identity has not told about yet is nobody's type. */
export async function member(ctx: FamilyContext, caller: CallerUser) {
  const m = await findMember(ctx.pool, caller.id);
  return { userType: m?.user_type ?? '', language: m?.language ?? '' };
}

/**
 * Wrong codes, link codes and class codes alike, count per caller in one window (ADR 18, 19): the window starts
 * at the first wrong code; past the limit, entering a code is refused before the code is looked at.
 */
/** Wrong codes a caller may enter per window before entering one is refused for the rest of it (ADR 18). */
const REDEEM_ATTEMPTS = 5;
const REDEEM_WINDOW_SECONDS = 15 * 60;
const attemptsKey = (ctx: FamilyContext, userId: string) =>
  `${ctx.config.NAMESPACE}:family:wrong-codes:${userId}`;

export async function countWrongCode(ctx: FamilyContext, userId: string) {
  const key = attemptsKey(ctx, userId);
  await ctx.redis.multi().incr(key).expire(key, REDEEM_WINDOW_SECONDS, 'NX').exec();
}

export async function refuseWhenTooManyWrongCodes(ctx: FamilyContext, userId: string, language: string) {
  const wrong = Number((await ctx.redis.get(attemptsKey(ctx, userId))) ?? 0);
  if (wrong >= REDEEM_ATTEMPTS) throw new FamilyError('TOO_MANY_ATTEMPTS', language);
}
