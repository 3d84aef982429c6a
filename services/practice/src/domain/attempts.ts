import { randomInt, randomUUID } from 'node:crypto';
import type { CodeTestResult } from '@tutor/contracts';
import { withTransaction, type Queryable } from '@tutor/service-runtime';
import type { PracticeDeps } from '../context';
import {
  findAnswer,
  findAttempt,
  insertAnswer,
  lastCodeAnswer,
  updateAttempt,
  type AttemptRow,
  type NewAttempt,
} from '../data/practice';
import { lockSkill, saveSkill } from '../data/skills';
import { announceAnswer, announceReview } from '../events/announce';
import { CatalogUnavailableError } from '../catalog';
import { check } from './checking';
import { PracticeError } from './errors';
import type { ItemSource } from './items/item-index';
import type { Bilingual, Item, Mark } from './items/types';
import { afterAnswer, afterQuizAnswer, type AttemptState } from './rules';
import { newSkillState, review } from './schedule';
import { attemptView, stateOf, type AttemptView } from './views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** Whose the attempt is: the row when it is the learner's, else why not (a missing and another's id differ only inside). */
export async function ownAttempt(
  db: Queryable,
  learnerId: string,
  attemptId: string,
  lock = false,
): Promise<AttemptRow | 'missing' | 'forbidden'> {
  if (!isUuid(attemptId)) return 'missing';
  const attempt = await findAttempt(db, attemptId, lock);
  if (!attempt) return 'missing';
  return attempt.learner_id === learnerId ? attempt : 'forbidden';
}

/**
 * The learner's practice attempt, or NOT_FOUND (another learner's attempt is as unknown as a missing one). A Quiz
 * me question is not one: it follows the quiz's rules (asked once), so the practice page cannot hint or answer it.
 */
export async function learnersAttempt(db: Queryable, learnerId: string, attemptId: string, lock = false) {
  const found = await ownAttempt(db, learnerId, attemptId, lock);
  if (typeof found === 'string' || found.source !== 'practice') throw new PracticeError('NOT_FOUND', 'both');
  return found;
}

/** The attempt's item, rebuilt from the bank (generator and seed, or the written item). */
export function itemOf(deps: PracticeDeps, a: Pick<AttemptRow, 'source_id' | 'seed'>): Item {
  const item = deps.bank.item(a.source_id, a.seed);
  if (!item) throw new Error(`The bank has no item ${a.source_id}`);
  return item;
}

/** The attempt as the learner sees it; a programming exercise's with its last submission. */
export async function viewOf(
  deps: PracticeDeps,
  a: AttemptRow,
  db: Queryable = deps.pool,
): Promise<AttemptView> {
  const item = itemOf(deps, a);
  const last = item.kind === 'code' ? await lastCodeAnswer(db, a.id) : undefined;
  return attemptView(
    a,
    item,
    deps.config.PRACTICE_WRONG_ANSWERS_FOR_SOLUTION,
    last ? { code: last.code!, tests: last.tests ?? [] } : null,
  );
}

/** A new attempt at a source of the bank, with a fresh seed for a generator; its unit's catalog facts kept on it. */
export async function attemptFields(
  deps: PracticeDeps,
  source: ItemSource,
  fields: Pick<NewAttempt, 'learner_id' | 'session_id' | 'position' | 'source' | 'language'>,
): Promise<NewAttempt> {
  let unit;
  try {
    unit = await deps.catalog.unit(source.unitId);
  } catch (err) {
    if (err instanceof CatalogUnavailableError)
      throw new PracticeError('CATALOG_UNAVAILABLE', fields.language);
    throw err;
  }
  return {
    ...fields,
    id: randomUUID(),
    source_id: source.id,
    seed: source.generated ? randomInt(0, 2 ** 31 - 1) : null,
    unit_id: source.unitId,
    subject_id: unit?.subjectId ?? '',
    language_id: unit?.languageId ?? '',
    skill: source.skill,
  };
}

/**
 * Writes the attempt's new state; when this ends it, the skill is reviewed (FSRS, mastery) and SkillReviewed is
 * written to the outbox, in the same transaction.
 */
export async function saveAttempt(
  tx: Queryable,
  a: AttemptRow,
  next: AttemptState,
  now: Date,
): Promise<AttemptRow> {
  const updated: AttemptRow = {
    ...a,
    answers: next.answers,
    wrong_answers: next.wrongAnswers,
    hints_released: next.hintsReleased,
    solution_shown: next.solutionShown,
    status: next.status,
  };
  await updateAttempt(tx, updated);
  if (a.status !== 'open' || next.status === 'open') return updated;
  const skill = await lockSkill(tx, a.learner_id, {
    ...newSkillState(now),
    skill: a.skill,
    unit_id: a.unit_id,
    due_at: now,
  });
  const reviewed = review(skill, next.status, now);
  await saveSkill(tx, a.learner_id, {
    skill: a.skill,
    unit_id: a.unit_id,
    card: reviewed.card,
    due_at: reviewed.dueAt,
    solved_alone: reviewed.solved_alone,
    solved_with_hints: reviewed.solved_with_hints,
    shown_solution: reviewed.shown_solution,
    recent: reviewed.recent,
    mastery: reviewed.mastery,
  });
  await announceReview(tx, updated, {
    outcome: next.status,
    nextReviewAt: reviewed.dueAt,
    mastery: reviewed.mastery,
    at: now,
  });
  return updated;
}

/** A mark as kept: what the learner is told is built from it in their language (`markMessage`). */
export interface MarkedAnswer {
  verdict: Mark['verdict'];
  misconception: Bilingual | null;
  expected: string | null;
  /** A program's results per test (CODE items). */
  tests: CodeTestResult[] | null;
  attempt: AttemptRow;
}

/** A program run on the server, already marked by its tests (CODE items are not marked by `check`). */
export interface RunSubmission {
  code: string;
  tests: CodeTestResult[];
  mark: Mark;
}

/**
 * Marks one answer with the item's checker and applies the rules, once per (attempt, request id): a request id
 * sent again returns the first answer's mark. A marked answer writes ItemAnswered; an unreadable one changes
 * nothing but is kept, so its repeat is answered alike. The attempt is locked throughout.
 */
export async function markAnswer(
  deps: PracticeDeps,
  attemptId: string,
  text: string,
  requestId: string,
  rules: 'practice' | 'quiz',
  run?: RunSubmission,
): Promise<MarkedAnswer> {
  return withTransaction(deps.pool, async (tx) => {
    const a = (await findAttempt(tx, attemptId, true))!;
    const earlier = await findAnswer(tx, attemptId, requestId);
    if (earlier) return { ...earlier, attempt: a };
    if (a.status !== 'open') throw new PracticeError('ITEM_DONE', a.language);
    const item = itemOf(deps, a);
    const mark = run?.mark ?? check(item, text);
    const now = new Date();
    const answerId = randomUUID();
    const misconception = mark.verdict === 'wrong' ? (mark.misconception ?? null) : null;
    const expected = mark.verdict === 'unreadable' ? mark.expected : null;
    await insertAnswer(tx, {
      id: answerId,
      attempt_id: a.id,
      request_id: requestId,
      // A program is kept whole in `code`, not in the capped answer text.
      answer: run ? '' : text.slice(0, deps.config.PRACTICE_ANSWER_MAX_CHARS),
      verdict: mark.verdict,
      expected,
      misconception,
      code: run?.code ?? null,
      tests: run?.tests ?? null,
    });
    if (mark.verdict !== 'unreadable')
      await announceAnswer(tx, a, {
        id: answerId,
        correct: mark.verdict === 'right',
        hintsUsed: a.hints_released,
        solutionShown: a.solution_shown,
        at: now,
      });
    const state = stateOf(a);
    const next = rules === 'quiz' ? afterQuizAnswer(state, mark) : afterAnswer(state, mark);
    const updated = next === state ? a : await saveAttempt(tx, a, next, now);
    return { verdict: mark.verdict, misconception, expected, tests: run?.tests ?? null, attempt: updated };
  });
}
