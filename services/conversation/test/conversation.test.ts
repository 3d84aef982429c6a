import { eventually } from '@tutor/test-kit';
import { randomUUID } from 'node:crypto';
import {
  ConversationModeChangedSchema,
  ConversationStartedSchema,
  isReplyStopRequested,
  LearnerReinstatedSchema,
  LearnerSuspendedSchema,
  MessageSentSchema,
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
import { outboxEvents, removeQueues, testEventBus } from '../../../packages/service-runtime/test/support';

/**
 * The conversation subgraph in-process with the real billing service, PostgreSQL, Redis and the event bus. The
 * test acts as the gateway (signed identities) and as the inference worker (it reads the queued jobs and
 * publishes ReplyCompleted / ReplyFailed).
 */
const secret = 'conversation-test-secret-0123';
const prefix = `tutor_test_conv_${randomUUID().slice(0, 6)}_`;
const namespace = prefix.replace(/_+$/, '').replace(/_/g, '-');
const FREE = 4;
// A 1×1 PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

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
    profile: {
      language?: string;
      educationalStage?: string;
      academicYear?: string;
      grammaticalGender?: string;
    } = {},
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
          grammaticalGender: profile.grammaticalGender ?? '',
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
        grammaticalGender: 'female',
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
    await conversation.pool.query(
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

  it("refuses a suspended learner's send, image and start in their language, storing, charging and queueing nothing; reinstated, they send", async () => {
    const moderation = (schema: typeof LearnerSuspendedSchema | typeof LearnerReinstatedSchema, id: string) =>
      publish(
        TOPICS.adminModeration,
        id,
        encodeEvent(schema, { userId: id, actorId: randomUUID() }, { aggregateId: id, producer: 'test' })
          .bytes,
      );
    const SUSPENDED = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { suspended } } }';
    const suspended = async (user: { id: string }) =>
      (await gql(user, SUSPENDED, { r: [{ __typename: 'User', id: user.id }] })).data!._entities[0]
        .suspended as boolean;
    const [nour, mariam] = [await learner(), await learner({ language: 'ar' })];
    const convs = [await start(nour), await start(mariam)];
    expect(await suspended(nour)).toBe(false);
    await moderation(LearnerSuspendedSchema, nour.id);
    await moderation(LearnerSuspendedSchema, mariam.id);
    await moderation(LearnerSuspendedSchema, mariam.id); // a redelivery changes nothing
    await eventually(() => suspended(mariam), Boolean);
    await eventually(() => suspended(nour), Boolean);

    const reasons = [
      "Your account has been suspended, so you can't send messages for now. Please ask a parent or teacher to contact us.",
      'تم إيقاف حسابك مؤقتًا، لذلك لا يمكنك إرسال الرسائل الآن. اطلب من أحد والديك أو معلمك التواصل معنا.',
    ];
    for (const [i, user] of [nour, mariam].entries()) {
      const conv = convs[i]!;
      const refused = await send(user, conv.id, 'm-suspended');
      expect(refused.errors?.[0]).toMatchObject({ message: reasons[i], extensions: { code: 'FORBIDDEN' } });
      const image = await gql(
        user,
        'mutation($c: ID!, $i: String!) { sendImage(conversationId: $c, messageId: "m-image", imageBase64: $i) { replyId } }',
        { c: conv.id, i: PNG_BASE64 },
      );
      expect(image.errors?.[0]).toMatchObject({ message: reasons[i], extensions: { code: 'FORBIDDEN' } });
      const started = await gql(user, 'mutation { startConversation(kind: SCHOOL) { id } }');
      expect(started.errors?.[0]).toMatchObject({ message: reasons[i], extensions: { code: 'FORBIDDEN' } });
      expect(await messages(conv.id)).toEqual([]);
      expect(await jobsOf(`${conv.id}_m-suspended`)).toHaveLength(0);
      expect(await remaining(user)).toBe(FREE);
    }
    // Only the learner (and the owner) reads it.
    const other = await gql(nour, SUSPENDED, { r: [{ __typename: 'User', id: mariam.id }] });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await moderation(LearnerReinstatedSchema, nour.id);
    await eventually(
      () => suspended(nour),
      (s) => !s,
    );
    expect((await send(nour, convs[0]!.id, 'm-back')).errors).toBeUndefined();
    expect(await remaining(nour)).toBe(FREE - 1);
    expect(await suspended(mariam)).toBe(true);
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
    expect(job!.data.topic).toEqual({ domain: 'programming', languageName: 'Python', languageId: 'python' });
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
  describe('the syllabus', () => {
    const STAGES: [string, string[]][] = [
      ['primary', ['1', '2', '3', '4', '5', '6']],
      ['middle', ['1', '2', '3']],
      ['high', ['1', '2', '3']],
    ];
    const ARABIC = /[\u0600-\u06FF]/;
    const LATIN = /[A-Za-z]/;

    it('gives every subject of every stage and year (primary 1-6) at least four units named in Arabic and English', async () => {
      const nour = await learner();
      let subjectsSeen = 0;
      for (const [stage, years] of STAGES)
        for (const year of years) {
          const { data, errors } = await gql(
            nour,
            'query($s: String!, $y: String!) { subjects(stage: $s, year: $y) { unsupportedStage subjects { id units { id name nameEn } } } }',
            { s: stage, y: year },
          );
          expect(errors).toBeUndefined();
          expect({ stage, year, unsupported: data!.subjects.unsupportedStage }).toEqual({
            stage,
            year,
            unsupported: false,
          });
          for (const subject of data!.subjects.subjects) {
            subjectsSeen++;
            expect(subject.id).toMatch(new RegExp(`^${stage}-${year}-`));
            expect({ id: subject.id, enough: subject.units.length >= 4 }).toEqual({
              id: subject.id,
              enough: true,
            });
            for (const unit of subject.units) {
              expect(unit.id).toMatch(new RegExp(`^${subject.id}-`));
              expect(unit.name).toMatch(ARABIC);
              expect(unit.nameEn).toMatch(LATIN);
            }
          }
        }
      // 5 subjects in primary 1-3, 7 in primary 4-6, 6 in middle, 9 in high.
      expect(subjectsSeen).toBe(5 * 3 + 7 * 3 + 6 * 3 + 9 * 3);
      // Years beyond a stage's are refused, with a message.
      for (const [stage, year] of [
        ['middle', '4'],
        ['high', '6'],
        ['primary', '7'],
      ])
        expect(
          (
            await gql(
              nour,
              'query($s: String!, $y: String!) { subjects(stage: $s, year: $y) { unsupportedStage } }',
              {
                s: stage,
                y: year,
              },
            )
          ).errors?.[0],
        ).toMatchObject({
          message: expect.stringMatching(/year must be/),
          extensions: { code: 'BAD_USER_INPUT' },
        });
    });

    it('gives every language at least four topics and every project a brief, skills and at least three steps, in both languages', async () => {
      const nour = await learner();
      const { data } = await gql(nour, '{ programmingLanguages { id topics { id name nameEn } } }');
      expect(data!.programmingLanguages.length).toBeGreaterThanOrEqual(7);
      let projectsSeen = 0;
      for (const language of data!.programmingLanguages) {
        expect({ id: language.id, enough: language.topics.length >= 4 }).toEqual({
          id: language.id,
          enough: true,
        });
        for (const topic of language.topics) {
          expect(topic.name).toMatch(ARABIC);
          expect(topic.nameEn).toMatch(LATIN);
        }
        const projects = (
          await gql(
            nour,
            'query($l: ID!) { projects(languageId: $l) { id brief briefAr skills skillsAr steps { text textEn } } }',
            { l: language.id },
          )
        ).data!.projects;
        expect(projects.length).toBeGreaterThan(0);
        for (const project of projects) {
          projectsSeen++;
          expect(project.brief).toMatch(LATIN);
          expect(project.briefAr).toMatch(ARABIC);
          expect(project.skills.length).toBeGreaterThan(0);
          expect(project.skillsAr).toHaveLength(project.skills.length);
          expect({ id: project.id, enough: project.steps.length >= 3 }).toEqual({
            id: project.id,
            enough: true,
          });
          for (const step of project.steps) {
            expect(step.text).toMatch(ARABIC);
            expect(step.textEn).toMatch(LATIN);
          }
        }
      }
      expect(projectsSeen).toBe(30);
    });
  });

  describe('starting from a unit or a project', () => {
    const START = `mutation($k: ConversationKind!, $s: ID, $l: ID, $u: ID, $p: ID, $m: TeachingMode) {
      startConversation(kind: $k, subjectId: $s, languageId: $l, unitId: $u, projectId: $p, mode: $m) {
        id title mode unitId unitName projectId subjectName languageName } }`;
    const startFrom = (
      user: { id: string },
      v: { k: string; s?: string; l?: string; u?: string; p?: string; m?: string },
    ) => gql(user, START, v);
    const events = async (conversationId: string, type: string) =>
      (await outboxEvents(conversation.pool, conversationId)).filter((e) => e.type === type);

    it('titles a conversation from a unit "<subject> · <unit>" in the learner’s language and carries the unit', async () => {
      const mona = await learner({ language: 'ar', educationalStage: 'high', academicYear: '2' });
      const ar = await startFrom(mona, { k: 'SCHOOL', s: 'high-2-math', u: 'high-2-math-calculus' });
      expect(ar.errors).toBeUndefined();
      expect(ar.data!.startConversation).toMatchObject({
        title: 'الرياضيات · التفاضل والتكامل: النهايات والاشتقاق',
        mode: 'EXPLAIN',
        unitId: 'high-2-math-calculus',
        unitName: 'التفاضل والتكامل: النهايات والاشتقاق',
        projectId: null,
      });
      const sam = await learner({ language: 'en', educationalStage: 'primary', academicYear: '5' });
      const en = await startFrom(sam, {
        k: 'SCHOOL',
        s: 'primary-5-science',
        u: 'primary-5-science-electricity',
      });
      expect(en.data!.startConversation).toMatchObject({
        title: 'Science · Electricity and circuits',
        unitName: 'Electricity and circuits',
      });
      const topic = await startFrom(sam, { k: 'PROGRAMMING', l: 'python', u: 'python-loops' });
      expect(topic.data!.startConversation).toMatchObject({
        title: 'Python · Loops: for and while',
        unitId: 'python-loops',
        languageName: 'Python',
      });
    });

    it('refuses a unit without its subject, a unit of another subject and a project of another language, in the learner’s language, storing nothing', async () => {
      const mona = await learner({ language: 'ar' });
      const sam = await learner({ language: 'en' });
      const cases: [Parameters<typeof startFrom>[1], string][] = [
        [{ k: 'SCHOOL', u: 'high-1-physics-newton' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-chemistry', u: 'high-1-physics-newton' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-physics', u: 'no-such-unit' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-physics', u: 'python-loops' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-physics', p: 'python-calculator' }, 'projectId'],
        [{ k: 'PROGRAMMING', p: 'python-calculator' }, 'projectId'],
        [{ k: 'PROGRAMMING', l: 'java', p: 'python-calculator' }, 'projectId'],
        [{ k: 'PROGRAMMING', l: 'java', u: 'python-loops' }, 'unitId'],
        [{ k: 'PROGRAMMING', u: 'python-loops' }, 'unitId'],
        [{ k: 'PROGRAMMING', l: 'python', u: 'python-loops', p: 'python-calculator' }, 'projectId'],
      ];
      for (const [variables, field] of cases) {
        const [inArabic, inEnglish] = [await startFrom(mona, variables), await startFrom(sam, variables)];
        expect({ variables, error: inArabic.errors?.[0]?.extensions }).toEqual({
          variables,
          error: { code: 'BAD_USER_INPUT', field },
        });
        expect(inArabic.errors![0]!.message).toMatch(/[\u0600-\u06FF]/);
        expect(inEnglish.errors![0]!.message).toMatch(/^[^\u0600-\u06FF]+$/);
      }
      expect((await startFrom(sam, { k: 'SCHOOL', u: 'high-1-physics-newton' })).errors![0]!.message).toBe(
        'A unit needs its subject: choose the subject first',
      );
      for (const user of [mona, sam])
        expect(
          (await conversation.pool.query('SELECT id FROM conversations WHERE user_id = $1', [user.id])).rows,
        ).toEqual([]);
    });

    it('reopens the empty conversation of the same subject and unit (or language and project), announcing each start once', async () => {
      const nour = await learner();
      const unit = { k: 'SCHOOL', s: 'high-1-physics', u: 'high-1-physics-newton' };
      const first = (await startFrom(nour, unit)).data!.startConversation;
      expect((await startFrom(nour, unit)).data!.startConversation.id).toBe(first.id);
      const otherUnit = (await startFrom(nour, { ...unit, u: 'high-1-physics-motion' })).data!
        .startConversation;
      expect(otherUnit.id).not.toBe(first.id);
      const subjectOnly = (await startFrom(nour, { k: 'SCHOOL', s: 'high-1-physics' })).data!
        .startConversation;
      expect([first.id, otherUnit.id]).not.toContain(subjectOnly.id);
      expect((await startFrom(nour, { k: 'SCHOOL', s: 'high-1-physics' })).data!.startConversation.id).toBe(
        subjectOnly.id,
      );
      // Reopened with a mode asked for: switched to it.
      const quiz = (await startFrom(nour, { ...unit, m: 'QUIZ' })).data!.startConversation;
      expect(quiz).toMatchObject({ id: first.id, mode: 'QUIZ' });
      const project = { k: 'PROGRAMMING', l: 'python', p: 'python-calculator' };
      const built = (await startFrom(nour, project)).data!.startConversation;
      expect(built).toMatchObject({ title: 'Calculator', projectId: 'python-calculator', mode: 'EXPLAIN' });
      expect((await startFrom(nour, project)).data!.startConversation.id).toBe(built.id);
      expect((await startFrom(nour, { ...project, p: 'python-guess' })).data!.startConversation.id).not.toBe(
        built.id,
      );
      // Once used, a click starts a fresh one.
      expect((await send(nour, first.id, '1700000000100')).errors).toBeUndefined();
      expect((await startFrom(nour, unit)).data!.startConversation.id).not.toBe(first.id);

      // ConversationStarted once per conversation (not on a reopening), keyed by it, naming its origin.
      expect(await events(first.id, ConversationStartedSchema.typeName)).toEqual([
        {
          type: ConversationStartedSchema.typeName,
          payload: {
            conversationId: first.id,
            userId: nour.id,
            kind: 'school',
            subjectId: 'high-1-physics',
            unitId: 'high-1-physics-newton',
            languageId: '',
            projectId: '',
            mode: 'explain',
          },
        },
      ]);
      expect(await events(built.id, ConversationStartedSchema.typeName)).toEqual([
        {
          type: ConversationStartedSchema.typeName,
          payload: expect.objectContaining({
            kind: 'programming',
            languageId: 'python',
            projectId: 'python-calculator',
            subjectId: '',
          }),
        },
      ]);
    });

    it('switches a conversation’s mode for its owner only, announcing each change once; the reply job carries it', async () => {
      const nour = await learner();
      const omar = await learner();
      const conv = (await startFrom(nour, { k: 'PROGRAMMING', l: 'javascript', m: 'CODE' })).data!
        .startConversation;
      expect(conv.mode).toBe('CODE');
      const SET =
        'mutation($id: ID!, $m: TeachingMode!) { setConversationMode(id: $id, mode: $m) { id mode } }';
      expect((await gql(omar, SET, { id: conv.id, m: 'QUIZ' })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await gql(omar, SET, { id: 'not-a-uuid', m: 'QUIZ' })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await gql(nour, SET, { id: conv.id, m: 'GUIDE' })).data).toEqual({
        setConversationMode: { id: conv.id, mode: 'GUIDE' },
      });
      expect((await gql(nour, SET, { id: conv.id, m: 'GUIDE' })).data).toEqual({
        setConversationMode: { id: conv.id, mode: 'GUIDE' },
      });
      expect(await events(conv.id, ConversationModeChangedSchema.typeName)).toEqual([
        {
          type: ConversationModeChangedSchema.typeName,
          payload: { conversationId: conv.id, userId: nour.id, mode: 'guide' },
        },
      ]);
      await send(nour, conv.id, '1700000000101', 'Explain this code');
      const [job] = await jobsOf(`${conv.id}_1700000000101`);
      expect(job!.data.mode).toBe('guide');
    });

    it('queues a reply from a unit with its mode and unit, and from a project with its title and steps, in the learner’s language', async () => {
      const mona = await learner({ language: 'ar', educationalStage: 'primary', academicYear: '4' });
      const unitConv = (
        await startFrom(mona, { k: 'SCHOOL', s: 'primary-4-math', u: 'primary-4-math-fractions', m: 'QUIZ' })
      ).data!.startConversation;
      await send(mona, unitConv.id, '1700000000102', 'ما الكسر؟');
      const [unitJob] = await jobsOf(`${unitConv.id}_1700000000102`);
      expect(unitJob!.data).toMatchObject({
        mode: 'quiz',
        learner: { language: 'ar', educationalStage: 'primary', academicYear: '4' },
        topic: {
          domain: 'school',
          subjectName: 'الرياضيات',
          subjectId: 'primary-4-math',
          unitId: 'primary-4-math-fractions',
          unitName: 'الكسور المتكافئة ومقارنتها',
        },
      });

      const sam = await learner({ language: 'en' });
      const projectConv = (await startFrom(sam, { k: 'PROGRAMMING', l: 'cpp', p: 'cpp-tictactoe' })).data!
        .startConversation;
      await send(sam, projectConv.id, '1700000000103', 'Start');
      const [projectJob] = await jobsOf(`${projectConv.id}_1700000000103`);
      expect(projectJob!.data.mode).toBe('explain');
      expect(projectJob!.data.topic).toEqual({
        domain: 'programming',
        languageName: 'C++',
        languageId: 'cpp',
        project: {
          id: 'cpp-tictactoe',
          title: 'Tic-tac-toe',
          steps: [
            'Represent the board as a 3 × 3 array',
            'Print the board',
            'Let X and O take turns on empty squares',
            'Check rows, columns and diagonals for a win',
            'Announce the winner or a draw',
          ],
        },
      });
    });

    it('announces MessageSent once per learner message, not for a Retry or a resend', async () => {
      const nour = await learner();
      const conv = (await startFrom(nour, { k: 'SCHOOL', s: 'high-1-biology', u: 'high-1-biology-cell' }))
        .data!.startConversation;
      const replyId = `${conv.id}_1700000000104`;
      await send(nour, conv.id, '1700000000104');
      await send(nour, conv.id, '1700000000104'); // the same message again: nothing new
      await publish(
        TOPICS.tutoringReply,
        conv.id,
        failedEvent({ replyId, conversationId: conv.id, userId: nour.id }),
      );
      await eventually(
        () => messages(conv.id),
        (rows) => rows[0]?.status === 'failed',
      );
      expect((await send(nour, conv.id, '1700000000104')).errors).toBeUndefined(); // the Retry
      expect(await messages(conv.id)).toEqual([
        { id: '1700000000104', sender: 'student', status: 'sent', attempt: 2 },
      ]);
      await send(nour, conv.id, '1700000000105', 'And the nucleus?');
      expect(await events(conv.id, MessageSentSchema.typeName)).toEqual([
        {
          type: MessageSentSchema.typeName,
          payload: {
            messageId: '1700000000104',
            conversationId: conv.id,
            userId: nour.id,
            subjectId: 'high-1-biology',
            unitId: 'high-1-biology-cell',
            languageId: '',
            mode: 'explain',
            hasImage: false,
          },
        },
        {
          type: MessageSentSchema.typeName,
          payload: expect.objectContaining({ messageId: '1700000000105' }),
        },
      ]);
      // A programming conversation's message names its language (progress files it without a lookup).
      const code = await start(nour, 'kind: PROGRAMMING, languageId: "python"');
      await send(nour, code.id, '1700000000106', 'What is a loop?');
      expect(await events(code.id, MessageSentSchema.typeName)).toEqual([
        {
          type: MessageSentSchema.typeName,
          payload: expect.objectContaining({ subjectId: '', languageId: 'python' }),
        },
      ]);
    });
  });
});
