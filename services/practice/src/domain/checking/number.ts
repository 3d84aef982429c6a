import { joinSpaceGroups, normaliseSymbols, plainDecimal } from './normalise';

/**
 * The numeric head of an answer: a sign, a decimal (any separators, see normalise.ts), then a mixed number's
 * fraction ("2 1/2") or a fraction ("3/4", "6/8"), then a percent sign.
 */
const HEAD = /^([+-])?\s*(\d[\d.,]*|\.\d+)(?:\s+(\d+)\s*\/\s*(\d+)|\s*\/\s*(\d[\d.,]*))?(\s*%)?/;

/** A unit after the number ("cm", "سم", "m²", "كم/س", "°", "جنيه"): letters, marks, dots, slashes, powers. */
const UNIT = /^[°\p{L}][\p{L}\p{M}\s.²³/\d^°]*$/u;

/** A lone variable after a number ("2x", "٢س") is algebra, not a unit. */
const VARIABLE = /^[xyzسصع](\^?\d|[²³])?$/i;

/** "x =", "س =" before the number: the learner wrote the solution of an equation. */
const SOLVED_FOR = /^(?:[a-z]|[\u0621-\u064a])\s*=\s*/i;

export interface NumberReading {
  /**
   * True when the key is itself a percentage (its unit is %): "25%" then reads as 25, otherwise as 0.25
   * (so a probability of 0.25 may be answered "25%").
   */
  percentIsValue?: boolean;
}

function decimal(run: string | undefined): number | undefined {
  if (run === undefined) return undefined;
  const plain = plainDecimal(run);
  return plain === undefined ? undefined : Number(plain);
}

/**
 * A learner's number, or undefined when the text is not one: Arabic or Western digits, decimal point or comma,
 * thousands groups, fractions, mixed numbers, percent, an optional "x =" before and an optional unit after.
 * Arithmetic ("3 + 4") is not a number: an answer must not be the question written again.
 */
export function readNumber(answer: string, options: NumberReading = {}): number | undefined {
  let text = normaliseSymbols(answer)
    .replace(/[.!?؟]+$/, '')
    .replace(/^=\s*/, '')
    .replace(SOLVED_FOR, '')
    // "٪٥٠": typed right to left, the percent sign can land first.
    .replace(/^%\s*(.+)$/, '$1%');
  text = joinSpaceGroups(text);
  const head = HEAD.exec(text);
  if (!head) return undefined;
  const rest = text.slice(head[0].length).trim();
  if (rest && (!UNIT.test(rest) || VARIABLE.test(rest))) return undefined;

  const [, sign, first, mixedN, mixedD, over, percent] = head;
  let value = decimal(first);
  if (value === undefined) return undefined;
  if (mixedN !== undefined && mixedD !== undefined) {
    const [n, d] = [Number(mixedN), Number(mixedD)];
    if (!Number.isInteger(value) || d === 0) return undefined;
    value += n / d;
  } else if (over !== undefined) {
    const d = decimal(over);
    if (d === undefined || d === 0) return undefined;
    value /= d;
  }
  if (percent && !options.percentIsValue) value /= 100;
  if (sign === '-') value = -value;
  return Number.isFinite(value) ? value : undefined;
}

/** Whether a reading is the key: within the tolerance, plus a hair for floating-point noise (1/3 vs 0.333…). */
export function withinTolerance(value: number, key: number, tolerance: number): boolean {
  return Math.abs(value - key) <= tolerance + 1e-9 * Math.max(1, Math.abs(key));
}
