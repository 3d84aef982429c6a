import type { Bilingual, Language } from './types';

/**
 * What every generator shares: numbers written for each language (Arabic texts in Eastern Arabic digits with ٫ for
 * the decimal point and ٬ between groups of three, English texts in Western digits with . and ,), a seeded random
 * source (the same seed always gives the same item), fractions, and tagged templates that write one sentence in
 * both languages with its numbers formatted for each.
 */

const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Western digits, '.' and ',' of an already formatted number written the Arabic way. */
export function toEasternDigits(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) out += EASTERN_DIGITS[c - 48];
    else if ((c === 46 || c === 44) && isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1)))
      out += c === 46 ? '٫' : '٬';
    else out += text[i];
  }
  return out;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Rounds away floating-point noise (0.1 + 0.2 → 0.3): at most `places` decimals. */
export function roundTo(value: number, places = 9): number {
  const factor = 10 ** places;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * A number in a language: no floating noise, groups of three from 1,000 up (١٬٠٠٠ in Arabic) unless `group` is
 * false. The checker reads back every form this writes (a comma before exactly three digits groups thousands).
 */
export function formatNumber(value: number, language: Language, options: { group?: boolean } = {}): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) {
    const plain = String(value);
    return language === 'ar' ? toEasternDigits(plain) : plain;
  }
  const rounded = roundTo(value);
  const [whole = '0', decimals] = Math.abs(rounded).toString().split('.');
  const grouped = options.group === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const western = `${rounded < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
  return language === 'ar' ? toEasternDigits(western) : western;
}

/** A number in both languages. */
export function num(value: number, options: { group?: boolean } = {}): Bilingual {
  return { ar: formatNumber(value, 'ar', options), en: formatNumber(value, 'en', options) };
}

// ---------------------------------------------------------------------------------------------------------------
// Fractions

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : Math.abs(a * b) / gcd(a, b);
}

/** A fraction of integers, denominator positive. */
export interface Fraction {
  n: number;
  d: number;
}

export function fraction(n: number, d: number): Fraction {
  if (d === 0) throw new Error('a fraction cannot have denominator 0');
  return d < 0 ? { n: -n, d: -d } : { n, d };
}

/** In lowest terms. */
export function simplest(f: Fraction): Fraction {
  const g = gcd(f.n, f.d) || 1;
  return fraction(f.n / g, f.d / g);
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return simplest(fraction(a.n * b.d + b.n * a.d, a.d * b.d));
}

export function subtractFractions(a: Fraction, b: Fraction): Fraction {
  return addFractions(a, { n: -b.n, d: b.d });
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return simplest(fraction(a.n * b.n, a.d * b.d));
}

export function divideFractions(a: Fraction, b: Fraction): Fraction {
  return simplest(fraction(a.n * b.d, a.d * b.n));
}

export function fractionValue(f: Fraction): number {
  return f.n / f.d;
}

/**
 * A fraction written in a language: "3/4" / "٣/٤"; a whole number when the denominator is 1; as a mixed number
 * ("2 1/2" / "٢ ١/٢") when `mixed` and it is improper. The checker reads each of these back.
 */
export function formatFraction(f: Fraction, language: Language, options: { mixed?: boolean } = {}): string {
  const { n, d } = f;
  if (d === 1) return formatNumber(n, language);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (options.mixed && abs > d) {
    const whole = Math.floor(abs / d);
    const rest = abs % d;
    if (rest === 0) return formatNumber(n / d, language);
    return `${sign}${formatNumber(whole, language)} ${formatNumber(rest, language)}/${formatNumber(d, language)}`;
  }
  return `${sign}${formatNumber(abs, language)}/${formatNumber(d, language)}`;
}

/** A fraction in both languages. */
export function frac(f: Fraction, options: { mixed?: boolean } = {}): Bilingual {
  return { ar: formatFraction(f, 'ar', options), en: formatFraction(f, 'en', options) };
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

/** A deterministic random source: the same seed gives the same sequence (mulberry32). */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` different integers in [min, max]. */
  distinct(count: number, min: number, max: number): number[];
  /** True with probability p. */
  chance(p: number): boolean;
}

export function seeded(seed: number): Random {
  let state = (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    shuffle,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    distinct: (count, min, max) => {
      if (max - min + 1 < count) throw new Error('not enough integers in the range');
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(int(min, max));
      return [...chosen];
    },
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Bilingual sentences

/** What a sentence may interpolate: a number (formatted per language), a text in both languages, or plain text. */
export type Part = number | string | Bilingual;

function partIn(part: Part, language: Language): string {
  if (typeof part === 'number') return formatNumber(part, language);
  if (typeof part === 'string') return language === 'ar' ? toEasternDigits(part) : part;
  return part[language];
}

function tag(language: Language) {
  return (strings: TemplateStringsArray, ...parts: Part[]): string =>
    strings.reduce(
      (text, piece, i) => text + piece + (i < parts.length ? partIn(parts[i] as Part, language) : ''),
      '',
    );
}

/** The Arabic sentence: numbers in Eastern Arabic digits, Bilingual parts by their Arabic text. */
export const ar = tag('ar');
/** The English sentence: numbers in Western digits, Bilingual parts by their English text. */
export const en = tag('en');

/** One text in both languages. */
export function bi(arabic: string, english: string): Bilingual {
  return { ar: arabic, en: english };
}

/** Joins texts in both languages ("٣، ٥، ٧" / "3, 5, 7"). */
export function joinBi(
  parts: readonly Bilingual[],
  separators: Bilingual = { ar: '، ', en: ', ' },
): Bilingual {
  return { ar: parts.map((p) => p.ar).join(separators.ar), en: parts.map((p) => p.en).join(separators.en) };
}

const ARABIC_VARIABLES: Record<string, string> = { x: 'س', y: 'ص', z: 'ع' };

/**
 * An algebraic text as school writes it in each language: "2x + 3" / "٢س + ٣" (x y z become س ص ع, digits Eastern
 * Arabic, ^2 a superscript ²). Write the English form with the variables x y z only (every x y z
 * letter becomes Arabic); `*` is shown as ×.
 */
export function algebra(text: string): Bilingual {
  const shown = text
    .replace(/\*/g, '×')
    .replace(/\^2(?!\d)/g, '²')
    .replace(/\^3(?!\d)/g, '³');
  return {
    ar: toEasternDigits(shown.replace(/[xyz]/g, (v) => ARABIC_VARIABLES[v] as string)),
    en: shown,
  };
}

/** The forms an Arabic noun takes after a number. */
export interface ArabicNoun {
  /** With 1: "قلم واحد". */
  one: string;
  /** With 2, in the case the sentence needs: "قلمان" / "قلمين". */
  two: string;
  /** After 3–10: "أقلام". */
  plural: string;
  /** After 11–99, accusative: "قلمًا". */
  singular: string;
  /** After 100, 1,000...: "قلم". */
  genitive: string;
}

/**
 * A count in Arabic with its noun agreeing (Eastern digits): ١ and ٢ by the noun alone, ٣–١٠ with the plural,
 * ١١–٩٩ with the accusative singular, round hundreds and thousands with the genitive singular.
 */
export function arabicCount(n: number, noun: ArabicNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const lastTwo = Math.abs(n) % 100;
  const form = lastTwo >= 3 && lastTwo <= 10 ? noun.plural : lastTwo >= 11 ? noun.singular : noun.genitive;
  return `${formatNumber(n, 'ar')} ${form}`;
}

/** Nouns the generators count. */
export const AR_NOUNS = {
  pound: { one: 'جنيه واحد', two: 'جنيهين', plural: 'جنيهات', singular: 'جنيهًا', genitive: 'جنيه' },
  pencil: { one: 'قلمًا واحدًا', two: 'قلمين', plural: 'أقلام', singular: 'قلمًا', genitive: 'قلم' },
  hour: { one: 'ساعة واحدة', two: 'ساعتين', plural: 'ساعات', singular: 'ساعة', genitive: 'ساعة' },
  bag: { one: 'كيس واحد', two: 'كيسين', plural: 'أكياس', singular: 'كيسًا', genitive: 'كيس' },
  orange: {
    one: 'برتقالة واحدة',
    two: 'برتقالتان',
    plural: 'برتقالات',
    singular: 'برتقالة',
    genitive: 'برتقالة',
  },
  child: { one: 'طفل واحد', two: 'طفلين', plural: 'أطفال', singular: 'طفلًا', genitive: 'طفل' },
  part: { one: 'جزء واحد', two: 'جزأين', plural: 'أجزاء', singular: 'جزءًا', genitive: 'جزء' },
  notebook: { one: 'كراسة واحدة', two: 'كراستين', plural: 'كراسات', singular: 'كراسة', genitive: 'كراسة' },
  question: { one: 'سؤال واحد', two: 'سؤالين', plural: 'أسئلة', singular: 'سؤالًا', genitive: 'سؤال' },
} satisfies Record<string, ArabicNoun>;
