import type { ReplyJobData } from '@tutor/contracts';
import type OpenAI from 'openai';
import { promptLanguage } from '../domain/prompt';
import type { QuizMark } from '../domain/prompts/language';
import { QUIZ_MARK_FORMAT, QuizMarkSchema } from '../domain/quiz';

/**
 * Asks the model to mark a quiz answer as a structured output and validates what it says: a mark that is not the
 * schema's JSON is an error (the job's attempt fails and is retried), never a guess.
 */
export async function markQuizAnswer(
  openai: OpenAI,
  model: string,
  job: Pick<ReplyJobData, 'learner' | 'topic'>,
  quiz: { question: string; answer: string },
  signal: AbortSignal,
  /** Told what the call used (the API's usage fields). */
  onUsage: (usage: { prompt_tokens: number; completion_tokens: number }) => void = () => undefined,
): Promise<QuizMark> {
  const language = promptLanguage(job.learner);
  const completion = await openai.chat.completions.create(
    {
      model,
      messages: [
        { role: 'system', content: language.marking(job.learner, job.topic) },
        { role: 'user', content: language.markingInput(quiz.question, quiz.answer) },
      ],
      response_format: QUIZ_MARK_FORMAT,
    },
    { signal, maxRetries: 0 },
  );
  if (completion.usage) onUsage(completion.usage);
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new Error(`The model refused to mark the answer: ${message.refusal}`);
  let json: unknown;
  try {
    json = JSON.parse(message?.content ?? '');
  } catch {
    throw new Error('The model’s quiz mark is not JSON');
  }
  const mark = QuizMarkSchema.safeParse(json);
  if (!mark.success)
    throw new Error(`The model’s quiz mark does not match its schema: ${mark.error.message}`);
  return mark.data;
}
