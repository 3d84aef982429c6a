import type { Bilingual, ChoiceOption, Difficulty, Item, KnownMistake, OrderPiece } from '../../items/types';

/**
 * A compact way to write bilingual items by hand (science and programming). An Arabic text is written with
 * Latin digits and converted here to Eastern Arabic digits and the Arabic decimal comma, except in code (fences
 * and `inline`) and in Latin tokens such as H2O, 5A or 3d; chemical formulas use Unicode subscripts (H₂O). The
 * worked solution's last step ("The answer: …") is added from the key, so it always states it.
 */

/** Arabic, English. */
export type Pair = readonly [ar: string, en: string];

interface Base {
  /** The skill's slug within the unit. */
  s: string;
  d: Difficulty;
  q: Pair;
  /** Code shown under the stem, the same in both languages. */
  code?: string;
  /** The worked solution's steps before the final "the answer" step. */
  sol: Pair[];
  hints: Pair[];
}

export interface ChoiceSpec extends Base {
  ok: Pair;
  /** Each wrong option and the misconception that leads to it. */
  wrong: readonly (readonly [option: Pair, misconception: Pair])[];
}

export interface NumberSpec extends Base {
  v: number;
  tol?: number;
  unit?: Pair;
  mistakes?: readonly (readonly [answer: string, misconception: Pair])[];
}

export interface ShortSpec extends Base {
  /** Accepted answers; the first Arabic and English forms are the keyText unless `kt` says otherwise. */
  acc: readonly string[];
  kt?: Pair;
  mistakes?: readonly (readonly [answer: string, misconception: Pair])[];
}

export interface OrderSpec extends Base {
  /** The pieces in the right order: a Pair, or a string for a line of code (the same in both languages). */
  seq: readonly (Pair | string)[];
}

export type Spec =
  | ({ kind: 'choice' } & ChoiceSpec)
  | ({ kind: 'number' } & NumberSpec)
  | ({ kind: 'short' } & ShortSpec)
  | ({ kind: 'order' } & OrderSpec);

export const choice = (spec: ChoiceSpec): Spec => ({ kind: 'choice', ...spec });
export const num = (spec: NumberSpec): Spec => ({ kind: 'number', ...spec });
export const short = (spec: ShortSpec): Spec => ({ kind: 'short', ...spec });
export const order = (spec: OrderSpec): Spec => ({ kind: 'order', ...spec });

const EASTERN = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits to Eastern Arabic outside code and Latin tokens; a decimal point between digits to "٫", % to ٪. */
export function arabicDigits(text: string): string {
  return text
    .split(/(```[\s\S]*?```|`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/[A-Za-z0-9_.]*[0-9][A-Za-z0-9_.]*/g, (token) =>
              /[A-Za-z_]/.test(token)
                ? token
                : token.replace(/(\d)\.(?=\d)/g, '$1٫').replace(/\d/g, (d) => EASTERN.charAt(Number(d))),
            )
            .replace(/([٠-٩])\s?%/g, '$1٪'),
    )
    .join('');
}

const bi = ([ar, en]: Pair): Bilingual => ({ ar: arabicDigits(ar), en });

/** The stem, with the code (if any) in a fence after the question. */
function stem(spec: Base, lang: string): Bilingual {
  const q = bi(spec.q);
  if (!spec.code) return q;
  const fence = `\n\n\`\`\`${lang}\n${spec.code}\n\`\`\``;
  return { ar: q.ar + fence, en: q.en + fence };
}

/** A fixed, stem-dependent place for the right option, so keys are not always the first option. */
function place(text: string, slots: number): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 9973;
  return h % slots;
}

/** Shown order of ordering pieces: odd places first, then even ones, reversed for some stems; never the key. */
function shuffle<T>(pieces: T[], seedText: string): T[] {
  const mixed = [...pieces.filter((_, i) => i % 2 === 1), ...pieces.filter((_, i) => i % 2 === 0)];
  return pieces.length > 2 && place(seedText, 2) === 1 ? mixed.reverse() : mixed;
}

/**
 * "The answer: …" from the key. A key that is code (a program's output, lines of code; `code` names the language)
 * is written as code, inline or fenced, so it reads the same in both languages.
 */
function finalStep(keyText: Bilingual, unit?: Pair, code?: string): Bilingual {
  const u = unit ? bi(unit) : undefined;
  const asCode = (key: string): string =>
    code === undefined ? key : key.includes('\n') ? `\`\`\`${code}\n${key}\n\`\`\`` : `\`${key}\``;
  const join = (label: string, key: string, unitText?: string): string =>
    key.includes('\n')
      ? `${label}\n${asCode(key)}`
      : `${label} ${asCode(key)}${unitText ? ` ${unitText}` : ''}`;
  return { ar: join('الإجابة:', keyText.ar, u?.ar), en: join('The answer:', keyText.en, u?.en) };
}

const mistakesOf = (list?: NumberSpec['mistakes']): KnownMistake[] | undefined =>
  list?.map(([answer, m]) => ({ answer, misconception: bi(m) }));

function build(unitId: string, n: number, spec: Spec, lang: string): Item {
  const common = {
    id: `${unitId}/${n}`,
    unitId,
    skill: `${unitId}/${spec.s}`,
    difficulty: spec.d,
    stem: stem(spec, lang),
    hints: spec.hints.map(bi),
  };
  const steps = spec.sol.map(bi);
  switch (spec.kind) {
    case 'choice': {
      const wrong: ChoiceOption[] = spec.wrong.map(([text, m]) => ({
        id: '',
        text: bi(text),
        misconception: bi(m),
      }));
      const options = [...wrong];
      options.splice(place(spec.q[1], wrong.length + 1), 0, { id: '', text: bi(spec.ok) });
      // Ids are not single letters, so the checker never reads an id as the letter of another option.
      const choices = options.map((o, i) => ({ ...o, id: `o${i + 1}` }));
      const correct = choices.find((o) => !o.misconception)!;
      const keyText = correct.text;
      return {
        ...common,
        kind: 'choice',
        choices,
        key: { kind: 'choice', correct: correct.id },
        keyText,
        solution: [...steps, finalStep(keyText)],
      };
    }
    case 'number': {
      const keyText = { ar: arabicDigits(String(spec.v)), en: String(spec.v) };
      return {
        ...common,
        kind: 'number',
        key: {
          kind: 'number',
          value: spec.v,
          tolerance: spec.tol ?? 0,
          ...(spec.unit && { unit: bi(spec.unit) }),
        },
        keyText,
        solution: [...steps, finalStep(keyText, spec.unit)],
        ...(spec.mistakes && { mistakes: mistakesOf(spec.mistakes) }),
      };
    }
    case 'short': {
      const first = spec.acc[0] ?? '';
      const keyText = spec.kt ? bi(spec.kt) : { ar: first, en: first };
      return {
        ...common,
        kind: 'short',
        key: { kind: 'short', accepted: [...spec.acc] },
        keyText,
        solution: [...steps, finalStep(keyText, undefined, lang || undefined)],
        ...(spec.mistakes && { mistakes: mistakesOf(spec.mistakes) }),
      };
    }
    case 'order': {
      const pieces: OrderPiece[] = spec.seq.map((p, i) => ({
        id: `p${i + 1}`,
        text: typeof p === 'string' ? { ar: p, en: p } : bi(p),
      }));
      const isCode = spec.seq.some((p) => typeof p === 'string');
      const keyText = isCode
        ? { ar: pieces.map((p) => p.text.ar).join('\n'), en: pieces.map((p) => p.text.en).join('\n') }
        : { ar: pieces.map((p) => p.text.ar).join(' ← '), en: pieces.map((p) => p.text.en).join(' → ') };
      return {
        ...common,
        kind: 'order',
        pieces: shuffle(pieces, spec.q[1]),
        key: { kind: 'order', sequence: pieces.map((p) => p.id) },
        keyText,
        solution: [...steps, finalStep(keyText, undefined, isCode ? lang : undefined)],
      };
    }
  }
}

/** A unit's written items, numbered from 1 in the order given (ids `<unit id>/<n>` stay stable: append only). */
export function unit(unitId: string, specs: readonly Spec[], lang = ''): Item[] {
  return specs.map((spec, i) => build(unitId, i + 1, spec, lang));
}
