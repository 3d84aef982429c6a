import type { Queryable, SqlStatement } from '@tutor/service-runtime';
import { SUM_CHECKED, skillRows, type CheckedRow } from './practice';

/** Whose unit, under which subject or language; empty strings where not applicable (as the events carry them). */
export interface UnitTopic {
  userId: string;
  subjectId: string;
  languageId: string;
  unitId: string;
}

/** What a conversation is about. */
export interface ConversationTopic extends UnitTopic {
  conversationId: string;
}

/** The learner's day of an instant in `timeZone`, computed by PostgreSQL (one place for the calendar rules). */
const DAY = (at: string, zone: string) => `((${at}::timestamptz) AT TIME ZONE ${zone})::date`;

export async function recordConversation(
  db: Queryable,
  c: ConversationTopic,
  at: Date,
  zone: string,
): Promise<void> {
  await db.query(
    `INSERT INTO conversations (conversation_id, user_id, subject_id, language_id, unit_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (conversation_id) DO NOTHING`,
    [c.conversationId, c.userId, c.subjectId, c.languageId, c.unitId],
  );
  await recordPractisedUnit(db, c, at, zone);
  // A unit opened and left without a message still counts as practised that day (and may be abandoned).
  await countOnUnitDay(db, c, {}, at, zone);
}

/**
 * A learner message's topic. MessageSent names its conversation's subject, unit and language (every conversation
 * has a subject or a language), so nothing is read; one written before it carried the language names neither for
 * a programming conversation, and is completed from the conversation.
 */
export async function messageTopic(
  db: Queryable,
  event: { conversationId: string; userId: string; subjectId: string; unitId: string; languageId: string },
): Promise<ConversationTopic> {
  if (!event.subjectId && !event.languageId) return topicOf(db, event);
  const { conversationId, userId, subjectId, unitId, languageId } = event;
  return { conversationId, userId, subjectId, unitId, languageId };
}

/** The conversation's topic, its event's ids taking precedence over what ConversationStarted said. */
export async function topicOf(
  db: Queryable,
  event: { conversationId: string; userId: string; subjectId: string; unitId: string; languageId?: string },
): Promise<ConversationTopic> {
  const { rows } = await db.query<{ subject_id: string; language_id: string; unit_id: string }>(
    'SELECT subject_id, language_id, unit_id FROM conversations WHERE conversation_id = $1',
    [event.conversationId],
  );
  const started = rows[0];
  return {
    conversationId: event.conversationId,
    userId: event.userId,
    subjectId: event.subjectId || started?.subject_id || '',
    languageId: event.languageId || started?.language_id || '',
    unitId: event.unitId || started?.unit_id || '',
  };
}

/** A unit counts as practised from its first conversation, message or practice answer; later ones change nothing. */
export async function recordPractisedUnit(
  db: Queryable,
  t: UnitTopic,
  at: Date,
  zone: string,
): Promise<void> {
  if (!t.unitId) return;
  // The last day moves forward only: an event handled late does not undo a later practice.
  await db.query(
    `INSERT INTO practised_units (user_id, unit_id, subject_id, language_id, first_practised_at, last_practised_day)
     VALUES ($1, $2, $3, $4, $5, ${DAY('$5', '$6')})
     ON CONFLICT (user_id, unit_id) DO UPDATE SET last_practised_day =
       GREATEST(practised_units.last_practised_day, EXCLUDED.last_practised_day)`,
    [t.userId, t.unitId, t.subjectId, t.languageId, at, zone],
  );
}

export type DailyCounter = 'messages' | 'replies' | 'quiz_answers' | 'practice_answers';

/** Adds one to a learner's counter on the day `at` falls on in `timeZone`. */
export async function countOnDay(
  db: Queryable,
  userId: string,
  counter: DailyCounter,
  at: Date,
  timeZone: string,
): Promise<void> {
  // The column is one of four fixed names (typed), never text from outside.
  await db.query(
    `INSERT INTO daily_activity (user_id, day, ${counter}) VALUES ($1, ${DAY('$2', '$3')}, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET ${counter} = daily_activity.${counter} + 1`,
    [userId, at, timeZone],
  );
  if (counter === 'messages' || counter === 'practice_answers') await markActive(db, userId, at, timeZone);
}

/**
 * The day `at` falls on became active (it had no run_start): it joins the run of the day before (that day's
 * run_start) or starts one; a run that began the day after (an event handled late) now starts where this day's does.
 * Activity only grows, so a day once active stays so.
 */
async function markActive(db: Queryable, userId: string, at: Date, timeZone: string): Promise<void> {
  await db.query(
    `WITH started AS (
       UPDATE daily_activity t SET run_start = coalesce(
         (SELECT p.run_start FROM daily_activity p WHERE p.user_id = t.user_id AND p.day = t.day - 1), t.day)
       WHERE t.user_id = $1 AND t.day = ${DAY('$2', '$3')} AND t.run_start IS NULL
       RETURNING t.day, t.run_start)
     UPDATE daily_activity n SET run_start = s.run_start FROM started s
     WHERE n.user_id = $1 AND n.day > s.day AND n.run_start = s.day + 1`,
    [userId, at, timeZone],
  );
}

/** What one event adds to a unit's day; a missing count adds nothing. */
export interface UnitDayCounts {
  messages?: number;
  quizAnswered?: number;
  quizCorrect?: number;
  itemsAnswered?: number;
  itemsCorrect?: number;
  solvedAlone?: number;
  solvedWithHints?: number;
  shownSolution?: number;
}

/** unit_days' count columns, by the name of their count. */
const UNIT_DAY_COLUMNS = {
  messages: 'messages',
  quizAnswered: 'quiz_answered',
  quizCorrect: 'quiz_correct',
  itemsAnswered: 'items_answered',
  itemsCorrect: 'items_correct',
  solvedAlone: 'solved_alone',
  solvedWithHints: 'solved_with_hints',
  shownSolution: 'shown_solution',
} as const satisfies Record<keyof UnitDayCounts, string>;
const UNIT_DAY_COUNTS = Object.keys(UNIT_DAY_COLUMNS) as (keyof UnitDayCounts)[];

/** Adds to the learner's counts for the unit on the day `at` falls on (the weekly digest's rows). */
export async function countOnUnitDay(
  db: Queryable,
  t: UnitTopic,
  counts: UnitDayCounts,
  at: Date,
  zone: string,
): Promise<void> {
  if (!t.unitId) return;
  // Column names come from the fixed map above, never from outside.
  const columns = UNIT_DAY_COUNTS.map((k) => UNIT_DAY_COLUMNS[k]);
  await db.query(
    `INSERT INTO unit_days (user_id, unit_id, day, subject_id, language_id, ${columns.join(', ')})
     VALUES ($1, $2, ${DAY('$3', '$4')}, $5, $6, ${columns.map((_, i) => `$${i + 7}`).join(', ')})
     ON CONFLICT (user_id, unit_id, day) DO UPDATE SET
       ${columns.map((c) => `${c} = unit_days.${c} + EXCLUDED.${c}`).join(', ')}`,
    [t.userId, t.unitId, at, zone, t.subjectId, t.languageId, ...UNIT_DAY_COUNTS.map((k) => counts[k] ?? 0)],
  );
}

/**
 * A marked quiz answer: the unit's score over all time and its count on the answer's day. An answer in a free-question
 * conversation (no unit) counts under its subject or language, with an empty unit id.
 */
export async function recordQuizAnswer(
  db: Queryable,
  t: ConversationTopic,
  correct: boolean,
  at: Date,
  zone: string,
): Promise<void> {
  await countOnUnitDay(db, t, { quizAnswered: 1, quizCorrect: correct ? 1 : 0 }, at, zone);
  await db.query(
    `INSERT INTO unit_quiz_scores (user_id, unit_id, subject_id, language_id, answered, correct)
     VALUES ($1, $2, $3, $4, 1, $5)
     ON CONFLICT (user_id, unit_id, subject_id, language_id) DO UPDATE
       SET answered = unit_quiz_scores.answered + 1, correct = unit_quiz_scores.correct + EXCLUDED.correct`,
    [t.userId, t.unitId, t.subjectId, t.languageId, correct ? 1 : 0],
  );
}

/** Everything the read model holds about a learner goes with their account. */
export async function purgeLearner(db: Queryable, userId: string): Promise<void> {
  for (const table of [
    'conversations',
    'practised_units',
    'unit_quiz_scores',
    'daily_activity',
    'unit_days',
    'subject_daily_messages',
    'practice_answers',
    'practice_attempts',
    'skill_practice',
  ]) {
    await db.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }
  await db.query('DELETE FROM linked_parents WHERE child_id = $1 OR parent_id = $1', [userId]);
  await db.query('DELETE FROM class_members WHERE student_id = $1', [userId]);
  await db.query('DELETE FROM classes WHERE teacher_id = $1', [userId]);
}

export interface PractisedUnitRow {
  unit_id: string;
  subject_id: string;
  language_id: string;
}

/** A practised unit with the learner's last day of practice (YYYY-MM-DD; null before it was recorded). */
export interface UnitPractiseRow extends PractisedUnitRow {
  last_practised_day: string | null;
}

export interface QuizScoreRow extends PractisedUnitRow {
  answered: number;
  correct: number;
}

export interface DayRow {
  day: string;
  messages: number;
  replies: number;
  practice_answers: number;
  /** The first day (YYYY-MM-DD) of the run of consecutive active days this one is in; null when not active. */
  run_start: string | null;
}

export async function practisedUnits(db: Queryable, userId: string): Promise<UnitPractiseRow[]> {
  const { rows } = await db.query<UnitPractiseRow>(
    `SELECT unit_id, subject_id, language_id, last_practised_day::text AS last_practised_day
     FROM practised_units WHERE user_id = $1
     ORDER BY first_practised_at, unit_id`,
    [userId],
  );
  return rows;
}

export async function quizScores(db: Queryable, userId: string): Promise<QuizScoreRow[]> {
  const { rows } = await db.query<QuizScoreRow>(
    `SELECT unit_id, subject_id, language_id, answered, correct FROM unit_quiz_scores WHERE user_id = $1
     ORDER BY unit_id, subject_id, language_id`,
    [userId],
  );
  return rows;
}

/** A unit a teacher wrote for a class: its title, as the family service announced it. */
export async function recordUnitTitle(db: Queryable, unitId: string, title: string): Promise<void> {
  await db.query(
    `INSERT INTO class_unit_titles (unit_id, title) VALUES ($1, $2)
     ON CONFLICT (unit_id) DO UPDATE SET title = EXCLUDED.title`,
    [unitId, title],
  );
}

export interface UnitTitleRow {
  unit_id: string;
  title: string;
}

/** The titles of the teacher-written units among the learner's practised or quizzed units (practice included). */
export async function unitTitles(db: Queryable, userId: string): Promise<UnitTitleRow[]> {
  const { rows } = await db.query<UnitTitleRow>(
    `SELECT t.unit_id, t.title FROM class_unit_titles t
     WHERE t.unit_id IN (SELECT unit_id FROM practised_units WHERE user_id = $1
                         UNION SELECT unit_id FROM unit_quiz_scores WHERE user_id = $1)
     ORDER BY t.unit_id`,
    [userId],
  );
  return rows;
}

/**
 * The learner's latest `days` days (YYYY-MM-DD) with a message, a reply or a practice answer, newest first: every
 * day of a chart of `days` days ending today, and today's and yesterday's runs (the streak). Ordered by the column,
 * not by the text of the same name, so the primary key is read backwards and stops after `days` rows.
 */
export const activeDaysStatement = (userId: string, days: number): SqlStatement => ({
  text: `SELECT day::text AS day, messages, replies, practice_answers, run_start::text AS run_start
     FROM daily_activity
     WHERE user_id = $1 AND (messages > 0 OR replies > 0 OR practice_answers > 0)
     ORDER BY daily_activity.day DESC LIMIT $2`,
  values: [userId, days],
});

export async function activeDays(db: Queryable, userId: string, days: number): Promise<DayRow[]> {
  const { text, values } = activeDaysStatement(userId, days);
  const { rows } = await db.query<DayRow>(text, values);
  return rows;
}

/** Everything the progress figures are computed from, for one learner, with the latest `days` active days. */
export async function progressRows(db: Queryable, userId: string, days: number) {
  const [units, scores, dayRows, titles, skills] = await Promise.all([
    practisedUnits(db, userId),
    quizScores(db, userId),
    activeDays(db, userId, days),
    unitTitles(db, userId),
    skillRows(db, [userId]),
  ]);
  return { units, scores, days: dayRows, titles, skills };
}

/** A unit practised in the week, with its first day of practice ever (the day it was started). */
export interface WeekUnitRow extends UnitPractiseRow {
  first_practised_day: string;
}

/** A unit's counts summed over the week's days. */
export interface UnitWeekRow extends PractisedUnitRow, CheckedRow {
  messages: number;
  quiz_answered: number;
  quiz_correct: number;
}

/** Everything the weekly digest is computed from: the days `from` to `to` (YYYY-MM-DD) in `zone`. */
export async function digestRows(db: Queryable, userId: string, zone: string, from: string, to: string) {
  const [units, week, skills] = await Promise.all([
    db.query<WeekUnitRow>(
      `SELECT unit_id, subject_id, language_id, last_practised_day::text AS last_practised_day,
         (first_practised_at AT TIME ZONE $2)::date::text AS first_practised_day
       FROM practised_units WHERE user_id = $1 AND last_practised_day BETWEEN $3::date AND $4::date
       ORDER BY first_practised_at, unit_id`,
      [userId, zone, from, to],
    ),
    db.query<UnitWeekRow>(
      `SELECT unit_id, max(subject_id) AS subject_id, max(language_id) AS language_id,
         sum(messages)::int AS messages, sum(quiz_answered)::int AS quiz_answered,
         sum(quiz_correct)::int AS quiz_correct, ${SUM_CHECKED}
       FROM unit_days WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
       GROUP BY unit_id ORDER BY unit_id`,
      [userId, from, to],
    ),
    skillRows(db, [userId]),
  ]);
  return { units: units.rows, week: week.rows, skills };
}

/** The statement of a learner's checked practice summed over the days `from` to `to` (unit_days_user_day). */
export const checkedBetweenStatement = (userId: string, from: string, to: string): SqlStatement => ({
  text: `SELECT ${SUM_CHECKED}
     FROM unit_days WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date`,
  values: [userId, from, to],
});

/** A learner's checked practice summed over the days `from` to `to` (YYYY-MM-DD). */
export async function checkedBetween(db: Queryable, userId: string, from: string, to: string) {
  const { text, values } = checkedBetweenStatement(userId, from, to);
  const { rows } = await db.query<CheckedRow>(text, values);
  return rows[0]!;
}
