import { randomUUID } from 'node:crypto';
import { explain, tableAccess, testDeployment } from '@tutor/test-kit';
import { activeDaysStatement, checkedBetweenStatement, countOnDay, progressRows } from '../src/data/progress';
import { buildProgress, CHART_DAYS } from '../src/domain/progress';
import { service as progress } from '../src/service';

/**
 * A learner's page after two years of daily practice over a dozen units reads as much as after a week (issue 35): the
 * week's checked practice through unit_days_user_day, the chart's days and the streak from the latest 14 days on the
 * primary key read backwards (EXPLAIN, the tables analysed); the streak from the run its last day is in, kept as days
 * become active, a day handled late joining the runs on either side.
 */
describe('progress service: a week of a long history', () => {
  const deployment = testDeployment('progressplan');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  const learner = randomUUID();

  beforeAll(async () => {
    svc = await deployment.start(progress, 'PROGRESS_PORT');
    // Two years of days for this learner, a unit a day in turn over 12 units; 30 others' days beside them.
    await svc.pool.query(
      `INSERT INTO unit_days (user_id, unit_id, day, language_id, messages, items_answered, items_correct)
       SELECT u, 'unit-' || (g % 12), date '2026-11-29' - g, 'python', 3, 1, 1
       FROM generate_series(0, 729) g, (SELECT $1::uuid UNION ALL SELECT gen_random_uuid() FROM generate_series(1, 30)) AS p(u)`,
      [learner],
    );
    await svc.pool.query(
      `INSERT INTO daily_activity (user_id, day, messages, replies, run_start)
       SELECT u, date '2026-11-29' - g, 3, 3, date '2026-11-29' - 729
       FROM generate_series(0, 729) g, (SELECT $1::uuid UNION ALL SELECT gen_random_uuid() FROM generate_series(1, 30)) AS p(u)`,
      [learner],
    );
    await svc.pool.query('ANALYZE unit_days');
    await svc.pool.query('ANALYZE daily_activity');
  });
  afterAll(() => deployment.dispose());

  it("reads the week's checked practice by learner and day", async () => {
    const { text, values } = checkedBetweenStatement(learner, '2026-11-23', '2026-11-29');
    const nodes = await explain(svc.pool, text, values);
    expect(tableAccess(nodes, 'unit_days')).toMatchObject({ seqScan: false, sorts: false });
    // An index scan on the table names its index; a bitmap scan names it on its Bitmap Index Scan below.
    expect(nodes.filter((n) => n['Index Name']).map((n) => n['Index Name'])).toEqual(['unit_days_user_day']);
    const { rows } = await svc.pool.query(text, values);
    expect(rows[0]).toMatchObject({ items_answered: 7, items_correct: 7 });
  });

  it('reads the chart and the streak from the latest days alone, newest first on the primary key', async () => {
    const { text, values } = activeDaysStatement(learner, CHART_DAYS);
    expect(tableAccess(await explain(svc.pool, text, values), 'daily_activity')).toEqual({
      indexes: ['daily_activity_pkey'],
      seqScan: false,
      sorts: false,
    });
    const rows = await progressRows(svc.pool, learner, CHART_DAYS);
    expect(rows.days).toHaveLength(CHART_DAYS);
    const figures = buildProgress(learner, rows, 'UTC', new Date('2026-11-29T12:00:00Z'));
    expect(figures.streakDays).toBe(730);
  });

  it('keeps each active day in its run: a message or a practice answer, not a reply; a late day joins two runs', async () => {
    const someone = randomUUID();
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    const streak = async () =>
      buildProgress(someone, await progressRows(svc.pool, someone, CHART_DAYS), 'UTC', at('2026-11-29'))
        .streakDays;
    await countOnDay(svc.pool, someone, 'messages', at('2026-11-26'), 'UTC');
    await countOnDay(svc.pool, someone, 'replies', at('2026-11-27'), 'UTC');
    await countOnDay(svc.pool, someone, 'practice_answers', at('2026-11-28'), 'UTC');
    await countOnDay(svc.pool, someone, 'messages', at('2026-11-29'), 'UTC');
    await countOnDay(svc.pool, someone, 'messages', at('2026-11-29'), 'UTC');
    expect(await streak()).toBe(2);
    // The 27th had replies only; a message handled late for it joins the 26th's run and the 28th's.
    await countOnDay(svc.pool, someone, 'messages', at('2026-11-27'), 'UTC');
    expect(await streak()).toBe(4);
    const { rows } = await svc.pool.query(
      'SELECT day::text AS day, run_start::text AS run_start FROM daily_activity WHERE user_id = $1 ORDER BY day',
      [someone],
    );
    expect(rows.every((r) => r.run_start === '2026-11-26')).toBe(true);
    expect(rows).toHaveLength(4);
  });
});
