import { Browser, eventually, signedUp, readSse, type SseEvent, startTestSystem } from '@tutor/test-kit';

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath message { id sender content status } plan { isSubscribed remainingMessages } } }`;
const MESSAGES = 'query($id: ID!) { conversation(id: $id) { messages { id sender content status } } }';
const REMAINING = '{ me { remainingMessages } }';
const textOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');

describe('tutoring: conversations and streamed replies (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let alice: Awaited<ReturnType<typeof signedUp>>;
  let conversationId: string;
  /** Alice's first reply's stream path, with her stream token. */
  let aliceStreamPath: string;
  beforeAll(async () => {
    system = await startTestSystem('tutoring', {
      FREE_MESSAGES: '6',
      DEV_MODEL_TTFT_MS: '100',
      DEV_MODEL_TOKENS_PER_SECOND: '40',
      JOB_LOCK_MS: '2000',
      // These tests send faster than a learner may (limits.test.ts covers the limits).
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    alice = await signedUp(system.gateway, 'alice@tutor.test', 'Alice');
    await alice.gql('mutation { setLanguage(language: "en") { id } }');
    await alice.gql('mutation { setUserType(userType: "student") { id } }');
    await alice.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
    await eventually(
      () => alice.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === 6,
    );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('serves the catalog: subjects by stage and year, languages, projects and starter questions', async () => {
    const { data } =
      await alice.gql(`{ subjects(stage: "First Secondary", year: "1") { subjects { id name nameEn } unsupportedStage }
      programmingLanguages { id name route } projects(languageId: "python") { slug } en: starterQuestions(languageId: "Cpp", locale: "en")
      ar: starterQuestions(languageId: "python", locale: "ar") }`);
    expect(data!.subjects.unsupportedStage).toBe(false);
    expect(data!.subjects.subjects).toContainEqual({
      id: 'high-1-physics',
      name: 'الفيزياء',
      nameEn: 'Physics',
    });
    expect(data!.programmingLanguages.map((l: { name: string }) => l.name)).toEqual([
      'Python',
      'JavaScript',
      'Java',
      'C#',
      'C++',
      'PHP',
      'TypeScript',
    ]);
    expect(data!.projects.map((p: { slug: string }) => p.slug)).toContain('Calculator');
    expect(data!.en).toHaveLength(4);
    expect(data!.en[1]).toMatch(/C\+\+/);
    expect(data!.ar).toHaveLength(4);
    const bad = await alice.gql('{ subjects(stage: "university", year: "1") { unsupportedStage } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'stage' });
  });

  it('streams a reply in order, resumes after a reconnect without repeats, persists it and charges one credit', async () => {
    const started = await alice.gql(
      'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id title subjectName } }',
    );
    expect(started.data!.startConversation).toMatchObject({ title: 'Physics', subjectName: 'Physics' });
    conversationId = started.data!.startConversation.id;
    const sent = await alice.gql(SEND, {
      c: conversationId,
      m: '1700000000001',
      t: '  What is Newton’s second law?  ',
    });
    expect(sent.errors).toBeUndefined();
    const { replyId, streamPath, message, plan } = sent.data!.sendMessage;
    aliceStreamPath = streamPath;
    expect(message).toEqual({
      id: '1700000000001',
      sender: 'student',
      content: 'What is Newton’s second law?',
      status: 'sent',
    });
    expect(plan.remainingMessages).toBe(5);

    const first = await readSse(alice.browser, `${system.gateway}${streamPath}`, {
      stop: (ev) => ev.filter((e) => e.event === 'chunk').length >= 5,
    });
    expect(first.status).toBe(200);
    const lastSeen = first.events[first.events.length - 1]!.id;
    const rest = await readSse(alice.browser, `${system.gateway}${streamPath}`, { lastEventId: lastSeen });
    const all = [...first.events, ...rest.events];
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length); // no repeats
    expect(rest.events[rest.events.length - 1]!.event).toBe('done');
    expect(all.filter((e) => e.event === 'chunk').length).toBeGreaterThan(10);

    // `done` means stored (ADR 14): read once, at the moment the client has seen it, never polled.
    const messages = await alice.gql(MESSAGES, { id: conversationId });
    expect(messages.data!.conversation.messages).toHaveLength(2);
    const [question, reply] = messages.data!.conversation.messages;
    expect(question.status).toBe('replied');
    expect(reply).toMatchObject({ sender: 'model', content: textOf(all) });
    expect(reply.content).toMatch(/\\\(|\\\[/); // math for the renderer
    expect((await alice.gql(REMAINING)).data!.me.remainingMessages).toBe(5);
    expect(replyId).toBe(`${conversationId}_1700000000001`);
  }, 60_000);

  it('answers a retry with the same message id with nothing new: one message, one reply, one charge', async () => {
    const again = await alice.gql(SEND, {
      c: conversationId,
      m: '1700000000001',
      t: 'What is Newton’s second law?',
    });
    expect(again.data!.sendMessage.message.status).toBe('replied');
    const { data } = await alice.gql(MESSAGES, { id: conversationId });
    expect(data!.conversation.messages).toHaveLength(2);
    expect((await alice.gql(REMAINING)).data!.me.remainingMessages).toBe(5);
  });

  it('marks a message failed and refunds its credit when the model cuts the stream half-way', async () => {
    const sent = await alice.gql(SEND, {
      c: conversationId,
      m: '1700000000002',
      t: 'Break please [[fault:cut*3]]',
    });
    expect(sent.data!.sendMessage.plan.remainingMessages).toBe(4);
    const stream = await readSse(alice.browser, `${system.gateway}${sent.data!.sendMessage.streamPath}`);
    expect(stream.events[stream.events.length - 1]!.event).toBe('error');
    const messages = await eventually(
      () => alice.gql(MESSAGES, { id: conversationId }),
      (r) =>
        r.data?.conversation.messages.some(
          (m: { id: string; status: string }) => m.id === '1700000000002' && m.status === 'failed',
        ),
    );
    expect(
      messages.data!.conversation.messages.filter((m: { sender: string }) => m.sender === 'model'),
    ).toHaveLength(1);
    await eventually(
      () => alice.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === 5,
    );
  }, 60_000);

  it('recovers a reply whose worker was killed mid-stream: exactly one reply is persisted', async () => {
    const sent = await alice.gql(SEND, {
      c: conversationId,
      m: '1700000000003',
      t: 'Explain acceleration slowly',
    });
    const streamPath = sent.data!.sendMessage.streamPath;
    await readSse(alice.browser, `${system.gateway}${streamPath}`, {
      stop: (ev) => ev.filter((e) => e.event === 'chunk').length >= 3,
    });
    await system.kill('inference-worker', 'SIGKILL');
    await system.restart('inference-worker');
    const stream = await readSse(alice.browser, `${system.gateway}${streamPath}`);
    const events = stream.events;
    expect(events[events.length - 1]!.event).toBe('done');
    expect(events.some((e) => e.event === 'reset')).toBe(true);
    const afterReset = events.slice(events.map((e) => e.event).lastIndexOf('reset') + 1);
    const messages = await alice.gql(MESSAGES, { id: conversationId }); // stored before `done` (ADR 14)
    const replies = messages.data!.conversation.messages.filter((m: { id: string }) =>
      m.id.startsWith('1700000000003'),
    );
    expect(replies).toHaveLength(2);
    expect(replies[1].content).toBe(textOf(afterReset));
    expect((await alice.gql(REMAINING)).data!.me.remainingMessages).toBe(4);
  }, 90_000);

  it('answers a failed message on Retry with the same id: one reply, charged once again', async () => {
    const failed = await alice.gql(MESSAGES, { id: conversationId });
    expect(
      failed.data!.conversation.messages.find((m: { id: string }) => m.id === '1700000000002').status,
    ).toBe('failed');
    const before = (await alice.gql(REMAINING)).data!.me.remainingMessages;
    // Its three attempts (the reply queue's default) were cut; the model answers the fourth.
    const retried = await alice.gql(SEND, { c: conversationId, m: '1700000000002', t: 'ignored on retry' });
    expect(retried.data!.sendMessage.plan.remainingMessages).toBe(before - 1);
    const retriedStream = await readSse(
      alice.browser,
      `${system.gateway}${retried.data!.sendMessage.streamPath}`,
    );
    expect(retriedStream.events.at(-1)!.event).toBe('done');
    const messages = await alice.gql(MESSAGES, { id: conversationId }); // stored before `done` (ADR 14)
    expect(
      messages.data!.conversation.messages.filter((m: { id: string }) => m.id.startsWith('1700000000002')),
    ).toHaveLength(2);
    expect((await alice.gql(REMAINING)).data!.me.remainingMessages).toBe(before - 1);
  }, 60_000);

  it('reads a reply aloud with no OpenAI key (espeak-ng): a WAV per language whose length follows the text', async () => {
    const SPEAK =
      'mutation($t: String!, $l: String!) { synthesizeSpeech(text: $t, language: $l) { url contentType } }';
    /** The audio's duration in seconds, from its RIFF header (espeak-ng: one 16-bit PCM data chunk). */
    const speak = async (text: string, language: 'en' | 'ar') => {
      const speech = await alice.gql(SPEAK, { t: text, l: language });
      expect(speech.errors).toBeUndefined();
      const res = await alice.browser.request(`${system.gateway}${speech.data!.synthesizeSpeech.url}`);
      expect(res.headers.get('content-type')).toMatch(/audio\/wav/);
      const audio = Buffer.from(await res.arrayBuffer());
      expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(audio.subarray(8, 12).toString('latin1')).toBe('WAVE');
      expect(audio.readUInt16LE(20)).toBe(1); // PCM
      expect(audio.readUInt32LE(24)).toBe(22_050); // espeak-ng's rate (the development model's tones are 16 kHz)
      expect(audio.subarray(36, 40).toString('latin1')).toBe('data');
      expect(audio.readUInt32LE(40)).toBe(audio.length - 44);
      return audio.readUInt32LE(40) / audio.readUInt32LE(28); // data bytes / bytes per second
    };
    const short = await speak('## Hello', 'en');
    const long = await speak('## Hello\n**Newton** says \\( F = ma \\) and \\( a^2 + b^2 = c^2 \\)', 'en');
    expect(short).toBeGreaterThan(0.2);
    expect(long).toBeGreaterThan(short * 3);
    const shortAr = await speak('مرحبا', 'ar');
    const longAr = await speak('مرحبا، يقول **نيوتن** إن \\( F = ma \\) وإن \\( a^2 + b^2 = c^2 \\)', 'ar');
    expect(shortAr).toBeGreaterThan(0.2);
    expect(longAr).toBeGreaterThan(shortAr * 3);

    const tooLong = await alice.gql(SPEAK, { t: 'a'.repeat(50_001), l: 'ar' });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    expect(tooLong.errors?.[0]?.message).toBe('هذا النص أطول من أن يُقرأ بصوت عالٍ');
  }, 60_000);

  it('keeps a conversation, its messages and its stream from everyone but its owner', async () => {
    const mallory = await signedUp(system.gateway, 'mallory@tutor.test', 'Mallory');
    expect((await mallory.gql(MESSAGES, { id: conversationId })).data!.conversation).toBeNull();
    const send = await mallory.gql(SEND, { c: conversationId, m: '1', t: 'hello' });
    expect(send.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rename = await mallory.gql(
      `mutation { renameConversation(id: "${conversationId}", title: "mine") { id } }`,
    );
    expect(rename.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const del = await mallory.gql(`mutation { deleteConversation(id: "${conversationId}") }`);
    expect(del.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Alice's link (with her stream token) is no use to anyone else; without a token nobody gets in.
    expect((await readSse(mallory.browser, `${system.gateway}${aliceStreamPath}`)).status).toBe(403);
    const stream = await readSse(
      mallory.browser,
      `${system.gateway}/streams/replies/${conversationId}_1700000000001`,
    );
    expect(stream.status).toBe(401);
    expect(
      (await readSse(new Browser(), `${system.gateway}/streams/replies/${conversationId}_1700000000001`))
        .status,
    ).toBe(401);
    expect(
      (await alice.gql(MESSAGES, { id: conversationId })).data!.conversation.messages.length,
    ).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('refuses an oversized or non-image upload with a clear error, storing nothing', async () => {
    const before = (await alice.gql(MESSAGES, { id: conversationId })).data!.conversation.messages.length;
    const remaining = (await alice.gql(REMAINING)).data!.me.remainingMessages;
    const IMAGE =
      'mutation($c: ID!, $i: String!) { sendImage(conversationId: $c, messageId: "img-1", imageBase64: $i) { replyId } }';
    const text = await alice.gql(IMAGE, {
      c: conversationId,
      i: Buffer.from('just some text, not a picture').toString('base64'),
    });
    expect(text.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    const big = await alice.browser.json('POST', `${system.gateway}/graphql`, {
      query: IMAGE,
      variables: { c: conversationId, i: huge.toString('base64') },
    });
    expect(big.status).toBe(413);
    expect((await alice.gql(MESSAGES, { id: conversationId })).data!.conversation.messages.length).toBe(
      before,
    );
    expect((await alice.gql(REMAINING)).data!.me.remainingMessages).toBe(remaining);
  });

  it('refuses a free learner without credits with the spec’s message, storing and queueing nothing', async () => {
    const bob = await signedUp(system.gateway, 'bob@tutor.test', 'Bob');
    await eventually(
      () => bob.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === 6,
    );
    const conv = (
      await bob.gql(
        'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id languageName } }',
      )
    ).data!.startConversation;
    expect(conv.languageName).toBe('Python');
    for (let i = 0; i < 6; i++)
      expect((await bob.gql(SEND, { c: conv.id, m: `b${i}`, t: `question ${i}` })).errors).toBeUndefined();
    const refused = await bob.gql(SEND, { c: conv.id, m: 'b-last', t: 'one more' });
    expect(refused.errors?.[0]).toMatchObject({
      message: "You've used all your free messages. Please upgrade your account.",
      extensions: { code: 'NO_CREDITS' },
    });
    const { data } = await bob.gql(MESSAGES, { id: conv.id });
    expect(data!.conversation.messages.some((m: { id: string }) => m.id === 'b-last')).toBe(false);
    const empty = await bob.gql(SEND, { c: conv.id, m: 'blank', t: '   ' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
  }, 90_000);

  it('renames (not to blank) and deletes a conversation', async () => {
    const blank = await alice.gql(
      `mutation { renameConversation(id: "${conversationId}", title: "   ") { id } }`,
    );
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    const renamed = await alice.gql(
      `mutation { renameConversation(id: "${conversationId}", title: "Mechanics") { title } }`,
    );
    expect(renamed.data!.renameConversation.title).toBe('Mechanics');
    expect(
      (await alice.gql(`mutation { deleteConversation(id: "${conversationId}") }`)).data!.deleteConversation,
    ).toBe(true);
    expect((await alice.gql('{ conversations(kind: SCHOOL) { id } }')).data!.conversations).toEqual([]);
  });
});
