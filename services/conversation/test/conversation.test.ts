import { eventually } from '@tutor/test-kit';
import { randomUUID } from 'node:crypto';
import {
  isReplyStopRequested,
  replyJobIdOf,
  ReplyCompletedSchema,
  ReplyFailedSchema,
  TOPICS,
  UserDeletedSchema,
  UserProfileUpdatedSchema,
  UserRegisteredSchema,
  verifyReplyStreamToken,
  type ReplyJobData,
} from '@tutor/contracts';
import { createBillingClient } from '@tutor/billing/client';
import { service as billingService } from '@tutor/billing/service';
import {
  createQueue,
  createRedis,
  encodeEvent,
  signIdentity,
  startService,
  type EventBus,
  type Redis,
} from '@tutor/service-runtime';
import type { Queue } from 'bullmq';
import pg from 'pg';
import { sendMessage } from '../src/domain/send';
import { service as conversationService } from '../src/service';
import { removeQueues, testEventBus } from '../../../packages/service-runtime/test/support';

/**
 * The conversation subgraph in-process with the real billing service, PostgreSQL, Redis and the event bus. The
 * test acts as the gateway (signed identities) and as the inference worker (it reads the queued jobs and
 * publishes ReplyCompleted / ReplyFailed).
 */
const secret = 'conversation-test-secret-0123';
const prefix = `tutor_test_conv_${randomUUID().slice(0, 6)}_`;
const namespace = prefix.replace(/_+$/, '').replace(/_/g, '-');
const FREE = 4;

type Gql = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions: { code: string; field?: string } }[];
};

describe('conversation service', () => {
  let billing: Awaited<ReturnType<typeof startService>>;
  let conversation: Awaited<ReturnType<typeof startService>>;
  let bus: EventBus;
  let redis: Redis;
  let queue: Queue;
  let url: string;

  const gql = async (user: { id: string }, query: string, variables: object = {}): Promise<Gql> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-identity': signIdentity(
          { issuer: 'gateway', user: { id: user.id, email: `${user.id}@tutor.test`, role: 'User' } },
          secret,
        ),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Gql;
  };

  const publish = async (topic: string, key: string, bytes: Uint8Array) =>
    bus.publish(topic, [{ key, value: bytes }]);

  /** A learner as identity announces them (billing gives them the free plan from the same event). */
  async function learner(
    profile: { language?: string; educationalStage?: string; academicYear?: string } = {},
  ) {
    const id = randomUUID();
    const meta = { aggregateId: id, producer: 'test' };
    await publish(
      TOPICS.identityUser,
      id,
      encodeEvent(UserRegisteredSchema, { userId: id, email: `${id}@tutor.test`, name: 'Nour' }, meta).bytes,
    );
    await publish(
      TOPICS.identityUser,
      id,
      encodeEvent(
        UserProfileUpdatedSchema,
        {
          userId: id,
          email: `${id}@tutor.test`,
          name: 'Nour',
          language: profile.language ?? 'en',
          userType: 'student',
          learningDomain: 'school',
          educationalStage: profile.educationalStage ?? 'high',
          academicYear: profile.academicYear ?? '1',
        },
        meta,
      ).bytes,
    );
    const user = { id };
    await eventually(
      () => remaining(user),
      (n) => n === FREE,
    );
    await eventually(
      async () =>
        (await conversation.pool.query('SELECT language FROM learners WHERE user_id = $1', [id])).rows[0],
      (row) => row?.language === (profile.language ?? 'en'),
    );
    return user;
  }

  const remaining = async (user: { id: string }) =>
    (
      await billing.pool.query<{ remaining_messages: number }>(
        'SELECT remaining_messages FROM plans WHERE user_id = $1',
        [user.id],
      )
    ).rows[0]?.remaining_messages;

  const start = async (user: { id: string }, args = 'kind: SCHOOL, subjectId: "high-1-physics"') =>
    (await gql(user, `mutation { startConversation(${args}) { id title subjectName subjectNameAr } }`)).data!
      .startConversation as { id: string; title: string; subjectName: string; subjectNameAr: string };

  const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
    replyId streamPath message { id status content } plan { remainingMessages isSubscribed } } }`;
  const send = (user: { id: string }, c: string, m: string, t = 'What is a force?') =>
    gql(user, SEND, { c, m, t });

  const messages = async (c: string) =>
    (
      await conversation.pool.query<{ id: string; sender: string; status: string; attempt: number }>(
        'SELECT id, sender, status, attempt FROM messages WHERE conversation_id = $1 ORDER BY created_at, sender DESC',
        [c],
      )
    ).rows;

  /** Every reply job of one reply (any attempt), whatever its state. */
  const jobsOf = async (replyId: string) =>
    (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized'])).filter(
      (j) => j.id === replyId || j.id?.startsWith(`${replyId}+`),
    );

  const completed = (
    job: ReplyJobData,
    content = 'A force is a push or a pull: \\( F = ma \\).',
    { stopped = false } = {},
  ) =>
    publish(
      TOPICS.tutoringReply,
      job.conversationId,
      encodeEvent(
        ReplyCompletedSchema,
        {
          replyId: job.replyId,
          conversationId: job.conversationId,
          userId: job.userId,
          content,
          model: 'test',
          stopped,
        },
        { aggregateId: job.conversationId, producer: 'test' },
      ).bytes,
    );
  const failedEvent = (job: Pick<ReplyJobData, 'replyId' | 'conversationId' | 'userId'>) =>
    encodeEvent(
      ReplyFailedSchema,
      { replyId: job.replyId, conversationId: job.conversationId, userId: job.userId, reason: 'cut' },
      { aggregateId: job.conversationId, producer: 'test' },
    ).bytes;

  beforeAll(async () => {
    const env = {
      ...process.env,
      INTERNAL_SECRET: secret,
      DATABASE_PREFIX: prefix,
      NAMESPACE: namespace,
      LOG_LEVEL: 'silent',
      FREE_MESSAGES: String(FREE),
      BILLING_PORT: '0',
      CONVERSATION_PORT: '0',
      IMAGE_MAX_BYTES: '2048',
      MESSAGE_MAX_CHARS: '200',
    };
    billing = await startService(billingService, env);
    conversation = await startService(conversationService, {
      ...env,
      BILLING_URL: `http://127.0.0.1:${billing.port}/graphql`,
    });
    url = `http://127.0.0.1:${conversation.port}/graphql`;
    bus = testEventBus(namespace);
    redis = createRedis(process.env.REDIS_URL!);
    queue = createQueue('reply', redis, namespace);
  }, 60_000);

  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    redis?.disconnect();
    await bus?.close();
    await conversation?.stop();
    await billing?.stop();
    await removeQueues(namespace); // billing's expiry sweep scheduler
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    for (const name of ['billing', 'conversation'])
      await admin.query(`DROP DATABASE IF EXISTS "${prefix}${name}" WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('queues one reply job with the learner, the topic in their language and the history; charges one credit', async () => {
    const nour = await learner({ language: 'ar', educationalStage: 'middle', academicYear: '2' });
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
    expect(verifyReplyStreamToken(streamPath.searchParams.get('token') ?? '', secret)).toMatchObject({
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
      },
      topic: { domain: 'school', subjectName: 'العلوم' },
      history: [{ role: 'user', content: 'ما هي القوة؟' }],
    });
    expect(await remaining(nour)).toBe(FREE - 1);
  });

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

  it('describes subjects, languages and projects in both languages', async () => {
    const nour = await learner();
    const { data } = await gql(
      nour,
      `{ subjects(stage: "high", year: "1") { subjects { id description descriptionAr } }
         programmingLanguages { id description descriptionAr } projects(languageId: "python") { titleAr descriptionAr } }`,
    );
    const physics = data!.subjects.subjects.find((s: { id: string }) => s.id === 'high-1-physics');
    expect(physics).toEqual({
      id: 'high-1-physics',
      description: 'Motion, waves, electricity and modern physics',
      descriptionAr: 'الحركة والموجات والكهرباء والفيزياء الحديثة',
    });
    for (const item of [...data!.subjects.subjects, ...data!.programmingLanguages, ...data!.projects])
      expect(item.descriptionAr).toMatch(/[\u0600-\u06FF]/);
    for (const project of data!.projects) expect(project.titleAr).toMatch(/[\u0600-\u06FF]/);
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
    expect(await isReplyStopRequested(redis, replyId)).toBe(false);

    // The owner's stop flags the reply for whichever worker writes it; again, it changes nothing more.
    expect((await gql(nour, STOP, { r: replyId })).data).toEqual({ stopReply: true });
    expect((await gql(nour, STOP, { r: replyId })).data).toEqual({ stopReply: true });
    expect(await isReplyStopRequested(redis, replyId)).toBe(true);

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

  it('refuses a free learner without credits with the spec’s message, storing and queueing nothing', async () => {
    const nour = await learner();
    const conv = await start(nour);
    for (let i = 0; i < FREE; i++) expect((await send(nour, conv.id, `m${i}`)).errors).toBeUndefined();
    const refused = await send(nour, conv.id, 'm-last');
    expect(refused.errors?.[0]).toMatchObject({
      message: "You've used all your free messages. Please upgrade your account.",
      extensions: { code: 'NO_CREDITS' },
    });
    expect((await messages(conv.id)).map((m) => m.id)).not.toContain('m-last');
    expect(await jobsOf(`${conv.id}_m-last`)).toHaveLength(0);
    expect(await remaining(nour)).toBe(0);
  });

  it('refuses to send when billing cannot be reached, storing and queueing nothing', async () => {
    const nour = await learner();
    const conv = await start(nour);
    const unreachable = createBillingClient('http://127.0.0.1:9', secret, 'conversation', 2000);
    const deps = {
      pool: conversation.pool,
      redis: conversation.redis,
      billing: unreachable,
      queue,
      config: conversation.config as never,
    };
    await expect(
      sendMessage(deps, nour.id, { conversationId: conv.id, messageId: '42', content: 'hello' }),
    ).rejects.toMatchObject({ code: 'BILLING_UNAVAILABLE' });
    expect(await messages(conv.id)).toEqual([]);
    expect(await jobsOf(`${conv.id}_42`)).toHaveLength(0);
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
        (await conversation.pool.query('SELECT count(*) FROM images WHERE conversation_id = $1', [conv.id]))
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
    expect(job!.data.topic).toEqual({ domain: 'programming', languageName: 'Python' });
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
        (await conversation.pool.query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [nour.id])).rows[0]
          .count,
      );
    await eventually(
      () => count('learners'),
      (n) => n === 0,
    );
    for (const table of ['conversations', 'messages', 'images']) expect(await count(table)).toBe(0);
  });
});
