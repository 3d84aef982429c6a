import { ItemAnsweredSchema, SkillReviewedSchema, TOPICS, type Envelope } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import {
  countSkillAnswer,
  PRACTICE_OUTCOMES,
  recordAnswerOnce,
  recordAttemptOnce,
  recordSkillReview,
  type PracticeOutcome,
} from '../data/practice';
import { countOnDay, countOnUnitDay, recordPractisedUnit } from '../data/progress';
import { occurredAt } from './tutoring-events';

/** The instant an event names (ISO 8601), or when its producer committed it when that is missing or unreadable. */
const instant = (iso: string, envelope: Envelope) => {
  const at = iso ? new Date(iso) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : occurredAt(envelope);
};

const isOutcome = (s: string): s is PracticeOutcome => (PRACTICE_OUTCOMES as readonly string[]).includes(s);

/**
 * Checked practice outcomes (practice.outcome, ADR 15 and 22): answers marked by an item's key and attempts ended,
 * per learner, unit and skill. Idempotent twice over: consumeEvents records each event id (batched, ADR 21), and
 * an answer or an attempt published again under another event id is recognised by its own id and counts nothing.
 */
export function consumePracticeEvents(runtime: ServiceRuntime<Config>) {
  const zone = runtime.config.PROGRESS_TIME_ZONE;
  return consumeEvents({
    ...runtime,
    topic: TOPICS.practiceOutcome,
    group: 'progress.practice',
    handlers: [
      on(ItemAnsweredSchema, async (e, envelope, tx) => {
        if (!(await recordAnswerOnce(tx, e.answerId, e.userId))) return;
        const at = instant(e.answeredAt, envelope);
        const unit = { userId: e.userId, unitId: e.unitId, subjectId: e.subjectId, languageId: e.languageId };
        // Practice is practice: the unit counts as practised, and the day as active (the streak).
        await recordPractisedUnit(tx, unit, at, zone);
        await countOnUnitDay(tx, unit, { itemsAnswered: 1, itemsCorrect: e.correct ? 1 : 0 }, at, zone);
        await countOnDay(tx, e.userId, 'practice_answers', at, zone);
        await countSkillAnswer(tx, { ...unit, skill: e.skill }, e.correct, at);
      }),
      on(SkillReviewedSchema, async (e, envelope, tx) => {
        // An outcome this service does not know is not counted (nor retried: it would never become known).
        if (!isOutcome(e.outcome)) {
          runtime.log.warn(
            { attemptId: e.attemptId, outcome: e.outcome },
            'Unknown practice outcome ignored',
          );
          return;
        }
        if (!(await recordAttemptOnce(tx, e.attemptId, e.userId))) return;
        const at = instant(e.reviewedAt, envelope);
        const unit = { userId: e.userId, unitId: e.unitId, subjectId: e.subjectId, languageId: e.languageId };
        const counts = {
          solvedAlone: e.outcome === 'solved_alone' ? 1 : 0,
          solvedWithHints: e.outcome === 'solved_with_hints' ? 1 : 0,
          shownSolution: e.outcome === 'shown_solution' ? 1 : 0,
        };
        await countOnUnitDay(tx, unit, counts, at, zone);
        const next = e.nextReviewAt ? new Date(e.nextReviewAt) : null;
        await recordSkillReview(
          tx,
          { ...unit, skill: e.skill },
          {
            outcome: e.outcome,
            // The scheduler's figure, kept within 0..1 whatever arrives.
            mastery: Math.min(1, Math.max(0, Number.isFinite(e.mastery) ? e.mastery : 0)),
            nextReviewAt: next && !Number.isNaN(next.getTime()) ? next : null,
            reviewedAt: at,
          },
        );
      }),
    ],
  });
}
