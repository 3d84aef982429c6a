import { databaseName, serviceDatabaseUrl } from '@tutor/service-runtime';
import { eventually, onboarded, OWNER_EMAIL, signedUp, startTestSystem } from '@tutor/test-kit';
import pg from 'pg';

/**
 * The monthly plan's fair-use ceiling through the whole system (issue 35 item 3; ADR 5): off by default, set by the
 * owner, a monthly learner stopped at the set figure with the time it lifts (in their language), nothing stored
 * for the refused message, the owner's list of who reached it, and the ceiling lifting: at the next UTC day (here:
 * the learner's messages moved to yesterday in billing's database, which is what time passing does; the exact
 * moment it lifts is tested in billing's integration test with injected time) and when the owner clears it.
 */
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) {
  sendMessage(conversationId: $c, messageId: $m, content: $t) { message { id } } }`;
const MESSAGES = `query($id: ID!) { conversation(id: $id) { messages { id sender status } } }`;
const SET = `mutation($m: Int, $c: String) { setFairUsePolicy(messagesPerDay: $m, costPerDayUsd: $c) {
  messagesPerDay costPerDayUsd enabled } }`;
const HITS = `query($f: String!, $t: String!) { fairUseHits(from: $f, to: $t) {
  userId name email day ceiling refusals liftsAt } }`;
const nextUtcMidnight = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString();

type Person = Awaited<ReturnType<typeof onboarded>>;

describe('the fair-use ceiling of the monthly plan, through the gateway', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    system = await startTestSystem('fairuse', {
      DEV_MODEL_TTFT_MS: '0',
      DEV_MODEL_TOKENS_PER_SECOND: '2000',
    });
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  /** A monthly learner (payment sent, the owner approved it) with a conversation open. */
  async function monthlyLearner(owner: Person['gql'], email: string, name: string, language: string) {
    const learner = await onboarded(system.gateway, email, name, language, 'student');
    await learner.gql('mutation { requestPayment { status } }');
    const confirmed = await owner(`mutation { confirmPayment(email: "${email}") { status } }`);
    expect(confirmed.data).toEqual({ confirmPayment: { status: 'confirmed' } });
    const started = await learner.gql(
      'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
    );
    return { ...learner, conversationId: started.data!.startConversation.id as string };
  }

  /** Sends and, when it went, waits for its reply (so that the next send is not refused as one already waiting). */
  async function send(learner: Awaited<ReturnType<typeof monthlyLearner>>, messageId: string) {
    const sent = await learner.gql(SEND, {
      c: learner.conversationId,
      m: messageId,
      t: `Question ${messageId}`,
    });
    if (!sent.errors)
      await eventually(
        async () => (await learner.gql(MESSAGES, { id: learner.conversationId })).data!.conversation.messages,
        (ms: { id: string; status: string }[]) =>
          ms.some((m) => m.id === messageId && m.status === 'replied'),
        30_000,
      );
    return sent;
  }
  const storedIds = async (learner: Awaited<ReturnType<typeof monthlyLearner>>) =>
    (
      (await learner.gql(MESSAGES, { id: learner.conversationId })).data!.conversation.messages as {
        id: string;
        sender: string;
      }[]
    )
      .filter((m) => m.sender !== 'model')
      .map((m) => m.id);

  it('is off by default, stops a monthly learner at the figure the owner set, and lifts', async () => {
    const { gql: owner } = await signedUp(system.gateway, OWNER_EMAIL, 'The Owner');
    expect(
      (await owner('{ fairUsePolicy { messagesPerDay costPerDayUsd enabled updatedAt } }')).data,
    ).toEqual({
      fairUsePolicy: { messagesPerDay: null, costPerDayUsd: null, enabled: false, updatedAt: null },
    });
    const salma = await monthlyLearner(owner, 'salma@fairuse.test', 'Salma', 'ar');
    const omar = await monthlyLearner(owner, 'omar@fairuse.test', 'Omar', 'en');

    // Off: a monthly learner's messages are not counted.
    for (const id of ['o1', 'o2', 'o3']) expect((await send(omar, id)).errors).toBeUndefined();

    // Only the owner reads and sets it; bad figures are the owner's mistake (4xx), named.
    for (const query of [
      '{ fairUsePolicy { enabled } }',
      '{ fairUseHits(from: "2030-01-01", to: "2030-01-02") { userId } }',
    ])
      expect((await salma.gql(query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await salma.gql(SET, { m: 1 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await owner(SET, { m: 0 });
    expect(bad.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'messagesPerDay' },
    });
    expect((await owner(SET, { c: 'lots' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    expect((await owner(SET, { m: 2 })).data).toEqual({
      setFairUsePolicy: { messagesPerDay: 2, costPerDayUsd: null, enabled: true },
    });

    const dayBefore = new Date().toISOString().slice(0, 10);
    for (const id of ['s1', 's2']) expect((await send(salma, id)).errors).toBeUndefined();
    const refused = await send(salma, 's3');
    const dayAfter = new Date().toISOString().slice(0, 10);
    const error = refused.errors?.[0];
    expect(error?.extensions).toMatchObject({ code: 'FAIR_USE_LIMIT', ceiling: 'MESSAGES', limit: '2' });
    // The next UTC midnight after the refusal (two candidates only when the test ran across one).
    expect([nextUtcMidnight(dayBefore), nextUtcMidnight(dayAfter)]).toContain(error?.extensions?.liftsAt);
    expect(error?.message).toMatch(
      /^لقد وصلت إلى حد الاستخدام العادل لهذا اليوم في الخطة الشهرية \(عدد الرسائل: ٢\)\. يمكنك الإرسال مرة أخرى الساعة [٠-٩]+:[٠-٩]{2} [صم] بتوقيت القاهرة\.$/,
    );
    // Nothing was stored for the refused message.
    expect(await storedIds(salma)).toEqual(['s1', 's2']);

    // In English for an English-speaking learner, and over the REST facade as a 429 saying the same.
    await owner(SET, { m: 3 }); // Omar sent 3 while it was off: his next is the 4th
    const omarRefused = await send(omar, 'o4');
    expect(omarRefused.errors?.[0]?.message).toMatch(
      /^You've reached today's fair-use limit on the monthly plan \(3 messages\)\. You can send again at \d{1,2}:\d{2} [AP]M Cairo time\.$/,
    );
    const rest = await omar.browser.rest('POST', `${system.gateway}/auth/send-message-with-model`, {
      email: 'omar@fairuse.test',
      conversationId: omar.conversationId,
      messageId: 'o5',
      message: 'One more?',
    });
    expect(rest.status).toBe(429);
    expect(JSON.stringify(rest.body)).toContain("You've reached today's fair-use limit");
    await owner(SET, { m: 2 });

    // The owner sees who reached it, with the day's refusals.
    const hits = await owner(HITS, { f: dayBefore, t: dayAfter });
    const salmaHit = (hits.data!.fairUseHits as { email: string }[]).find(
      (h) => h.email === 'salma@fairuse.test',
    );
    expect(salmaHit).toMatchObject({
      userId: salma.id,
      name: 'Salma',
      ceiling: 'MESSAGES',
      refusals: 1,
      liftsAt: error?.extensions?.liftsAt,
    });

    // A new UTC day: today's messages become yesterday's (billing counts them by their time), and she sends again.
    const billingDb = new pg.Client({
      connectionString: serviceDatabaseUrl(process.env.DATABASE_URL!, databaseName(system.prefix, 'billing')),
    });
    await billingDb.connect();
    try {
      await billingDb.query(
        "UPDATE credit_charges SET created_at = created_at - interval '1 day' WHERE user_id = $1",
        [salma.id],
      );
    } finally {
      await billingDb.end();
    }
    expect((await send(salma, 's3')).errors).toBeUndefined();
    expect((await send(salma, 's4')).errors).toBeUndefined();
    expect((await send(salma, 's5')).errors?.[0]?.extensions?.code).toBe('FAIR_USE_LIMIT');

    // Cleared by the owner: the monthly plan is unlimited again.
    expect((await owner(SET, { m: null, c: null })).data).toEqual({
      setFairUsePolicy: { messagesPerDay: null, costPerDayUsd: null, enabled: false },
    });
    expect((await send(salma, 's5')).errors).toBeUndefined();
    expect(await storedIds(salma)).toEqual(['s1', 's2', 's3', 's4', 's5']);
  }, 240_000);
});
