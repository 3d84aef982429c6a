/**
 * The small toolkit the middle and high generators share: one way to write a bilingual text with maths in it,
 * one way to make each kind of key, and `define`, which turns a maker into a deterministic ItemGenerator and
 * rejects a draw whose hints would give the key away (it draws again from the same seeded stream).
 */
import { type Made, choiceOptions, defineGenerator } from '../../items/build';
import {
  type Random,
  formatFraction,
  formatNumber,
  fraction,
  gcd,
  simplest,
  toEasternDigits,
} from '../../items/format';
import type {
  Bilingual,
  ChoiceOption,
  Difficulty,
  ItemGenerator,
  ItemKey,
  ItemKind,
  KnownMistake,
} from '../../items/types';

// ---------------------------------------------------------------- random numbers (seeded, from items/format)

export { gcd };

/** The shared seeded source, with the two draws these generators use most. */
export interface Rng extends Random {
  /** An integer in [lo, hi] other than 0. */
  nonZero(lo: number, hi: number): number;
  sign(): 1 | -1;
}

function withDraws(random: Random): Rng {
  return {
    ...random,
    nonZero(lo, hi) {
      for (;;) {
        const n = random.int(lo, hi);
        if (n !== 0) return n;
      }
    },
    sign: () => (random.chance(0.5) ? -1 : 1),
  };
}

// ---------------------------------------------------------------- numbers and fractions

/** A number as the English maths text writes it (no floating noise, no thousands groups). */
export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : formatNumber(n, 'en', { group: false });
}

/** A reduced fraction as English maths text, the sign in front ("-7/12", "3"). */
export function frac(num: number, den: number): string {
  return formatFraction(simplest(fraction(num, den)), 'en');
}

/** Right-angled triangles with whole sides (legs, hypotenuse). */
export const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [9, 12, 15],
  [12, 16, 20],
  [20, 21, 29],
];

// ---------------------------------------------------------------- polynomials as text

/** `coeffs` from the highest power down: [2, -3, 1] is 2x^2 - 3x + 1 (display) or 2*x^2 - 3*x + 1 (mathjs). */
export function poly(coeffs: readonly number[], v = 'x', mathjs = false): string {
  const deg = coeffs.length - 1;
  const terms: string[] = [];
  coeffs.forEach((c, i) => {
    if (c === 0) return;
    const p = deg - i;
    const power = p === 0 ? '' : p === 1 ? v : `${v}^${p}`;
    const mag = Math.abs(c);
    const coef = p === 0 || mag !== 1 ? fmt(mag) + (p > 0 && mathjs ? '*' : '') : '';
    const sign = c < 0 ? '-' : '+';
    terms.push(`${sign} ${coef}${power}`);
  });
  if (terms.length === 0) return '0';
  const text = terms.join(' ');
  return text.startsWith('+ ') ? text.slice(2) : `-${text.slice(2)}`;
}

/** "+ 3" / "- 3" for writing a term after another. */
export function signed(n: number): string {
  return n < 0 ? `- ${fmt(-n)}` : `+ ${fmt(n)}`;
}

/** One term k·v written after others ("+ 3x", "- x") or leading ("3x", "-x"); v may be '' for a constant. */
export function mono(k: number, v: string, lead = false): string {
  const mag = Math.abs(k) === 1 && v ? '' : fmt(Math.abs(k));
  return `${k < 0 ? (lead ? '-' : '- ') : lead ? '' : '+ '}${mag}${v}`;
}

/** The step that moves a constant b to the other side: "Subtract 5 from" or "Add 5 to" both sides. */
export function moveConstant(b: number): Bilingual {
  return b < 0
    ? T('نضيف {b} إلى الطرفين', 'Add {b} to both sides', { b: -b })
    : T('نطرح {b} من الطرفين', 'Subtract {b} from both sides', { b });
}

/** "(-3)" for a negative number inside a product, the number otherwise. */
export function paren(n: number): string {
  return n < 0 ? `(${fmt(n)})` : fmt(n);
}

// ---------------------------------------------------------------- bilingual texts

const ARABIC_WORDS: Record<string, string> = {
  sin: 'جا',
  cos: 'جتا',
  tan: 'ظا',
  log: 'لو',
  log_: 'لو',
  lim: 'نها',
};
const ARABIC_WORD = /sin|cos|tan|log_?|lim/g;
const ARABIC_LETTERS: Record<string, string> = {
  x: 'س',
  y: 'ص',
  z: 'ع',
  i: 'ت',
  f: 'د',
  k: 'ك',
  A: 'أ',
  B: 'ب',
  C: 'جـ',
  D: 'د',
  E: 'هـ',
  F: 'و',
  H: 'ح',
  K: 'ك',
  L: 'ل',
  M: 'م',
  N: 'ن',
};

/**
 * Maths written in English school notation, as an Arabic school text writes it: Eastern Arabic digits, the
 * decimal comma, س ص ع for x y z, ت for i, أ ب جـ for points A B C, جا جتا ظا لو for sin cos tan log.
 * Only maths (and Arabic words) pass through here, so every Latin letter left is a symbol.
 */
export function arMath(s: string): string {
  const words = pretty(s).replace(ARABIC_WORD, (w) => ARABIC_WORDS[w] as string);
  const letters = words.replace(/[A-Za-z]/g, (c) => ARABIC_LETTERS[c] ?? c);
  return toEasternDigits(letters.replace(/, /g, '، '));
}

/** x^2 as x² (the checker reads superscripts back); mathjs keys keep ^. */
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
export function pretty(s: string): string {
  if (!s.includes('^') && !s.includes('*')) return s;
  return s.replace(/\^(\d)(?!\d)/g, (_, d: string) => SUPERSCRIPT[Number(d)] as string).replace(/\*/g, '');
}

export type Val = number | string | Bilingual;

function fill(template: string, vars: Record<string, Val>, lang: 'ar' | 'en'): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = vars[name];
    if (v === undefined) throw new Error(`no value for ${whole}`);
    if (typeof v === 'number') return fmt(v);
    return typeof v === 'string' ? v : v[lang];
  });
}

/**
 * A text in both languages from two templates with {name} slots. Numbers and maths strings go into both; the
 * Arabic side then passes through arMath, so the Arabic template itself may write maths the English way.
 */
export function T(ar: string, en: string, vars: Record<string, Val> = {}): Bilingual {
  return { ar: arMath(fill(ar, vars, 'ar')), en: pretty(fill(en, vars, 'en')) };
}

/** The same maths in both languages. */
export function M(s: string): Bilingual {
  return { ar: arMath(s), en: pretty(s) };
}

// ---------------------------------------------------------------- keys

export interface KeyParts {
  key: ItemKey;
  keyText: Bilingual;
  choices?: ChoiceOption[];
}

export const UNITS = {
  cm: { ar: 'سم', en: 'cm' },
  cm2: { ar: 'سم²', en: 'cm²' },
  deg: { ar: '°', en: '°' },
  N: { ar: 'نيوتن', en: 'N' },
  Nm: { ar: 'نيوتن.متر', en: 'N·m' },
  m: { ar: 'متر', en: 'm' },
  ms: { ar: 'م/ث', en: 'm/s' },
  ms2: { ar: 'م/ث²', en: 'm/s²' },
  kgms: { ar: 'كجم.م/ث', en: 'kg·m/s' },
} satisfies Record<string, Bilingual>;

/** A number key; `text` is how the solution writes the value (a fraction, say) when not plainly. */
export function numberKey(
  value: number,
  opts: { tol?: number; unit?: Bilingual; text?: string } = {},
): KeyParts {
  const text = opts.text ?? fmt(value);
  return {
    key: { kind: 'number', value, tolerance: opts.tol ?? 0, ...(opts.unit ? { unit: opts.unit } : {}) },
    keyText: M(text),
  };
}

/** An expression (or equation) key: `expr` in mathjs syntax, `display` as the solution writes it. */
export function exprKey(expr: string, display: string, variables: string[] = ['x']): KeyParts {
  return { key: { kind: 'expression', expr, variables }, keyText: M(display) };
}

/** An expression key the answer must also be written in simplest form for (expand, collect like terms). */
export function simplifiedKey(expr: string, display: string, variables: string[] = ['x']): KeyParts {
  return { key: { kind: 'expression', expr, variables, form: 'simplified' }, keyText: M(display) };
}

export interface Wrong {
  text: Bilingual;
  why?: Bilingual;
}

/**
 * Thrown by a maker when a draw does not give a clean item; define() draws again. Not an Error: a redraw is
 * routine, and capturing a stack for each would slow every generator.
 */
export class Redraw {}

/**
 * A choice key through items/build's choiceOptions: the right option and the wrong ones (each naming its
 * misconception where one is typical), shuffled, any that read the same as another dropped; at least two wrong
 * options must remain, else the draw is made again.
 */
export function choiceKey(r: Rng, right: Bilingual, wrongs: Wrong[], max = 3): KeyParts {
  const distractors = wrongs.map((w) => ({ text: w.text, ...(w.why ? { misconception: w.why } : {}) }));
  if (distractors.filter((d) => d.text.en !== right.en).length < 2) throw new Redraw();
  const { choices, key } = choiceOptions(r, right, distractors, max + 1);
  if (choices.length < 3) throw new Redraw();
  return { key, keyText: right, choices };
}

// ---------------------------------------------------------------- generators

export interface Parts extends KeyParts {
  stem: Bilingual;
  solution: Bilingual[];
  hints: Bilingual[];
  mistakes?: KnownMistake[];
}

export interface GeneratorSpec {
  unitId: string;
  /** The skill's slug within the unit; the generator id and skill are `<unitId>/<skill>`. */
  skill: string;
  difficulty: Difficulty;
  kind: ItemKind;
  make(r: Rng): Parts;
}

const ANSWER: Bilingual = { ar: 'الإجابة: ', en: 'Answer: ' };

function leaks(hints: Bilingual[], keyText: Bilingual): boolean {
  return hints.some((h) => h.ar.includes(keyText.ar) || h.en.includes(keyText.en));
}

/**
 * An ItemGenerator (items/build's defineGenerator) whose maker draws again from the same seeded stream when a
 * draw is not clean: the maker says so (Redraw), or a hint would contain the key's text.
 */
export function define(spec: GeneratorSpec): ItemGenerator {
  return defineGenerator({
    unitId: spec.unitId,
    skill: spec.skill,
    difficulty: spec.difficulty,
    kind: spec.kind,
    make(random) {
      const r = withDraws(random);
      for (let draw = 0; draw < 200; draw++) {
        let parts: Parts;
        try {
          parts = spec.make(r);
        } catch (e) {
          if (e instanceof Redraw) continue;
          throw e;
        }
        if (!leaks(parts.hints, parts.keyText)) return finish(parts);
      }
      throw new Error(`${spec.unitId}/${spec.skill}: no clean draw`);
    },
  });
}

/** "-3", "3.5" or "7/12" as a number (the forms a generator writes a known mistake in). */
function plainValue(text: string): number {
  const [n, d] = text.split('/');
  return d === undefined ? Number(n) : Number(n) / Number(d);
}

/** A known mistake that happens to equal the key (for some draws) is no mistake: it is dropped. */
function realMistakes(p: Parts): KnownMistake[] {
  const key = p.key;
  if (key.kind !== 'number') return p.mistakes ?? [];
  return (p.mistakes ?? []).filter(
    (m) => !(Math.abs(plainValue(m.answer) - key.value) <= key.tolerance + 1e-9),
  );
}

/** The item's parts with the key stated by the last step of the solution. */
function finish(p: Parts): Made {
  const last = p.solution[p.solution.length - 1];
  const statesKey = last && last.ar.includes(p.keyText.ar) && last.en.includes(p.keyText.en);
  const solution = statesKey
    ? p.solution
    : [...p.solution, { ar: ANSWER.ar + p.keyText.ar, en: ANSWER.en + p.keyText.en }];
  const mistakes = realMistakes(p);
  return {
    stem: p.stem,
    key: p.key,
    keyText: p.keyText,
    solution,
    hints: p.hints,
    ...(p.choices ? { choices: p.choices } : {}),
    ...(mistakes.length ? { mistakes } : {}),
  };
}
