import type { Mark } from './items/types';
import type { Outcome } from './schedule';

/**
 * The rules of one attempt (ADR 22), pure: what the learner may have now, and what an answer, a hint or the
 * solution does to the attempt. The server applies them; no client can skip them.
 */
export interface AttemptState {
  status: 'open' | Outcome;
  /** Marked answers (right or wrong); an unreadable one is not an attempt. */
  answers: number;
  wrongAnswers: number;
  hintsReleased: number;
  solutionShown: boolean;
}

export interface Limits {
  /** The hint ladder's length. */
  ladder: number;
  /** Wrong answers after which the solution may be shown without the whole ladder. */
  wrongAnswersForSolution: number;
}

/** A rule refusal, named for its message. */
export type Refusal = 'HINT_BEFORE_ATTEMPT' | 'NO_HINTS_LEFT' | 'SOLUTION_NOT_YET' | 'ITEM_DONE';

export const isOpen = (s: AttemptState) => s.status === 'open';

/** The next hint may be released: the attempt is open, the learner has answered once, and a hint is left. */
export function hintRefusal(s: AttemptState, limits: Limits): Refusal | undefined {
  if (!isOpen(s)) return 'ITEM_DONE';
  if (s.answers < 1) return 'HINT_BEFORE_ATTEMPT';
  if (s.hintsReleased >= limits.ladder) return 'NO_HINTS_LEFT';
  return undefined;
}

export const canHint = (s: AttemptState, limits: Limits) => hintRefusal(s, limits) === undefined;

/**
 * The worked solution may be shown: once shown or the item solved (the learner knows the key), or after an
 * attempt and the whole ladder, or after enough wrong answers.
 */
export function canSeeSolution(s: AttemptState, limits: Limits): boolean {
  if (s.solutionShown || !isOpen(s)) return true;
  if (s.answers < 1) return false;
  return s.hintsReleased >= limits.ladder || s.wrongAnswers >= limits.wrongAnswersForSolution;
}

/** The key may be told (the tutor's turn, the `answer` field): the same moment as the solution. */
export const keyAllowed = canSeeSolution;

/** The attempt after one marked answer: right ends it (alone only with no hint and no solution). */
export function afterAnswer(s: AttemptState, mark: Mark): AttemptState {
  if (mark.verdict === 'unreadable' || !isOpen(s)) return s;
  const answers = s.answers + 1;
  if (mark.verdict === 'wrong') return { ...s, answers, wrongAnswers: s.wrongAnswers + 1 };
  return {
    ...s,
    answers,
    status: s.hintsReleased === 0 && !s.solutionShown ? 'solved_alone' : 'solved_with_hints',
  };
}

export function afterHint(s: AttemptState, limits: Limits): AttemptState {
  const refusal = hintRefusal(s, limits);
  if (refusal) throw new RuleRefusal(refusal);
  return { ...s, hintsReleased: s.hintsReleased + 1 };
}

/** Showing the solution ends an open attempt as shown_solution; on an ended one it changes nothing. */
export function afterSolution(s: AttemptState, limits: Limits): AttemptState {
  if (!canSeeSolution(s, limits)) throw new RuleRefusal('SOLUTION_NOT_YET');
  if (!isOpen(s)) return s;
  return { ...s, solutionShown: true, status: 'shown_solution' };
}

/** A quiz question is asked once: its first marked answer ends it (wrong: the tutor may then give the answer). */
export function afterQuizAnswer(s: AttemptState, mark: Mark): AttemptState {
  if (mark.verdict === 'unreadable' || !isOpen(s)) return s;
  const right = mark.verdict === 'right';
  return {
    ...s,
    answers: s.answers + 1,
    wrongAnswers: s.wrongAnswers + (right ? 0 : 1),
    solutionShown: !right,
    status: right ? 'solved_alone' : 'shown_solution',
  };
}

export class RuleRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal);
  }
}
