import type { ReplyJobData } from '@tutor/contracts';
import { latestReplyMode } from '../../../data/replies';
import { promptLanguage } from '../../../domain/prompt';
import { quizAnswerOf } from '../../../domain/quiz';
import { markQuizAnswer } from '../../quiz-mark';
import type { ReplyRun } from '../run';
import type { ReplyStage } from '../stage';

/**
 * Quiz: an answer to the tutor's question is marked first; the reply starts with the mark, then the model (told
 * the answer is marked) asks the next question. From the unit's bank (ADR 22), the mark is the item key's and the
 * next question the bank's: both are written as they are, and the model is not asked (unless the bank gave no
 * question: then the model asks its own, which the conversation service labels).
 */
export const markQuiz: ReplyStage = {
  name: 'mark a quiz answer',
  async run(reply, { pool, openai, config }) {
    const { data } = reply;
    if (data.mode !== 'quiz') return 'next';
    if (data.quizBank) return writeFromBank(reply, data.quizBank);
    const quiz = quizAnswerOf(data, await latestReplyMode(pool, data.conversationId, data.replyId));
    if (!quiz) return 'next';
    reply.mark = await markQuizAnswer(openai, config.OPENAI_MODEL, data, quiz, reply.signal, (usage) =>
      reply.used('quiz_mark', config.OPENAI_MODEL, {
        tokensIn: usage.prompt_tokens,
        tokensOut: usage.completion_tokens,
      }),
    );
    const language = promptLanguage(data.learner);
    const line = language.markLine(reply.mark);
    reply.note = language.alreadyMarked(line);
    reply.write(`${line}\n\n`);
    return 'next';
  },
};

function writeFromBank(reply: ReplyRun, { mark, question }: NonNullable<ReplyJobData['quizBank']>) {
  const language = promptLanguage(reply.data.learner);
  const line = mark && language.bankMarkLine(mark);
  if (line) reply.write(question || mark?.verdict === 'unreadable' ? line : `${line}\n\n`);
  if (question) reply.write(`${line ? '\n\n' : ''}${language.bankQuestion(question)}`);
  if (question || mark?.verdict === 'unreadable') return 'enough' as const;
  reply.note = language.alreadyMarked(line!);
  return 'next' as const;
}
