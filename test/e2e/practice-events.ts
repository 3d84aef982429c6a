import { randomUUID } from 'node:crypto';
import { ItemAnsweredSchema, SkillReviewedSchema, TOPICS } from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventAt, testEventBus } from '@tutor/test-kit';

/**
 * Plays the practice service for the whole-system tests: checked outcomes published on practice.outcome as it
 * would publish them (ItemAnswered per answer marked by the key, SkillReviewed when the attempt ends).
 */
export interface PracticeAttempt {
  userId: string;
  subjectId: string;
  unitId: string;
  skill: string;
  /** Each answer, marked by the item's key, in order. */
  answers: boolean[];
  outcome: 'solved_alone' | 'solved_with_hints' | 'shown_solution';
  /** The scheduler's mastery of the skill after this attempt. */
  mastery: number;
}

/** The bus of a system started by startTestSystem (its namespace is derived from its database prefix). */
export const systemBus = (prefix: string) => testEventBus(prefix.replace(/_+$/, '').replace(/_/g, '-'));

/** Publishes the attempts, now, keyed by learner (as the practice service keys them). */
export async function publishPractice(bus: EventBus, attempts: PracticeAttempt[]) {
  const now = new Date();
  const records = attempts.flatMap((a) => {
    const attemptId = randomUUID();
    const about = { userId: a.userId, unitId: a.unitId, subjectId: a.subjectId, skill: a.skill };
    const hints = a.outcome === 'solved_alone' ? 0 : 1;
    return [
      ...a.answers.map((correct) =>
        eventAt(
          ItemAnsweredSchema,
          {
            ...about,
            answerId: randomUUID(),
            attemptId,
            itemId: `${a.skill}-item`,
            correct,
            hintsUsed: hints,
            source: 'practice',
            answeredAt: now.toISOString(),
          },
          a.userId,
          now,
        ),
      ),
      eventAt(
        SkillReviewedSchema,
        {
          ...about,
          attemptId,
          outcome: a.outcome,
          mastery: a.mastery,
          nextReviewAt: new Date(now.getTime() + 86_400_000).toISOString(),
          reviewedAt: now.toISOString(),
        },
        a.userId,
        now,
      ),
    ];
  });
  await bus.publish(TOPICS.practiceOutcome, records);
}
