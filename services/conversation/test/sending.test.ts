import { verifyReplyStreamToken } from '@tutor/contracts';
import { conversationHarness, FREE } from './support/harness';

describe('conversation: sending a message: the reply job, one charge, the history, what is refused', () => {
  const t = conversationHarness();
  const { gql, learner, remaining, start, send, messages, jobsOf } = t;

  it('queues one reply job with the learner, the topic in their language and the history; charges one credit', async () => {
    const nour = await learner({
      language: 'ar',
      educationalStage: 'middle',
      academicYear: '2',
      grammaticalGender: 'female', // the Arabic prompt addresses her so
    });
    const conv = await start(nour, 'kind: SCHOOL, subjectId: "middle-2-science"');
    expect(conv).toMatchObject({ title: 'Science', subjectName: 'Science', subjectNameAr: 'العلوم' });
    const sent = await send(nour, conv.id, '1700000000001', '  ما هي القوة؟  ');
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendMessage).toMatchObject({
      replyId: `${conv.id}_1700000000001`,
      message: { id: '1700000000001', status: 'sent', content: 'ما هي القوة؟' },
      plan: { remainingMessages: FREE - 1, isSubscribed: false },
    });
    // The stream's path carries a token that names this learner and this reply (ADR 8).
    const streamPath = new URL(sent.data!.sendMessage.streamPath, 'http://gateway');
    expect(streamPath.pathname).toBe(`/streams/replies/${conv.id}_1700000000001`);
    expect(verifyReplyStreamToken(streamPath.searchParams.get('token') ?? '', t.secret)).toMatchObject({
      claims: { userId: nour.id, replyId: `${conv.id}_1700000000001` },
    });
    const [job] = await jobsOf(`${conv.id}_1700000000001`);
    expect(job!.name).toBe('generate-reply');
    expect(job!.data).toMatchObject({
      replyId: `${conv.id}_1700000000001`,
      conversationId: conv.id,
      userId: nour.id,
      learner: {
        name: 'Nour',
        language: 'ar',
        userType: 'student',
        educationalStage: 'middle',
        academicYear: '2',
        gender: 'female',
      },
      topic: { domain: 'school', subjectName: 'العلوم' },
      history: [{ role: 'user', content: 'ما هي القوة؟' }],
      plan: 'free', // the plan the charge was taken on: the reply's cost is kept against it
    });
    expect(await remaining(nour)).toBe(FREE - 1);
  });
  it('stores, charges and queues a message once however many times it is sent at the same moment', async () => {
    const nour = await learner();
    const conv = await start(nour);
    const results = await Promise.all(Array.from({ length: 6 }, () => send(nour, conv.id, '1700000000002')));
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(await messages(conv.id)).toEqual([
      { id: '1700000000002', sender: 'student', status: 'sent', attempt: 1 },
    ]);
    expect(await jobsOf(`${conv.id}_1700000000002`)).toHaveLength(1);
    expect(await remaining(nour)).toBe(FREE - 1);
  });
  it("a long conversation's reply job carries only its last 40 turns: the answered ones before, then the new message", async () => {
    const nour = await learner();
    const conv = await start(nour);
    // 50 answered turns and their replies, with a failed message among them, a minute apart, written directly.
    const rows: [string, string, string, string][] = [];
    for (let i = 0; i < 50; i++) {
      rows.push([`17000000${String(i).padStart(5, '0')}`, 'student', `question ${i}`, 'replied']);
      rows.push([`17000000${String(i).padStart(5, '0')}-reply`, 'model', `answer ${i}`, 'replied']);
      if (i === 45) rows.push(['1700000099999', 'student', 'never answered', 'failed']);
    }
    await t.conversation.pool.query(
      `INSERT INTO messages (conversation_id, id, user_id, sender, content, status, created_at)
       SELECT $1, id, $2, sender, content, status, now() - interval '1 day' + n * interval '1 minute'
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS r(id, sender, content, status, n)`,
      [conv.id, nour.id, ...[0, 1, 2, 3].map((c) => rows.map((r) => r[c]))],
    );
    await send(nour, conv.id, '1800000000000', 'And now?');
    const [job] = await jobsOf(`${conv.id}_1800000000000`);
    const earlier = rows.filter((r) => r[3] === 'replied').slice(-39);
    expect(job!.data.history).toEqual([
      ...earlier.map(([, sender, content]) => ({ role: sender === 'model' ? 'assistant' : 'user', content })),
      { role: 'user', content: 'And now?' },
    ]);
    expect(job!.data.history[0]).toEqual({ role: 'assistant', content: 'answer 30' });
  });
  it('validates what is sent: message id, blank and over-long text, names', async () => {
    const nour = await learner();
    const conv = await start(nour);
    const cases: [string, string, string][] = [
      ['has space', 'hi', 'messageId'],
      ['1700-reply', 'hi', 'messageId'],
      ['x'.repeat(61), 'hi', 'messageId'],
      ['1', '   \n ', 'content'],
      ['2', 'x'.repeat(201), 'content'],
    ];
    for (const [m, t, field] of cases)
      expect((await send(nour, conv.id, m, t)).errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    const long = await gql(
      nour,
      `mutation { renameConversation(id: "${conv.id}", title: "${'n'.repeat(101)}") { id } }`,
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    const renamed = await gql(
      nour,
      `mutation { renameConversation(id: "${conv.id}", title: "  Forces  ") { title } }`,
    );
    expect(renamed.data!.renameConversation.title).toBe('Forces');
    expect(await messages(conv.id)).toEqual([]);
    expect(await remaining(nour)).toBe(FREE);
  });
  it('keeps an image with the conversation and passes it to the reply job; refuses oversized and non-images, storing nothing', async () => {
    const nour = await learner();
    const conv = await start(nour, 'kind: PROGRAMMING, languageId: "python"');
    const IMAGE = `mutation($c: ID!, $m: ID!, $i: String!) { sendImage(conversationId: $c, messageId: $m, imageBase64: $i, caption: "What is wrong?") {
      replyId message { id content } } }`;
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 7)]);
    const tooBig = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(3000)]);
    const text = Buffer.from('print("hello")');
    expect(
      (await gql(nour, IMAGE, { c: conv.id, m: 'big', i: tooBig.toString('base64') })).errors?.[0],
    ).toMatchObject({
      message: expect.stringMatching(/larger than/),
      extensions: { code: 'PAYLOAD_TOO_LARGE', field: 'image' },
    });
    expect(
      (await gql(nour, IMAGE, { c: conv.id, m: 'txt', i: text.toString('base64') })).errors?.[0],
    ).toMatchObject({
      message: 'Only PNG, JPEG, WebP and GIF images can be sent',
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    const images = async () =>
      Number(
        (await t.conversation.pool.query('SELECT count(*) FROM images WHERE conversation_id = $1', [conv.id]))
          .rows[0].count,
      );
    expect(await images()).toBe(0);
    expect(await messages(conv.id)).toEqual([]);
    expect(await remaining(nour)).toBe(FREE);

    const sent = await gql(nour, IMAGE, {
      c: conv.id,
      m: 'img',
      i: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(sent.data!.sendImage.message).toEqual({ id: 'img', content: 'What is wrong?' });
    expect(await images()).toBe(1);
    const [job] = await jobsOf(`${conv.id}_img`);
    expect(job!.data.image).toEqual({ mimeType: 'image/png', base64: png.toString('base64') });
    expect(job!.data.topic).toEqual({ domain: 'programming', languageName: 'Python', languageId: 'python' });
  });
});
