import type { CodeTestResult } from '@tutor/contracts';
import type { AttemptRow } from '../data/practice';
import { examplesOf, testResultsView, type CodeExerciseView, type TestResultView } from './code-views';
import type { Bilingual, Item, Language, Mark } from './items/types';
import { canHint, canSeeSolution, type AttemptState, type Limits } from './rules';

/**
 * What a learner may see of an attempt, built on the server from the rules (ADR 22): hints up to those released,
 * the solution and the key only when they may be shown. Nothing else of the item ever leaves in a view.
 */
export interface AttemptView {
  id: string;
  itemId: string;
  skill: string;
  kind: 'CHOICE' | 'NUMBER' | 'EXPRESSION' | 'SHORT' | 'ORDER' | 'CODE';
  stem: string;
  choices: { id: string; text: string }[] | null;
  answerUnit: string | null;
  variables: string[] | null;
  status: 'OPEN' | 'SOLVED_ALONE' | 'SOLVED_WITH_HINTS' | 'SHOWN_SOLUTION';
  attempts: number;
  wrongAttempts: number;
  hints: string[];
  hintsLeft: number;
  canHint: boolean;
  canSeeSolution: boolean;
  solution: string[] | null;
  answer: string | null;
  code: CodeExerciseView | null;
}

/** A CODE attempt's last submission: the program and the runner's results. */
export interface LastSubmission {
  code: string;
  tests: CodeTestResult[];
}

export const stateOf = (a: AttemptRow): AttemptState => ({
  status: a.status,
  answers: a.answers,
  wrongAnswers: a.wrong_answers,
  hintsReleased: a.hints_released,
  solutionShown: a.solution_shown,
});

export const limitsOf = (item: Item, wrongAnswersForSolution: number): Limits => ({
  ladder: item.hints.length,
  wrongAnswersForSolution,
});

/** The letters of school algebra a learner writing Arabic uses for x, y and z. */
const ARABIC_VARIABLES: Record<string, string> = { x: 'س', y: 'ص', z: 'ع' };

/** A programming exercise as the learner sees it: its examples in full, of its hidden tests only how many. */
function exerciseView(item: Item, last: LastSubmission | null, lang: Language): CodeExerciseView | null {
  if (!item.code) return null;
  return {
    language: item.code.language,
    starter: item.code.starter,
    ...examplesOf(item.code.tests, lang),
    lastCode: last?.code ?? null,
    lastResults: last ? testResultsView(item.code.tests, last.tests, lang) : null,
  };
}

export function attemptView(
  a: AttemptRow,
  item: Item,
  wrongAnswersForSolution: number,
  last: LastSubmission | null = null,
): AttemptView {
  const lang = a.language;
  const state = stateOf(a);
  const limits = limitsOf(item, wrongAnswersForSolution);
  const showSolution = state.solutionShown || state.status !== 'open';
  const key = item.key;
  return {
    id: a.id,
    // The source, never the seed: with the generator's code a seed would give the key away.
    itemId: a.source_id,
    skill: a.skill,
    kind: item.kind.toUpperCase() as AttemptView['kind'],
    stem: item.stem[lang],
    choices:
      item.kind === 'choice'
        ? (item.choices ?? []).map((c) => ({ id: c.id, text: c.text[lang] }))
        : item.kind === 'order'
          ? (item.pieces ?? []).map((p) => ({ id: p.id, text: p.text[lang] }))
          : null,
    answerUnit: key.kind === 'number' && key.unit ? key.unit[lang] : null,
    variables:
      key.kind === 'expression'
        ? key.variables.map((v) => (lang === 'ar' ? (ARABIC_VARIABLES[v] ?? v) : v))
        : null,
    status: a.status.toUpperCase() as AttemptView['status'],
    attempts: a.answers,
    wrongAttempts: a.wrong_answers,
    hints: item.hints.slice(0, a.hints_released).map((h) => h[lang]),
    hintsLeft: Math.max(0, item.hints.length - a.hints_released),
    canHint: canHint(state, limits),
    canSeeSolution: canSeeSolution(state, limits),
    solution: showSolution ? item.solution.map((s) => s[lang]) : null,
    // A program's key is its model solution.
    answer: showSolution ? (key.kind === 'code' ? key.solution : item.keyText[lang]) : null,
    code: item.kind === 'code' ? exerciseView(item, last, lang) : null,
  };
}

const UNREADABLE: Record<Extract<Mark, { verdict: 'unreadable' }>['expected'], Bilingual> = {
  number: {
    en: "I couldn't read that as a number. Write it with digits, like 12, 3.5, 3/4 or ٣٫٥.",
    ar: 'لم أستطع قراءة هذا كعدد. اكتبه بالأرقام، مثل ١٢ أو ٣٫٥ أو ٣/٤.',
  },
  expression: {
    en: "I couldn't read that as an expression. Write it like 2x + 3, or an equation like 2x + 3 = 7.",
    ar: 'لم أستطع قراءة هذا كتعبير جبري. اكتبه مثل ٢س + ٣، أو معادلة مثل ٢س + ٣ = ٧.',
  },
  choice: {
    en: "I couldn't tell which option you chose. Pick one of the options.",
    ar: 'لم أعرف أي اختيار تقصد. اختر أحد الاختيارات.',
  },
  order: {
    en: "I couldn't read that as an order. Put every piece in order.",
    ar: 'لم أستطع قراءة هذا كترتيب. رتّب كل الأجزاء.',
  },
  text: {
    en: "I couldn't read that answer. Write it in a few words.",
    ar: 'لم أستطع قراءة هذه الإجابة. اكتبها في كلمات قليلة.',
  },
};

/** What the learner is told with a mark: a wrong answer's misconception, or how to write an unreadable one. */
export function markMessage(
  verdict: Mark['verdict'],
  misconception: Bilingual | null | undefined,
  expected: string | null | undefined,
  lang: Language,
): string | null {
  if (verdict === 'wrong') return misconception ? misconception[lang] : null;
  if (verdict === 'unreadable')
    return UNREADABLE[(expected as keyof typeof UNREADABLE) ?? 'text']?.[lang] ?? UNREADABLE.text[lang];
  return null;
}

/** A marked answer as the API returns it. */
export interface AnswerView {
  verdict: 'RIGHT' | 'WRONG' | 'UNREADABLE';
  message: string | null;
  attempt: AttemptView;
  /** A program's results per test (CODE items). */
  tests: TestResultView[] | null;
}
