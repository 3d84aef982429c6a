import { randomUUID } from 'node:crypto';
import { explain, tableAccess } from '@tutor/test-kit';
import { conversationPageStatement } from '../src/data/conversations';
import { conversationHarness } from './support/harness';

const PAGE = `query($k: ConversationKind!, $n: Int!, $a: String) {
  conversationPage(kind: $k, first: $n, after: $a) { endCursor conversations { id } } }`;

describe("conversation: a learner's conversations a page at a time, by key", () => {
  const t = conversationHarness();
  const { gql, learner } = t;

  /** `n` school conversations of a learner (times repeat every 5, so the id breaks ties), and some of others. */
  async function seed(userId: string, n: number) {
    await t.conversation.pool.query(
      `INSERT INTO conversations (user_id, title, kind, created_at, updated_at)
       SELECT $1, 'Chat ' || i, CASE WHEN i % 10 = 0 THEN 'programming' ELSE 'school' END,
              timestamptz '2026-01-01' + (i / 5) * interval '1 minute', timestamptz '2026-01-01' + (i / 5) * interval '1 minute'
       FROM generate_series(1, $2::int) i
       UNION ALL
       SELECT gen_random_uuid(), 'Other ' || i, 'school', now(), now() FROM generate_series(1, 2000) i`,
      [userId, n],
    );
    await t.conversation.pool.query('ANALYZE conversations');
  }
  const ordered = async (userId: string) =>
    (
      await t.conversation.pool.query<{ id: string }>(
        `SELECT id FROM conversations WHERE user_id = $1 AND kind = 'school'
         ORDER BY updated_at DESC, created_at DESC, id DESC`,
        [userId],
      )
    ).rows.map((r) => r.id);

  it('reads the first page and a page after a cursor through conversations_page_idx: no scan, no sort', async () => {
    const nour = await learner();
    await seed(nour.id, 3000);
    const after = {
      updatedAt: '2026-01-01 05:00:00+00',
      createdAt: '2026-01-01 05:00:00+00',
      id: randomUUID(),
    };
    for (const cursor of [undefined, after]) {
      const { text, values } = conversationPageStatement(nour.id, 'school', 31, cursor);
      const access = tableAccess(await explain(t.conversation.pool, text, values), 'conversations');
      expect(access).toEqual({ indexes: ['conversations_page_idx'], seqScan: false, sorts: false });
    }
  });

  it('gives each conversation exactly once, in order, while new ones start', async () => {
    const nour = await learner();
    await seed(nour.id, 500);
    const expected = await ordered(nour.id);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await gql(nour, PAGE, { k: 'SCHOOL', n: 30, a: after });
      expect(res.errors).toBeUndefined();
      const page = res.data!.conversationPage;
      seen.push(...page.conversations.map((c: { id: string }) => c.id));
      after = page.endCursor;
      // A conversation started meanwhile goes on top: not on a later page.
      if (++pages === 2)
        await t.conversation.pool.query("INSERT INTO conversations (user_id, title) VALUES ($1, 'New')", [
          nour.id,
        ]);
    } while (after);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 30));
  });

  it("never gives another learner's conversations, whatever the cursor; refuses a made-up one", async () => {
    const nour = await learner();
    const omar = await learner();
    await seed(nour.id, 100);
    const hers = (await gql(nour, PAGE, { k: 'SCHOOL', n: 30 })).data!.conversationPage;
    const his = await gql(omar, PAGE, { k: 'SCHOOL', n: 30, a: hers.endCursor });
    expect(his.data!.conversationPage).toEqual({ endCursor: null, conversations: [] });
    for (const [n, a, field] of [
      [30, 'not-a-cursor', 'after'],
      [0, null, 'first'],
      [101, null, 'first'],
    ] as const) {
      const res = await gql(nour, PAGE, { k: 'SCHOOL', n, a });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});
