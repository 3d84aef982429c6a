import { randomUUID } from 'node:crypto';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { fromBinary, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import {
  CreditConsumedSchema,
  EnvelopeSchema,
  MessageSentSchema,
  PaymentConfirmedSchema,
  PaymentRequestedSchema,
  ReplyDeliveredSchema,
  TOPICS,
  UserDeletedSchema,
  UserProfileUpdatedSchema,
  UserRegisteredSchema,
  type Topic,
} from '@tutor/contracts';
import { encodeEvent, type Queryable } from '@tutor/service-runtime';
import { eventually, explain, testDeployment, testEventBus } from '@tutor/test-kit';
import { activePerDay, activePerWeek, funnel } from '../src/data/growth';
import { service as admin } from '../src/service';

/**
 * The owner's growth read model against the real PostgreSQL and event bus: events of one person arrive in any
 * order across topics and each step keeps its earliest time; the owner is left out; a deletion removes the
 * person for good (a late event brings nothing back); the series have every day and ISO week of the period, a
 * partial week counting only its days inside.
 */
const OWNER_EMAIL = 'boss@growth.test';
const owner = { id: randomUUID(), email: OWNER_EMAIL, role: 'Owner' as const };
const learner = { id: randomUUID(), email: 'someone@growth.test', role: 'User' as const };
const GROWTH = `query($from: String!, $to: String!) { growth(from: $from, to: $to) {
  funnel { signedUp onboarded firstReply hitFreeLimit askedToPay approved }
  activePerDay { day learners } activePerWeek { weekStart learners } } }`;

/** An event as its producer would have committed it at `at` (the envelope's occurredAt). */
function eventAt<D extends DescMessage>(
  schema: D,
  payload: MessageInitShape<D>,
  aggregateId: string,
  at: string,
) {
  const encoded = encodeEvent(schema, payload, { aggregateId, producer: 'test' });
  const envelope = fromBinary(EnvelopeSchema, encoded.bytes);
  envelope.occurredAt = timestampFromDate(new Date(at));
  return { key: aggregateId, value: toBinary(EnvelopeSchema, envelope) };
}

const T_LATE = '2026-04-09T01:00:00Z';

describe("the owner's growth figures", () => {
  const deployment = testDeployment('growth');
  let adminSvc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: ReturnType<typeof testEventBus>;
  const send = (topic: Topic, ...events: ReturnType<typeof eventAt>[]) => bus.publish(topic, events);

  beforeAll(async () => {
    adminSvc = await deployment.start(admin, 'ADMIN_PORT', { OWNER_EMAIL });
    bus = testEventBus(deployment.namespace);
  });
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  const row = async (userId: string) =>
    (
      await adminSvc.pool.query(
        `SELECT to_char(signed_up_at AT TIME ZONE 'UTC', 'MM-DD HH24') AS signed_up,
           to_char(onboarded_at AT TIME ZONE 'UTC', 'MM-DD HH24') AS onboarded,
           to_char(first_reply_at AT TIME ZONE 'UTC', 'MM-DD HH24') AS first_reply,
           to_char(hit_free_limit_at AT TIME ZONE 'UTC', 'MM-DD HH24') AS hit_free_limit,
           to_char(asked_to_pay_at AT TIME ZONE 'UTC', 'MM-DD HH24') AS asked_to_pay,
           to_char(approved_at AT TIME ZONE 'UTC', 'MM-DD HH24') AS approved
         FROM growth_people WHERE user_id = $1`,
        [userId],
      )
    ).rows[0];

  it('keeps the earliest time of each step, whatever order the topics deliver them in', async () => {
    const amal = randomUUID();
    // Her second reply's event comes first; her sign-up last; an empty user type is no onboarding.
    await send(
      TOPICS.tutoringDelivery,
      eventAt(ReplyDeliveredSchema, { replyId: 'r2', userId: amal }, amal, '2026-03-06T10:00:00Z'),
    );
    await send(
      TOPICS.identityUser,
      eventAt(UserProfileUpdatedSchema, { userId: amal, userType: '' }, amal, '2026-03-04T11:00:00Z'),
      eventAt(UserProfileUpdatedSchema, { userId: amal, userType: 'student' }, amal, '2026-03-04T12:00:00Z'),
      eventAt(UserProfileUpdatedSchema, { userId: amal, userType: 'parent' }, amal, '2026-03-05T12:00:00Z'),
    );
    await send(
      TOPICS.billingPlan,
      eventAt(CreditConsumedSchema, { userId: amal, remaining: 1 }, amal, '2026-03-05T08:00:00Z'),
      eventAt(CreditConsumedSchema, { userId: amal, remaining: 0 }, amal, '2026-03-05T09:00:00Z'),
    );
    await send(
      TOPICS.tutoringDelivery,
      eventAt(ReplyDeliveredSchema, { replyId: 'r1', userId: amal }, amal, '2026-03-04T13:00:00Z'),
    );
    await send(
      TOPICS.identityUser,
      eventAt(
        UserRegisteredSchema,
        { userId: amal, email: 'amal@growth.test' },
        amal,
        '2026-03-04T10:00:00Z',
      ),
    );
    const expected = {
      signed_up: '03-04 10',
      onboarded: '03-04 12',
      first_reply: '03-04 13',
      hit_free_limit: '03-05 09',
      asked_to_pay: null,
      approved: null,
    };
    expect(
      await eventually(
        () => row(amal),
        (r) => JSON.stringify(r) === JSON.stringify(expected),
      ),
    ).toEqual(expected);
  });

  it('counts the funnel of a period and its active learners per day and per ISO week', async () => {
    // The period: Wednesday 2026-04-01 to Tuesday 2026-04-07 (two ISO weeks, each only partly inside).
    const [badr, camelia, dina, early, boss] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const registered = (userId: string, at: string, email = `${userId}@growth.test`) =>
      eventAt(UserRegisteredSchema, { userId, email, role: 'User' }, userId, at);
    await send(
      TOPICS.identityUser,
      registered(badr, '2026-04-01T00:00:00Z'),
      registered(camelia, '2026-04-07T23:59:59Z'),
      registered(dina, '2026-04-03T12:00:00Z'),
      registered(early, '2026-03-31T23:59:59Z'), // the day before: not in the funnel, active all the same
      eventAt(
        UserRegisteredSchema,
        { userId: boss, email: OWNER_EMAIL, role: 'Owner' },
        boss,
        '2026-04-02T09:00:00Z',
      ),
      eventAt(
        UserProfileUpdatedSchema,
        { userId: badr, email: `${badr}@growth.test`, userType: 'student' },
        badr,
        '2026-04-01T01:00:00Z',
      ),
      eventAt(
        UserProfileUpdatedSchema,
        { userId: boss, email: OWNER_EMAIL, role: 'Owner', userType: 'teacher' },
        boss,
        '2026-04-02T10:00:00Z',
      ),
    );
    await send(
      TOPICS.billingPayment,
      // A parent's request for Badr names Badr: his step.
      eventAt(
        PaymentRequestedSchema,
        { requestId: randomUUID(), userId: badr },
        badr,
        '2026-05-01T00:00:00Z',
      ),
      eventAt(
        PaymentConfirmedSchema,
        { requestId: randomUUID(), userId: badr },
        badr,
        '2026-05-02T00:00:00Z',
      ),
      eventAt(
        PaymentRequestedSchema,
        { requestId: randomUUID(), userId: dina },
        dina,
        '2026-04-04T00:00:00Z',
      ),
    );
    await send(
      TOPICS.tutoringDelivery,
      eventAt(ReplyDeliveredSchema, { replyId: 'b1', userId: badr }, badr, '2026-04-01T02:00:00Z'),
      eventAt(ReplyDeliveredSchema, { replyId: 'o1', userId: boss }, boss, '2026-04-02T11:00:00Z'),
    );
    const message = (userId: string, at: string) =>
      eventAt(MessageSentSchema, { messageId: randomUUID(), userId }, userId, at);
    await send(
      TOPICS.tutoringConversation,
      message(early, '2026-03-31T23:00:00Z'), // Tuesday before the period, same ISO week as its start
      message(badr, '2026-04-01T02:00:00Z'),
      message(badr, '2026-04-01T03:00:00Z'),
      message(badr, '2026-04-02T03:00:00Z'),
      message(dina, '2026-04-03T12:30:00Z'),
      message(early, '2026-04-03T23:59:59Z'),
      message(boss, '2026-04-03T09:00:00Z'),
      message(camelia, '2026-04-07T23:59:59Z'),
      message(badr, '2026-04-08T00:00:00Z'), // Wednesday after the period, same ISO week as its end
    );

    const ask = async () =>
      (await deployment.graphql(adminSvc, GROWTH, owner, { from: '2026-04-01', to: '2026-04-07' })).data
        ?.growth;
    const expected = {
      funnel: { signedUp: 3, onboarded: 1, firstReply: 1, hitFreeLimit: 0, askedToPay: 2, approved: 1 },
      activePerDay: [
        { day: '2026-04-01', learners: 1 },
        { day: '2026-04-02', learners: 1 },
        { day: '2026-04-03', learners: 2 }, // Dina and the early one; the owner is not counted
        { day: '2026-04-04', learners: 0 },
        { day: '2026-04-05', learners: 0 },
        { day: '2026-04-06', learners: 0 },
        { day: '2026-04-07', learners: 1 },
      ],
      activePerWeek: [
        { weekStart: '2026-03-30', learners: 3 }, // Badr, Dina, the early one (not for her Tuesday before)
        { weekStart: '2026-04-06', learners: 1 }, // Camelia (not Badr's Wednesday after)
      ],
    };
    expect(await eventually(ask, (g) => JSON.stringify(g) === JSON.stringify(expected), 15_000)).toEqual(
      expected,
    );

    // Deleting Dina removes her steps and days.
    await send(
      TOPICS.identityUser,
      eventAt(UserDeletedSchema, { userId: dina }, dina, '2026-04-09T00:00:00Z'),
    );
    const after = await eventually(ask, (g) => g?.funnel.signedUp === 2);
    expect(after.funnel).toMatchObject({ signedUp: 2, askedToPay: 1 });
    expect(after.activePerDay[2]).toEqual({ day: '2026-04-03', learners: 1 });
    expect(await row(dina)).toBeUndefined();

    // Her events on other topics handled after the deletion bring nothing back (not even an anonymous row).
    const late = [
      [
        TOPICS.tutoringDelivery,
        eventAt(ReplyDeliveredSchema, { replyId: 'late', userId: dina }, dina, T_LATE),
      ],
      [
        TOPICS.tutoringConversation,
        eventAt(MessageSentSchema, { messageId: randomUUID(), userId: dina }, dina, T_LATE),
      ],
    ] as const;
    for (const [topic, event] of late) await send(topic, event);
    const handled = (event: (typeof late)[number][1]) =>
      adminSvc.pool
        .query('SELECT 1 FROM processed_events WHERE event_id = $1', [
          fromBinary(EnvelopeSchema, event.value).id,
        ])
        .then((r) => r.rowCount === 1);
    for (const [, event] of late) await eventually(() => handled(event), Boolean);
    expect(await row(dina)).toBeUndefined();
    const days = await adminSvc.pool.query('SELECT 1 FROM growth_active_days WHERE user_id = $1', [dina]);
    expect(days.rowCount).toBe(0);
  });

  it('refuses learners and a bad period', async () => {
    const refused = await deployment.graphql(adminSvc, GROWTH, learner, {
      from: '2026-01-01',
      to: '2026-01-02',
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const [from, to, field] of [
      ['2026-1-01', '2026-01-02', 'from'],
      ['2026-01-02', '2026-01-01', 'from'],
      ['2026-01-01', '2027-01-02', 'to'],
    ]) {
      const bad = await deployment.graphql(adminSvc, GROWTH, owner, { from, to });
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('reads a period through its indexes at size', async () => {
    await adminSvc.pool.query(
      `INSERT INTO growth_people (user_id, signed_up_at)
       SELECT gen_random_uuid(), timestamptz '2020-01-01' + i * interval '1 hour' FROM generate_series(1, 20000) i`,
    );
    await adminSvc.pool.query(
      `INSERT INTO growth_active_days (day, user_id)
       SELECT date '2020-01-01' + (i % 1500), gen_random_uuid() FROM generate_series(1, 20000) i`,
    );
    await adminSvc.pool.query('ANALYZE growth_people');
    await adminSvc.pool.query('ANALYZE growth_active_days');
    const statements: { text: string; values: unknown[] }[] = [];
    const recorder: Queryable = {
      query: ((text: string, values: unknown[]) => {
        statements.push({ text, values });
        return adminSvc.pool.query(text, values);
      }) as Queryable['query'],
    };
    await funnel(recorder, '2021-01-01', '2021-01-31', OWNER_EMAIL);
    await activePerDay(recorder, '2021-01-01', '2021-01-31', OWNER_EMAIL);
    await activePerWeek(recorder, '2021-01-01', '2021-01-31', OWNER_EMAIL);
    // Each reads its table through the period's index (a bitmap scan names the index on its own node), never
    // the whole table.
    const access = [];
    for (const { text, values } of statements) {
      const nodes = await explain(adminSvc.pool, text, values);
      access.push({
        seqScan: nodes.some((n) => n['Node Type'] === 'Seq Scan'),
        indexes: nodes.map((n) => n['Index Name']).filter((name) => name?.startsWith('growth_')),
      });
    }
    expect(access).toEqual([
      { seqScan: false, indexes: ['growth_people_signed_up_idx'] },
      { seqScan: false, indexes: ['growth_active_days_pkey'] },
      { seqScan: false, indexes: ['growth_active_days_pkey'] },
    ]);
  });
});
