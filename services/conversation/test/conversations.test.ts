import { TOPICS, UserDeletedSchema } from '@tutor/contracts';
import { encodeEvent } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { conversationHarness, FREE } from './support/harness';

describe("conversation: a learner's conversations: reopened, listed, private, purged", () => {
  const t = conversationHarness();
  const { gql, publish, learner, remaining, start, send, messages } = t;

  it('reopens the empty conversation of a subject instead of starting another; a used one starts a new one', async () => {
    const nour = await learner();
    const first = await start(nour);
    expect(await start(nour)).toEqual(first); // the second click on Physics: the same, still empty, conversation
    const general = await start(nour, 'kind: SCHOOL');
    expect(general.id).not.toBe(first.id); // only subject conversations are reopened
    expect((await start(nour, 'kind: SCHOOL, subjectId: "high-1-chemistry"')).id).not.toBe(first.id);
    expect((await send(nour, first.id, '1700000000009')).errors).toBeUndefined();
    const next = await start(nour); // the first one has a message now: a fresh conversation
    expect(next.id).not.toBe(first.id);
    expect(await start(nour)).toEqual(next);
    const other = await learner(); // never someone else's
    expect((await start(other)).id).not.toBe(next.id);
  });
  it('keeps a conversation from everyone but its owner: NOT_FOUND or null on every path', async () => {
    const nour = await learner();
    const omar = await learner();
    const conv = await start(nour);
    await send(nour, conv.id, '1700000000006');
    const replyId = `${conv.id}_1700000000006`;
    expect(
      (await gql(omar, 'query($id: ID!) { conversation(id: $id) { id } }', { id: conv.id })).data!
        .conversation,
    ).toBeNull();
    expect(
      (await gql(omar, 'query($id: ID!) { reply(id: $id) { id } }', { id: replyId })).data!.reply,
    ).toBeNull();
    expect((await send(omar, conv.id, '1700000000007')).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await send(omar, conv.id, '1700000000006')).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    for (const mutation of [
      `renameConversation(id: "${conv.id}", title: "mine") { id }`,
      `deleteConversation(id: "${conv.id}")`,
      `sendImage(conversationId: "${conv.id}", messageId: "9", imageBase64: "iVBORw0KGgo=") { replyId }`,
    ])
      expect((await gql(omar, `mutation { ${mutation} }`)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // Neither through federation's entity lookups nor through another user's entity.
    const entities = await gql(
      omar,
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Conversation { id messages { content } } ... on User { conversations { id } } } }',
      {
        r: [
          { __typename: 'Conversation', id: conv.id },
          { __typename: 'User', id: nour.id },
        ],
      },
    );
    expect(entities.data!._entities).toEqual([null, { conversations: [] }]);
    expect((await gql(omar, '{ conversations(kind: SCHOOL) { id } }')).data!.conversations).toEqual([]);
    // The owner still has it all.
    expect((await gql(nour, '{ conversations(kind: SCHOOL) { id } }')).data!.conversations).toEqual([
      { id: conv.id },
    ]);
    expect(await messages(conv.id)).toHaveLength(1);
    expect(await remaining(omar)).toBe(FREE);
  });
  it('lists a learner’s conversations by last use: a new message brings its conversation first', async () => {
    const nour = await learner();
    const physics = await start(nour);
    await send(nour, physics.id, '1700000000011');
    const maths = await start(nour, 'kind: SCHOOL, subjectId: "high-1-math"');
    await send(nour, maths.id, '1700000000012');
    const order = async () =>
      (
        await gql(
          nour,
          'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { conversations { id } } } }',
          { r: [{ __typename: 'User', id: nour.id }] },
        )
      ).data!._entities[0].conversations.map((c: { id: string }) => c.id);
    expect(await order()).toEqual([maths.id, physics.id]);
    await send(nour, physics.id, '1700000000013', 'And friction?');
    expect(await order()).toEqual([physics.id, maths.id]);
  });
  it('purges a deleted user’s conversations, messages, images and learner row', async () => {
    const nour = await learner();
    const conv = await start(nour);
    await send(nour, conv.id, '1700000000009');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(10)]);
    await gql(
      nour,
      'mutation($c: ID!, $i: String!) { sendImage(conversationId: $c, messageId: "p", imageBase64: $i) { replyId } }',
      {
        c: conv.id,
        i: png.toString('base64'),
      },
    );
    await publish(
      TOPICS.identityUser,
      nour.id,
      encodeEvent(
        UserDeletedSchema,
        { userId: nour.id, email: `${nour.id}@tutor.test` },
        { aggregateId: nour.id, producer: 'test' },
      ).bytes,
    );
    const count = async (table: string) =>
      Number(
        (await t.conversation.pool.query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [nour.id]))
          .rows[0].count,
      );
    await eventually(
      () => count('learners'),
      (n) => n === 0,
    );
    for (const table of ['conversations', 'messages', 'images']) expect(await count(table)).toBe(0);
  });
});
