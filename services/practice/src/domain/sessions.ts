import { randomInt, randomUUID } from 'node:crypto';
import { withTransaction } from '@tutor/service-runtime';
import type { PracticeDeps } from '../context';
import {
  advanceSession,
  findAnswer,
  findSession,
  insertAttempt,
  insertSession,
  sessionAttempts,
  type SessionRow,
} from '../data/practice';
import { dueSkills, learnerSkills } from '../data/skills';
import { attemptFields, isUuid, itemOf, learnersAttempt, markAnswer, saveAttempt, viewOf } from './attempts';
import { chooseReviewSet, chooseUnitSet } from './choice';
import { answerCode, codeAnswerView } from './code-answers';
import { PracticeError, refused } from './errors';
import type { Language } from './items/types';
import { countAnswer } from './limits';
import { afterHint, afterSolution, RuleRefusal } from './rules';
import { limitsOf, markMessage, stateOf, type AnswerView, type AttemptView } from './views';

/** A practice set as the learner sees it: the item now shown (its view) and the outcomes so far. */
export interface SessionView {
  id: string;
  unitId: string | null;
  language: Language;
  size: number;
  done: number;
  current: AttemptView | null;
  outcomes: AttemptView['status'][];
}

export function asLanguage(language: string): Language {
  if (language !== 'ar' && language !== 'en') throw new PracticeError('BAD_LANGUAGE', 'both');
  return language;
}

export async function sessionView(deps: PracticeDeps, session: SessionRow): Promise<SessionView> {
  const attempts = await sessionAttempts(deps.pool, session.id);
  const ended = attempts.filter((a) => a.status !== 'open');
  const current = attempts.find((a) => a.position === session.position);
  return {
    id: session.id,
    unitId: session.unit_id,
    language: session.language,
    size: session.source_ids.length,
    done: ended.length,
    current: current ? await viewOf(deps, current) : null,
    outcomes: ended.map((a) => a.status.toUpperCase() as AttemptView['status']),
  };
}

/** The learner's session, or undefined (another learner's session is as unknown as a missing one). */
export async function learnersSession(deps: PracticeDeps, learnerId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const session = await findSession(deps.pool, id, lock);
  return session?.learner_id === learnerId ? session : undefined;
}

/**
 * Starts a set: of a unit (its skills due first, then the weakest, then those never practised), or with no unit
 * of the learner's skills due now, across units. The first item is shown at once.
 */
export async function startPractice(
  deps: PracticeDeps,
  learnerId: string,
  unitId: string | null | undefined,
  language: string,
): Promise<SessionView> {
  const lang = asLanguage(language);
  const now = new Date();
  const size = deps.config.PRACTICE_SET_SIZE;
  let sourceIds: string[];
  if (unitId) {
    const sources = deps.bank.unitSources(unitId);
    if (!sources.length) throw new PracticeError('NO_ITEMS', lang);
    const practised = await learnerSkills(deps.pool, learnerId, unitId);
    sourceIds = chooseUnitSet(
      sources,
      practised.map((p) => ({ skill: p.skill, dueAt: p.due_at, mastery: p.mastery })),
      now,
      size,
    );
  } else {
    const due = await dueSkills(deps.pool, learnerId, now);
    sourceIds = chooseReviewSet(due, deps.bank.skillSources, size, (n) => randomInt(n));
    if (!sourceIds.length) throw new PracticeError('NOTHING_DUE', lang);
  }
  const first = await attemptFields(deps, deps.bank.source(sourceIds[0]!)!, {
    learner_id: learnerId,
    session_id: null,
    position: 0,
    source: 'practice',
    language: lang,
  });
  const session = await withTransaction(deps.pool, async (tx) => {
    const created = await insertSession(tx, {
      id: randomUUID(),
      learner_id: learnerId,
      unit_id: unitId ?? null,
      language: lang,
      source_ids: sourceIds,
    });
    await insertAttempt(tx, { ...first, session_id: created.id });
    return created;
  });
  return sessionView(deps, session);
}

/** Moves the set to its next item, once the current one has ended; past the last item the set is finished. */
export async function nextItem(
  deps: PracticeDeps,
  learnerId: string,
  sessionId: string,
): Promise<SessionView> {
  const session = await learnersSession(deps, learnerId, sessionId);
  if (!session) throw new PracticeError('NOT_FOUND', 'both');
  const size = session.source_ids.length;
  const nextPosition = session.position + 1;
  const nextSource = nextPosition < size ? deps.bank.source(session.source_ids[nextPosition]!) : undefined;
  const fields = nextSource
    ? await attemptFields(deps, nextSource, {
        learner_id: learnerId,
        session_id: session.id,
        position: nextPosition,
        source: 'practice',
        language: session.language,
      })
    : undefined;
  const moved = await withTransaction(deps.pool, async (tx) => {
    const locked = (await findSession(tx, session.id, true))!;
    if (locked.position >= size) return locked;
    const current = (await sessionAttempts(tx, session.id)).find((a) => a.position === locked.position);
    if (current?.status === 'open') throw new PracticeError('FINISH_ITEM_FIRST', session.language);
    // A concurrent call moved it first: the set is where that call left it.
    if (locked.position !== session.position) return locked;
    if (fields) await insertAttempt(tx, fields);
    // A source the bank lost ends the set where it stands.
    const position = fields ? nextPosition : size;
    await advanceSession(tx, session.id, position);
    return { ...locked, position };
  });
  return sessionView(deps, moved);
}

/**
 * A learner's answer (GraphQL): a repeat of a request id returns the first answer; otherwise the answer's size
 * and the learner's rate are checked before it is marked.
 */
export async function answerItem(
  deps: PracticeDeps,
  learnerId: string,
  attemptId: string,
  answer: string,
  requestId: string,
): Promise<AnswerView> {
  const a = await learnersAttempt(deps.pool, learnerId, attemptId);
  const lang = a.language;
  if (!requestId || requestId.length > 120) throw new PracticeError('BAD_REQUEST_ID', lang);
  const item = itemOf(deps, a);
  const earlier = await findAnswer(deps.pool, a.id, requestId);
  if (earlier) {
    // Read again: the first answer may have committed after `a` was read (a double click), and its view shows it.
    const marked = await viewOf(deps, await learnersAttempt(deps.pool, learnerId, attemptId));
    if (item.kind === 'code') return { ...codeAnswerView(item, earlier, lang), attempt: marked };
    return {
      verdict: earlier.verdict.toUpperCase() as AnswerView['verdict'],
      message: markMessage(earlier.verdict, earlier.misconception, earlier.expected, lang),
      attempt: marked,
      tests: null,
    };
  }
  if (item.kind === 'code') return answerCode(deps, learnerId, a, item, answer, requestId);
  if (!answer.trim()) throw new PracticeError('EMPTY_ANSWER', lang);
  const max = deps.config.PRACTICE_ANSWER_MAX_CHARS;
  if (answer.length > max) throw new PracticeError('ANSWER_TOO_LONG', lang, { max });
  await countAnswer(deps, learnerId, lang);
  const marked = await markAnswer(deps, a.id, answer, requestId, 'practice');
  return {
    verdict: marked.verdict.toUpperCase() as AnswerView['verdict'],
    message: markMessage(marked.verdict, marked.misconception, marked.expected, lang),
    attempt: await viewOf(deps, marked.attempt),
    tests: null,
  };
}

/** Releases the next hint, or shows the solution, as the rules allow (NOT_YET otherwise). */
export async function advanceAttempt(
  deps: PracticeDeps,
  learnerId: string,
  attemptId: string,
  step: 'hint' | 'solution',
): Promise<AttemptView> {
  return withTransaction(deps.pool, async (tx) => {
    const a = await learnersAttempt(tx, learnerId, attemptId, true);
    const item = itemOf(deps, a);
    const limits = limitsOf(item, deps.config.PRACTICE_WRONG_ANSWERS_FOR_SOLUTION);
    const state = stateOf(a);
    try {
      const next = step === 'hint' ? afterHint(state, limits) : afterSolution(state, limits);
      return viewOf(deps, next === state ? a : await saveAttempt(tx, a, next, new Date()), tx);
    } catch (err) {
      if (err instanceof RuleRefusal) throw refused(err.refusal, a.language);
      throw err;
    }
  });
}
