import { readNumber } from '../../checking/number';
import {
  type ArabicNoun,
  type Fraction,
  arabicCount,
  bi,
  frac,
  fractionValue,
  num,
} from '../../items/format';
import type { Bilingual, ItemKey, KnownMistake } from '../../items/types';

/** Units learners see beside the answer box. */
export const UNITS = {
  cm: bi('سم', 'cm'),
  m: bi('م', 'm'),
  cm2: bi('سم²', 'cm²'),
  cm3: bi('سم³', 'cm³'),
  pounds: bi('جنيه', 'pounds'),
  degrees: bi('°', '°'),
  minutes: bi('دقيقة', 'minutes'),
  percent: bi('٪', '%'),
} as const;

/** A number key, exact, and its text (with the unit, "١٢ سم" / "12 cm"). */
export function numberKey(
  value: number,
  unit?: Bilingual,
  arabicNoun?: ArabicNoun,
): { key: ItemKey; keyText: Bilingual } {
  const text = num(value);
  // "٨ جنيهات", "٣٠ جنيهًا": the Arabic noun agrees with the number (from 3 up, so the text keeps its digits).
  if (unit && arabicNoun && Number.isInteger(value) && value >= 3) {
    return {
      key: { kind: 'number', value, tolerance: 0, unit },
      keyText: { ar: arabicCount(value, arabicNoun), en: `${text.en} ${unit.en}` },
    };
  }
  const keyText = unit
    ? unit.en === '°' || unit.en === '%'
      ? { ar: `${text.ar}${unit.ar}`, en: `${text.en}${unit.en}` }
      : { ar: `${text.ar} ${unit.ar}`, en: `${text.en} ${unit.en}` }
    : text;
  return { key: { kind: 'number', value, tolerance: 0, ...(unit ? { unit } : {}) }, keyText };
}

/** A fraction key: any equal fraction or decimal is right. */
export function fractionKey(f: Fraction): { key: ItemKey; keyText: Bilingual } {
  return { key: { kind: 'number', value: fractionValue(f), tolerance: 0 }, keyText: frac(f) };
}

/** A known wrong number and what it shows. */
export function mistake(value: number | string, misconception: Bilingual): KnownMistake {
  return { answer: String(value), misconception };
}

/** The last step of a worked solution: the answer. */
export function answerIs(keyText: Bilingual): Bilingual {
  return { ar: `إذن الإجابة: ${keyText.ar}`, en: `So the answer is ${keyText.en}.` };
}

/** The known mistakes that are really wrong for this key (a swapped 33 is still 33), each value once. */
export function mistakesBesides(value: number, mistakes: KnownMistake[]): KnownMistake[] {
  const seen = new Set<number>([value]);
  return mistakes.filter((m) => {
    const answer = readNumber(m.answer);
    if (answer === undefined || [...seen].some((v) => Math.abs(v - answer) < 1e-9)) return false;
    seen.add(answer);
    return true;
  });
}
