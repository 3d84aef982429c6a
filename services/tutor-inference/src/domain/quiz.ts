import type { ReplyJobData, TeachingMode } from '@tutor/contracts';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';

/** A quiz mark as the model must give it; anything else is a failed attempt. */
export const QuizMarkSchema = z.object({
  correct: z.boolean(),
  reason: z
    .string()
    .trim()
    .min(1)
    // One short line, however the model wrapped it or ran on.
    .transform((reason) => reason.replace(/\s+/g, ' ').slice(0, 300)),
});

/** The structured output the marking request asks for (strict: the model may answer nothing else). */
export const QUIZ_MARK_FORMAT: ResponseFormatJSONSchema = {
  type: 'json_schema',
  json_schema: {
    name: 'quiz_mark',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        correct: { type: 'boolean', description: 'Whether the learner’s answer is right' },
        reason: { type: 'string', description: 'Why, in one short line, in the learner’s language' },
      },
      required: ['correct', 'reason'],
      additionalProperties: false,
    },
  },
};

/** The tutor's question is read from its last turn's end: a quiz turn ends with the question it asks. */
const QUESTION_CHARS = 1500;

/**
 * Whether the learner's new message answers a quiz question, and which. It does when the conversation is in quiz
 * mode, the turn before the message is the tutor's, and the conversation's latest reply was written in quiz mode
 * (the worker records each reply's mode): a quiz-mode reply always ends with a question. A reply written in
 * another mode (before the learner switched to quiz) asked no quiz question, however it ended, so the first
 * message after the switch gets a question, not a mark.
 */
export function quizAnswerOf(
  job: Pick<ReplyJobData, 'mode' | 'history'>,
  latestReplyMode: TeachingMode | undefined,
): { question: string; answer: string } | undefined {
  if (job.mode !== 'quiz' || latestReplyMode !== 'quiz') return undefined;
  const answer = job.history.at(-1);
  const asked = job.history.at(-2);
  if (answer?.role !== 'user' || asked?.role !== 'assistant' || !answer.content.trim()) return undefined;
  return { question: asked.content.slice(-QUESTION_CHARS).trim(), answer: answer.content.trim() };
}
