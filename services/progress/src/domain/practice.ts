import type { CheckedRow, PracticeOutcome, SkillRow } from '../data/practice';
import type { QuizScoreRow } from '../data/progress';

/**
 * Figures from checked practice (ADR 22: marked by an item's key, never by a model), and the model-marked quiz
 * figures beside them, never mixed in: only an attempt solved alone counts toward mastery, and the mastery itself
 * is the practice service's (SkillReviewed).
 */

/** A unit (or a skill) counts as mastered from this mastery on ... */
export const MASTERED = 0.8;
/** ... and as weak (stuck) under this one. */
export const WEAK = 0.5;
/** At most this many units to revise (checked or model-marked). */
export const REVISE_MAX = 3;

export interface CheckedFigures {
  itemsAnswered: number;
  itemsCorrect: number;
  solvedAlone: number;
  solvedWithHints: number;
  shownSolution: number;
}

export interface ModelMarkedQuiz {
  answered: number;
  correct: number;
}

export const noChecked = (): CheckedFigures => ({
  itemsAnswered: 0,
  itemsCorrect: 0,
  solvedAlone: 0,
  solvedWithHints: 0,
  shownSolution: 0,
});

export const checkedOf = (r: CheckedRow | undefined): CheckedFigures => ({
  itemsAnswered: r?.items_answered ?? 0,
  itemsCorrect: r?.items_correct ?? 0,
  solvedAlone: r?.solved_alone ?? 0,
  solvedWithHints: r?.solved_with_hints ?? 0,
  shownSolution: r?.shown_solution ?? 0,
});

export function addChecked(sum: CheckedFigures, more: CheckedFigures): CheckedFigures {
  sum.itemsAnswered += more.itemsAnswered;
  sum.itemsCorrect += more.itemsCorrect;
  sum.solvedAlone += more.solvedAlone;
  sum.solvedWithHints += more.solvedWithHints;
  sum.shownSolution += more.shownSolution;
  return sum;
}

/** Attempts that ended, whatever their outcome. */
export const attemptsEnded = (c: CheckedFigures) => c.solvedAlone + c.solvedWithHints + c.shownSolution;

/** The mean of the known masteries; null when none is known. */
export function meanMastery(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
}

export type OutcomeName = 'SOLVED_ALONE' | 'SOLVED_WITH_HINTS' | 'SHOWN_SOLUTION';
const outcomeName = (o: PracticeOutcome | null) => (o ? (o.toUpperCase() as OutcomeName) : null);

export interface SkillPractice {
  skill: string;
  checked: CheckedFigures;
  mastery: number | null;
  lastOutcome: OutcomeName | null;
  nextReviewAt: string | null;
  dueToday: boolean;
}

export interface UnitPractice {
  unitId: string;
  subjectId: string | null;
  languageId: string | null;
  checked: CheckedFigures;
  mastery: number | null;
  skills: SkillPractice[];
  modelMarkedQuiz: ModelMarkedQuiz;
}

/** The learner's calendar: today, and the day (YYYY-MM-DD) an instant falls on. */
export interface Days {
  today: string;
  dayOf: (at: Date) => string;
}

const orNull = (id: string) => id || null;

const unitOf = (r: { unit_id: string; subject_id: string; language_id: string }): UnitPractice => ({
  unitId: r.unit_id,
  subjectId: orNull(r.subject_id),
  languageId: orNull(r.language_id),
  checked: noChecked(),
  mastery: null,
  skills: [],
  modelMarkedQuiz: { answered: 0, correct: 0 },
});

function skillPractice(r: SkillRow, days: Days): SkillPractice {
  return {
    skill: r.skill,
    checked: checkedOf(r),
    mastery: r.mastery,
    lastOutcome: outcomeName(r.last_outcome),
    nextReviewAt: r.next_review_at?.toISOString() ?? null,
    dueToday: r.next_review_at !== null && days.dayOf(r.next_review_at) <= days.today,
  };
}

/**
 * One learner's units: those with checked practice in the order first answered, each with its skills, then those
 * with model-marked quiz answers only (by unit id). A quiz in a free-question conversation (no unit) is not a unit.
 */
export function practiceUnits(skills: SkillRow[], quizzes: QuizScoreRow[], days: Days): UnitPractice[] {
  const units = new Map<string, UnitPractice>();
  for (const r of skills) {
    const unit = units.get(r.unit_id) ?? unitOf(r);
    units.set(r.unit_id, unit);
    const skill = skillPractice(r, days);
    unit.skills.push(skill);
    addChecked(unit.checked, skill.checked);
  }
  for (const unit of units.values()) {
    unit.skills.sort((a, b) => a.skill.localeCompare(b.skill));
    unit.mastery = meanMastery(unit.skills.map((s) => s.mastery));
  }
  for (const q of quizzes) {
    if (!q.unit_id) continue;
    const unit = units.get(q.unit_id) ?? unitOf(q);
    unit.modelMarkedQuiz.answered += q.answered;
    unit.modelMarkedQuiz.correct += q.correct;
    units.set(q.unit_id, unit);
  }
  return [...units.values()];
}

/**
 * What to revise, from checked outcomes only: units not yet mastered (a hint or a shown solution lowers the
 * mastery), the weakest first; ties: more solutions shown, then by id. A unit without an ended attempt is not
 * judged (a model-marked quiz never is).
 */
export function unitsToRevise(units: UnitPractice[]): UnitPractice[] {
  return units
    .filter((u) => u.mastery !== null && u.mastery < MASTERED)
    .sort(
      (a, b) =>
        a.mastery! - b.mastery! ||
        b.checked.shownSolution - a.checked.shownSolution ||
        a.unitId.localeCompare(b.unitId),
    )
    .slice(0, REVISE_MAX);
}

/** Skills whose next review falls today or earlier. */
export const skillsDueToday = (units: UnitPractice[]) =>
  units.reduce((n, u) => n + u.skills.filter((s) => s.dueToday).length, 0);
