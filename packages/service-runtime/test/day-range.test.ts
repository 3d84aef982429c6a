import { dayRange, MAX_PERIOD_DAYS } from '../src/day-range';

/** The owner's figures' period: real YYYY-MM-DD days, from not after to, at most a year (a leap one included). */
describe('dayRange', () => {
  const refusal = (from: string, to: string) => {
    try {
      dayRange(from, to);
    } catch (err) {
      const { code, field } = (err as { extensions: { code: string; field: string } }).extensions;
      return { code, field, message: (err as Error).message };
    }
    return undefined;
  };

  it('accepts one day, a whole leap year, and counts the days', () => {
    expect(dayRange('2026-03-01', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01', days: 1 });
    expect(dayRange('2024-01-01', '2024-12-31').days).toBe(MAX_PERIOD_DAYS);
    expect(dayRange('2024-02-28', '2024-03-01').days).toBe(3);
    expect(dayRange('2026-03-28', '2026-03-30').days).toBe(3); // days by the calendar, not by 24-hour steps
  });

  it('refuses what is not a day, a period backwards and one longer than a year, naming the argument', () => {
    expect(refusal('2026-02-29', '2026-03-01')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    expect(refusal('2026-1-01', '2026-03-01')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    expect(refusal('2026-01-01', '2026-03-01T00:00')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    expect(refusal('2026-01-01', '2026-13-01')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    expect(refusal('2026-03-02', '2026-03-01')).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'from',
      message: 'from must not be after to',
    });
    expect(refusal('2025-01-01', '2026-01-01')).toBeUndefined(); // 366 days
    expect(refusal('2025-01-01', '2026-01-02')).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'to',
      message: 'The period must be at most 366 days',
    });
  });
});
