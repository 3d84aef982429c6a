import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../i18n/numbers';
import type { CsvCell } from './csv';

/**
 * How each kind of figure is shown on the page (the reader's digits, Intl's money) and written in a CSV file
 * (Latin digits, ISO dates, no currency sign): both from the same rounded value, so the file holds the figures
 * the table shows.
 */
export type Kind = 'text' | 'email' | 'int' | 'usd' | 'egp' | 'percent' | 'day' | 'month';

/** Dollar figures are often fractions of a cent: cents from a dollar up, else three significant digits. */
export function usdPlaces(value: number): number {
  const size = Math.abs(value);
  if (size === 0 || size >= 1) return 2;
  return Math.min(8, 2 - Math.floor(Math.log10(size)));
}

/**
 * `value` to at most `places` decimals, rounded as Intl rounds what the page shows (toFixed would round the
 * binary value: 0.0001185 to 0.000118 where the page shows 0.000119).
 */
const round = (value: number, places: number) =>
  Number(new Intl.NumberFormat('en-US', { maximumFractionDigits: places, useGrouping: false }).format(value));

/** A figure as the CSV file has it. */
export function csvValue(kind: Kind, value: string | number | null): CsvCell {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (kind === 'usd') return round(value, usdPlaces(value));
  if (kind === 'egp') return round(value, 2);
  if (kind === 'percent') return round(value, 1);
  return value;
}

/** "12.5" of a hundred, or nothing when the step before had nobody. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? round((100 * part) / whole, 1) : null;

const dateOf = (day: string) => new Date(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`);

export function useFigureFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const int = new Intl.NumberFormat(locale);
  // Whole pounds without places (a price), any other amount with piastres.
  const egpWhole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  });
  const egpCents = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: 2,
  });
  const egp = {
    format: (value: number) => (Number.isInteger(round(value, 2)) ? egpWhole : egpCents).format(value),
  };
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  // Days and months are UTC calendar dates: formatted in UTC, so the browser's zone cannot shift them.
  const longDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const longMonth = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const usd = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      // "$" in English; "USD" in Arabic, where the "$" of "US$" would be drawn on the wrong side of "US".
      currencyDisplay: i18n.language === 'ar' ? 'code' : 'narrowSymbol',
      minimumFractionDigits: usdPlaces(value),
      maximumFractionDigits: usdPlaces(value),
    }).format(value);

  /** A figure as the page shows it. */
  const show = (kind: Kind, value: string | number | null): string => {
    if (value === null) return '–';
    if (typeof value === 'string') {
      if (kind === 'day') return longDay.format(dateOf(value));
      if (kind === 'month') return longMonth.format(dateOf(value));
      return value;
    }
    if (kind === 'usd') return usd(value);
    if (kind === 'egp') return egp.format(value);
    if (kind === 'percent') return percent.format(value / 100);
    return int.format(value);
  };
  return {
    locale,
    show,
    int: (value: number) => int.format(value),
    usd,
    egp: (value: number) => egp.format(value),
    /** A bar's short label: the day of the month, or with the month when the bars span more than one. */
    dayLabel: (day: string, many: boolean) => (many ? shortDay : dayOfMonth).format(dateOf(day)),
    longDay: (day: string) => longDay.format(dateOf(day)),
    monthLabel: (month: string) => shortMonth.format(dateOf(month)),
    longMonth: (month: string) => longMonth.format(dateOf(month)),
    /** The period, e.g. "31 Oct – 29 Nov 2026". */
    range: (from: string, to: string) => longDay.formatRange(dateOf(from), dateOf(to)),
  };
}
export type FigureFormat = ReturnType<typeof useFigureFormat>;
