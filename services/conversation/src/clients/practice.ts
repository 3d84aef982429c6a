import { PRACTICE_INTERNAL, type AnswerOf, type PracticeTurnKind } from '@tutor/contracts';
import { createInternalClient, InternalCallError } from '@tutor/service-runtime';

export type PracticeQuestion = AnswerOf<typeof PRACTICE_INTERNAL.routes.quizQuestion>;

/** A refusal from practice (403 not the learner's, 404 no such attempt or no items, 409 not yet) or a failure. */
export { InternalCallError as PracticeCallError };

/** The practice service's tutoring routes, through its contract (`PRACTICE_INTERNAL`), signed as conversation. */
export function createPracticeClient(baseUrl: string, secret: string, issuer: string, timeoutMs = 5000) {
  const practice = createInternalClient(PRACTICE_INTERNAL, { baseUrl, secret, issuer, timeoutMs });
  return {
    tutorTurn: (learnerId: string, attemptId: string, kind: PracticeTurnKind, language: 'ar' | 'en') =>
      practice.tutorTurn({ learnerId, attemptId, kind, language }),
    quizQuestion: (learnerId: string, unitId: string, language: 'ar' | 'en') =>
      practice.quizQuestion({ learnerId, unitId, language }),
    quizAnswer: (
      learnerId: string,
      attemptId: string,
      answer: string,
      requestId: string,
      language: 'ar' | 'en',
    ) => practice.quizAnswer({ learnerId, attemptId, answer, requestId, language }),
  };
}
export type PracticeClient = ReturnType<typeof createPracticeClient>;
