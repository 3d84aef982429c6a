import { ReplyCompletedSchema, replyJobIdOf, TOPICS } from '@tutor/contracts';
import { encodeEvent } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { conversationHarness, FREE } from './support/harness';

describe("conversation: the reply's outcome from the worker's events: stored once, failed and refunded, retried", () => {
  const t = conversationHarness();
  const { gql, publish, learner, remaining, start, send, messages, jobsOf, completed, failedEvent } = t;

  it('persists one reply per message from ReplyCompleted, however often it is announced, and builds on it', async () => {
    const nour = await learner();
    const conv = await start(nour);
    await send(nour, conv.id, '1700000000003');
    const [job] = await jobsOf(`${conv.id}_1700000000003`);
    await completed(job!.data);
    await completed(job!.data, 'a second announcement of the same reply');
    await eventually(
      () => messages(conv.id),
      (rows) => rows.length === 2,
    );
    const read = await gql(
      nour,
      'query($id: ID!) { conversation(id: $id) { messages { id sender content status } } }',
      { id: conv.id },
    );
    expect(read.data!.conversation.messages).toEqual([
      { id: '1700000000003', sender: 'student', content: 'What is a force?', status: 'replied' },
      {
        id: '1700000000003-reply',
        sender: 'model',
        content: 'A force is a push or a pull: \\( F = ma \\).',
        status: 'replied',
      },
    ]);
    // The next message's job carries the conversation so far.
    await send(nour, conv.id, '1700000000004', 'And mass?');
    const [next] = await jobsOf(`${conv.id}_1700000000004`);
    expect(next!.data.history).toEqual([
      { role: 'user', content: 'What is a force?' },
      { role: 'assistant', content: 'A force is a push or a pull: \\( F = ma \\).' },
      { role: 'user', content: 'And mass?' },
    ]);
    // Sending an answered message again changes nothing.
    const again = await send(nour, conv.id, '1700000000003');
    expect(again.data!.sendMessage.message.status).toBe('replied');
    expect(await remaining(nour)).toBe(FREE - 2);
  });
  it('marks a message failed and refunds it on ReplyFailed (once, however often delivered); Retry charges once and queues one new attempt', async () => {
    const nour = await learner();
    const conv = await start(nour);
    const replyId = `${conv.id}_1700000000005`;
    await send(nour, conv.id, '1700000000005');
    expect(await remaining(nour)).toBe(FREE - 1);
    const event = failedEvent({ replyId, conversationId: conv.id, userId: nour.id });
    await publish(TOPICS.tutoringReply, conv.id, event);
    await publish(TOPICS.tutoringReply, conv.id, event);
    await eventually(
      () => messages(conv.id),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(await remaining(nour)).toBe(FREE);
    const reply = await gql(nour, 'query($id: ID!) { reply(id: $id) { status streamPath } }', {
      id: replyId,
    });
    expect(reply.data!.reply).toEqual({ status: 'failed', streamPath: `/streams/replies/${replyId}` });

    // Three Retries at once: one new attempt, one charge.
    const retries = await Promise.all(
      Array.from({ length: 3 }, () => send(nour, conv.id, '1700000000005', 'ignored on retry')),
    );
    for (const r of retries) expect(r.errors).toBeUndefined();
    expect(await messages(conv.id)).toEqual([
      { id: '1700000000005', sender: 'student', status: 'sent', attempt: 2 },
    ]);
    const jobs = await jobsOf(replyId);
    expect(jobs.map((j) => j.id).sort()).toEqual([replyId, replyJobIdOf(replyId, 2)]);
    expect(await remaining(nour)).toBe(FREE - 1);

    await completed(jobs.find((j) => j.id === replyJobIdOf(replyId, 2))!.data);
    await eventually(
      () => messages(conv.id),
      (rows) => rows.length === 2 && rows[0]!.status === 'replied',
    );
    expect(await remaining(nour)).toBe(FREE - 1);
  });
  it('stores nothing from ReplyCompleted once its conversation was deleted', async () => {
    const nour = await learner();
    const gone = await start(nour);
    await send(nour, gone.id, '1700000000009');
    const [job] = await jobsOf(`${gone.id}_1700000000009`);
    await gql(nour, `mutation { deleteConversation(id: "${gone.id}") }`);
    await completed(job!.data);
    // A reply of a live conversation behind it on the same partition (same key): once that one is stored, the
    // first has been handled.
    const live = await start(nour);
    await send(nour, live.id, '1700000000010');
    const [liveJob] = await jobsOf(`${live.id}_1700000000010`);
    const { replyId, conversationId, userId } = liveJob!.data;
    await publish(
      TOPICS.tutoringReply,
      gone.id,
      encodeEvent(
        ReplyCompletedSchema,
        {
          replyId,
          conversationId,
          userId,
          content: 'Mass is how much matter.',
          model: 'test',
          stopped: false,
        },
        { aggregateId: gone.id, producer: 'test' },
      ).bytes,
    );
    await eventually(
      () => messages(live.id),
      (rows) => rows.length === 2,
    );
    expect(await messages(gone.id)).toEqual([]);
  });
  it('gives the credit back when a reply fails after its conversation was deleted', async () => {
    const nour = await learner();
    const conv = await start(nour);
    await send(nour, conv.id, '1700000000008');
    expect(await remaining(nour)).toBe(FREE - 1);
    expect(
      (await gql(nour, `mutation { deleteConversation(id: "${conv.id}") }`)).data!.deleteConversation,
    ).toBe(true);
    await publish(
      TOPICS.tutoringReply,
      conv.id,
      failedEvent({ replyId: `${conv.id}_1700000000008`, conversationId: conv.id, userId: nour.id }),
    );
    await eventually(
      () => remaining(nour),
      (n) => n === FREE,
    );
  });
});
