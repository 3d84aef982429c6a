import type { PracticeKey, PracticeTurn } from '@tutor/contracts';

/**
 * Whether a reply writes out a programming exercise's model solution (the leak guard for code keys, issue 34).
 * - Code is compared after normalising: comments dropped, whitespace only where it separates two words, one
 *   quote style, no trailing semicolons, no line numbers in front ("3| ", the prompt's own numbering).
 * - The solution's significant lines are those not trivially short (`}`, `else:`, `i += 1`) and not already
 *   seen by the learner: in their own code, the stem, the released hints or the fallback hint.
 * - The reply's code is every line it writes (fenced blocks, inline code, plain lines); it gives the solution
 *   when it reproduces at least SHARE of the significant lines and at least MIN_LINES of them (the one line,
 *   when the learner's code misses only one: written out, it is the whole answer), or when one
 *   block is a near copy of the whole solution (its tokens, with names abstracted, closer to the solution's than
 *   to the learner's code, and similar past NEAR_COPY): renaming the variables does not hide a copy.
 * Quoting the learner's own lines back, or showing one changed line, is no leak.
 */

const SHARE = 0.6;
const MIN_LINES = 2;
const NEAR_COPY = 0.85;
/** A normalised line shorter than this says too little to be the solution's (`}`, `else:`, `i+=1`). */
const MIN_LINE_CHARS = 8;
/** A block is read as at most this many tokens (the comparison is quadratic in them). */
const MAX_TOKENS = 800;

/** Languages whose comments start with `#` (the others' with `//`). */
const HASH_COMMENTS = new Set(['python', 'ruby', 'r', 'bash', 'shell', 'sh', 'perl']);

/** A line without its comment: the comment mark outside any string literal ends it. */
function withoutComment(line: string, hash: boolean): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (hash ? c === '#' : c === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

/** One line as the comparison reads it (see the rule above). */
export function normaliseCodeLine(line: string, hash: boolean): string {
  return withoutComment(line.replace(/^\s*\d+\s*\|\s?/, ''), hash)
    .replace(/['`]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<=\W) | (?=\W)/g, '')
    .replace(/;+$/, '');
}

/** A program's lines, block comments dropped first (C-like languages), normalised. */
function codeLines(code: string, hash: boolean): string[] {
  const text = hash ? code : code.replace(/\/\*[\s\S]*?\*\//g, '');
  return text
    .split('\n')
    .map((line) => normaliseCodeLine(line, hash))
    .filter(Boolean);
}

/** Every line a reply writes as a comparison candidate: its lines, its inline code, each statement of a line. */
function replyLines(text: string, hash: boolean): Set<string> {
  const raw = text.split('\n').filter((line) => !/^\s*(```|~~~)/.test(line));
  const inline = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const candidates = [...raw, ...raw.map((line) => line.replace(/`/g, '')), ...inline];
  const lines = new Set<string>();
  for (const line of candidates)
    for (const part of [line, ...(line.includes(';') ? line.split(';') : [])]) {
      const normalised = normaliseCodeLine(part, hash);
      if (normalised) lines.add(normalised);
    }
  return lines;
}

/** The fenced blocks of a reply (one still open at the end counts, up to its last complete line). */
function fencedBlocks(text: string): string[] {
  const blocks: string[] = [];
  const fence = /^\s*(```|~~~)[^\n]*\n([\s\S]*?)(?:^\s*\1\s*$|(?![\s\S]))/gm;
  for (const m of text.matchAll(fence)) {
    const body = m[2]!;
    blocks.push(m[0].trimEnd().endsWith(m[1]!) ? body : body.slice(0, body.lastIndexOf('\n') + 1));
  }
  return blocks;
}

const KEYWORDS = new Set(
  (
    'and as assert async await break case catch class const continue def default del do elif else except export ' +
    'extends false finally for from function global if import in is lambda let new none nonlocal not null of or ' +
    'pass print raise return self static switch this throw true try typeof undefined var void while with yield ' +
    'len range input int str float list dict set console log length push'
  ).split(' '),
);

/** A program's tokens with its names abstracted (keywords and common built-ins kept): a copy renamed is a copy. */
function shape(code: string, hash: boolean): string[] {
  const tokens = codeLines(code, hash)
    .join('\n')
    .match(/[A-Za-z_]\w*|\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*"|\S/g);
  return (tokens ?? [])
    .slice(0, MAX_TOKENS)
    .map((t) => (/^[A-Za-z_]/.test(t) && !KEYWORDS.has(t.toLowerCase()) ? '·' : t));
}

/** How alike two token sequences are: twice their longest common subsequence over their total length. */
function similarity(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  for (const token of a) {
    for (let j = 1; j <= b.length; j++)
      current[j] = token === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    [previous, current] = [current, previous];
  }
  return (2 * previous[b.length]!) / (a.length + b.length);
}

export interface CodeLeakTurn extends Pick<PracticeTurn, 'stem' | 'hintsReleased' | 'code'> {
  key: Extract<PracticeKey, { kind: 'code' }>;
  fallback?: string;
}

/** The check of a code key against a reply (see the rule above); `leaks` reads the whole text streamed so far. */
export function codeLeakCheck(turn: CodeLeakTurn): { leaks(text: string): boolean } {
  const hash = HASH_COMMENTS.has(turn.key.language.toLowerCase());
  const learnerCode = turn.code?.learnerCode ?? '';
  const learnerLines = new Set(codeLines(learnerCode, hash));
  // What the learner reads, as one normalised text: a solution line inside it (a hint quoting it) is seen.
  const seen = [turn.stem, ...turn.hintsReleased, turn.fallback ?? '']
    .flatMap((text) => text.split('\n'))
    .map((line) => normaliseCodeLine(line.replace(/`/g, ''), hash))
    .join('\n');
  const significant = [...new Set(codeLines(turn.key.solution, hash))].filter(
    (line) => line.length >= MIN_LINE_CHARS && !learnerLines.has(line) && !seen.includes(line),
  );
  const solutionShape = shape(turn.key.solution, hash);
  const learnerShape = shape(learnerCode, hash);
  const nearCopies = new Map<string, boolean>();
  const nearCopy = (block: string): boolean => {
    let found = nearCopies.get(block);
    if (found === undefined) {
      const blockShape = shape(block, hash);
      const toSolution = similarity(blockShape, solutionShape);
      found = toSolution >= NEAR_COPY && toSolution > similarity(blockShape, learnerShape);
      nearCopies.set(block, found);
    }
    return found;
  };
  return {
    leaks(text) {
      const written = replyLines(text, hash);
      const reproduced = significant.filter((line) => written.has(line)).length;
      const enough = Math.max(1, Math.min(MIN_LINES, significant.length), SHARE * significant.length);
      if (reproduced >= enough) return true;
      return fencedBlocks(text).some(nearCopy);
    },
  };
}
