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
  NO_ALERT: {
    en: 'There is no such alert.',
    ar: 'لا يوجد تنبيه كهذا.',
  },
  TEACHERS_ONLY: {
    en: 'Only a teacher can do this.',
    ar: 'يمكن للمعلم فقط القيام بذلك.',
  },
  STUDENTS_ONLY_JOIN: {
    en: 'Only a student can join a class.',
    ar: 'يمكن للطالب فقط الانضمام إلى فصل.',
  },
  BAD_CLASS_CODE: {
    en: 'This is not a valid class code. Check it and try again.',
    ar: 'هذا ليس رمز فصل صحيحًا. تحقق منه وحاول مرة أخرى.',
  },
  NO_CLASS: {
    en: 'There is no such class.',
    ar: 'لا يوجد فصل كهذا.',
  },
  NOT_IN_CLASS: {
    en: 'There is no such student in this class.',
    ar: 'لا يوجد طالب كهذا في هذا الفصل.',
  },
  BAD_CLASS_NAME: {
    en: 'Give the class a name of at most 80 characters.',
    ar: 'اكتب اسمًا للفصل لا يزيد على 80 حرفًا.',
  },
  BAD_STAGE_YEAR: {
    en: 'Choose a stage (primary, middle or high) and one of its years.',
    ar: 'اختر مرحلة (ابتدائي أو إعدادي أو ثانوي) وإحدى سنواتها.',
  },
  BAD_SUBJECT: {
    en: 'That subject is not taught in this stage and year.',
    ar: 'هذه المادة لا تُدرَّس في هذه المرحلة وهذه السنة.',
  },
  BAD_UNIT: {
    en: "That unit is not one of this class's subject or of the class's own units.",
    ar: 'هذه الوحدة ليست من وحدات مادة هذا الفصل ولا من وحداته الخاصة.',
  },
  BAD_UNIT_TITLE: {
    en: 'Give the unit a title of at most 80 characters.',
    ar: 'اكتب عنوانًا للوحدة لا يزيد على 80 حرفًا.',
  },
  BAD_UNIT_NOTES: {
    en: 'Write notes for the tutor of at most 2000 characters.',
    ar: 'اكتب ملاحظات للمعلم الذكي لا تزيد على 2000 حرف.',
  },
  TOO_MANY_UNITS: {
    en: 'A class can have at most 20 units of its own.',
    ar: 'يمكن أن يكون للفصل 20 وحدة خاصة على الأكثر.',
  },
  CATALOG_UNAVAILABLE: {
    en: 'The subjects cannot be checked right now. Please try again.',
    ar: 'لا يمكن التحقق من المواد الآن. حاول مرة أخرى.',
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
  NO_ALERT: 'NOT_FOUND',
  TEACHERS_ONLY: 'FORBIDDEN',
  STUDENTS_ONLY_JOIN: 'FORBIDDEN',
  BAD_CLASS_CODE: 'BAD_USER_INPUT',
  NO_CLASS: 'NOT_FOUND',
  NOT_IN_CLASS: 'NOT_FOUND',
  BAD_CLASS_NAME: 'BAD_USER_INPUT',
  BAD_STAGE_YEAR: 'BAD_USER_INPUT',
  BAD_SUBJECT: 'BAD_USER_INPUT',
  BAD_UNIT: 'BAD_USER_INPUT',
  BAD_UNIT_TITLE: 'BAD_USER_INPUT',
  BAD_UNIT_NOTES: 'BAD_USER_INPUT',
  TOO_MANY_UNITS: 'BAD_USER_INPUT',
  CATALOG_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export class FamilyError extends Error {
  constructor(
    readonly key: FamilyErrorKey,
    language: string,
  ) {
    super(MESSAGES[key][language === 'ar' ? 'ar' : 'en']);
  }
}
