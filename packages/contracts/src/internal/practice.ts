import { z } from 'zod';
import type { InternalContract } from './route';

/**
 * An item's key in a form another service can recognise in a model's text without the practice service's code
 * (the reply pipeline's leak guard, ADR 22): a number with its tolerance, an expression in mathjs syntax over
 * Latin variables (x, y, z: the guard also reads the Arabic letters of school algebra as them), or the forms of a
 * text answer in both languages (a choice's text, a short answer's accepted forms, an ordering).
 */
export const practiceKey = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('number'), value: z.number(), tolerance: z.number().nonnegative() }),
  z.object({ kind: z.literal('expression'), expr: z.string().min(1), variables: z.array(z.string()) }),
  z.object({ kind: z.literal('text'), forms: z.array(z.string().min(1)).min(1) }),
  /** A programming exercise's model solution: the guard holds back a reply that writes it out (issue 34). */
  z.object({ kind: z.literal('code'), language: z.string(), solution: z.string().min(1) }),
]);
export type PracticeKey = z.output<typeof practiceKey>;

/** Which tutoring turn a learner asked for inside practice ("why does this fail?" is for programming exercises). */
export const PRACTICE_TURN_KINDS = ['hint', 'explain', 'why_fails'] as const;
export type PracticeTurnKind = (typeof PRACTICE_TURN_KINDS)[number];

/**
 * Everything a tutoring turn inside practice needs, in the learner's language: given to the model inside a fence
 * the learner cannot write into, and to the leak guard. `keyAllowed` is false until the ladder allows the key
 * (an attempt and every hint, or the set number of wrong attempts); while it is false the guard holds back any
 * reply that gives `key`, and the learner gets `fallback` (the bank's next hint, released by practice when it
 * answered this) instead.
 */
export const practiceTurn = z.object({
  attemptId: z.string(),
  itemId: z.string(),
  unitId: z.string(),
  skill: z.string(),
  kind: z.enum(PRACTICE_TURN_KINDS),
  stem: z.string(),
  /** Multiple choice: the options as the learner saw them ("A. ...", "B. ..."). */
  choices: z.array(z.string()).optional(),
  key: practiceKey,
  /** The key as the worked solution writes it, for the model to know (never to say while keyAllowed is false). */
  keyText: z.string(),
  solution: z.array(z.string()),
  /** The hints released so far, in order. */
  hintsReleased: z.array(z.string()),
  /** The learner's last answer and the misconception it shows, when it named one. */
  learnerAnswer: z.string().optional(),
  misconception: z.string().optional(),
  /**
   * A programming exercise: the learner's last submitted code and the first test it failed, with that test's
   * input, expected and actual output and the program's error (a hidden test's expected output is for the tutor
   * to reason with, never to quote).
   */
  code: z
    .object({
      language: z.string(),
      learnerCode: z.string(),
      failing: z
        .object({
          name: z.string(),
          hidden: z.boolean(),
          input: z.string(),
          /** Code run after the learner's (a call), when the test has one. */
          call: z.string().optional(),
          expected: z.string(),
          actual: z.string(),
          verdict: z.string(),
          error: z.string().optional(),
          errorLine: z.number().int().optional(),
        })
        .optional(),
    })
    .optional(),
  keyAllowed: z.boolean(),
  fallback: z.string().min(1),
});
export type PracticeTurn = z.output<typeof practiceTurn>;

/** A bank question for Quiz me: what the learner may see (never the key). */
const quizQuestion = z.object({
  attemptId: z.string(),
  itemId: z.string(),
  skill: z.string(),
  stem: z.string(),
  choices: z.array(z.string()).optional(),
  /** What the answer is read as, for the learner's message ("a number", "an expression"...). */
  answerKind: z.enum(['choice', 'number', 'expression', 'short', 'order']),
});
export type PracticeQuizQuestion = z.output<typeof quizQuestion>;

/** The mark of one answer by the item's checker. `unreadable` is not wrong: the learner is asked to write it again. */
export const practiceMark = z.object({
  verdict: z.enum(['right', 'wrong', 'unreadable']),
  /** In the learner's language: what a wrong answer shows, or how to write an unreadable one. */
  message: z.string().optional(),
});
export type PracticeMark = z.output<typeof practiceMark>;

const language = z.enum(['ar', 'en']);

/**
 * The practice service's routes for the tutoring side (ADR 22): the conversation service opens a tutoring turn
 * inside practice, and Quiz me draws its questions from the bank and has them marked by their keys.
 * 403 when the attempt is not the learner's; 404 when there is no such attempt, or the unit has no items;
 * 409 when the rules do not allow the turn yet (a hint before any attempt).
 */
export const PRACTICE_INTERNAL = {
  service: 'practice',
  errors: { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'NOT_YET' },
  routes: {
    tutorTurn: {
      method: 'POST',
      path: '/tutor-turns',
      input: z.object({
        learnerId: z.uuid(),
        attemptId: z.string().min(1).max(80),
        kind: z.enum(PRACTICE_TURN_KINDS),
        language,
      }),
      answer: practiceTurn,
    },
    quizQuestion: {
      method: 'POST',
      path: '/quiz-questions',
      input: z.object({ learnerId: z.uuid(), unitId: z.string().min(1).max(120), language }),
      answer: quizQuestion,
    },
    quizAnswer: {
      method: 'POST',
      path: '/quiz-answers',
      input: z.object({
        learnerId: z.uuid(),
        attemptId: z.string().min(1).max(80),
        answer: z.string().max(2000),
        /** The learner's message id: marking is idempotent on it. */
        requestId: z.string().min(1).max(120),
        language,
      }),
      answer: practiceMark,
    },
  },
} as const satisfies InternalContract;
