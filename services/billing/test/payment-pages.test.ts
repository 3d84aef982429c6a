import { randomUUID } from 'node:crypto';
import { explain, tableAccess } from '@tutor/test-kit';
import { requestPageStatement, type PaymentStatus } from '../src/data/payments';
import { billingHarness, OWNER_ID } from './support/harness';

const PAGE = `query($s: String, $n: Int!, $a: String) {
  paymentRequestPage(status: $s, first: $n, after: $a) { endCursor requests { id status } } }`;
const owner = { id: OWNER_ID, email: 'owner@billing.test', role: 'Owner' as const };

describe("billing: the owner's payment requests a page at a time, by key", () => {
  const t = billingHarness();
  const { graphql } = t;

  beforeAll(async () => {
    // Times repeat every 4 requests, so the id breaks ties; as in a real list, few are still pending.
    await t.svc.pool.query(
      `INSERT INTO payment_requests (user_id, email, name, status, created_at)
       SELECT gen_random_uuid(), 'payer' || i || '@pages.test', 'Payer ' || i,
              CASE WHEN i % 50 = 0 THEN 'pending' WHEN i % 7 = 0 THEN 'rejected' ELSE 'confirmed' END, timestamptz '2026-01-01' + (i / 4) * interval '1 minute'
       FROM generate_series(1, 4000) i`,
    );
    await t.svc.pool.query('ANALYZE payment_requests');
  });

  it('reads every page, of all requests or of one status, through its index: no scan, no sort', async () => {
    const after = { createdAt: '2026-01-01 10:00:00+00', id: randomUUID() };
    for (const [status, index] of [
      [undefined, 'payment_requests_created_idx'],
      ['rejected', 'payment_requests_status_idx'],
    ] as const)
      for (const cursor of [undefined, after]) {
        const { text, values } = requestPageStatement(status as PaymentStatus | undefined, 51, cursor);
        const access = tableAccess(await explain(t.svc.pool, text, values), 'payment_requests');
        expect({ status, ...access }).toEqual({ status, indexes: [index], seqScan: false, sorts: false });
      }
  });

  it('gives each request exactly once, newest first, while new ones arrive', async () => {
    for (const status of [null, 'pending']) {
      const expected = (
        await t.svc.pool.query<{ id: string }>(
          `SELECT id FROM payment_requests WHERE $1::text IS NULL OR status = $1 ORDER BY created_at DESC, id DESC`,
          [status],
        )
      ).rows.map((r) => r.id);
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res = await graphql(PAGE, owner, { s: status, n: 200, a: after });
        expect(res.errors).toBeUndefined();
        const page = (res.data as any).paymentRequestPage;
        seen.push(...page.requests.map((r: { id: string }) => r.id));
        after = page.endCursor;
        // A request sent meanwhile is newer than every cursor: it does not show on a later page.
        if (++pages === 2)
          await t.svc.pool.query(
            "INSERT INTO payment_requests (user_id, email, name) VALUES ($1, 'late@pages.test', 'Late')",
            [randomUUID()],
          );
      } while (after);
      expect(seen).toEqual(expected);
    }
  });

  it('is the owner’s only, and refuses a made-up cursor or size', async () => {
    const learner = { id: randomUUID(), email: 'learner@pages.test', role: 'User' as const };
    expect((await graphql(PAGE, learner, { n: 10 })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    for (const [n, a] of [
      [10, 'not-a-cursor'],
      [0, null],
      [201, null],
    ] as const)
      expect((await graphql(PAGE, owner, { n, a })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
