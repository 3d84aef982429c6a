import type { SkillRow } from '../data/practice';
import type { DayRow, PractisedUnitRow, QuizScoreRow, UnitPractiseRow, UnitTitleRow } from '../data/progress';
import { practiceUnits, REVISE_MAX, skillsDueToday, unitsToRevise, type UnitPractice } from './practice';

export const CHART_DAYS = 14;

/** The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The day `n` days after a YYYY-MM-DD day (negative for before), by the calendar, not by 24-hour steps. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

const orNull = (id: string) => id || null;

export interface SubjectProgress {
  subjectId: string | null;
  languageId: string | null;
  unitsPractised: number;
  unitIds: string[];
}

/** Practised units grouped by their subject (or programming language), in the order first practised. */
export function unitsBySubject(units: PractisedUnitRow[]): SubjectProgress[] {
  const groups = new Map<string, SubjectProgress>();
  for (const u of units) {
    const key = `${u.subject_id}\u0000${u.language_id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        subjectId: orNull(u.subject_id),
        languageId: orNull(u.language_id),
        unitsPractised: 0,
        unitIds: [],
      };
      groups.set(key, group);
    }
    group.unitIds.push(u.unit_id);
    group.unitsPractised += 1;
  }
  return [...groups.values()];
}

export interface UnitQuizScore {
  unitId: string;
  subjectId: string | null;
  languageId: string | null;
  answered: number;
  correct: number;
}

const score = (r: QuizScoreRow): UnitQuizScore => ({
  unitId: r.unit_id,
  subjectId: orNull(r.subject_id),
  languageId: orNull(r.language_id),
  answered: r.answered,
  correct: r.correct,
});

/**
 * Model-marked (the `revise` field; `toRevise` is from checked practice): the units whose quiz share of correct
 * answers is lowest, at most three. A unit answered all correctly has nothing to revise, nor have free questions
 * (no unit to start from). Ties: more answers first (firmer evidence), then by id (stable).
 */
export function toRevise(scores: QuizScoreRow[]): UnitQuizScore[] {
  return scores
    .filter((r) => r.unit_id !== '' && r.answered > 0 && r.correct < r.answered)
    .sort(
      (a, b) =>
        a.correct * b.answered - b.correct * a.answered ||
        b.answered - a.answered ||
        a.unit_id.localeCompare(b.unit_id),
    )
    .slice(0, REVISE_MAX)
    .map(score);
}

export interface DayCount {
  day: string;
  messages: number;
  replies: number;
  itemsAnswered: number;
}

/** Messages, replies and practice answers on each of the last 14 days up to `today`, oldest first, quiet days as zeros. */
export function messagesPerDay(days: DayRow[], today: string): DayCount[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = addDays(today, i - (CHART_DAYS - 1));
    const counts = byDay.get(day);
    return {
      day,
      messages: counts?.messages ?? 0,
      replies: counts?.replies ?? 0,
      itemsAnswered: counts?.practice_answers ?? 0,
    };
  });
}

/**
 * Consecutive active days (a message sent or a practice item answered), ending today, or yesterday when today has
 * none yet (the streak is still alive until today ends): from that day's row, whose run_start is the run's first day
 * (kept by the store as days become active). `days` holds at least today's and yesterday's rows when they exist.
 */
export function currentStreak(days: DayRow[], today: string): number {
  const runStart = (day: string) => days.find((d) => d.day === day)?.run_start ?? null;
  const last = runStart(today) !== null ? today : addDays(today, -1);
  const start = runStart(last);
  return start === null ? 0 : daysBetween(start, last) + 1;
}

/** Whole calendar days from one YYYY-MM-DD day to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Units practised on the last 7 days, today included (the week a parent's view speaks of). */
export function unitsThisWeek(units: UnitPractiseRow[], today: string): number {
  const from = addDays(today, -6);
  return units.filter((u) => u.last_practised_day !== null && u.last_practised_day >= from).length;
}

export interface Progress {
  /** Whose figures these are (not in the schema): the weekly digest reads its rows by it. */
  learnerId: string;
  today: string;
  timeZone: string;
  subjects: SubjectProgress[];
  unitsThisWeek: number;
  quizScores: UnitQuizScore[];
  messagesPerDay: DayCount[];
  streakDays: number;
  revise: UnitQuizScore[];
  unitTitles: { unitId: string; title: string }[];
  practiceUnits: UnitPractice[];
  toRevise: UnitPractice[];
  skillsDueToday: number;
}

export function buildProgress(
  learnerId: string,
  rows: {
    units: UnitPractiseRow[];
    scores: QuizScoreRow[];
    days: DayRow[];
    titles?: UnitTitleRow[];
    skills?: SkillRow[];
  },
  timeZone: string,
  now: Date,
): Progress {
  const today = dayIn(timeZone, now);
  const practice = practiceUnits(rows.skills ?? [], rows.scores, {
    today,
    dayOf: (at) => dayIn(timeZone, at),
  });
  return {
    learnerId,
    today,
    timeZone,
    subjects: unitsBySubject(rows.units),
    unitsThisWeek: unitsThisWeek(rows.units, today),
    quizScores: rows.scores.map(score),
    messagesPerDay: messagesPerDay(rows.days, today),
    streakDays: currentStreak(rows.days, today),
    revise: toRevise(rows.scores),
    unitTitles: (rows.titles ?? []).map((r) => ({ unitId: r.unit_id, title: r.title })),
    practiceUnits: practice,
    toRevise: unitsToRevise(practice),
    skillsDueToday: skillsDueToday(practice),
  };
}
