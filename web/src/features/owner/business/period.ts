/** The dashboard's periods: whole UTC days ending today, as the figures' queries take them (at most 366 days). */
export const PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

export const isPeriod = (value: string | null): value is Period => PERIODS.includes(value as Period);

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first and last day (YYYY-MM-DD, UTC, inclusive) of `period` ending on `now`'s UTC day: the last 7, 30 or
 * 90 days, or the year up to today (the same day a year ago is left out, so 365 or 366 days).
 */
export function periodRange(period: Period, now: Date): { from: string; to: string } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period !== '12m') {
    const from = new Date(to);
    from.setUTCDate(from.getUTCDate() - (Number(period.slice(0, -1)) - 1));
    return { from: iso(from), to: iso(to) };
  }
  // The same day a year ago (28 February for 29 February), and the day after it.
  const year = to.getUTCFullYear() - 1;
  const month = to.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const from = new Date(Date.UTC(year, month, Math.min(to.getUTCDate(), lastOfMonth) + 1));
  return { from: iso(from), to: iso(to) };
}
