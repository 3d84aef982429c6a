import type { Queryable } from '@tutor/service-runtime';

/**
 * Checked practice outcomes (practice.outcome, ADR 22): per learner, unit and skill. Each answer and each ended
 * attempt counts once, by its own id, whatever event id it came under.
 */

/** Checked practice counts, as unit_days and skill_practice hold them. */
export interface CheckedRow {
  items_answered: number;
  items_correct: number;
  solved_alone: number;
  solved_with_hints: number;
  shown_solution: number;
}

/** The sums of a query's checked columns, as integers (zeros over no rows). */
export const SUM_CHECKED = [
  'items_answered',
  'items_correct',
  'solved_alone',
  'solved_with_hints',
  'shown_solution',
]
  .map((c) => `coalesce(sum(${c}), 0)::int AS ${c}`)
  .join(', ');

export type PracticeOutcome = 'solved_alone' | 'solved_with_hints' | 'shown_solution';
export const PRACTICE_OUTCOMES: readonly PracticeOutcome[] = [
  'solved_alone',
  'solved_with_hints',
  'shown_solution',
];

/** Whether this answer is new (true once per answer id): a repeated answer counts nothing. */
export async function recordAnswerOnce(db: Queryable, answerId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO practice_answers (answer_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [answerId, userId],
  );
  return rowCount === 1;
}

/** Whether this ended attempt is new (true once per attempt id). */
export async function recordAttemptOnce(db: Queryable, attemptId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO practice_attempts (attempt_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [attemptId, userId],
  );
  return rowCount === 1;
}

export interface SkillKey {
  userId: string;
  unitId: string;
  skill: string;
  subjectId: string;
  languageId: string;
}

/** One more answer of the skill, right or not. */
export async function countSkillAnswer(
  db: Queryable,
  k: SkillKey,
  correct: boolean,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO skill_practice (user_id, unit_id, skill, subject_id, language_id, first_answered_at,
       items_answered, items_correct)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7)
     ON CONFLICT (user_id, unit_id, skill) DO UPDATE SET
       items_answered = skill_practice.items_answered + 1,
       items_correct = skill_practice.items_correct + EXCLUDED.items_correct,
       first_answered_at = LEAST(skill_practice.first_answered_at, EXCLUDED.first_answered_at)`,
    [k.userId, k.unitId, k.skill, k.subjectId, k.languageId, at, correct ? 1 : 0],
  );
}

export interface SkillReview {
  outcome: PracticeOutcome;
  mastery: number;
  nextReviewAt: Date | null;
  reviewedAt: Date;
}

/**
 * An ended attempt: one more of its outcome; the mastery, the last outcome and the next review are the scheduler's
 * latest (by reviewed_at), so a review handled late does not undo a later one.
 */
export async function recordSkillReview(db: Queryable, k: SkillKey, r: SkillReview): Promise<void> {
  // The outcome is one of three fixed names (typed and checked by the handler), never text from outside.
  const column = r.outcome;
  await db.query(
    `INSERT INTO skill_practice (user_id, unit_id, skill, subject_id, language_id, first_answered_at, ${column},
       mastery, last_outcome, next_review_at, reviewed_at)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $6)
     ON CONFLICT (user_id, unit_id, skill) DO UPDATE SET
       ${column} = skill_practice.${column} + 1,
       mastery = CASE WHEN skill_practice.reviewed_at > EXCLUDED.reviewed_at THEN skill_practice.mastery
         ELSE EXCLUDED.mastery END,
       last_outcome = CASE WHEN skill_practice.reviewed_at > EXCLUDED.reviewed_at THEN skill_practice.last_outcome
         ELSE EXCLUDED.last_outcome END,
       next_review_at = CASE WHEN skill_practice.reviewed_at > EXCLUDED.reviewed_at
         THEN skill_practice.next_review_at ELSE EXCLUDED.next_review_at END,
       reviewed_at = GREATEST(skill_practice.reviewed_at, EXCLUDED.reviewed_at)`,
    [
      k.userId,
      k.unitId,
      k.skill,
      k.subjectId,
      k.languageId,
      r.reviewedAt,
      r.mastery,
      r.outcome,
      r.nextReviewAt,
    ],
  );
}

export interface SkillRow extends CheckedRow {
  user_id: string;
  unit_id: string;
  skill: string;
  subject_id: string;
  language_id: string;
  mastery: number | null;
  last_outcome: PracticeOutcome | null;
  next_review_at: Date | null;
}

/**
 * The skills the learners practised, per unit, in the order first answered (then by unit and skill); with
 * `subjectId`, that subject's only (a class's).
 */
export async function skillRows(db: Queryable, userIds: string[], subjectId?: string): Promise<SkillRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<SkillRow>(
    `SELECT user_id, unit_id, skill, subject_id, language_id, items_answered, items_correct, solved_alone,
       solved_with_hints, shown_solution, mastery, last_outcome, next_review_at
     FROM skill_practice WHERE user_id = ANY($1::uuid[]) AND ($2::text IS NULL OR subject_id = $2)
     ORDER BY user_id, first_answered_at, unit_id, skill`,
    [userIds, subjectId ?? null],
  );
  return rows;
}
