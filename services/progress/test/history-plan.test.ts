import { randomUUID } from 'node:crypto';
import { explain, tableAccess, testDeployment } from '@tutor/test-kit';
import { checkedBetweenStatement } from '../src/data/progress';
import { service as progress } from '../src/service';

/**
 * A learner's week read after two years of daily practice over a dozen units (issue 35): the week's checked practice
 * is read through unit_days_user_day (EXPLAIN, the table analysed), not through the learner's whole history on the
 * primary key, and it sums the week's days only.
 */
describe('progress service: a week of a long history', () => {
  const deployment = testDeployment('progressplan');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  const learner = randomUUID();

  beforeAll(async () => {
    svc = await deployment.start(progress, 'PROGRESS_PORT');
    // Two years of days for this learner, a unit a day in turn over 12 units; others' days beside them.
    await svc.pool.query(
      `INSERT INTO unit_days (user_id, unit_id, day, language_id, messages, items_answered, items_correct)
       SELECT u, 'unit-' || (g % 12), date '2026-11-29' - g, 'python', 3, 1, 1
       FROM generate_series(0, 729) g, (VALUES ($1::uuid), (gen_random_uuid()), (gen_random_uuid())) AS p(u)`,
      [learner],
    );
    await svc.pool.query('ANALYZE unit_days');
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
});
