import { explain, tableAccess } from '@tutor/test-kit';
import { messagePageStatement } from '../src/data/messages';
import { conversationHarness } from './support/harness';

const PAGE = `query($id: ID!, $last: Int!, $before: ID) { conversation(id: $id) {
  messagePage(last: $last, before: $before) { hasEarlier messages { id sender } } } }`;

describe("conversation: a conversation's messages a page at a time, by key", () => {
  const t = conversationHarness();
  const { gql, learner, start } = t;
  const SEEDED = 3000;

  /**
   * Messages at one second apart from a fixed time, the learner's and the model's sharing each second (a tie the
   * key breaks learner first), and every 7th second a second learner message (a tie the id breaks).
   */
  async function seed(conversationId: string, userId: string) {
    await t.conversation.pool.query(
      `INSERT INTO messages (conversation_id, id, user_id, sender, content, status, created_at)
       SELECT $1, CASE WHEN s = 'student' THEN 'm' || lpad(i::text, 5, '0') || x ELSE 'm' || lpad(i::text, 5, '0') || '-reply' END,
              $2, s, 'text ' || i, 'replied', timestamptz '2026-01-01' + i * interval '1 second'
       FROM generate_series(1, $3::int) i, unnest(ARRAY['student', 'model']) s,
            unnest(CASE WHEN i % 7 = 0 AND s = 'student' THEN ARRAY['a', 'b'] ELSE ARRAY['a'] END) x`,
      [conversationId, userId, SEEDED / 2],
    );
    await t.conversation.pool.query('ANALYZE messages');
  }

  /** Every message in its conversation's order (time, the learner's first, then the id). */
  const allInOrder = async (conversationId: string) =>
    (
      await t.conversation.pool.query<{ id: string }>(
        "SELECT id FROM messages WHERE conversation_id = $1 ORDER BY created_at, sender = 'model', id",
        [conversationId],
      )
    ).rows.map((r) => r.id);

  it('reads the latest page, and the page before a message, through its index only (no scan, no sort)', async () => {
    const nour = await learner();
    const conv = await start(nour);
    await seed(conv.id, nour.id);
    for (const before of [undefined, 'm00700a']) {
      const { text, values } = messagePageStatement(conv.id, 51, before);
      const access = tableAccess(await explain(t.conversation.pool, text, values), 'messages');
      expect(access.indexes).toContain('messages_page_idx');
      expect(access.seqScan).toBe(false);
      expect(access.sorts).toBe(false);
    }
  });

  it('pages back through every message exactly once, in order, while new ones arrive', async () => {
    const nour = await learner();
    const conv = await start(nour);
    await seed(conv.id, nour.id);
    const expected = await allInOrder(conv.id);
    expect(expected.length).toBeGreaterThan(SEEDED);

    const seen: string[][] = [];
    let before: string | undefined;
    let hasEarlier = true;
    while (hasEarlier) {
      const res = await gql(nour, PAGE, { id: conv.id, last: 50, before });
      expect(res.errors).toBeUndefined();
      const page = res.data!.conversation.messagePage;
      seen.unshift(page.messages.map((m: { id: string }) => m.id));
      hasEarlier = page.hasEarlier;
      before = page.messages[0]?.id;
      // New messages while the learner scrolls back: they are after every cursor, so no page moves.
      if (seen.length === 2)
        await t.conversation.pool.query(
          `INSERT INTO messages (conversation_id, id, user_id, sender, content, status)
           VALUES ($1, 'new-1', $2, 'student', 'later', 'replied'), ($1, 'new-1-reply', $2, 'model', 'later', 'replied')`,
          [conv.id, nour.id],
        );
    }
    expect(seen.flat()).toEqual(expected);
    expect(seen.at(-1)).toHaveLength(50);
    // The newest page now starts with what arrived.
    const latest = (await gql(nour, PAGE, { id: conv.id, last: 3 })).data!.conversation.messagePage;
    expect(latest.messages.map((m: { id: string }) => m.id)).toEqual([
      expected.at(-1),
      'new-1',
      'new-1-reply',
    ]);
    expect(latest.hasEarlier).toBe(true);
  });

  it("gives nothing of another learner's conversation, whatever the cursor", async () => {
    const nour = await learner();
    const omar = await learner();
    const mine = await start(nour);
    await seed(mine.id, nour.id);
    const his = await start(omar);
    // His own conversation with a cursor from hers: no such message in his, so no page.
    const crossed = await gql(omar, PAGE, { id: his.id, last: 50, before: 'm00700a' });
    expect(crossed.data!.conversation.messagePage).toEqual({ hasEarlier: false, messages: [] });
    // Hers: not his to read.
    expect((await gql(omar, PAGE, { id: mine.id, last: 50 })).data!.conversation).toBeNull();
    // The owner's first page is the default size.
    const own = await gql(
      nour,
      'query($id: ID!) { conversation(id: $id) { messagePage { messages { id } } } }',
      {
        id: mine.id,
      },
    );
    expect(own.data!.conversation.messagePage.messages).toHaveLength(50);
  });

  it('refuses a page size out of range as the client’s mistake', async () => {
    const nour = await learner();
    const conv = await start(nour);
    for (const last of [0, 5001]) {
      const res = await gql(nour, PAGE, { id: conv.id, last });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'last' });
    }
  });
});
