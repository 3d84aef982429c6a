// What Read aloud says (markdown marks dropped, LaTeX read as words, code announced) is made by the
// tutor-inference service from the reply as written (its domain/speakable.ts): one place, both languages.

/** The language a reply is read in: its own direction's (Arabic for right-to-left), not the interface's. */
export const speechLanguage = (direction: 'rtl' | 'ltr'): 'ar' | 'en' => (direction === 'rtl' ? 'ar' : 'en');
