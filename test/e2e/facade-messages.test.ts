import { signedUp, startTestSystem } from '@tutor/test-kit';

/**
 * /auth/get-messages answers a conversation's messages as the spec has them, but at most FACADE_MESSAGES_CAP (here
 * 4), the newest; `?before=<message_id>` pages back (ADR 7).
 */
describe('the REST facade: get-messages, capped, paged back by before', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;

  beforeAll(async () => {
    system = await startTestSystem('facademsg', {
      DEV_MODEL_TTFT_MS: '10',
      DEV_MODEL_TOKENS_PER_SECOND: '800',
      FACADE_MESSAGES_CAP: '4',
    });
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  const person = async (email: string) => {
    const { browser } = await signedUp(system.gateway, email, 'Learner');
    return (method: string, route: string, body?: Record<string, unknown>) =>
      browser.rest(method, `${system.gateway}${route}`, body);
  };
  const ids = (res: { body: { messages: { message_id: string }[] } }) =>
    res.body.messages.map((m) => m.message_id);

  it('answers the newest messages up to the cap, and the earlier ones before a message id', async () => {
    const amal = await person('amal-pages@tutor.test');
    const started = await amal('POST', '/auth/start-new-conversation', { email: 'amal-pages@tutor.test' });
    const conversationId = started.body.conversation.conversation_id;
    for (const messageId of ['1700000000001', '1700000000002', '1700000000003']) {
      const sent = await amal('POST', '/auth/send-message-with-model', {
        email: 'amal-pages@tutor.test',
        conversationId,
        messageId,
        message: `Question ${messageId}`,
      });
      expect(sent.status).toBe(200);
      // The send's messages are capped the same way: never more than 4.
      expect(sent.body.messages.length).toBeLessThanOrEqual(4);
    }
    const newest = await amal('GET', `/auth/get-messages/${conversationId}`);
    expect(newest.status).toBe(200);
    expect(ids(newest)).toEqual([
      '1700000000002',
      '1700000000002-reply',
      '1700000000003',
      '1700000000003-reply',
    ]);
    const earlier = await amal('GET', `/auth/get-messages/${conversationId}`, { before: '1700000000002' });
    expect(ids(earlier).length).toBeLessThanOrEqual(4);
    expect(ids(earlier).slice(-2)).toEqual(['1700000000001', '1700000000001-reply']);
    const first = ids(earlier)[0]!;
    expect(
      (await amal('GET', `/auth/get-messages/${conversationId}`, { before: first })).body.messages,
    ).toEqual([]);

    // Someone else: their own conversation with her cursor has nothing of hers; hers is not found.
    const omar = await person('omar-pages@tutor.test');
    const his = await omar('POST', '/auth/start-new-conversation', { email: 'omar-pages@tutor.test' });
    const crossed = await omar('GET', `/auth/get-messages/${his.body.conversation.conversation_id}`, {
      before: '1700000000002',
    });
    expect(crossed).toMatchObject({ status: 200, body: { messages: [] } });
    expect(
      (await omar('GET', `/auth/get-messages/${conversationId}`, { before: '1700000000002' })).status,
    ).toBe(404);
  }, 60_000);
});
