import { type MathNode, parse } from './mathjs';
import { seeded } from '../items/format';
import { normaliseSymbols, plainNumbers } from './normalise';

/**
 * Algebra as learners write it, checked for equivalence, not spelling (ADR 22). The text is rewritten into mathjs
 * syntax (Arabic letters of school algebra, superscripts, √, implicit multiplication), parsed, vetted (only
 * numbers, the allowed variables, + - × ÷ ^ and a few school functions; bounded size and exponents, so a hostile
 * answer can neither hang the checker nor reach mathjs' other features) and compared with the key by evaluating
 * both at fixed pseudo-random points.
 */

export const MAX_EXPRESSION_LENGTH = 200;
const MAX_NODES = 120;
const MAX_CONSTANT_EXPONENT = 64;
const MAX_CONSTANT = 1e12;

/** Arabic school notation: trigonometric functions (جا جتا ظا...), π (ط) and the letters used as variables. */
const ARABIC_WORDS: [RegExp, string][] = [
  [/جتا/g, ' cos '],
  [/ظتا/g, ' cot '],
  [/قتا/g, ' csc '],
  [/جا/g, ' sin '],
  [/ظا/g, ' tan '],
  [/قا/g, ' sec '],
  [/لو/g, ' log '],
  [/ط/g, ' pi '],
  [/س/g, 'x'],
  [/ص/g, 'y'],
  [/ع/g, 'z'],
  [/ن/g, 'n'],
  [/م/g, 'm'],
  [/ك/g, 'k'],
  [/[اأ]/g, 'a'],
  [/ب/g, 'b'],
  [/ج/g, 'c'],
];

/** Function names a learner may write, and the mathjs function each means (school "log" is base 10). */
const FUNCTIONS: Record<string, string> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  cot: 'cot',
  sec: 'sec',
  csc: 'csc',
  sqrt: 'sqrt',
  abs: 'abs',
  log: 'log10',
  ln: 'log',
  exp: 'exp',
};
const MATHJS_FUNCTIONS = new Set(Object.values(FUNCTIONS));
/** "sin x", "sin 2x": a school function written without brackets takes the term after it. */
const FUNCTION_WITHOUT_BRACKETS = new RegExp(
  `\\b(${[...MATHJS_FUNCTIONS].join('|')})\\s+(?!\\()(\\d*\\.?\\d*\\s*[a-z]?(?:\\s*\\^\\s*\\d+)?)`,
  'g',
);
const CONSTANTS = new Set(['pi', 'e']);
const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

/** A run of letters: a function name, a constant, or variables written side by side ("xy" is x·y). */
function splitLetters(run: string): string {
  const names = [...Object.keys(FUNCTIONS), ...CONSTANTS].sort((a, b) => b.length - a.length);
  const out: string[] = [];
  let rest = run;
  while (rest) {
    const name = names.find((n) => rest.startsWith(n) && (n !== 'e' || rest.length === 1));
    const piece = name ?? (rest[0] as string);
    out.push(FUNCTIONS[piece] ? ` ${FUNCTIONS[piece]} ` : piece);
    rest = rest.slice(piece.length);
  }
  return out.join(' ');
}

/** The learner's text in mathjs syntax, or undefined when something in it cannot be algebra. */
export function toMathjs(answer: string): string | undefined {
  let text = normaliseSymbols(answer);
  if (/[\u0600-\u06ff]/.test(text))
    for (const [pattern, latin] of ARABIC_WORDS) text = text.replace(pattern, latin);
  text = text
    .toLowerCase()
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (run) => `^(${[...run].map((c) => SUPERSCRIPTS[c]).join('')})`)
    .replace(/\*\*/g, '^')
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(/√\s*(\d+(?:\.\d+)?|[a-z])/g, 'sqrt($1)')
    .replace(/√/g, 'sqrt');
  if (/[^a-z0-9.,+\-*/^()=\s]/.test(text)) return undefined;
  const numbers = plainNumbers(text);
  if (numbers === undefined || numbers.includes(',')) return undefined;
  // A digit written straight after a lone variable is its power: "س٢" is how a phone keyboard writes x².
  text = numbers.replace(/(?<![a-z])([a-z])(\d+)/g, '$1^$2').replace(/[a-z]+/g, splitLetters);
  text = text.replace(FUNCTION_WITHOUT_BRACKETS, (_m, fn: string, arg: string) => `${fn}(${arg})`);
  return text.replace(/\s+/g, ' ').trim();
}

/** A constant exponent must be small ("x^99999999" and "10^10^10" are not school answers). */
function smallExponent(exponent: MathNode): boolean {
  let ok = true;
  exponent.traverse((n: MathNode) => {
    if (
      n.type === 'FunctionNode' ||
      (n.type === 'SymbolNode' && !CONSTANTS.has((n as unknown as { name: string }).name))
    )
      ok = false;
  });
  if (!ok) return false;
  try {
    return Math.abs(toSide(exponent)({})) <= MAX_CONSTANT_EXPONENT;
  } catch {
    return false;
  }
}

/** Only the node kinds and names school algebra needs; everything else is unreadable. */
function vetted(node: MathNode, variables: ReadonlySet<string>): boolean {
  let count = 0;
  let ok = true;
  node.traverse((n: MathNode) => {
    count += 1;
    if (!ok) return;
    const any = n as unknown as Record<string, unknown>;
    switch (n.type) {
      case 'ConstantNode':
        ok = typeof any.value === 'number' && Math.abs(any.value) <= MAX_CONSTANT;
        break;
      case 'SymbolNode': {
        const name = any.name as string;
        ok = CONSTANTS.has(name) || variables.has(name) || MATHJS_FUNCTIONS.has(name);
        break;
      }
      case 'ParenthesisNode':
        break;
      case 'OperatorNode': {
        ok = OPERATORS.has(any.fn as string);
        const args = any.args as MathNode[];
        const exponent = args[1];
        if (ok && any.fn === 'pow' && exponent && symbolsOf(exponent).length === 0)
          ok = smallExponent(exponent);
        break;
      }
      case 'FunctionNode': {
        const fn = (any.fn as { name?: string }).name ?? '';
        ok = MATHJS_FUNCTIONS.has(fn) && (any.args as MathNode[]).length === 1;
        break;
      }
      default:
        ok = false;
    }
  });
  return ok && count <= MAX_NODES;
}

/** One side of an expression or equation, ready to evaluate. */
type Side = (scope: Record<string, number>) => number;

const MATH: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  sqrt: Math.sqrt,
  abs: Math.abs,
  log10: Math.log10,
  log: Math.log,
  exp: Math.exp,
};
const BINARY: Record<string, (a: number, b: number) => number> = {
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  divide: (a, b) => a / b,
  pow: Math.pow,
};

/**
 * A vetted tree as a plain function of its variables, in real numbers (a root of a negative number is NaN, not
 * complex, and NaN points are skipped). mathjs parses; evaluating the few node kinds vetting allows needs none of
 * its machinery, and is many times faster.
 */
function toSide(node: MathNode): Side {
  const any = node as unknown as Record<string, unknown>;
  switch (node.type) {
    case 'ConstantNode': {
      const value = any.value as number;
      return () => value;
    }
    case 'SymbolNode': {
      const name = any.name as string;
      if (name === 'pi') return () => Math.PI;
      if (name === 'e') return () => Math.E;
      return (scope) => scope[name] ?? NaN;
    }
    case 'ParenthesisNode':
      return toSide(any.content as MathNode);
    case 'OperatorNode': {
      const args = (any.args as MathNode[]).map(toSide);
      const [a, b] = args as [Side, Side | undefined];
      if (any.fn === 'unaryMinus') return (scope) => -a(scope);
      if (any.fn === 'unaryPlus') return a;
      const op = BINARY[any.fn as string] as (x: number, y: number) => number;
      const right = b as Side;
      return (scope) => op(a(scope), right(scope));
    }
    case 'FunctionNode': {
      const fn = MATH[(any.fn as { name: string }).name] as (x: number) => number;
      const arg = toSide((any.args as MathNode[])[0] as MathNode);
      return (scope) => fn(arg(scope));
    }
    default:
      throw new Error(`not vetted: ${node.type}`);
  }
}

/** A parsed expression, or an equation as its two sides. */
export interface Algebra {
  sides: [Side] | [Side, Side];
  /** The Latin letters it uses (besides pi and e). */
  symbols: Set<string>;
}

function symbolsOf(node: MathNode): string[] {
  const names: string[] = [];
  node.traverse((n: MathNode) => {
    if (n.type === 'SymbolNode') names.push((n as unknown as { name: string }).name);
  });
  return names.filter((n) => !CONSTANTS.has(n) && !MATHJS_FUNCTIONS.has(n));
}

/**
 * Reads an expression ("2x + 3") or an equation ("2x + 3 = 7") over the given variables; undefined when it is
 * not readable as one, or uses a letter that is not among them (the learner is asked to write it again).
 * A key's own text is read the same way (mathjs syntax is a subset of what this reads).
 */
export function readAlgebra(answer: string, variables: readonly string[]): Algebra | undefined {
  if (answer.length > MAX_EXPRESSION_LENGTH * 2) return undefined;
  const text = toMathjs(answer);
  if (!text || text.length > MAX_EXPRESSION_LENGTH) return undefined;
  const parts = text.replace(/==/g, '=').split('=');
  if (parts.length > 2 || parts.some((p) => !p.trim())) return undefined;
  const allowed = new Set(variables);
  const sides: Side[] = [];
  const symbols = new Set<string>();
  for (const part of parts) {
    let node: MathNode;
    try {
      node = parse(part);
    } catch {
      return undefined;
    }
    if (!vetted(node, allowed)) return undefined;
    for (const s of symbolsOf(node)) symbols.add(s);
    sides.push(toSide(node));
  }
  return { sides: sides as Algebra['sides'], symbols };
}

/**
 * Reads "y = <expression>" as the expression ("y = 2x + 3" for 2x + 3), and "x = 2" as 2 (the solution of an
 * equation written out): the letter named must not appear on the right.
 */
export function readNamedExpression(answer: string, variables: readonly string[]): Algebra | undefined {
  const named = /^\s*([a-zA-Zسصع])\s*=(.*)$/s.exec(normaliseSymbols(answer));
  if (!named) return undefined;
  const letter = (toMathjs(named[1] as string) ?? '').trim();
  const value = readAlgebra(named[2] as string, variables);
  return value && !value.symbols.has(letter) ? value : undefined;
}

/**
 * A key's or a known mistake's algebra, read once: they are the bank's own texts and are read again for every
 * answer. Bounded, so the cache never grows without end.
 */
const KNOWN_TEXTS = new Map<string, Algebra | undefined>();
const KNOWN_TEXTS_LIMIT = 2000;

export function readKnownAlgebra(text: string, variables: readonly string[]): Algebra | undefined {
  const cacheKey = `${variables.join(',')}|${text}`;
  if (KNOWN_TEXTS.has(cacheKey)) return KNOWN_TEXTS.get(cacheKey);
  const algebra = readAlgebra(text, variables);
  if (KNOWN_TEXTS.size >= KNOWN_TEXTS_LIMIT) KNOWN_TEXTS.clear();
  KNOWN_TEXTS.set(cacheKey, algebra);
  return algebra;
}

/** Fixed pseudo-random points: the same answer always gets the same mark. */
const POINTS = new Map<string, Record<string, number>[]>();

function points(variables: readonly string[]): Record<string, number>[] {
  const cacheKey = variables.join(',');
  let known = POINTS.get(cacheKey);
  if (!known) {
    known = pointsFor(variables);
    if (POINTS.size < 100) POINTS.set(cacheKey, known);
  }
  return known;
}

function pointsFor(variables: readonly string[]): Record<string, number>[] {
  const random = seeded(20260522);
  return Array.from({ length: 12 }, (_, i) =>
    Object.fromEntries(
      variables.map((v) => {
        // Half the points positive only (so logs and roots are defined), half on both sides of zero.
        const magnitude = 0.3 + random.next() * 2.7;
        return [v, i % 2 === 0 ? magnitude : random.chance(0.5) ? -magnitude : magnitude];
      }),
    ),
  );
}

function real(side: Side, scope: Record<string, number>): number | undefined {
  try {
    const value = side(scope);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** An expression's value, or an equation's left side minus its right side. */
function valueAt(algebra: Algebra, scope: Record<string, number>): number | undefined {
  const [left, right] = algebra.sides;
  const l = real(left, scope);
  if (right === undefined || l === undefined) return l;
  const r = real(right, scope);
  return r === undefined ? undefined : l - r;
}

/**
 * Whether an answer means the key. Expressions: equal at every point where both are defined (at least four).
 * Equations: one's side-difference is a non-zero constant multiple of the other's (2x + 3 = 7 ≡ 2x = 4 ≡ x = 2).
 */
export function equivalent(key: Algebra, answer: Algebra, variables: readonly string[]): boolean {
  const equation = key.sides.length === 2;
  if ((answer.sides.length === 2) !== equation) return false;
  let compared = 0;
  let ratio: number | undefined;
  for (const scope of points(variables)) {
    const k = valueAt(key, scope);
    const a = valueAt(answer, scope);
    if (k === undefined && a === undefined) continue;
    if (k === undefined || a === undefined) return false;
    compared += 1;
    if (!equation) {
      if (!close(k, a)) return false;
      continue;
    }
    if (close(k, 0) || close(a, 0)) {
      if (!(close(k, 0) && close(a, 0))) return false;
      continue;
    }
    const r = a / k;
    if (ratio === undefined) ratio = r;
    else if (!close(r, ratio)) return false;
  }
  return compared >= 4;
}

/** The additive terms at the top of a parsed expression ("3x - 2y + 1" has three). */
function topTerms(node: MathNode): number {
  const any = node as unknown as { type: string; fn?: string; args?: MathNode[]; content?: MathNode };
  if (any.type === 'ParenthesisNode' && any.content) return topTerms(any.content);
  if (any.type === 'OperatorNode' && (any.fn === 'add' || any.fn === 'subtract') && any.args?.length === 2)
    return topTerms(any.args[0]!) + topTerms(any.args[1]!);
  return 1;
}

/** A bracket holding a sum that is multiplied, divided or raised: "(x + 1)(x - 2)", "2(x + 3)", "(x + 1)^2". */
function hasUnexpandedBracket(node: MathNode): boolean {
  let found = false;
  node.traverse((n: MathNode, _path: string, parent: MathNode | null) => {
    const inner = (n as unknown as { content?: MathNode }).content;
    if (n.type !== 'ParenthesisNode' || !inner || !parent || parent.type !== 'OperatorNode') return;
    const fn = (parent as unknown as { fn: string }).fn;
    if (['multiply', 'divide', 'pow'].includes(fn) && topTerms(inner) > 1) found = true;
  });
  return found;
}

/**
 * Whether an answer already equal to an expression key is written in simplest form: no bracket left to expand and
 * no more terms than the key has (like terms collected). Read from the answer's own text.
 */
export function inSimplestForm(answer: string, keyExpr: string): boolean {
  const text = toMathjs(answer.replace(/^\s*[a-zA-Zسصع]\s*=/, ''));
  if (!text || text.includes('=')) return false;
  try {
    const node = parse(text);
    return !hasUnexpandedBracket(node) && topTerms(node) <= topTerms(parse(keyExpr));
  } catch {
    return false;
  }
}
