import { ItemAnsweredSchema, SkillReviewedSchema, TOPICS } from '@tutor/contracts';
import { appendEvent, type Queryable } from '@tutor/service-runtime';
import type { AttemptRow } from '../data/practice';

const PRODUCER = 'practice';

/** ItemAnswered for one marked answer, in the caller's transaction (published only if the answer commits). */
export const announceAnswer = (
  tx: Queryable,
  a: AttemptRow,
  answer: { id: string; correct: boolean; hintsUsed: number; solutionShown: boolean; at: Date },
) =>
  appendEvent(
    tx,
    TOPICS.practiceOutcome,
    ItemAnsweredSchema,
    {
      answerId: answer.id,
      userId: a.learner_id,
      attemptId: a.id,
      itemId: a.seed === null ? a.source_id : `${a.source_id}#${a.seed}`,
      unitId: a.unit_id,
      subjectId: a.subject_id,
      languageId: a.language_id,
      skill: a.skill,
      correct: answer.correct,
      hintsUsed: answer.hintsUsed,
      solutionShown: answer.solutionShown,
      source: a.source,
      answeredAt: answer.at.toISOString(),
    },
    { aggregateId: a.learner_id, producer: PRODUCER },
  );

/** SkillReviewed once per attempt, when it ends, with the skill's next review and mastery. */
export const announceReview = (
  tx: Queryable,
  a: AttemptRow,
  review: { outcome: string; nextReviewAt: Date; mastery: number; at: Date },
) =>
  appendEvent(
    tx,
    TOPICS.practiceOutcome,
    SkillReviewedSchema,
    {
      attemptId: a.id,
      userId: a.learner_id,
      unitId: a.unit_id,
      subjectId: a.subject_id,
      languageId: a.language_id,
      skill: a.skill,
      outcome: review.outcome,
      nextReviewAt: review.nextReviewAt.toISOString(),
      mastery: review.mastery,
      reviewedAt: review.at.toISOString(),
    },
    { aggregateId: a.learner_id, producer: PRODUCER },
  );
