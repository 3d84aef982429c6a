import type { Bilingual, CodeTest, Difficulty, Item } from '../../items/types';
import { type Pair, arabicDigits } from '../science/write';

/**
 * A compact way to write programming exercises (kind 'code', issue 34) by hand. The brief gets an example built
 * from the first visible test, so the example shown is always one the model solution passes; the worked
 * solution's last step is the model solution itself, fenced, so it always states the key.
 */

/** A test: what the program reads (`in`) and/or a call run after it (`call`), and what it must print. */
export interface TestSpec {
  in?: string;
  call?: string;
  out: string;
  /** A hidden test's name (a visible one is named "Example n"); hidden tests cover the edge cases. */
  hidden?: Pair;
  /** A visible test's name, when "Example n" says too little. */
  name?: Pair;
}

export interface ExerciseSpec {
  /** The skill's slug within the unit (as the written items name it where one fits). */
  s: string;
  d: Difficulty;
  /** The brief: what the program reads and prints. */
  q: Pair;
  starter: string;
  /** The model solution (the key). */
  sol: string;
  /** The worked solution's explanation, before the final step that shows the model solution (1 or 2 steps). */
  steps: Pair[];
  hints: Pair[];
  tests: TestSpec[];
}

export type CodeLanguage = 'python' | 'javascript' | 'typescript';

export const bi = ([ar, en]: Pair): Bilingual => ({ ar: arabicDigits(ar), en });

const fence = (lang: string, text: string): string => `\`\`\`${lang}\n${text}\n\`\`\``;

/** The brief and an example: the first visible test's input or call, and what it prints. */
function brief(spec: ExerciseSpec, lang: CodeLanguage): Bilingual {
  const q = bi(spec.q);
  const example = spec.tests.find((t) => !t.hidden);
  if (!example) return q;
  const parts = (ar: boolean): string[] => [
    ar ? '**مثال:**' : '**Example:**',
    ...(example.in !== undefined
      ? [ar ? 'إذا كان الإدخال' : 'With the input', fence('text', example.in)]
      : []),
    ...(example.call !== undefined ? [ar ? 'ثم' : 'then', fence(lang, example.call)] : []),
    ar ? 'يطبع البرنامج' : 'the program prints',
    fence('text', example.out),
  ];
  return { ar: `${q.ar}\n\n${parts(true).join('\n')}`, en: `${q.en}\n\n${parts(false).join('\n')}` };
}

/** The tests, with ids `<prefix>t1`, `<prefix>t2`... (a project's milestones prefix theirs: `m2-t1`). */
export function codeTests(specs: readonly TestSpec[], prefix = ''): CodeTest[] {
  let example = 0;
  return specs.map((t, i) => {
    const name: Pair = t.hidden ?? t.name ?? [`مثال ${++example}`, `Example ${example}`];
    return {
      id: `${prefix}t${i + 1}`,
      name: bi(name),
      ...(t.in !== undefined && { stdin: t.in }),
      ...(t.call !== undefined && { after: t.call }),
      expected: t.out,
      ...(t.hidden && { hidden: true }),
    };
  });
}

function build(unitId: string, n: number, spec: ExerciseSpec, lang: CodeLanguage): Item {
  const key = { ar: spec.sol, en: spec.sol };
  return {
    id: `${unitId}/code-${n}`,
    unitId,
    skill: `${unitId}/${spec.s}`,
    difficulty: spec.d,
    kind: 'code',
    stem: brief(spec, lang),
    key: { kind: 'code', solution: spec.sol },
    keyText: key,
    solution: [
      ...spec.steps.map(bi),
      { ar: `حل نموذجي:\n${fence(lang, spec.sol)}`, en: `A model solution:\n${fence(lang, spec.sol)}` },
    ],
    hints: spec.hints.map(bi),
    code: { language: lang, starter: spec.starter, tests: codeTests(spec.tests) },
  };
}

/** A topic's exercises, numbered from 1 in the order given (ids `<unit id>/code-<n>` stay stable: append only). */
export function exercises(unitId: string, specs: readonly ExerciseSpec[], lang: CodeLanguage): Item[] {
  return specs.map((spec, i) => build(unitId, i + 1, spec, lang));
}

/** The Python starter of a program that reads its input: the given lines, then room for the learner's code. */
export const reads = (...lines: string[]): string => `${lines.join('\n')}\n\n# your code here\n`;
