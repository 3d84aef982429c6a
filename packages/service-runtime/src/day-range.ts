import { badInput } from './subgraph';

/** The longest period the owner's figures cover (a year, leap day included). */
export const MAX_PERIOD_DAYS = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

/** A calendar day's UTC midnight (ms), or undefined when the text is not a real YYYY-MM-DD day. */
function dayStart(text: string): number | undefined {
  const m = DAY.exec(text);
  if (!m) return undefined;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(time).toISOString().slice(0, 10) === text ? time : undefined;
}

/**
 * The days from..to (YYYY-MM-DD, UTC, inclusive) an owner's figures are asked for: real days, from not after to,
 * at most `MAX_PERIOD_DAYS` days; BAD_USER_INPUT naming the argument otherwise. Answers the number of days too.
 */
export function dayRange(from: string, to: string): { from: string; to: string; days: number } {
  const start = dayStart(from);
  if (start === undefined) throw badInput('from must be a day, YYYY-MM-DD', 'from');
  const end = dayStart(to);
  if (end === undefined) throw badInput('to must be a day, YYYY-MM-DD', 'to');
  if (start > end) throw badInput('from must not be after to', 'from');
  const days = (end - start) / DAY_MS + 1;
  if (days > MAX_PERIOD_DAYS) throw badInput(`The period must be at most ${MAX_PERIOD_DAYS} days`, 'to');
  return { from, to, days };
}
