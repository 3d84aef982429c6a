import type * as TsFsrs from 'ts-fsrs' with { 'resolution-mode': 'import' };
import type { CardInput, Grade } from 'ts-fsrs' with { 'resolution-mode': 'import' };

// ts-fsrs ships CommonJS (dist/index.cjs) beside ES modules, but its types are declared as an ES module only: the
// CommonJS build is required here, typed by those declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createEmptyCard, fsrs, Rating } = require('ts-fsrs') as typeof TsFsrs;

/** How an attempt ended: only solved_alone counts toward mastery (ADR 22). */
export type Outcome = 'solved_alone' | 'solved_with_hints' | 'shown_solution';

/** Mastery is the share of the skill's last RECENT_ATTEMPTS attempts solved alone (ADR 22). */
export const RECENT_ATTEMPTS = 5;

/** The FSRS rating of an outcome: solved alone is Good, with hints Hard, shown the solution Again. */
export const RATING: Record<Outcome, Grade> = {
  solved_alone: Rating.Good,
  solved_with_hints: Rating.Hard,
  shown_solution: Rating.Again,
};

/** A skill as stored: its FSRS card (dates as ISO strings once stored), outcome counts and recent outcomes. */
export interface SkillState {
  card: CardInput;
  solved_alone: number;
  solved_with_hints: number;
  shown_solution: number;
  /** The last outcomes, oldest first, at most RECENT_ATTEMPTS. */
  recent: string[];
  mastery: number;
}

// A skill is reviewed in days, not in minutes: short-term learning steps are off. No fuzz: the same outcomes
// give the same dates (tests, and two learners alike see alike).
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

export function newSkillState(now: Date): SkillState {
  return {
    card: createEmptyCard(now),
    solved_alone: 0,
    solved_with_hints: 0,
    shown_solution: 0,
    recent: [],
    mastery: 0,
  };
}

export function masteryOf(recent: readonly string[]): number {
  if (!recent.length) return 0;
  return recent.filter((o) => o === 'solved_alone').length / recent.length;
}

/** The skill after one attempt ended with `outcome` at `now`: its card rescheduled, its counts and mastery. */
export function review(state: SkillState, outcome: Outcome, now: Date): SkillState & { dueAt: Date } {
  const { card } = scheduler.next(state.card, now, RATING[outcome]);
  const recent = [...state.recent, outcome].slice(-RECENT_ATTEMPTS);
  return {
    card,
    dueAt: card.due,
    solved_alone: state.solved_alone + (outcome === 'solved_alone' ? 1 : 0),
    solved_with_hints: state.solved_with_hints + (outcome === 'solved_with_hints' ? 1 : 0),
    shown_solution: state.shown_solution + (outcome === 'shown_solution' ? 1 : 0),
    recent,
    mastery: masteryOf(recent),
  };
}
