import { eventually, signedUp, readSse, type SseEvent, startTestSystem } from '@tutor/test-kit';
import pg from 'pg';

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath plan { remainingMessages } } }`;
const STOP = 'mutation($r: ID!) { stopReply(replyId: $r) }';
const MESSAGES =
  'query($id: ID!) { conversation(id: $id) { messages { id sender content status stopped } } }';
const REMAINING = '{ me { remainingMessages } }';
const chunksOf = (events: SseEvent[]) => events.filter((e) => e.event === 'chunk');
const textOf = (events: SseEvent[]) =>
  chunksOf(events)
    .map((e) => e.data.text)
    .join('');

describe('stopping a streaming reply (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let alice: Awaited<ReturnType<typeof signedUp>>;
  let bob: Awaited<ReturnType<typeof signedUp>>;
  beforeAll(async () => {
    system = await startTestSystem('stop', {
      FREE_MESSAGES: '5',
      // A slow model: a whole reply takes far longer than the test waits after Stop.
      DEV_MODEL_TTFT_MS: '100',
      DEV_MODEL_TOKENS_PER_SECOND: '5',
      // One reply in flight at a time: the next send only goes through if the stopped one counts as ended.
      RATE_LIMIT_CONCURRENT_REPLIES: '1',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    alice = await signedUp(system.gateway, 'alice@tutor.test', 'Alice');
    bob = await signedUp(system.gateway, 'bob@tutor.test', 'Bob');
    await eventually(
      () => alice.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === 5,
    );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  /** ReplyCompleted events the workers wrote for a conversation (their outbox keeps published rows a while). */
  async function completedEvents(conversationId: string): Promise<number> {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${system.prefix}tutor_inference`;
    const inference = new pg.Client({ connectionString: url.toString() });
    await inference.connect();
    try {
      const { rows } = await inference.query<{ n: string }>(
        "SELECT count(*) AS n FROM outbox WHERE aggregate_id = $1 AND type LIKE '%ReplyCompleted'",
        [conversationId],
      );
      return Number(rows[0]!.n);
    } finally {
      await inference.end();
    }
  }

  it('ends the reply early, keeps and stores the partial text marked stopped, charges it once; only the owner may stop', async () => {
    const conversationId = (await alice.gql('mutation { startConversation(kind: SCHOOL) { id } }')).data!
      .startConversation.id;
    const sent = await alice.gql(SEND, { c: conversationId, m: '1700000000001', t: 'Explain gravity' });
    expect(sent.errors).toBeUndefined();
    const { replyId, streamPath, plan } = sent.data!.sendMessage;
    expect(plan.remainingMessages).toBe(4);

    const before = await readSse(alice.browser, `${system.gateway}${streamPath}`, {
      stop: (ev) => chunksOf(ev).length >= 3,
    });
    const notOwner = await bob.gql(STOP, { r: replyId });
    expect(notOwner.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const stoppedAt = Date.now();
    expect((await alice.gql(STOP, { r: replyId })).data).toEqual({ stopReply: true });
    const after = await readSse(alice.browser, `${system.gateway}${streamPath}`, {
      lastEventId: before.events.at(-1)!.id,
    });
    const waited = Date.now() - stoppedAt;
    const last = after.events.at(-1)!;
    expect(last).toMatchObject({ event: 'done', data: { type: 'done', stopped: true } });
    // 200 ms polls at 5 tokens/s: a handful of chunks at most slip in before the worker sees the stop.
    expect(waited).toBeLessThan(3000);
    const all = [...before.events, ...after.events];
    expect(chunksOf(all).length).toBeLessThan(20);

    const messages = await alice.gql(MESSAGES, { id: conversationId }); // stored before `done` (ADR 14)
    expect(messages.data!.conversation.messages).toHaveLength(2);
    const [question, reply] = messages.data!.conversation.messages;
    expect(question).toMatchObject({ status: 'replied', stopped: false });
    expect(reply).toMatchObject({ sender: 'model', content: textOf(all), stopped: true });
    expect(reply.content.length).toBeGreaterThan(0);
    expect(await completedEvents(conversationId)).toBe(1);
    // ADR 8: a stopped reply is charged (no refund follows).
    await new Promise((r) => setTimeout(r, 500));
    expect((await alice.gql(REMAINING)).data!.me.remainingMessages).toBe(4);

    // Stopping again, or by someone else, changes nothing.
    expect((await alice.gql(STOP, { r: replyId })).data).toEqual({ stopReply: false });
    expect((await bob.gql(STOP, { r: replyId })).errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await alice.gql(MESSAGES, { id: conversationId })).data!.conversation.messages).toHaveLength(2);

    // The stopped reply no longer counts as in flight: with one reply allowed at a time, the next one goes.
    const next = await alice.gql(SEND, { c: conversationId, m: '1700000000002', t: 'And on the Moon?' });
    expect(next.errors).toBeUndefined();
    expect((await alice.gql(STOP, { r: next.data!.sendMessage.replyId })).data).toEqual({ stopReply: true });
    const nextStream = await readSse(alice.browser, `${system.gateway}${next.data!.sendMessage.streamPath}`);
    expect(nextStream.events.at(-1)).toMatchObject({ event: 'done', data: { stopped: true } });
  }, 60_000);
});
