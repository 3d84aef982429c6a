import type { MemberFiguresRow, MemberScoreRow } from '../data/classes';
import { addDays } from './progress';

/** Days in "this week" of a class's figures: the last 7, today included (as a parent's view counts them). */
export const WEEK_DAYS = 7;

export const weekStart = (today: string) => addDays(today, -(WEEK_DAYS - 1));

export interface UnitTotals {
  unitId: string;
  subjectId: string;
  languageId: null;
  answered: number;
  correct: number;
}

export interface ClassFigures {
  /** The class's quiz answers per unit, summed over its students: the class average is correct / answered. */
  units: UnitTotals[];
  students: {
    studentId: string;
    messagesThisWeek: number;
    unitsPractised: number;
    unitIds: string[];
    quizScores: UnitTotals[];
  }[];
}

export function buildClassFigures(
  subjectId: string,
  rows: { members: MemberFiguresRow[]; scores: MemberScoreRow[] },
): ClassFigures {
  const score = (unitId: string, answered: number, correct: number): UnitTotals => ({
    unitId,
    subjectId,
    languageId: null,
    answered,
    correct,
  });
  const totals = new Map<string, UnitTotals>();
  for (const r of rows.scores) {
    const t = totals.get(r.unit_id) ?? score(r.unit_id, 0, 0);
    t.answered += r.answered;
    t.correct += r.correct;
    totals.set(r.unit_id, t);
  }
  return {
    units: [...totals.values()],
    students: rows.members.map((m) => ({
      studentId: m.student_id,
      messagesThisWeek: m.messages_this_week,
      unitsPractised: m.unit_ids.length,
      unitIds: m.unit_ids,
      quizScores: rows.scores
        .filter((r) => r.student_id === m.student_id)
        .map((r) => score(r.unit_id, r.answered, r.correct)),
    })),
  };
}
