import type { MemberFiguresRow, MemberScoreRow, MemberWeekRow } from '../data/classes';
import type { SkillRow } from '../data/practice';
import {
  addChecked,
  meanMastery,
  noChecked,
  practiceUnits,
  type CheckedFigures,
  type Days,
  type ModelMarkedQuiz,
  type UnitPractice,
} from './practice';
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

/** A unit over the class's students: checked practice summed, the average mastery, model-marked quizzes apart. */
export interface ClassUnitPractice {
  unitId: string;
  checked: CheckedFigures;
  averageMastery: number | null;
  studentsWithMastery: number;
  modelMarkedQuiz: ModelMarkedQuiz;
}

export interface ClassFigures {
  /** The class's model-marked quiz answers per unit, summed over its students. */
  units: UnitTotals[];
  practiceUnits: ClassUnitPractice[];
  students: {
    studentId: string;
    messagesThisWeek: number;
    unitsPractised: number;
    unitIds: string[];
    quizScores: UnitTotals[];
    itemsAnsweredThisWeek: number;
    practiceUnits: UnitPractice[];
  }[];
}

export function buildClassFigures(
  subjectId: string,
  rows: { members: MemberFiguresRow[]; scores: MemberScoreRow[]; skills: SkillRow[]; week: MemberWeekRow[] },
  days: Days,
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
  const itemsThisWeek = new Map(rows.week.map((w) => [w.student_id, w.items_answered]));
  const students = rows.members.map((m) => {
    const scores = rows.scores.filter((r) => r.student_id === m.student_id);
    const quizzes = scores.map((r) => ({ ...r, subject_id: subjectId, language_id: '' }));
    const skills = rows.skills.filter((r) => r.user_id === m.student_id);
    return {
      studentId: m.student_id,
      messagesThisWeek: m.messages_this_week,
      unitsPractised: m.unit_ids.length,
      unitIds: m.unit_ids,
      quizScores: scores.map((r) => score(r.unit_id, r.answered, r.correct)),
      itemsAnsweredThisWeek: itemsThisWeek.get(m.student_id) ?? 0,
      practiceUnits: practiceUnits(skills, quizzes, days),
    };
  });
  return {
    units: [...totals.values()],
    practiceUnits: classUnits(students.flatMap((s) => s.practiceUnits)),
    students,
  };
}

/** The students' units summed per unit (by unit id): the class average is the mean of the known masteries. */
function classUnits(units: UnitPractice[]): ClassUnitPractice[] {
  const byUnit = new Map<string, UnitPractice[]>();
  for (const u of units) byUnit.set(u.unitId, [...(byUnit.get(u.unitId) ?? []), u]);
  return [...byUnit.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([unitId, each]) => {
      const masteries = each.map((u) => u.mastery).filter((m): m is number => m !== null);
      return {
        unitId,
        checked: each.reduce((sum, u) => addChecked(sum, u.checked), noChecked()),
        averageMastery: meanMastery(masteries),
        studentsWithMastery: masteries.length,
        modelMarkedQuiz: {
          answered: each.reduce((n, u) => n + u.modelMarkedQuiz.answered, 0),
          correct: each.reduce((n, u) => n + u.modelMarkedQuiz.correct, 0),
        },
      };
    });
}
