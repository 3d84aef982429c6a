import type { ReplyJobData } from '@tutor/contracts';
import type { Pool } from '@tutor/service-runtime';
import type { PracticeClient } from '../clients/practice';
import type { ConversationRow } from '../data/conversations';
import { setQuizReply, type MessageRow } from '../data/messages';

/**
 * Quiz me from the unit's item bank (ADR 22). When the reply before this message asked a bank question, practice
 * marks the learner's answer by the item's key (idempotent on the message id); then the next question comes from
 * the bank. What the bank does not give (no unit, no items: 404, or practice unavailable) the model makes up,
 * and its reply is labelled so ('made_up_question', never counted toward mastery). An unreadable answer is not
 * wrong: the same question stays open and the learner is asked to write it again.
 */
export async function bankQuizOf(
  deps: { pool: Pool; practice: PracticeClient },
  conversation: ConversationRow,
  language: 'ar' | 'en',
  message: MessageRow,
  /** The turns before the message, oldest first (the last learner message's reply is the question answered). */
  earlier: MessageRow[],
): Promise<ReplyJobData['quizBank'] | undefined> {
  if (conversation.mode !== 'quiz') return undefined;
  const learnerId = conversation.user_id;
  const asked = earlier.findLast((m) => m.sender === 'student')?.quiz_attempt_id ?? undefined;
  const mark = asked
    ? await orNone(deps.practice.quizAnswer(learnerId, asked, message.content, message.id, language))
    : undefined;
  if (mark?.verdict === 'unreadable') {
    await setQuizReply(deps.pool, conversation.id, message.id, { attemptId: asked!, label: null });
    return { mark };
  }
  const unitId = conversation.unit_id;
  const question = unitId ? await orNone(deps.practice.quizQuestion(learnerId, unitId, language)) : undefined;
  await setQuizReply(deps.pool, conversation.id, message.id, {
    attemptId: question?.attemptId ?? null,
    label: question ? null : 'made_up_question',
  });
  return mark || question ? { ...(mark && { mark }), ...(question && { question }) } : undefined;
}

/** Practice's answer, or none when it has none to give (404) or cannot be reached: the model's question then. */
const orNone = <T>(call: Promise<T>): Promise<T | undefined> => call.catch(() => undefined);
