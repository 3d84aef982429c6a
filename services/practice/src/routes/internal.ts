import { PRACTICE_INTERNAL } from '@tutor/contracts';
import { HttpError, serveInternal } from '@tutor/service-runtime';
import type { Router } from 'express';
import type { PracticeDeps } from '../context';
import { ERROR_CODES, PracticeError } from '../domain/errors';
import { quizAnswer, quizQuestion, tutorTurn } from '../domain/tutoring';

/** A refusal of the domain as the contract's status (409 a rule, 404 none, 503 the catalog is down). */
function asHttpError(err: unknown): never {
  if (err instanceof PracticeError) {
    const code = ERROR_CODES[err.key];
    const status =
      code === 'NOT_YET' ? 409 : code === 'NOT_FOUND' ? 404 : code === 'BAD_USER_INPUT' ? 400 : 503;
    throw new HttpError(status, err.message, code);
  }
  throw err;
}

/** The tutoring side of practice for the conversation service, as `PRACTICE_INTERNAL` (contracts) describes it. */
export function internalRoutes(deps: PracticeDeps): Router {
  return serveInternal(PRACTICE_INTERNAL, deps.config.INTERNAL_SECRET, {
    tutorTurn: (input) => tutorTurn(deps, input).catch(asHttpError),
    quizQuestion: (input) => quizQuestion(deps, input).catch(asHttpError),
    quizAnswer: (input) => quizAnswer(deps, input).catch(asHttpError),
  });
}
