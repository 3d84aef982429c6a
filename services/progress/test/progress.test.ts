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
import { eventually, eventAt, testDeployment, testEventBus } from '@tutor/test-kit';
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

  it("files a message under the language and unit it names, though its conversation's start was never seen", async () => {
    const coder: Caller = { id: randomUUID(), email: 'coder@progress.test', role: 'User' };
    const conversationId = randomUUID();
    await bus.publish(TOPICS.tutoringConversation, [
      eventAt(
        MessageSentSchema,
        {
          messageId: randomUUID(),
          conversationId,
          userId: coder.id,
          languageId: 'javascript',
          unitId: 'js-arrays',
        },
        conversationId,
        new Date(),
      ),
    ]);
    await eventually(
      () => figures(coder),
      (p) => p.subjects.length > 0,
    );
    expect((await figures(coder)).subjects).toEqual([
      { subjectId: null, languageId: 'javascript', unitsPractised: 1, unitIds: ['js-arrays'] },
    ]);
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

  it("gives a learner's week as a digest: practised, mastered, lowest scores, abandoned, by Cairo days", async () => {
    // Nour's week ends today (T); it began on T-6. Her events carry her id in place of the main learner's.
    const nour: Caller = { id: randomUUID(), email: 'nour@progress.test', role: 'User' };
    const T = (n: number) => shift(today, n);
    const as = { userId: nour.id };
    const conv: Record<string, string> = {};
    const conversationEvents: ReturnType<typeof started>[] = [];
    const replyEvents: ReturnType<typeof quiz>[] = [];
    /** Nour opens `unitId` at `when` and sends `messages` messages (a minute apart); quiz marks in `marks`. */
    const practise = (
      unitId: string,
      when: Date,
      messages: number,
      marks: boolean[] = [],
      where: Record<string, string> = { subjectId: 'math' },
    ) => {
      // The unit's one conversation: started the first time, returned to after.
      const kind = where.languageId ? 'programming' : 'school';
      if (!conv[unitId]) {
        conv[unitId] = randomUUID();
        conversationEvents.push(started(conv[unitId], when, { ...as, kind, ...where, unitId }));
      }
      const id = conv[unitId];
      for (let i = 1; i <= messages; i++)
        conversationEvents.push(
          message(id, new Date(when.getTime() + i * 60_000), { ...as, ...where, unitId }),
        );
      marks.forEach((correct, i) =>
        replyEvents.push(
          quiz(id, new Date(when.getTime() + (i + 1) * 60_000), correct, { ...as, ...where, unitId }),
        ),
      );
    };
    // T-7 is last week: its messages and answers are not this week's (algebra's 3 wrong answers would sink it).
    practise('math-decimals', at(T(-7), '09:00'), 5, [false, false, false]);
    practise('math-algebra', at(T(-7), '10:00'), 1, [false, false, false]);
    // On the week's first day, one message, then never again: abandoned.
    practise('math-fractions', at(T(-6), '10:00'), 1);
    // 20:30 UTC is still T-3 in Cairo (22:30, or 23:30 in summer): 2 messages, 3 quiet days since: abandoned.
    practise('science-plants', at(T(-3), '20:30'), 2, [], { subjectId: 'science' });
    // 22:30 UTC is already T-2 in Cairo: only 2 quiet days, not abandoned.
    practise('science-cells', at(T(-3), '22:30'), 1, [], { subjectId: 'science' });
    // Algebra this week: 2 of 2 on T-2 and 2 of 3 today, 4 of 5 (exactly 80%): mastered.
    practise('math-algebra', at(T(-2), '08:00'), 3, [true, true]);
    practise('math-algebra', at(T(0), '06:00'), 3, [true, false, true]);
    // Geometry: 3 of 3 on T-1: mastered, the higher share first.
    practise('math-geometry', at(T(-1), '09:00'), 4, [true, true, true]);
    // Ratios: 3 of 5, exactly 60%: neither mastered nor a low score.
    practise('math-ratios', at(T(0), '07:00'), 5, [true, false, true, false, true]);
    // Loops (programming): 0 of 2: the lowest score, so tonight's question.
    practise('python-loops', at(T(0), '08:00'), 2, [false, false], { languageId: 'python' });
    // Sets: one wrong answer is a slip, not a low score.
    practise('math-sets', at(T(0), '09:00'), 1, [false]);
    await bus.publish(TOPICS.tutoringConversation, conversationEvents);
    await bus.publish(TOPICS.tutoringReply, replyEvents);

    const DIGEST = `{ myProgress { unitsThisWeek weeklyDigest { from to
      practised { unitId subjectId languageId messages quizAnswered quizCorrect }
      mastered { unitId } lowestScores { unitId quizAnswered quizCorrect } abandoned { unitId messages }
      question { kind unitId } } } }`;
    const digestOf = async (who: Caller) => {
      const { data, errors } = await ask(who, DIGEST);
      expect(errors).toBeUndefined();
      return data!.myProgress;
    };
    const total = (units: { messages: number; quizAnswered: number }[], key: 'messages' | 'quizAnswered') =>
      units.reduce((n, u) => n + u[key], 0);
    // Both figures are waited for: they are read by separate queries, so a read may fall between two batches.
    const p = await eventually(
      () => digestOf(nour),
      (f) =>
        f.unitsThisWeek === 8 &&
        f.weeklyDigest.practised.length === 8 &&
        total(f.weeklyDigest.practised, 'messages') === 22 &&
        total(f.weeklyDigest.practised, 'quizAnswered') === 16,
    );
    const u = (unitId: string, messages: number, quizAnswered = 0, quizCorrect = 0, where = 'math') => ({
      unitId,
      subjectId: where === 'python' ? null : where,
      languageId: where === 'python' ? 'python' : null,
      messages,
      quizAnswered,
      quizCorrect,
    });
    expect(p).toEqual({
      unitsThisWeek: 8,
      weeklyDigest: {
        from: T(-6),
        to: today,
        // In the order first practised; algebra was started last week.
        practised: [
          u('math-algebra', 6, 5, 4),
          u('math-fractions', 1),
          u('science-plants', 2, 0, 0, 'science'),
          u('science-cells', 1, 0, 0, 'science'),
          u('math-geometry', 4, 3, 3),
          u('math-ratios', 5, 5, 3),
          u('python-loops', 2, 2, 0, 'python'),
          u('math-sets', 1, 1, 0),
        ],
        mastered: [{ unitId: 'math-geometry' }, { unitId: 'math-algebra' }],
        lowestScores: [{ unitId: 'python-loops', quizAnswered: 2, quizCorrect: 0 }],
        abandoned: [
          { unitId: 'math-fractions', messages: 1 },
          { unitId: 'science-plants', messages: 2 },
        ],
        question: { kind: 'STUCK', unitId: 'python-loops' },
      },
    });
    // A learner with no practice this week: an empty digest and the quiet week's question.
    expect((await digestOf(other)).weeklyDigest).toEqual({
      from: T(-6),
      to: today,
      practised: [],
      mastered: [],
      lowestScores: [],
      abandoned: [],
      question: { kind: 'QUIET', unitId: null },
    });
    // Nobody else reads Nour's digest.
    const entities = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User {
      progress { weeklyDigest { question { kind } } } } } }`;
    for (const caller of [other, owner]) {
      const { errors } = await ask(caller, entities, { r: [{ __typename: 'User', id: nour.id }] });
      expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
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
