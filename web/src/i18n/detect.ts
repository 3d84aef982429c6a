export type Language = 'en' | 'ar';

/** Until someone chooses, the browser's preference: Arabic if its first language is Arabic (ar, ar-EG...), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  return /^ar(-|$)/i.test(preferred[0] ?? '') ? 'ar' : 'en';
}
