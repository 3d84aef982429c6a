import type { Queryable } from '@tutor/service-runtime';
import type { CodeTestResult } from '@tutor/contracts';
import type { Bilingual } from '../domain/items/types';

export type AttemptStatusValue = 'open' | 'solved_alone' | 'solved_with_hints' | 'shown_solution';

export interface SessionRow {
  id: string;
  learner_id: string;
  unit_id: string | null;
  language: 'ar' | 'en';
  source_ids: string[];
  position: number;
}

export interface AttemptRow {
  id: string;
  learner_id: string;
  session_id: string | null;
  position: number | null;
  source: 'practice' | 'quiz';
  source_id: string;
  seed: number | null;
  unit_id: string;
  subject_id: string;
  language_id: string;
  skill: string;
  language: 'ar' | 'en';
  answers: number;
  wrong_answers: number;
  hints_released: number;
  solution_shown: boolean;
  status: AttemptStatusValue;
}

export interface AnswerRow {
  id: string;
  attempt_id: string;
  request_id: string;
  answer: string;
  verdict: 'right' | 'wrong' | 'unreadable';
  expected: string | null;
  misconception: Bilingual | null;
  /** A CODE item's answer: the program, whole, and the runner's result per test (null for other kinds). */
  code: string | null;
  tests: CodeTestResult[] | null;
}

const ANSWER_COLUMNS = 'id, attempt_id, request_id, answer, verdict, expected, misconception, code, tests';

const ATTEMPT_COLUMNS = `id, learner_id, session_id, position, source, source_id, seed, unit_id, subject_id, language_id,
  skill, language, answers, wrong_answers, hints_released, solution_shown, status`;

export async function insertSession(
  db: Queryable,
  session: Omit<SessionRow, 'position'>,
): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO sessions (id, learner_id, unit_id, language, source_ids) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, learner_id, unit_id, language, source_ids, position`,
    [session.id, session.learner_id, session.unit_id, session.language, session.source_ids],
  );
  return rows[0]!;
}

/** The session, locked for the caller's transaction when `lock`. */
export async function findSession(db: Queryable, id: string, lock = false): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, learner_id, unit_id, language, source_ids, position FROM sessions WHERE id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function advanceSession(db: Queryable, id: string, position: number): Promise<void> {
  await db.query('UPDATE sessions SET position = $2 WHERE id = $1', [id, position]);
}

export type NewAttempt = Pick<
  AttemptRow,
  | 'id'
  | 'learner_id'
  | 'session_id'
  | 'position'
  | 'source'
  | 'source_id'
  | 'seed'
  | 'unit_id'
  | 'subject_id'
  | 'language_id'
  | 'skill'
  | 'language'
>;

export async function insertAttempt(db: Queryable, a: NewAttempt): Promise<AttemptRow> {
  const { rows } = await db.query<AttemptRow>(
    `INSERT INTO attempts (id, learner_id, session_id, position, source, source_id, seed, unit_id, subject_id,
       language_id, skill, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${ATTEMPT_COLUMNS}`,
    [
      a.id,
      a.learner_id,
      a.session_id,
      a.position,
      a.source,
      a.source_id,
      a.seed,
      a.unit_id,
      a.subject_id,
      a.language_id,
      a.skill,
      a.language,
    ],
  );
  return rows[0]!;
}

/** The attempt, locked for the caller's transaction when `lock` (its answers, hints and end are serialised). */
export async function findAttempt(db: Queryable, id: string, lock = false): Promise<AttemptRow | undefined> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** A session's attempts, in order. */
export async function sessionAttempts(db: Queryable, sessionId: string): Promise<AttemptRow[]> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE session_id = $1 ORDER BY position`,
    [sessionId],
  );
  return rows;
}

/** Writes an attempt's counters and status (the rules in domain/ computed them). */
export async function updateAttempt(
  db: Queryable,
  a: Pick<AttemptRow, 'id' | 'answers' | 'wrong_answers' | 'hints_released' | 'solution_shown' | 'status'>,
): Promise<void> {
  await db.query(
    `UPDATE attempts SET answers = $2, wrong_answers = $3, hints_released = $4, solution_shown = $5, status = $6,
       ended_at = CASE WHEN $6 <> 'open' AND ended_at IS NULL THEN now() ELSE ended_at END
     WHERE id = $1`,
    [a.id, a.answers, a.wrong_answers, a.hints_released, a.solution_shown, a.status],
  );
}

/** The items of the learner's latest Quiz me questions in a unit, newest first (at most `limit`). */
export async function recentQuizSources(
  db: Queryable,
  learnerId: string,
  unitId: string,
  limit: number,
): Promise<string[]> {
  if (limit < 1) return [];
  const { rows } = await db.query<{ source_id: string }>(
    `SELECT source_id FROM attempts WHERE learner_id = $1 AND unit_id = $2 AND source = 'quiz'
     ORDER BY created_at DESC LIMIT $3`,
    [learnerId, unitId, limit],
  );
  return rows.map((r) => r.source_id);
}

export async function findAnswer(
  db: Queryable,
  attemptId: string,
  requestId: string,
): Promise<AnswerRow | undefined> {
  const { rows } = await db.query<AnswerRow>(
    `SELECT ${ANSWER_COLUMNS} FROM answers WHERE attempt_id = $1 AND request_id = $2`,
    [attemptId, requestId],
  );
  return rows[0];
}

/** The attempt's last marked (readable) answer. */
export async function lastMarkedAnswer(db: Queryable, attemptId: string): Promise<AnswerRow | undefined> {
  const { rows } = await db.query<AnswerRow>(
    `SELECT ${ANSWER_COLUMNS} FROM answers
     WHERE attempt_id = $1 AND verdict <> 'unreadable' ORDER BY created_at DESC, id LIMIT 1`,
    [attemptId],
  );
  return rows[0];
}

/** The attempt's last submitted program (a CODE item's last answer), with its results. */
export async function lastCodeAnswer(db: Queryable, attemptId: string): Promise<AnswerRow | undefined> {
  const { rows } = await db.query<AnswerRow>(
    `SELECT ${ANSWER_COLUMNS} FROM answers
     WHERE attempt_id = $1 AND code IS NOT NULL ORDER BY created_at DESC, id LIMIT 1`,
    [attemptId],
  );
  return rows[0];
}

export async function insertAnswer(db: Queryable, a: AnswerRow): Promise<void> {
  await db.query(`INSERT INTO answers (${ANSWER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
    a.id,
    a.attempt_id,
    a.request_id,
    a.answer,
    a.verdict,
    a.expected,
    a.misconception,
    a.code,
    a.tests === null ? null : JSON.stringify(a.tests),
  ]);
}

/** Everything kept about a learner goes (their account was deleted): practice, programs and projects. */
export async function purgeLearner(db: Queryable, learnerId: string): Promise<void> {
  await db.query('DELETE FROM attempts WHERE learner_id = $1', [learnerId]);
  await db.query('DELETE FROM sessions WHERE learner_id = $1', [learnerId]);
  await db.query('DELETE FROM skills WHERE learner_id = $1', [learnerId]);
  await db.query('DELETE FROM project_code WHERE learner_id = $1', [learnerId]);
  await db.query('DELETE FROM project_milestones WHERE learner_id = $1', [learnerId]);
  await db.query('DELETE FROM project_checks WHERE learner_id = $1', [learnerId]);
}
