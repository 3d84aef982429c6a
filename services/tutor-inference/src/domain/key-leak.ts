import type { PracticeKey, PracticeTurn } from '@tutor/contracts';
import type { MathNode } from 'mathjs' with { 'resolution-mode': 'import' };
import { codeLeakCheck } from './code-leak';
import { numberWordValues } from './number-words';

/** mathjs ships an ECMAScript module with its CommonJS build beside it: this service is CommonJS, so it requires it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parse } = require('mathjs') as typeof import('mathjs', { with: { 'resolution-mode': 'import' } });

/**
 * Whether a text gives a practice item's key, however it is written (the leak guard, ADR 22). The rule:
 * - the text is normalised first: Eastern Arabic digits, ٫ and a decimal comma, ٪, LaTeX fractions, the Arabic
 *   letters of school algebra (س ص ع as x y z), Arabic spelling variants;
 * - a number key is found as any number equal to it within its tolerance: a decimal, a fraction (3/4, a mixed
 *   1 1/2), a percentage, or small numbers and simple fractions in English or Arabic words;
 * - an expression key is found as any math-looking fragment (numbers, the key's variables, operators) that
 *   mathjs reads as equivalent to it (equal at fixed sample points): 2(x+1) for 2x+2;
 * - a text key (a choice's text, a short answer's forms) is found as a whole-word match of a form, and a choice's
 *   letter named as the answer ("the answer is B", "الإجابة ب");
 * - the key counts as given only when the text says it MORE often than what the learner already sees (the stem,
 *   the choices, the hints released, the fallback hint) does: restating the question is no leak, "so x = 3" after
 *   it is; an expression copied verbatim from the stem is never counted, and listing every choice names none;
 * - a code key (a programming exercise's model solution) is read by its own check (code-leak.ts): the reply's
 *   code against the solution's lines the learner has not written or been shown.
 */
export interface KeyLeakCheck {
  leaks(text: string): boolean;
}

/** A fragment longer than this is not read as an expression (it is prose, and mathjs time stays bounded). */
const MAX_FRAGMENT_CHARS = 80;
/** At most this many fragments of a text are read by mathjs (each once: results are kept per check). */
const MAX_FRAGMENTS = 40;

const ARABIC_LETTER = '\\u0621-\\u064A';
const DIACRITICS = /[\u064B-\u0652\u0670\u0640]/g;

/** The text as the checks read it (see KeyLeakCheck's rule). */
export function normaliseForKeys(text: string): string {
  let t = text.normalize('NFKC');
  t = t
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '')
    .replace(/\u066A/g, '%')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[\u2044\u00F7\u2215]/g, '/')
    .replace(/[\u00D7\u00B7\u22C5]/g, '*')
    .replace(/\u060C/g, ',');
  t = latexToPlain(t);
  t = t
    .replace(DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
  // School algebra's letters, standing alone or beside digits and operators (not inside an Arabic word).
  const variables: Record<string, string> = { س: 'x', ص: 'y', ع: 'z' };
  t = t.replace(new RegExp(`(?<![${ARABIC_LETTER}])[سصع](?![${ARABIC_LETTER}])`, 'g'), (l) => variables[l]!);
  return t.toLowerCase();
}

/** LaTeX as plain arithmetic: \frac{a}{b} as (a)/(b), \cdot and \times as *, braces as parentheses. */
function latexToPlain(text: string): string {
  let t = text.replace(/\\[()[\]]|\$/g, ' ').replace(/\{,\}/g, ',');
  for (let i = 0; i < 4 && /\\[dt]?frac/.test(t); i++)
    t = t.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_, a: string, b: string) =>
      /^\s*\d+\s*$/.test(a) && /^\s*\d+\s*$/.test(b) ? `${a.trim()}/${b.trim()}` : `((${a})/(${b}))`,
    );
  return t
    .replace(/\\(?:cdot|times)/g, '*')
    .replace(/\\(?:left|right)/g, '')
    .replace(/\\sqrt\s*\{([^{}]*)\}/g, 'sqrt($1)')
    .replace(/\^\{([^{}]*)\}/g, '^($1)')
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/[{}]/g, (b) => (b === '{' ? '(' : ')'));
}

// ---- Numbers ------------------------------------------------------------------------------------------------

const NUMBER = /(\d+(?:[.,]\d+)?)(?:\s+(\d+)\s*\/\s*(\d+)(?![\d.,])|\s*\/\s*(\d+(?:[.,]\d+)?)|\s*(%))?/g;

/** Every number of a normalised text, as the values it may mean ("1,500" may be 1.5 or 1500). */
export function numberValues(text: string): number[][] {
  const found: number[][] = [];
  for (const m of text.matchAll(NUMBER)) {
    const at = m.index;
    const end = at + m[0].length;
    const before = nonSpaceBefore(text, at);
    const after = nonSpaceFrom(text, end);
    // Part of a longer token (x2, 1.2.3), an exponent (x^2, 2^x) or a coefficient of school algebra's x, y, z (2x,
    // 3(x+1)): not a number said. A unit written on (8N, 5cm, ٣سم) leaves the number said.
    if (/[\p{L}\d.,]/u.test(text[at - 1] ?? '') || text[before] === '^') continue;
    if (/[x-z(]/.test(text[end] ?? '') || text[after] === '^') continue;
    // A minus after an operand subtracts (5 - 3); anywhere else it is the number's sign (x = -3).
    const signed = text[before] === '-' && !/[\p{L}\d)]/u.test(text[nonSpaceBefore(text, before)] ?? '');
    const readings = decimalReadings(m[1]!);
    let values: number[];
    if (m[2] && m[3]) values = readings.map((v) => v + Number(m[2]) / Number(m[3]));
    else if (m[4]) {
      const denominators = decimalReadings(m[4]).filter((d) => d !== 0);
      values = readings.flatMap((v) => denominators.map((d) => v / d));
    } else if (m[5]) values = readings.map((v) => v / 100);
    else values = readings;
    found.push(values.map((v) => (signed ? -v : v)));
  }
  return found;
}

/** The index of the last non-space character before `at` (-1 when there is none). */
function nonSpaceBefore(text: string, at: number): number {
  let i = at - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

/** The index of the first non-space character from `at`. */
function nonSpaceFrom(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** "0,75" is 0.75 written with a decimal comma; "1,500" may also be fifteen hundred. */
function decimalReadings(token: string): number[] {
  if (!token.includes(',')) return [Number(token)];
  const [whole, part] = token.split(',') as [string, string];
  return part.length === 3
    ? [Number(`${whole}.${part}`), Number(whole + part)]
    : [Number(`${whole}.${part}`)];
}

const WORD = /[\p{L}]+/gu;

function closeTo(value: number, key: number, tolerance: number): boolean {
  return Math.abs(value - key) <= Math.max(tolerance, 1e-9 * Math.max(1, Math.abs(key)));
}

function countNumber(text: string, key: number, tolerance: number): number {
  const said = numberValues(text).filter((values) => values.some((v) => closeTo(v, key, tolerance))).length;
  const words = numberWordValues(text.match(WORD) ?? []);
  return said + words.filter((v) => closeTo(v, key, tolerance)).length;
}

// ---- Expressions --------------------------------------------------------------------------------------------

const ALLOWED_OPERATORS = new Set([
  'add',
  'subtract',
  'multiply',
  'divide',
  'pow',
  'unaryMinus',
  'unaryPlus',
]);

/** Parses an expression over `variables`, or undefined for anything but plain arithmetic of them. */
function arithmetic(expr: string, variables: Set<string>): MathNode | undefined {
  let node: MathNode;
  try {
    node = parse(expr);
  } catch {
    return undefined;
  }
  let plain = true;
  node.traverse((n) => {
    if (n.type === 'ConstantNode' || n.type === 'ParenthesisNode') return;
    if (n.type === 'SymbolNode' && variables.has((n as unknown as { name: string }).name)) return;
    if (n.type === 'OperatorNode' && ALLOWED_OPERATORS.has((n as unknown as { fn: string }).fn)) return;
    if (n.type === 'FunctionNode' && (n as unknown as { fn: { name: string } }).fn.name === 'sqrt') return;
    if (n.type === 'SymbolNode' && (n as unknown as { name: string }).name === 'sqrt') return;
    plain = false;
  });
  return plain ? node : undefined;
}

const SAMPLES = [0.7, 1.3, 2.1, -1.7, 3.3, -0.4];

/** Values of an expression (an equation as its left side minus its right) at fixed points. */
function sampler(expr: string, variables: string[]): ((i: number) => number) | undefined {
  const sides = expr.split('=');
  if (sides.length > 2) return undefined;
  const names = new Set(variables);
  const nodes = sides.map((s) => arithmetic(s, names));
  if (nodes.some((n) => !n)) return undefined;
  const compiled = nodes.map((n) => n!.compile());
  return (i) => {
    const scope = Object.fromEntries(
      variables.map((v, j) => [v, SAMPLES[(i + 2 * j) % SAMPLES.length]! + j * 0.37]),
    );
    const [left, right] = compiled.map((c) => Number(c.evaluate(scope)));
    return right === undefined ? left! : left! - right;
  };
}

/** Equal everywhere sampled (an equation: proportional, so 2x = 6 is x = 3). */
function equivalent(a: (i: number) => number, b: (i: number) => number, equation: boolean): boolean {
  let ratio: number | undefined;
  let compared = 0;
  for (let i = 0; i < SAMPLES.length; i++) {
    const [x, y] = [a(i), b(i)];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    compared++;
    if (!equation) {
      if (Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(y))) return false;
      continue;
    }
    if (Math.abs(y) < 1e-12) {
      if (Math.abs(x) > 1e-9) return false;
      continue;
    }
    ratio ??= x / y;
    if (ratio === 0 || Math.abs(x / y - ratio) > 1e-9 * Math.max(1, Math.abs(ratio))) return false;
  }
  return compared >= 3;
}

/** Math-looking runs of a normalised text: numbers, the variables, operators, parentheses. */
function fragments(text: string, variables: Set<string>): string[] {
  const runs: string[] = [];
  let run = '';
  const flush = () => {
    if (run.trim()) runs.push(run.trim());
    run = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/[\d.+\-*/^=()\s]/.test(ch)) {
      run += ch;
      continue;
    }
    // A variable letter counts only outside a word (or in a short run of variables: xy).
    if (variables.has(ch)) {
      let end = i;
      while (end < text.length && variables.has(text[end]!)) end++;
      const inWord = /\p{L}/u.test(text[i - 1] ?? '') || /\p{L}/u.test(text[end] ?? '');
      if (!inWord && end - i <= 3) {
        run += text.slice(i, end);
        i = end - 1;
        continue;
      }
    }
    flush();
  }
  flush();
  return runs;
}

/** A fragment without the operators and stops at its ends, and without parentheses that close nothing. */
function tidy(fragment: string): string {
  const chars = [...fragment.trim().replace(/^[+*/^=.\s]+|[+\-*/^=.\s]+$/g, '')];
  const unmatched = new Set<number>();
  const opened: number[] = [];
  chars.forEach((c, i) => {
    if (c === '(') opened.push(i);
    else if (c === ')' && opened.pop() === undefined) unmatched.add(i);
  });
  opened.forEach((i) => unmatched.add(i));
  return chars
    .filter((_, i) => !unmatched.has(i))
    .join('')
    .trim();
}

const compact = (fragment: string) => fragment.replace(/\s+/g, '');

function expressionCounter(key: Extract<PracticeKey, { kind: 'expression' }>, seen: string[]) {
  const variables = key.variables.length ? key.variables : ['x'];
  const names = new Set(variables);
  const keySampler = sampler(key.expr, variables);
  const equation = key.expr.includes('=');
  const known = new Map<string, boolean>();
  const count = (text: string, skip: Set<string>): number => {
    let found = 0;
    let read = 0;
    for (const run of fragments(text, names)) {
      // Each side of a chain a = b = c, or the equation itself when the key is one.
      const parts = equation ? [run] : run.split('=');
      for (const raw of parts) {
        const part = tidy(raw);
        if (part.length > MAX_FRAGMENT_CHARS || ![...part].some((c) => names.has(c))) continue;
        if (!/[\d+\-*/^(]/.test(part) && part.length < 2) continue; // a bare "x" is no expression
        if (skip.has(compact(part))) continue;
        if (read++ >= MAX_FRAGMENTS) return found;
        if (matches(part)) found++;
      }
    }
    return found;
  };
  const matches = (fragment: string) => {
    let result = known.get(fragment);
    if (result === undefined) {
      const candidate = sampler(fragment, variables);
      result = Boolean(candidate && keySampler && equivalent(candidate, keySampler, equation));
      known.set(fragment, result);
    }
    return result;
  };
  // The learner's own copy of an expression (the stem's "simplify 6x + 4 - 4x - 2") is no leak when restated.
  const restated = new Set(
    seen.flatMap((text) =>
      fragments(text, names)
        .flatMap((r) => r.split('='))
        .map((r) => compact(tidy(r))),
    ),
  );
  return (text: string): number => count(text, restated);
}

// ---- Text keys ----------------------------------------------------------------------------------------------

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (form: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(form)}(?![\\p{L}\\p{N}])`, 'gu');

/** A choice's letter as the learner saw it ("B. ...", "ب) ..."), normalised. */
function choiceLetter(choice: string): { letter: string; text: string } | undefined {
  const m = /^\s*\(?([a-z\u0621-\u064A])[.)\-:]\s*(.+)$/u.exec(normaliseForKeys(choice));
  return m ? { letter: m[1]!, text: m[2]!.trim() } : undefined;
}

function textCounter(forms: string[], choices: string[] | undefined) {
  const normalised = [...new Set(forms.map((f) => normaliseForKeys(f).trim()))].filter(Boolean);
  // A form that is a number is found as a number, however written (0.75 as 3/4 or ٠٫٧٥).
  const isNumber = (f: string) => /^-?\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?$/.test(f);
  const values = [...new Set(normalised.filter(isNumber).map((f) => numberValues(f)[0]![0]!))];
  // A single letter is no form: it would be found in every sentence.
  const patterns = normalised.filter((f) => !isNumber(f) && f.length >= 2).map(wholeWord);
  const letters = (choices ?? [])
    .map(choiceLetter)
    .filter((c) => c && normalised.includes(c.text))
    .map((c) => c!.letter);
  const letterPatterns = letters.map(
    (l) =>
      new RegExp(
        `(?:answer|option|choice|choose|pick|الاجابه|الخيار|الاختيار|اختر)(?:\\s+(?:is|هي|هو|الصحيحه|الصحيح))*\\s*:?\\s*\\(?${escape(l)}(?![\\p{L}\\p{N}])`,
        'gu',
      ),
  );
  // Listing every option says none of them: a mention of the key's option counts beyond the others' fewest.
  const others = (choices ?? [])
    .map(choiceLetter)
    .filter((c) => c && !normalised.includes(c.text) && c.text.length >= 2)
    .map((c) => wholeWord(c!.text));
  return (text: string): number => {
    let count = 0;
    for (const p of [...patterns, ...letterPatterns]) count += text.match(p)?.length ?? 0;
    for (const v of values) count += countNumber(text, v, 0);
    const listed = others.length ? Math.min(...others.map((p) => text.match(p)?.length ?? 0)) : 0;
    return Math.max(0, count - listed);
  };
}

// ---- The check ----------------------------------------------------------------------------------------------

function counter(
  key: Exclude<PracticeKey, { kind: 'code' }>,
  choices: string[] | undefined,
  seen: string[],
): (normalised: string) => number {
  if (key.kind === 'number') return (text) => countNumber(text, key.value, key.tolerance);
  if (key.kind === 'expression') return expressionCounter(key, seen);
  return textCounter(key.forms, choices);
}

/** The check of a practice turn's key, against what the learner already sees (see KeyLeakCheck's rule). */
export function keyLeakCheck(
  turn: Pick<PracticeTurn, 'key' | 'choices' | 'stem' | 'hintsReleased' | 'code'> & { fallback?: string },
): KeyLeakCheck {
  const { key } = turn;
  if (key.kind === 'code') return codeLeakCheck({ ...turn, key });
  // A text key's options are weighed against each other (textCounter), not counted as seen.
  const choices = key.kind === 'text' ? [] : (turn.choices ?? []);
  // The fallback is the hint practice released for this turn: the learner reads it either way.
  const seen = [turn.stem, ...choices, ...turn.hintsReleased, turn.fallback ?? ''].map(normaliseForKeys);
  const count = counter(key, turn.choices, seen);
  const allowed = seen.reduce((n, text) => n + count(text), 0);
  // A reply is checked again with each piece: the part before its last sentence end far enough behind is counted
  // once and kept, so each check reads only the end of the text (a text that does not go on from it starts over).
  let settled = '';
  let settledCount = 0;
  return {
    leaks(text) {
      if (!text.startsWith(settled)) [settled, settledCount] = ['', 0];
      const cut = sentenceEnd(text, settled.length, text.length - SETTLE_BEHIND_CHARS);
      if (cut > settled.length) {
        settledCount += count(normaliseForKeys(text.slice(settled.length, cut)));
        settled = text.slice(0, cut);
      }
      return settledCount + count(normaliseForKeys(text.slice(settled.length))) > allowed;
    },
  };
}

/** How far behind the end a sentence must have ended before its count is kept (a key is said in fewer). */
const SETTLE_BEHIND_CHARS = 200;

/** The end of the last sentence or line of text[from, to), or `from` when there is none. */
function sentenceEnd(text: string, from: number, to: number): number {
  for (let i = to - 1; i > from; i--)
    if (text[i] === '\n' || (/[.!?؟]/.test(text[i - 1]!) && text[i] === ' ')) return i;
  return from;
}
