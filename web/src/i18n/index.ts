import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './ar.json';
import en from './en.json';
import { browserLanguage, type Language } from './detect';
import { numberFormatter } from './numbers';

export type { Language };
const STORAGE_KEY = 'tutor.language';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** A language chosen in this browser (or the signed-in user's, stored when applied) wins over the browser's. */
function initialLanguage(): Language {
  const fromBrowser = () =>
    browserLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : fromBrowser();
  } catch {
    return fromBrowser();
  }
}

/** The document follows the language: Arabic is right-to-left, and the layout mirrors through CSS logical properties. */
function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: initialLanguage(),
    fallbackLng: 'en',
    // React escapes; every interpolated number is written in the text's language (numbers.ts).
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
applyToDocument(i18n.language as Language);

/** Switches the UI language and remembers it in this browser; anything but ar or en is ignored. */
export function switchLanguage(language: unknown): void {
  if (!isLanguage(language) || language === i18n.language) return;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  void i18n.changeLanguage(language);
  applyToDocument(language);
}

export const currentLanguage = (): Language => (i18n.language === 'ar' ? 'ar' : 'en');
export { formatNumber, localeOf } from './numbers';
export default i18n;
