/** Why a family call is refused, with its text in both languages; the caller gets it in theirs. */
const MESSAGES = {
  STUDENTS_ONLY: {
    en: 'Only a student can create a link code.',
    ar: 'يمكن للطالب فقط إنشاء رمز ربط.',
  },
  PARENTS_ONLY: {
    en: 'Only a parent can enter a link code.',
    ar: 'يمكن لولي الأمر فقط إدخال رمز ربط.',
  },
  BAD_CODE: {
    en: 'This is not a valid link code. Check it and try again.',
    ar: 'هذا ليس رمز ربط صحيحًا. تحقق منه وحاول مرة أخرى.',
  },
  EXPIRED_CODE: {
    en: 'This link code has expired. Ask your child for a new one.',
    ar: 'انتهت صلاحية رمز الربط هذا. اطلب من طفلك رمزًا جديدًا.',
  },
  USED_CODE: {
    en: 'This link code has already been used. Ask your child for a new one.',
    ar: 'تم استخدام رمز الربط هذا من قبل. اطلب من طفلك رمزًا جديدًا.',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many wrong codes. Try again in 15 minutes.',
    ar: 'عدد كبير من الرموز الخاطئة. حاول مرة أخرى بعد 15 دقيقة.',
  },
  NOT_LINKED: {
    en: 'There is no such link.',
    ar: 'لا يوجد ربط كهذا.',
  },
} as const;

export type FamilyErrorKey = keyof typeof MESSAGES;

/** The GraphQL code each refusal is answered with. */
export const ERROR_CODES: Record<FamilyErrorKey, string> = {
  STUDENTS_ONLY: 'FORBIDDEN',
  PARENTS_ONLY: 'FORBIDDEN',
  BAD_CODE: 'BAD_USER_INPUT',
  EXPIRED_CODE: 'BAD_USER_INPUT',
  USED_CODE: 'BAD_USER_INPUT',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_REQUESTS',
  NOT_LINKED: 'NOT_FOUND',
};

export class FamilyError extends Error {
  constructor(
    readonly key: FamilyErrorKey,
    language: string,
  ) {
    super(MESSAGES[key][language === 'ar' ? 'ar' : 'en']);
  }
}
