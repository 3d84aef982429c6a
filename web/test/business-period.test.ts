/** The owner's dashboard periods: whole UTC days ending today, never more than the 366 the queries accept. */
import { periodRange } from '../src/features/owner/business/period';

const days = ({ from, to }: { from: string; to: string }) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

describe('periodRange', () => {
  const now = new Date('2026-11-29T23:30:00Z');

  it('counts back whole days, today included', () => {
    expect(periodRange('7d', now)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('30d', now)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(days(periodRange('90d', now))).toBe(90);
  });

  it('takes the UTC day, whatever the hour', () => {
    expect(periodRange('7d', new Date('2026-11-30T00:00:00Z')).to).toBe('2026-11-30');
    expect(periodRange('7d', new Date('2026-11-29T23:59:59Z')).to).toBe('2026-11-29');
  });

  it('makes twelve months a year up to today, at most 366 days across a leap day', () => {
    expect(periodRange('12m', now)).toEqual({ from: '2025-11-30', to: '2026-11-29' });
    expect(days(periodRange('12m', now))).toBe(365);
    expect(days(periodRange('12m', new Date('2028-03-01T12:00:00Z')))).toBe(366);
    // From 29 February, a year back lands on 1 March.
    expect(periodRange('12m', new Date('2028-02-29T12:00:00Z')).from).toBe('2027-03-01');
  });
});
