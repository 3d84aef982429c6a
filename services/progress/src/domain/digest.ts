import type { SkillRow } from '../data/practice';
import type { UnitWeekRow, WeekUnitRow } from '../data/progress';
import {
  addChecked,
  attemptsEnded,
  checkedOf,
  MASTERED,
  meanMastery,
  noChecked,
  WEAK,
  type CheckedFigures,
  type ModelMarkedQuiz,
} from './practice';
import { addDays } from './progress';

/**
 * The weekly digest's rules (ADR 15, "The weekly digest"). Shares are compared in integers (correct * 5 against
 * answered * 4 is "at least 80%"), so no rounding decides a boundary.
 */
export const WEEK_DAYS = 7;
/** Model-marked "mastered" (the `mastered` field, never mastery): at least this many quiz answers this week ... */
export const MASTERED_MIN_ANSWERS = 3;
/** ... and at least 80% of them correct. */
const isMastered = (u: DigestUnit) =>
  u.quizAnswered >= MASTERED_MIN_ANSWERS && u.quizCorrect * 5 >= u.quizAnswered * 4;
/** A low score: at least this many answers this week (one slip is not being stuck) ... */
export const LOW_SCORE_MIN_ANSWERS = 2;
/** ... and under 60% of them correct. */
const isLowScore = (u: DigestUnit) =>
  u.quizAnswered >= LOW_SCORE_MIN_ANSWERS && u.quizCorrect * 5 < u.quizAnswered * 3;
export const LOW_SCORES_MAX = 3;
/** Abandoned: started this week, at most this many messages about it ... */
export const ABANDONED_MAX_MESSAGES = 2;
/** ... and not practised on the last this-many days (the last practice at least 3 days before today). */
export const ABANDONED_QUIET_DAYS = 3;
/** Mastered in practice: at least this many attempts ended this week, and the unit's mastery at least MASTERED. */
export const MASTERED_MIN_ATTEMPTS = 3;
const isMasteredInPractice = (u: DigestUnit) =>
  attemptsEnded(u.checked) >= MASTERED_MIN_ATTEMPTS && u.mastery !== null && u.mastery >= MASTERED;
/** Stuck in practice: at least this many attempts ended this week, and the unit's mastery under WEAK. */
export const STUCK_MIN_ATTEMPTS = 2;
const isStuckInPractice = (u: DigestUnit) =>
  attemptsEnded(u.checked) >= STUCK_MIN_ATTEMPTS && u.mastery !== null && u.mastery < WEAK;
export const STUCK_MAX = 3;

export interface DigestUnit {
  unitId: string;
  subjectId: string | null;
  languageId: string | null;
  messages: number;
  quizAnswered: number;
  quizCorrect: number;
  checked: CheckedFigures;
  mastery: number | null;
  modelMarkedQuiz: ModelMarkedQuiz;
}

/** What the parent is asked to ask: the web app words it in the parent's language with the unit's name. */
export type TonightQuestionKind = 'STUCK' | 'MASTERED' | 'PRACTISED' | 'QUIET';

export interface WeeklyDigest {
  from: string;
  to: string;
  practised: DigestUnit[];
  mastered: DigestUnit[];
  lowestScores: DigestUnit[];
  abandoned: DigestUnit[];
  masteredInPractice: DigestUnit[];
  stuckInPractice: DigestUnit[];
  checked: CheckedFigures;
  modelMarkedQuiz: ModelMarkedQuiz;
  question: { kind: TonightQuestionKind; unitId: string | null };
}

const orNull = (id: string) => id || null;
/** Higher share first; ties: more answers (firmer evidence), then by id (stable). */
const byShareDesc = (a: DigestUnit, b: DigestUnit) =>
  b.quizCorrect * a.quizAnswered - a.quizCorrect * b.quizAnswered ||
  b.quizAnswered - a.quizAnswered ||
  a.unitId.localeCompare(b.unitId);
const byShareAsc = (a: DigestUnit, b: DigestUnit) =>
  a.quizCorrect * b.quizAnswered - b.quizCorrect * a.quizAnswered ||
  b.quizAnswered - a.quizAnswered ||
  a.unitId.localeCompare(b.unitId);
/** Mastery, then the share's tie-breakers. */
const byMasteryDesc = (a: DigestUnit, b: DigestUnit) =>
  b.mastery! - a.mastery! ||
  b.checked.solvedAlone - a.checked.solvedAlone ||
  a.unitId.localeCompare(b.unitId);
const byMasteryAsc = (a: DigestUnit, b: DigestUnit) =>
  a.mastery! - b.mastery! ||
  b.checked.shownSolution - a.checked.shownSolution ||
  a.unitId.localeCompare(b.unitId);

/** The first day of the week that ends `today` (today and the six days before it). */
export const weekStart = (today: string) => addDays(today, -(WEEK_DAYS - 1));

/**
 * The learner's week: `units` are the units last practised in it (first practised order), `week` the per-unit
 * counts summed over its days, `skills` the learner's skills now (their mastery). Deterministic: the same rows
 * give the same digest and the same question.
 */
export function buildWeeklyDigest(
  rows: { units: WeekUnitRow[]; week: UnitWeekRow[]; skills?: SkillRow[] },
  today: string,
): WeeklyDigest {
  const from = weekStart(today);
  const counts = new Map(rows.week.map((r) => [r.unit_id, r]));
  const mastery = unitMastery(rows.skills ?? []);
  const digestUnit = (r: { unit_id: string; subject_id: string; language_id: string }): DigestUnit => {
    const c = counts.get(r.unit_id);
    const quiz = { answered: c?.quiz_answered ?? 0, correct: c?.quiz_correct ?? 0 };
    return {
      unitId: r.unit_id,
      subjectId: orNull(r.subject_id),
      languageId: orNull(r.language_id),
      messages: c?.messages ?? 0,
      quizAnswered: quiz.answered,
      quizCorrect: quiz.correct,
      checked: checkedOf(c),
      mastery: mastery.get(r.unit_id) ?? null,
      modelMarkedQuiz: quiz,
    };
  };
  const listed = new Set(rows.units.map((u) => u.unit_id));
  // Practised: a conversation, a message or a quiz answer in the week (a late quiz event may name a unit whose
  // practice was counted on another topic's event; it is still practice).
  const practised = [
    ...rows.units.map(digestUnit),
    ...rows.week.filter((r) => !listed.has(r.unit_id)).map(digestUnit),
  ];
  const mastered = practised.filter(isMastered).sort(byShareDesc);
  const lowestScores = practised.filter(isLowScore).sort(byShareAsc).slice(0, LOW_SCORES_MAX);
  const low = new Set(lowestScores.map((u) => u.unitId));
  const quietSince = addDays(today, -ABANDONED_QUIET_DAYS);
  const abandoned = rows.units
    .filter(
      (u) =>
        // A unit without a row of the week was started before the digest was counted: not judged.
        counts.has(u.unit_id) &&
        u.first_practised_day >= from &&
        u.last_practised_day !== null &&
        u.last_practised_day <= quietSince &&
        counts.get(u.unit_id)!.messages <= ABANDONED_MAX_MESSAGES &&
        checkedOf(counts.get(u.unit_id)).itemsAnswered === 0 &&
        !low.has(u.unit_id),
    )
    .map(digestUnit);
  const masteredInPractice = practised.filter(isMasteredInPractice).sort(byMasteryDesc);
  const stuckInPractice = practised.filter(isStuckInPractice).sort(byMasteryAsc).slice(0, STUCK_MAX);
  return {
    from,
    to: today,
    practised,
    mastered,
    lowestScores,
    abandoned,
    masteredInPractice,
    stuckInPractice,
    checked: practised.reduce((sum, u) => addChecked(sum, u.checked), noChecked()),
    modelMarkedQuiz: {
      answered: practised.reduce((n, u) => n + u.quizAnswered, 0),
      correct: practised.reduce((n, u) => n + u.quizCorrect, 0),
    },
    question: tonightQuestion(practised, masteredInPractice, [
      ...stuckInPractice,
      ...lowestScores,
      ...abandoned,
    ]),
  };
}

/** Each unit's mastery now: the mean of its skills' (null-free: units with none are absent). */
function unitMastery(skills: SkillRow[]): Map<string, number> {
  const byUnit = new Map<string, (number | null)[]>();
  for (const s of skills) byUnit.set(s.unit_id, [...(byUnit.get(s.unit_id) ?? []), s.mastery]);
  const mastery = new Map<string, number>();
  for (const [unitId, values] of byUnit) {
    const mean = meanMastery(values);
    if (mean !== null) mastery.set(unitId, mean);
  }
  return mastery;
}

/**
 * One question for tonight, in this order: where the learner is stuck (`stuck`: stuck in practice, else the lowest
 * model-marked score, else the first unit abandoned) – ask what was hard and to show one problem; else a unit
 * mastered in practice (never by a model's marks) – ask the learner to teach it; else the unit with the most
 * messages and practice answers – ask what they learned; a quiet week – ask what they would like to learn.
 */
function tonightQuestion(
  practised: DigestUnit[],
  mastered: DigestUnit[],
  stuck: DigestUnit[],
): WeeklyDigest['question'] {
  if (stuck[0]) return { kind: 'STUCK', unitId: stuck[0].unitId };
  if (mastered[0]) return { kind: 'MASTERED', unitId: mastered[0].unitId };
  // The first of the busiest units (practised is in first-practised order, and the sort is stable).
  const busy = (u: DigestUnit) => u.messages + u.checked.itemsAnswered;
  const busiest = [...practised].sort((a, b) => busy(b) - busy(a))[0];
  if (busiest) return { kind: 'PRACTISED', unitId: busiest.unitId };
  return { kind: 'QUIET', unitId: null };
}
