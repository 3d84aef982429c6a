import { latestReplyMode } from '../../../data/replies';
import { promptLanguage } from '../../../domain/prompt';
import { quizAnswerOf } from '../../../domain/quiz';
import { markQuizAnswer } from '../../quiz-mark';
import type { ReplyStage } from '../stage';

/**
 * Quiz: an answer to the tutor's question is marked first; the reply starts with the mark, then the model (told
 * the answer is marked) asks the next question.
 */
export const markQuiz: ReplyStage = {
  name: 'mark a quiz answer',
  async run(reply, { pool, openai, config }) {
    const { data } = reply;
    if (data.mode !== 'quiz') return 'next';
    const quiz = quizAnswerOf(data, await latestReplyMode(pool, data.conversationId, data.replyId));
    if (!quiz) return 'next';
    reply.mark = await markQuizAnswer(openai, config.OPENAI_MODEL, data, quiz, reply.signal);
    const language = promptLanguage(data.learner);
    const line = language.markLine(reply.mark);
    reply.note = language.alreadyMarked(line);
    reply.write(`${line}\n\n`);
    return 'next';
  },
};
