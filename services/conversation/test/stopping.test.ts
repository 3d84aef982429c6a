import { isReplyStopRequested } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { conversationHarness, FREE } from './support/harness';

describe('conversation: stopping a reply', () => {
  const t = conversationHarness();
  const { gql, learner, remaining, start, send, messages, jobsOf, completed } = t;

  it('stops a reply for its owner only (a flag for the worker), stores the partial reply marked stopped, keeps the charge; stopping an ended reply is a no-op', async () => {
    const nour = await learner();
    const other = await learner();
    const conv = await start(nour);
    const replyId = `${conv.id}_1700000000009`;
    await send(nour, conv.id, '1700000000009');
    const STOP = 'mutation($r: ID!) { stopReply(replyId: $r) }';

    // Someone else's reply reads as none (and nothing is flagged); so does a reply id that names nothing.
    expect((await gql(other, STOP, { r: replyId })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await gql(nour, STOP, { r: `${conv.id}_nope` })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await isReplyStopRequested(t.redis, replyId)).toBe(false);

    // The owner's stop flags the reply for whichever worker writes it; again, it changes nothing more.
    expect((await gql(nour, STOP, { r: replyId })).data).toEqual({ stopReply: true });
    expect((await gql(nour, STOP, { r: replyId })).data).toEqual({ stopReply: true });
    expect(await isReplyStopRequested(t.redis, replyId)).toBe(true);

    // The worker announces the partial reply as stopped (delivered twice: stored once).
    const [job] = await jobsOf(replyId);
    await completed(job!.data, 'A force is', { stopped: true });
    await completed(job!.data, 'A force is', { stopped: true });
    await eventually(
      () => messages(conv.id),
      (rows) => rows.length === 2 && rows[0]!.status === 'replied',
    );
    const read = await gql(
      nour,
      'query($id: ID!) { conversation(id: $id) { messages { id content stopped } } }',
      {
        id: conv.id,
      },
    );
    expect(read.data!.conversation.messages).toEqual([
      { id: '1700000000009', content: 'What is a force?', stopped: false },
      { id: '1700000000009-reply', content: 'A force is', stopped: true },
    ]);
    // ADR 8: a stopped reply is charged.
    expect(await remaining(nour)).toBe(FREE - 1);

    // Ended: stopping is a no-op for the owner and still NOT_FOUND for anyone else.
    expect((await gql(nour, STOP, { r: replyId })).data).toEqual({ stopReply: false });
    expect((await gql(other, STOP, { r: replyId })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await messages(conv.id)).toHaveLength(2);
    expect(await remaining(nour)).toBe(FREE - 1);
  });
});
