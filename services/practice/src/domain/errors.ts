import type { Language } from './items/types';
import type { Refusal } from './rules';

/** Why a practice call is refused, in both languages; the learner gets it in the session's language. */
const MESSAGES = {
  HINT_BEFORE_ATTEMPT: {
    en: 'Try the question first: write an answer, then you can ask for a hint.',
    ar: 'حاول حل السؤال أولًا: اكتب إجابة، ثم يمكنك طلب تلميح.',
  },
  NO_HINTS_LEFT: {
    en: 'There are no more hints for this question. You can now see the worked solution.',
    ar: 'لا توجد تلميحات أخرى لهذا السؤال. يمكنك الآن رؤية الحل خطوة بخطوة.',
  },
  SOLUTION_NOT_YET: {
    en: 'The worked solution opens after you have tried and used every hint, or after a few wrong answers.',
    ar: 'يظهر الحل بعد أن تحاول وتستخدم كل التلميحات، أو بعد عدة إجابات خاطئة.',
  },
  ITEM_DONE: {
    en: 'This question is finished. Go on to the next one.',
    ar: 'انتهى هذا السؤال. انتقل إلى السؤال التالي.',
  },
  FINISH_ITEM_FIRST: {
    en: 'Finish this question first: answer it, or see its worked solution.',
    ar: 'أكمل هذا السؤال أولًا: أجب عنه أو اطّلع على حله.',
  },
  NOTHING_DUE: {
    en: 'Nothing is due for review today. Practise a unit instead.',
    ar: 'لا يوجد ما تراجعه اليوم. تدرّب على وحدة بدلًا من ذلك.',
  },
  NO_ITEMS: {
    en: 'This unit has no practice questions yet.',
    ar: 'لا توجد أسئلة تدريب لهذه الوحدة بعد.',
  },
  NOT_FOUND: {
    en: 'There is no such practice question.',
    ar: 'لا يوجد سؤال تدريب كهذا.',
  },
  BAD_LANGUAGE: {
    en: 'Choose the language: ar or en.',
    ar: 'اختر اللغة: ar أو en.',
  },
  EMPTY_ANSWER: {
    en: 'Write an answer first.',
    ar: 'اكتب إجابة أولًا.',
  },
  ANSWER_TOO_LONG: {
    en: 'This answer is too long: write at most {max} characters.',
    ar: 'هذه الإجابة طويلة جدًا: اكتب {max} حرفًا على الأكثر.',
  },
  BAD_REQUEST_ID: {
    en: 'The answer has no valid request id.',
    ar: 'الإجابة بلا معرّف طلب صالح.',
  },
  TOO_MANY_ANSWERS: {
    en: 'You are answering very fast. Wait {seconds} seconds, then try again.',
    ar: 'أنت تجيب بسرعة كبيرة. انتظر {seconds} ثانية ثم حاول مرة أخرى.',
  },
  CATALOG_UNAVAILABLE: {
    en: 'Practice cannot start right now. Please try again in a moment.',
    ar: 'لا يمكن بدء التدريب الآن. حاول مرة أخرى بعد قليل.',
  },
  CODE_TOO_LONG: {
    en: 'This code is too long: write at most {max} characters.',
    ar: 'هذا الكود طويل جدًا: اكتب {max} حرفًا على الأكثر.',
  },
  EMPTY_CODE: {
    en: 'Write some code first.',
    ar: 'اكتب بعض الكود أولًا.',
  },
  TOO_MANY_RUNS: {
    en: 'Too many runs. Try again in {seconds} s.',
    ar: 'تشغيلات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ث.',
  },
  RUNNER_BUSY: {
    en: 'The code runner is busy. Try again in a moment.',
    ar: 'مشغّل الكود مشغول الآن. حاول مرة أخرى بعد قليل.',
  },
  NO_FAILED_RUN: {
    en: 'There is no failing submission to explain yet: submit your code first.',
    ar: 'لا يوجد تسليم فاشل لشرحه بعد: أرسل الكود أولًا.',
  },
  NO_PROJECT: {
    en: 'There is no such project here.',
    ar: 'لا يوجد مشروع كهذا هنا.',
  },
} as const;

export type PracticeErrorKey = keyof typeof MESSAGES;

/** The GraphQL code each refusal is answered with (NOT_YET: a rule of practice refuses it for now). */
export const ERROR_CODES: Record<PracticeErrorKey, string> = {
  HINT_BEFORE_ATTEMPT: 'NOT_YET',
  NO_HINTS_LEFT: 'NOT_YET',
  SOLUTION_NOT_YET: 'NOT_YET',
  ITEM_DONE: 'NOT_YET',
  FINISH_ITEM_FIRST: 'NOT_YET',
  NOTHING_DUE: 'NOT_YET',
  NO_ITEMS: 'NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  BAD_LANGUAGE: 'BAD_USER_INPUT',
  EMPTY_ANSWER: 'BAD_USER_INPUT',
  ANSWER_TOO_LONG: 'BAD_USER_INPUT',
  BAD_REQUEST_ID: 'BAD_USER_INPUT',
  TOO_MANY_ANSWERS: 'TOO_MANY_REQUESTS',
  CATALOG_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  CODE_TOO_LONG: 'BAD_USER_INPUT',
  EMPTY_CODE: 'BAD_USER_INPUT',
  TOO_MANY_RUNS: 'TOO_MANY_REQUESTS',
  RUNNER_BUSY: 'SERVICE_UNAVAILABLE',
  NO_FAILED_RUN: 'NOT_YET',
  NO_PROJECT: 'NOT_FOUND',
};

export function practiceMessage(
  key: PracticeErrorKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    MESSAGES[key][language] as string,
  );
}

export class PracticeError extends Error {
  /** Where the caller's language is not known yet (an id that is not theirs), the message is in both. */
  constructor(
    readonly key: PracticeErrorKey,
    language: Language | 'both',
    values: Record<string, string | number> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(
      language === 'both'
        ? `${practiceMessage(key, 'en', values)} / ${practiceMessage(key, 'ar', values)}`
        : practiceMessage(key, language, values),
    );
  }
}

/** A rule's refusal as the learner reads it. */
export const refused = (refusal: Refusal, language: Language) => new PracticeError(refusal, language);
