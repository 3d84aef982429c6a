import type { FairUseRefusal } from '@tutor/contracts';
import type { Queryable } from '@tutor/service-runtime';
import {
  countMessagesBetween,
  findFairUsePolicy,
  recordFairUseHit,
  saveFairUsePolicy,
  type FairUsePolicyRow,
} from '../data/fair-use';
import { BillingError } from './errors';

/**
 * The monthly plan's fair-use ceiling (issue 35; ADR 5): off unless the owner sets one. Set, it counts per learner
 * and UTC day, and a monthly learner past it is refused until the next UTC midnight.
 */

const DAY_MS = 24 * 3600 * 1000;
/** `now`'s UTC day, YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
/** The UTC midnight that starts `now`'s day. */
export const dayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
/** The next UTC midnight after `now`: when a ceiling reached at `now` lifts. */
export const nextUtcMidnight = (now: Date) => new Date(dayStart(now).getTime() + DAY_MS);
/** The time the ceiling reached on `day` (YYYY-MM-DD) lifts. */
export const liftsAtOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

/**
 * A learner's model cost on a UTC day (US dollars, a decimal string) as tutor-inference counts it, or undefined
 * when it could not be learned: then the send goes through (fail-open; the caller logs why).
 */
export type LearnerDayCost = (userId: string, day: string) => Promise<string | undefined>;
/** For callers with no usage service at hand: the cost ceiling is never known to be reached. */
export const unknownCost: LearnerDayCost = async () => undefined;

export const MAX_MESSAGES_PER_DAY = 100_000;
export const MAX_COST_PER_DAY_USD = 1000;
const USD = /^(\d{1,10})(?:\.(\d{1,10}))?$/;

/** A decimal dollar amount in units of 10⁻¹⁰ (the usage figures' precision), exactly; undefined if it is not one. */
function usdUnits(amount: string): bigint | undefined {
  const match = USD.exec(amount.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 10n ** 10n + BigInt((match[2] ?? '').padEnd(10, '0'));
}

/** The owner's policy as the schema's FairUsePolicy. */
export function policyView(row: FairUsePolicyRow | undefined) {
  const messagesPerDay = row?.messagesPerDay ?? null;
  const costPerDayUsd = row?.costPerDayUsd ?? null;
  return {
    messagesPerDay,
    costPerDayUsd,
    enabled: messagesPerDay !== null || costPerDayUsd !== null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export const isCeilingSet = (row: FairUsePolicyRow | undefined) => policyView(row).enabled;

export async function fairUsePolicy(db: Queryable) {
  return policyView(await findFairUsePolicy(db));
}

/** The owner's change, checked: null (or absent) turns a ceiling off. */
export async function setFairUsePolicy(
  db: Queryable,
  input: { messagesPerDay?: number | null; costPerDayUsd?: string | null },
) {
  const messages = input.messagesPerDay ?? null;
  if (messages !== null && (!Number.isInteger(messages) || messages < 1 || messages > MAX_MESSAGES_PER_DAY))
    throw new BillingError(
      'BAD_USER_INPUT',
      `messagesPerDay must be a whole number from 1 to ${MAX_MESSAGES_PER_DAY}, or null for no message ceiling`,
      'messagesPerDay',
    );
  const costText = input.costPerDayUsd?.trim() || null;
  let cost: string | null = null;
  if (costText !== null) {
    const units = usdUnits(costText);
    if (units === undefined || units <= 0n || units > BigInt(MAX_COST_PER_DAY_USD) * 10n ** 10n)
      throw new BillingError(
        'BAD_USER_INPUT',
        `costPerDayUsd must be an amount in US dollars greater than 0 and at most ${MAX_COST_PER_DAY_USD} (such as 0.50), or null for no cost ceiling`,
        'costPerDayUsd',
      );
    cost = usdText(units);
  }
  return policyView(await saveFairUsePolicy(db, messages, cost));
}

/** Units of 10⁻¹⁰ dollars as the shortest decimal string ("0.5", "12"). */
function usdText(units: bigint): string {
  const whole = units / 10n ** 10n;
  const fraction = (units % 10n ** 10n).toString().padStart(10, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

const refusalMessage = (r: FairUseRefusal) =>
  r.ceiling === 'MESSAGES'
    ? `You've reached today's fair-use limit on the monthly plan (${r.limit} messages). You can send again at ${r.liftsAt}.`
    : `You've reached today's fair-use limit on the monthly plan (US$${r.limit} of tutoring). You can send again at ${r.liftsAt}.`;

/**
 * The learner's model cost on `now`'s UTC day when a cost ceiling is set (nothing is asked otherwise). Asked
 * before the plan's lock is taken: tutor-inference may take its whole timeout, and no send should wait that long
 * behind another's lock (the figure is not one this send changes).
 */
export const dayCostFor = (
  policy: FairUsePolicyRow | undefined,
  userId: string,
  now: Date,
  learnerDayCost: LearnerDayCost,
): Promise<string | undefined> =>
  policy?.costPerDayUsd == null ? Promise.resolve(undefined) : learnerDayCost(userId, utcDay(now));

/**
 * Under the plan's lock, for a monthly learner's new message (not one already recorded): the refusal when a
 * ceiling is set and the learner is past it on `now`'s UTC day (`dayCost`: their model cost that day, unknown =
 * the message goes), with the day's hit recorded (or counted), in the same transaction; undefined when the message
 * may go.
 */
export async function refuseOverCeiling(
  tx: Queryable,
  policy: FairUsePolicyRow | undefined,
  userId: string,
  messageId: string,
  now: Date,
  dayCost: string | undefined,
): Promise<BillingError | undefined> {
  if (!isCeilingSet(policy)) return undefined;
  const day = utcDay(now);
  const liftsAt = nextUtcMidnight(now).toISOString();
  let refusal: FairUseRefusal | undefined;
  if (policy!.messagesPerDay !== null) {
    const sent = await countMessagesBetween(tx, userId, dayStart(now), nextUtcMidnight(now), messageId);
    if (sent >= policy!.messagesPerDay)
      refusal = { ceiling: 'MESSAGES', limit: String(policy!.messagesPerDay), liftsAt };
  }
  if (!refusal && policy!.costPerDayUsd !== null) {
    const spent = dayCost === undefined ? undefined : usdUnits(dayCost);
    if (spent !== undefined && spent >= usdUnits(policy!.costPerDayUsd)!)
      refusal = { ceiling: 'COST', limit: policy!.costPerDayUsd, liftsAt };
  }
  if (!refusal) return undefined;
  await recordFairUseHit(tx, userId, day, refusal.ceiling, now);
  return new BillingError('FAIR_USE_LIMIT', refusalMessage(refusal), undefined, refusal);
}
