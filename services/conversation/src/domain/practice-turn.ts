import { isMessageId, type PracticeTurnKind } from '@tutor/contracts';
import type { Pool } from '@tutor/service-runtime';
import { PracticeCallError } from '../clients/practice';
import { findUnit } from '../data/catalog';
import { findConversationOfUnit } from '../data/conversations';
import { findLearnerMessageOf } from '../data/messages';
import type { PracticeTurnKind as GraphQLPracticeTurnKind } from '../generated/graphql';
import { ConversationError } from './errors';
import { sendMessage, type SendDeps, type SendOutcome } from './send';
import { startConversation } from './start';
import { refuseIfSuspended } from './suspension';

type Language = 'ar' | 'en';

/** The learner's turn as it is stored and shown: what they asked for, in their language (never the item's key). */
export const PRACTICE_TURN_TEXT: Record<PracticeTurnKind, Record<Language, string>> = {
  hint: { en: 'Give me a hint', ar: 'أعطني تلميحًا' },
  explain: { en: 'Explain my mistake', ar: 'اشرح لي خطئي' },
  why_fails: { en: 'Why does my code fail?', ar: 'لماذا لا ينجح الكود الخاص بي؟' },
};

/** The schema's HINT, EXPLAIN, WHY_FAILS are the contract's hint, explain, why_fails (practice and the reply job). */
export const practiceTurnKindOf = (kind: GraphQLPracticeTurnKind): PracticeTurnKind =>
  kind.toLowerCase() as PracticeTurnKind;

/** Practice's refusals, said in the learner's language; nothing is charged or stored when one comes. */
const REFUSALS = {
  FORBIDDEN: { en: 'That practice attempt is not yours', ar: 'محاولة التدريب هذه ليست لك' },
  NOT_FOUND: { en: 'No such practice attempt', ar: 'محاولة التدريب هذه غير موجودة' },
  NOT_YET: {
    en: 'Try the question first: the tutor can help once you have answered',
    ar: 'جرّب حل السؤال أولًا: يمكن للمعلم مساعدتك بعد أن تجيب',
  },
  /** "Why does my code fail?" needs a submission that failed a test (practice's 409 for why_fails). */
  NO_FAILED_RUN: {
    en: 'There is no failing submission to explain yet: submit your code first.',
    ar: 'لا يوجد تسليم فاشل لشرحه بعد: أرسل الكود أولًا.',
  },
  PRACTICE_UNAVAILABLE: {
    en: 'The tutor cannot help with practice right now. Please try again.',
    ar: 'لا يستطيع المعلم المساعدة في التدريب الآن. حاول مرة أخرى.',
  },
  NO_UNIT: { en: 'This practice unit is not in the catalog', ar: 'وحدة التدريب هذه غير موجودة في المنهج' },
} as const;

/** The error code each refusal is answered with. */
const CODE_OF = {
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  NOT_YET: 'NOT_YET',
  PRACTICE_UNAVAILABLE: 'PRACTICE_UNAVAILABLE',
  NO_UNIT: 'NOT_FOUND',
  NO_FAILED_RUN: 'NOT_YET',
} as const satisfies Record<keyof typeof REFUSALS, string>;

const refuse = (language: Language, code: keyof typeof REFUSALS) =>
  new ConversationError(CODE_OF[code], REFUSALS[code][language]);

export interface PracticeTurnInput {
  attemptId: string;
  kind: PracticeTurnKind;
  messageId: string;
}

/**
 * "Give me a hint" / "Explain my mistake" inside practice (ADR 22): practice checks the attempt is the learner's
 * and the rules allow the turn, and answers the item, its key and the hint it released; the turn goes into the
 * learner's guide-mode conversation for the unit (found, or started) as their message, and its reply job carries
 * the item for the worker to fence (and its leak guard to check). Sent as any message is (sendMessage): charged,
 * refunded if it fails, idempotent on messageId; a resend does not ask practice again (a hint is released once).
 */
export async function askPracticeTutor(
  deps: SendDeps,
  userId: string,
  input: PracticeTurnInput,
): Promise<SendOutcome> {
  const learner = await refuseIfSuspended(deps.pool, userId);
  const language: Language = learner?.language === 'ar' ? 'ar' : 'en';
  if (!isMessageId(input.messageId))
    throw new ConversationError(
      'BAD_USER_INPUT',
      "messageId must be the client's timestamp or a UUID",
      'messageId',
    );
  const texts = Object.values(PRACTICE_TURN_TEXT).flatMap((t) => Object.values(t));
  const asked = await findLearnerMessageOf(deps.pool, userId, input.messageId, texts);
  if (asked && asked.status !== 'failed')
    return sendMessage(deps, userId, {
      conversationId: asked.conversation_id,
      messageId: asked.id,
      content: asked.content,
    });
  let turn;
  try {
    turn = await deps.practice.tutorTurn(userId, input.attemptId, input.kind, language);
  } catch (err) {
    const code = err instanceof PracticeCallError ? err.status : 503;
    throw refuse(
      language,
      code === 403
        ? 'FORBIDDEN'
        : code === 404
          ? 'NOT_FOUND'
          : code === 409
            ? input.kind === 'why_fails'
              ? 'NO_FAILED_RUN'
              : 'NOT_YET'
            : 'PRACTICE_UNAVAILABLE',
    );
  }
  const conversationId =
    asked?.conversation_id ?? (await guideConversation(deps.pool, userId, turn.unitId, language));
  return sendMessage(deps, userId, {
    conversationId,
    messageId: input.messageId,
    content: PRACTICE_TURN_TEXT[input.kind][language],
    practice: turn,
  });
}

/** The learner's newest guide-mode conversation about the unit, or a new one started from it. */
async function guideConversation(
  pool: Pool,
  userId: string,
  unitId: string,
  language: Language,
): Promise<string> {
  const found = await findConversationOfUnit(pool, userId, unitId, 'guide');
  if (found) return found;
  const unit = await findUnit(pool, unitId);
  if (!unit) throw refuse(language, 'NO_UNIT');
  const started = await startConversation(pool, userId, {
    kind: unit.subject_id ? 'school' : 'programming',
    subjectId: unit.subject_id,
    languageId: unit.language_id,
    unitId: unit.id,
    mode: 'guide',
  });
  return started.id;
}
