import { PRACTICE_INTERNAL, type PracticeMark, type PracticeTurn } from '@tutor/contracts';
import { HttpError } from '@tutor/service-runtime';
import { startStandIn } from '@tutor/test-kit';

/** A bank item as the stand-in keeps it: what the learner sees, and the forms of its key. */
export interface StandInItem {
  itemId: string;
  stem: string;
  choices?: string[];
  /** Accepted answers (compared trimmed, case-insensitively); `?` and `unreadable` read as unreadable. */
  key: string[];
  /** What a wrong answer shows. */
  misconception?: string;
}

/**
 * Practice as the conversation service sees it, served from practice's contract (`PRACTICE_INTERNAL`): attempts
 * the test opens (each one's learner and tutoring turn, or 'not yet'), units with bank items asked in turn, and
 * marks by the key, idempotent on the request id. It counts the calls, so a test can show one was not made.
 */
export async function startPracticeStandIn(secret: string) {
  const attempts = new Map<string, { learnerId: string; turn: PracticeTurn | 'not-yet' }>();
  const units = new Map<string, StandInItem[]>();
  const quizAttempts = new Map<string, { learnerId: string; item: StandInItem }>();
  const marks = new Map<string, PracticeMark>();
  const calls = { tutorTurn: 0, quizQuestion: 0, quizAnswer: 0 };
  let unavailable = false;
  let next = 0;
  const askedOf = new Map<string, number>();
  const standIn = await startStandIn(PRACTICE_INTERNAL, secret, {
    tutorTurn: async ({ learnerId, attemptId, kind }) => {
      calls.tutorTurn++;
      if (unavailable) throw new HttpError(503, 'Practice is down');
      const attempt = attempts.get(attemptId);
      if (!attempt) throw new HttpError(404, 'No such attempt', 'NOT_FOUND');
      if (attempt.learnerId !== learnerId) throw new HttpError(403, 'Not your attempt', 'FORBIDDEN');
      if (attempt.turn === 'not-yet') throw new HttpError(409, 'Answer first', 'NOT_YET');
      return { ...attempt.turn, kind };
    },
    quizQuestion: async ({ learnerId, unitId }) => {
      calls.quizQuestion++;
      if (unavailable) throw new HttpError(503, 'Practice is down');
      const items = units.get(unitId);
      if (!items?.length) throw new HttpError(404, 'No items', 'NOT_FOUND');
      const asked = askedOf.get(unitId) ?? 0;
      askedOf.set(unitId, asked + 1);
      const item = items[asked % items.length]!;
      const attemptId = `quiz-${++next}`;
      quizAttempts.set(attemptId, { learnerId, item });
      return {
        attemptId,
        itemId: item.itemId,
        skill: 'skill',
        stem: item.stem,
        ...(item.choices && { choices: item.choices }),
        answerKind: item.choices ? ('choice' as const) : ('number' as const),
      };
    },
    quizAnswer: async ({ learnerId, attemptId, answer, requestId }) => {
      calls.quizAnswer++;
      if (unavailable) throw new HttpError(503, 'Practice is down');
      const attempt = quizAttempts.get(attemptId);
      if (!attempt) throw new HttpError(404, 'No such attempt', 'NOT_FOUND');
      if (attempt.learnerId !== learnerId) throw new HttpError(403, 'Not your attempt', 'FORBIDDEN');
      const done = marks.get(`${attemptId}/${requestId}`);
      if (done) return done;
      const given = answer.trim().toLowerCase();
      const mark: PracticeMark =
        given === '?' || given === 'unreadable'
          ? { verdict: 'unreadable', message: 'I couldn’t read that as an answer: please write it again.' }
          : attempt.item.key.some((k) => k.toLowerCase() === given)
            ? { verdict: 'right' }
            : {
                verdict: 'wrong',
                ...(attempt.item.misconception && { message: attempt.item.misconception }),
              };
      marks.set(`${attemptId}/${requestId}`, mark);
      return mark;
    },
  });
  return {
    ...standIn,
    calls,
    /** Opens an attempt of a learner: practice will answer its tutoring turn (or 409 before any answer). */
    attempt: (attemptId: string, learnerId: string, turn: PracticeTurn | 'not-yet') =>
      attempts.set(attemptId, { learnerId, turn }),
    /** Gives a unit its bank items (asked in turn, round and round, from the first). */
    bank: (unitId: string, items: StandInItem[]) => {
      units.set(unitId, items);
      askedOf.delete(unitId);
    },
    /** Makes every route fail as a service that is down would. */
    setUnavailable: (down: boolean) => {
      unavailable = down;
    },
    /** How many answers were marked (one per attempt and request). */
    marked: () => marks.size,
  };
}
