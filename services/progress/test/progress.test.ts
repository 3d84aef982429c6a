import { randomUUID } from 'node:crypto';
import {
  ConversationStartedSchema,
  MessageSentSchema,
  ParentLinkedSchema,
  ParentUnlinkedSchema,
  QuizAnsweredSchema,
  ReplyCompletedSchema,
  TOPICS,
  UserDeletedSchema,
} from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { eventAt, testDeployment, testEventBus } from '../../../packages/service-runtime/test/support';
import { service as progress } from '../src/service';

/**
 * The progress service in-process with real PostgreSQL and the real bus (Redis Streams). The test plays the
 * producers: it publishes a scripted learner's tutoring events with the instants they happened at (the envelope's
 * occurred_at), then reads the figures as the gateway would for that learner.
 */
const ZONE = 'Africa/Cairo';
type Caller = { id: string; email: string; role: 'Owner' | 'User' };

/** The calendar day in Cairo, written independently of the service's own helper. */
const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const PROGRESS = `{ myProgress { today timeZone streakDays unitsThisWeek
  subjects { subjectId languageId unitsPractised unitIds }
  quizScores { unitId subjectId languageId answered correct }
  messagesPerDay { day messages replies }
  revise { unitId subjectId languageId answered correct } } }`;

describe('progress service', () => {
  const deployment = testDeployment('progress');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  const learner: Caller = { id: randomUUID(), email: 'learner@progress.test', role: 'User' };
  const other: Caller = { id: randomUUID(), email: 'other@progress.test', role: 'User' };
  const owner: Caller = { id: randomUUID(), email: 'owner@progress.test', role: 'Owner' };
  // Cairo's today when the file starts; the days before it, where the scripted learner worked.
  const today = cairoDay(new Date());
  const [d0, d1, d2] = [shift(today, -2), shift(today, -1), today];
  const at = (day: string, utcTime: string) => new Date(`${day}T${utcTime}:00Z`);
  const c = { fractions: randomUUID(), geometry: randomUUID(), plants: randomUUID(), python: randomUUID() };

  const started = (id: string, when: Date, fields: Record<string, string>) =>
    eventAt(
      ConversationStartedSchema,
      { conversationId: id, userId: learner.id, mode: 'quiz', ...fields },
      id,
      when,
    );
  const message = (conversation: string, when: Date, fields: Record<string, string> = {}) =>
    eventAt(
      MessageSentSchema,
      { messageId: randomUUID(), conversationId: conversation, userId: learner.id, ...fields },
      conversation,
      when,
    );
  const quiz = (conversation: string, when: Date, correct: boolean, fields: Record<string, string>) =>
    eventAt(
      QuizAnsweredSchema,
      { replyId: randomUUID(), conversationId: conversation, userId: learner.id, correct, ...fields },
      conversation,
      when,
    );
  const reply = (conversation: string, when: Date) =>
    eventAt(
      ReplyCompletedSchema,
      { replyId: randomUUID(), conversationId: conversation, userId: learner.id, content: 'ok' },
      conversation,
      when,
    );
  const ask = (as: Caller | undefined, query = PROGRESS, variables: Record<string, unknown> = {}) =>
    deployment.graphql(svc, query, as, variables);
  const figures = async (as: Caller = learner) => {
    const { data, errors } = await ask(as);
    expect(errors).toBeUndefined();
    return data!.myProgress;
  };
  const messagesOn = (p: { messagesPerDay: { day: string; messages: number }[] }, day: string) =>
    p.messagesPerDay.find((d) => d.day === day)?.messages;
  const startProgress = () => deployment.start(progress, 'PROGRESS_PORT', { PROGRESS_TIME_ZONE: ZONE });

  // The scripted learner: 8 messages over 3 days, quizzes in 2 units, 4 units practised.
  const conversationEvents = [
    started(c.fractions, at(d0, '08:00'), { kind: 'school', subjectId: 'math', unitId: 'math-fractions' }),
    message(c.fractions, at(d0, '08:01'), { subjectId: 'math', unitId: 'math-fractions' }),
    message(c.fractions, at(d0, '08:05'), { subjectId: 'math', unitId: 'math-fractions' }),
    message(c.fractions, at(d0, '08:09'), { subjectId: 'math', unitId: 'math-fractions' }),
    started(c.geometry, at(d1, '09:00'), { kind: 'school', subjectId: 'math', unitId: 'math-geometry' }),
    message(c.geometry, at(d1, '09:01'), { subjectId: 'math', unitId: 'math-geometry' }),
    message(c.geometry, at(d1, '09:03'), { subjectId: 'math', unitId: 'math-geometry' }),
    // 22:30 UTC is already the next day in Cairo (UTC+2, or +3 in summer): it counts on d2.
    message(c.geometry, at(d1, '22:30'), { subjectId: 'math', unitId: 'math-geometry' }),
    started(c.plants, at(d2, '06:00'), { kind: 'school', subjectId: 'science', unitId: 'science-plants' }),
    message(c.plants, at(d2, '06:01'), { subjectId: 'science', unitId: 'science-plants' }),
    started(c.python, at(d2, '07:00'), { kind: 'programming', languageId: 'python', unitId: 'python-loops' }),
    // A programming message carries no subject: the unit goes under the conversation's language.
    message(c.python, at(d2, '07:01'), { unitId: 'python-loops' }),
  ];
  const replyEvents = [
    reply(c.fractions, at(d0, '08:02')),
    reply(c.fractions, at(d0, '08:06')),
    reply(c.geometry, at(d1, '09:02')),
    quiz(c.fractions, at(d0, '08:02'), true, { subjectId: 'math', unitId: 'math-fractions' }),
    quiz(c.fractions, at(d0, '08:06'), false, { subjectId: 'math', unitId: 'math-fractions' }),
    quiz(c.fractions, at(d0, '08:10'), false, { subjectId: 'math', unitId: 'math-fractions' }),
    quiz(c.geometry, at(d1, '09:02'), true, { subjectId: 'math', unitId: 'math-geometry' }),
    // Without a unit in the event, the conversation's unit (from ConversationStarted) is scored.
    quiz(c.geometry, at(d1, '09:04'), false, { subjectId: 'math' }),
  ];

  const zeros = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => ({ day: shift(today, from + i), messages: 0, replies: 0 }));
  const expected = {
    today,
    timeZone: ZONE,
    streakDays: 3,
    // All four units were practised within the last three days.
    unitsThisWeek: 4,
    subjects: [
      {
        subjectId: 'math',
        languageId: null,
        unitsPractised: 2,
        unitIds: ['math-fractions', 'math-geometry'],
      },
      { subjectId: 'science', languageId: null, unitsPractised: 1, unitIds: ['science-plants'] },
      { subjectId: null, languageId: 'python', unitsPractised: 1, unitIds: ['python-loops'] },
    ],
    quizScores: [
      { unitId: 'math-fractions', subjectId: 'math', languageId: null, answered: 3, correct: 1 },
      { unitId: 'math-geometry', subjectId: 'math', languageId: null, answered: 2, correct: 1 },
    ],
    messagesPerDay: [
      ...zeros(-13, -2),
      { day: d0, messages: 3, replies: 2 },
      { day: d1, messages: 2, replies: 1 },
      { day: d2, messages: 3, replies: 0 },
    ],
    revise: [
      { unitId: 'math-fractions', subjectId: 'math', languageId: null, answered: 3, correct: 1 },
      { unitId: 'math-geometry', subjectId: 'math', languageId: null, answered: 2, correct: 1 },
    ],
  };

  beforeAll(async () => {
    svc = await startProgress();
    bus = testEventBus(deployment.namespace);
  });
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  it('counts a scripted learner exactly: units per subject, quiz scores, 14 days of messages, streak, revision', async () => {
    // Each topic ends with a redelivered event (same id: it must count once), then a sentinel on the same key
    // (same partition, so handled after the duplicate) whose effect shows the duplicate has been handled.
    const duplicateMessage = conversationEvents[1]!;
    const sentinelConversation = randomUUID();
    await bus.publish(TOPICS.tutoringConversation, [
      ...conversationEvents,
      duplicateMessage,
      { ...started(sentinelConversation, new Date(), { kind: 'school' }), key: duplicateMessage.key },
    ]);
    const handled = (sql: string, param: string) => async () =>
      (await svc.pool.query(sql, [param])).rowCount ?? 0;
    await eventually(
      handled('SELECT 1 FROM conversations WHERE conversation_id = $1', sentinelConversation),
      (n) => n === 1,
    );
    // Replies once their conversations are known (another topic: no order between the two).
    const duplicateReply = replyEvents[0]!;
    const bystander = randomUUID();
    await bus.publish(TOPICS.tutoringReply, [
      ...replyEvents,
      duplicateReply,
      {
        ...eventAt(ReplyCompletedSchema, { replyId: randomUUID(), userId: bystander }, bystander, new Date()),
        key: duplicateReply.key,
      },
    ]);
    await eventually(handled('SELECT 1 FROM daily_activity WHERE user_id = $1', bystander), (n) => n === 1);
    // The sentinels share a partition with the duplicates only: wait for the other partitions' events too.
    const sum = (f: typeof expected, key: 'messages' | 'replies') =>
      f.messagesPerDay.reduce((n, d) => n + d[key], 0);
    const p = await eventually(
      figures,
      (f) =>
        sum(f, 'messages') === 8 &&
        sum(f, 'replies') === 3 &&
        f.subjects.length === 3 &&
        f.quizScores.reduce((n: number, q: { answered: number }) => n + q.answered, 0) === 5,
    );
    expect(p).toEqual(expected);
    expect(p.messagesPerDay).toHaveLength(14);
  });

  it('keeps the figures across a restart of the service', async () => {
    await svc.stop();
    svc = await startProgress();
    expect(await figures()).toEqual(expected);
  });

  it('catches up with the events published while its consumer was stopped', async () => {
    await svc.stop();
    await bus.publish(TOPICS.tutoringConversation, [
      message(c.plants, at(d2, '06:30'), { subjectId: 'science', unitId: 'science-plants' }),
      message(c.plants, at(d2, '06:31'), { subjectId: 'science', unitId: 'science-plants' }),
    ]);
    await bus.publish(TOPICS.tutoringReply, [
      quiz(c.plants, at(d2, '06:32'), false, { subjectId: 'science', unitId: 'science-plants' }),
    ]);
    svc = await startProgress();
    const p = await eventually(figures, (f) => messagesOn(f, d2) === 5 && f.quizScores.length === 3);
    expect(p.quizScores[2]).toEqual({
      unitId: 'science-plants',
      subjectId: 'science',
      languageId: null,
      answered: 1,
      correct: 0,
    });
    // 0 of 1 is the lowest share now.
    expect(p.revise.map((r: { unitId: string }) => r.unitId)).toEqual([
      'science-plants',
      'math-fractions',
      'math-geometry',
    ]);
    expect(p.streakDays).toBe(3);
  });

  it('without a family link, lets only the learner read their progress', async () => {
    const entities = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { progress { streakDays } } } }`;
    const of = (as: Caller | undefined) => ask(as, entities, { r: [{ __typename: 'User', id: learner.id }] });
    expect((await of(learner)).data).toEqual({ _entities: [{ progress: { streakDays: 3 } }] });
    for (const caller of [other, owner]) {
      const { errors } = await of(caller);
      expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await of(undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask(undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another learner's own figures are their own: empty, fourteen zero days.
    expect(await figures(other)).toEqual({
      today,
      timeZone: ZONE,
      streakDays: 0,
      unitsThisWeek: 0,
      subjects: [],
      quizScores: [],
      messagesPerDay: zeros(-13, 1),
      revise: [],
    });
  });

  it("lets a linked parent read the learner's progress until either side unlinks, and no other learner's", async () => {
    const parent: Caller = { id: randomUUID(), email: 'parent@progress.test', role: 'User' };
    const entities = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { progress { streakDays } } } }`;
    const read = (of: Caller) => ask(parent, entities, { r: [{ __typename: 'User', id: of.id }] });
    const link = (schema: typeof ParentLinkedSchema | typeof ParentUnlinkedSchema) =>
      bus.publish(TOPICS.familyLink, [
        eventAt(schema, { parentId: parent.id, childId: learner.id }, learner.id, new Date()),
      ]);
    expect((await read(learner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await link(ParentLinkedSchema);
    const linked = await eventually(
      () => read(learner),
      (r) => !r.errors,
    );
    expect(linked.data).toEqual({ _entities: [{ progress: { streakDays: 3 } }] });
    // Linked to one learner, the parent still reads no other.
    expect((await read(other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await link(ParentUnlinkedSchema);
    const unlinked = await eventually(
      () => read(learner),
      (r) => r.errors?.[0]?.extensions?.code === 'FORBIDDEN',
    );
    expect(unlinked.data?._entities?.[0] ?? null).toBeNull();
  });

  it("removes a deleted learner's progress", async () => {
    await bus.publish(TOPICS.identityUser, [
      eventAt(UserDeletedSchema, { userId: learner.id, email: learner.email }, learner.id, new Date()),
    ]);
    const p = await eventually(figures, (f) => f.subjects.length === 0);
    expect(p).toMatchObject({ streakDays: 0, quizScores: [], revise: [] });
    expect(p.messagesPerDay).toEqual(zeros(-13, 1));
  });
});
