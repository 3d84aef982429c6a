import type { FormatterModule } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * One rule for digits: Arabic shows Eastern Arabic digits (٠١٢٣…), as Egyptian schoolbooks do, and English shows
 * Western digits; dates use the same locales. Every number shown goes through here: a number interpolated into a
 * text (`t('key', { n: 2 })`) through the formatter below, any other through formatNumber or useNumbers.
 */
export const localeOf = (language: string) => (language === 'ar' ? 'ar-EG' : 'en-GB');

const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, language: string): string {
  const locale = localeOf(language);
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/**
 * i18next's formatter, called for every interpolated value (alwaysFormat): a number is written in the text's
 * language; anything else is left as it is. The texts use no named formats.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back unchanged: i18next makes it a string as it always does (the cast only names that).
  format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
    typeof value === 'number' ? formatNumber(value, lng ?? 'en') : (value as string),
};

/** The reader's locale and a number written in it, for numbers shown outside a translated text. */
export function useNumbers() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return { locale: localeOf(language), number: (value: number) => formatNumber(value, language) };
}
