import { Browser, eventually, onboarded, startTestSystem, type Gql } from '@tutor/test-kit';
import { databaseName, serviceDatabaseUrl } from '@tutor/service-runtime';
import pg from 'pg';
import { publishPractice, systemBus } from './practice-events';

/**
 * Parents linked to their children through the gateway (issue 19, items 1 and 4): a student creates a code, a
 * parent redeems it and reads the child's stage, year, progress and plan; every new query and mutation refuses
 * another parent, an unlinked student and a signed-out caller; used and expired codes are refused clearly. A
 * linked child's flagged message reaches the parent as its category and date only (item 3). The child's checked
 * practice (issue 33) reaches her linked parent, with tutor-marked quiz figures apart; nobody else reads it.
 */
const CREATE = 'mutation { createLinkCode { code expiresAt } }';
const REDEEM = `mutation($code: String!) { redeemLinkCode(code: $code) {
  name educationalStage academicYear user { id } } }`;
const UNLINK_CHILD = 'mutation($id: ID!) { unlinkChild(childId: $id) }';
const UNLINK_PARENT = 'mutation($id: ID!) { unlinkParent(parentId: $id) }';
const CHILDREN = `{ me { linkedChildren { name educationalStage academicYear user { id
  plan remainingMessages progress { streakDays messagesPerDay { day messages } } } } } }`;
const PARENTS = '{ me { linkedParents { name user { id } } } }';
const START = `mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }`;
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId } }`;
const FLAGS = '{ me { linkedChildren { user { id } safetyFlags { category flaggedAt } } } }';
// From services/tutor-inference/test/moderation/safety-set.json: the local check flags it as self_harm.
const FLAGGED_TEXT = 'I want to kill myself, nothing matters anymore';
const PHYSICS_FREE = 10;
const PHYSICS = 'high-1-physics';
const MEASUREMENT = 'high-1-physics-measurement';
const MOTION = 'high-1-physics-motion';
const CHECKED = 'itemsAnswered itemsCorrect solvedAlone solvedWithHints shownSolution';
const DIGEST_UNIT = `unitId checked { ${CHECKED} } mastery`;
const PRACTICE = `practiceThisWeek { ${CHECKED} } messagesPerDay { itemsAnswered }
  practiceUnits { unitId checked { ${CHECKED} } mastery modelMarkedQuiz { answered correct } }
  weeklyDigest { checked { ${CHECKED} } modelMarkedQuiz { answered correct }
    masteredInPractice { ${DIGEST_UNIT} } stuckInPractice { ${DIGEST_UNIT} } question { kind unitId } }`;
const CHILD_PRACTICE = `{ me { linkedChildren { user { id progress { ${PRACTICE} } } } } }`;

type Person = Awaited<ReturnType<typeof onboarded>>;
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;
const sum = (days: { messages: number }[]) => days.reduce((n, d) => n + d.messages, 0);

describe('families (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let salma: Person; // the student
  let hany: Person; // her parent
  let omar: Person; // another parent (Arabic)
  let mona: Person; // a student not linked to anyone
  let visitor: Browser;
  const visitorGql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await visitor.graphql(system.gateway, query, variables)).body as Gql;

  const person = (email: string, name: string, language: string, type: string) =>
    onboarded(system.gateway, email, name, language, type);

  beforeAll(async () => {
    system = await startTestSystem('family', {
      FREE_MESSAGES: String(PHYSICS_FREE),
      MODERATION_PROVIDER: 'local',
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
    });
    salma = await person('salma@family.test', 'Salma', 'en', 'student');
    hany = await person('hany@family.test', 'Hany', 'en', 'parent');
    omar = await person('omar@family.test', 'Omar', 'ar', 'parent');
    mona = await person('mona@family.test', 'Mona', 'en', 'student');
    visitor = new Browser();
    await visitor.request(`${system.gateway}/auth/login/success`); // the XSRF cookie, as the app gets it
  }, 180_000);
  afterAll(() => system?.dispose(), 60_000);

  /** A code of `student`, once the family service has heard they are a student. */
  const newCode = async (student: Person) =>
    (
      await eventually(
        () => student.gql(CREATE),
        (r) => !r.errors,
      )
    ).data!.createLinkCode.code as string;

  let usedCode = '';

  it("links a parent with the student's code; the parent reads the child's stage, year, progress and plan", async () => {
    // Salma practises: one message in Physics.
    const started = await salma.gql(START);
    expect(started.errors).toBeUndefined();
    const sent = await salma.gql(SEND, {
      c: started.data!.startConversation.id,
      m: '1700000000001',
      t: 'Hi',
    });
    expect(sent.errors).toBeUndefined();

    usedCode = await newCode(salma);
    expect(usedCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const redeemed = await eventually(
      () => hany.gql(REDEEM, { code: usedCode }),
      (r) => codeOf(r) !== 'FORBIDDEN', // until the family service has heard Hany is a parent
    );
    expect(redeemed.errors).toBeUndefined();
    expect(redeemed.data!.redeemLinkCode).toEqual({
      name: 'Salma',
      educationalStage: 'high',
      academicYear: '1',
      user: { id: salma.id },
    });

    // Progress and billing learn of the link from its event; then Hany reads Salma's figures.
    const figures = await eventually(
      () => hany.gql(CHILDREN),
      (r) => !r.errors && sum(r.data!.me.linkedChildren[0].user.progress.messagesPerDay) === 1,
    );
    const [child] = figures.data!.me.linkedChildren;
    expect(child).toMatchObject({
      name: 'Salma',
      educationalStage: 'high',
      academicYear: '1',
      user: { id: salma.id, plan: 'Free', progress: { streakDays: 1 } },
    });
    expect(child.user.remainingMessages).toBe(PHYSICS_FREE - 1);
    expect(child.user.progress.messagesPerDay).toHaveLength(14);
    expect((await salma.gql(PARENTS)).data!.me.linkedParents).toEqual([
      { name: 'Hany', user: { id: hany.id } },
    ]);
  }, 120_000);

  it('refuses a used and an expired code in the caller’s language, and limits wrong codes to 5', async () => {
    const used = await eventually(
      () => omar.gql(REDEEM, { code: usedCode }),
      (r) => codeOf(r) !== 'FORBIDDEN',
    );
    expect(codeOf(used)).toBe('BAD_USER_INPUT');
    expect(used.errors![0]!.message).toBe('تم استخدام رمز الربط هذا من قبل. اطلب من طفلك رمزًا جديدًا.');
    const again = await hany.gql(REDEEM, { code: usedCode });
    expect(again.errors![0]!.message).toBe(
      'This link code has already been used. Ask your child for a new one.',
    );
    // Expired: the code's expiry moved into the past in the family database (24 hours are not waited out).
    const stale = await newCode(mona);
    const family = new pg.Client({
      connectionString: serviceDatabaseUrl(process.env.DATABASE_URL!, databaseName(system.prefix, 'family')),
    });
    await family.connect();
    await family.query(
      "UPDATE link_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    );
    await family.end();
    const expired = await omar.gql(REDEEM, { code: stale });
    expect(codeOf(expired)).toBe('BAD_USER_INPUT');
    expect(expired.errors![0]!.message).toBe('انتهت صلاحية رمز الربط هذا. اطلب من طفلك رمزًا جديدًا.');
    // Two wrong codes so far; three more reach the limit of five, and then even a valid code is refused.
    for (let i = 0; i < 3; i++)
      expect(codeOf(await omar.gql(REDEEM, { code: 'AAAA-AAAA-AAAA-AAAA' }))).toBe('BAD_USER_INPUT');
    const fresh = await newCode(mona);
    const limited = await omar.gql(REDEEM, { code: fresh });
    expect(codeOf(limited)).toBe('TOO_MANY_REQUESTS');
    expect(limited.errors![0]!.message).toBe('عدد كبير من الرموز الخاطئة. حاول مرة أخرى بعد 15 دقيقة.');
    expect((await omar.gql('{ me { linkedChildren { name } } }')).data!.me.linkedChildren).toEqual([]);
  }, 60_000);

  it('authorisation matrix: another parent and an unlinked student get FORBIDDEN or NOT_FOUND, a signed-out caller UNAUTHENTICATED', async () => {
    // createLinkCode: parents are refused; signed out, nobody.
    expect(codeOf(await omar.gql(CREATE))).toBe('FORBIDDEN');
    expect(codeOf(await visitorGql(CREATE))).toBe('UNAUTHENTICATED');
    // redeemLinkCode: students are refused.
    expect(codeOf(await mona.gql(REDEEM, { code: await newCode(salma) }))).toBe('FORBIDDEN');
    expect(codeOf(await visitorGql(REDEEM, { code: usedCode }))).toBe('UNAUTHENTICATED');
    // unlinkChild / unlinkParent: only a link of the caller's own.
    expect(codeOf(await omar.gql(UNLINK_CHILD, { id: salma.id }))).toBe('NOT_FOUND');
    expect(codeOf(await mona.gql(UNLINK_PARENT, { id: hany.id }))).toBe('NOT_FOUND');
    expect(codeOf(await mona.gql(UNLINK_CHILD, { id: salma.id }))).toBe('NOT_FOUND');
    expect(codeOf(await visitorGql(UNLINK_CHILD, { id: salma.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitorGql(UNLINK_PARENT, { id: hany.id }))).toBe('UNAUTHENTICATED');
    // linkedChildren / linkedParents: the caller's own only, even reached through a link.
    const nested = await hany.gql('{ me { linkedChildren { user { linkedParents { name } } } } }');
    expect(codeOf(nested)).toBe('FORBIDDEN');
    const back = await salma.gql('{ me { linkedParents { user { linkedChildren { name } } } } }');
    expect(codeOf(back)).toBe('FORBIDDEN');
    // A child reads none of the parent's figures.
    const upward = await salma.gql('{ me { linkedParents { user { progress { streakDays } } } } }');
    expect(codeOf(upward)).toBe('FORBIDDEN');
    const plan = await salma.gql('{ me { linkedParents { user { remainingMessages } } } }');
    expect(codeOf(plan)).toBe('FORBIDDEN');
    // Never what the child wrote: her conversations read as none, her profile (e-mail) stays hers.
    const texts = await hany.gql(
      '{ me { linkedChildren { user { conversations { id messages { content } } } } } }',
    );
    expect(texts.errors).toBeUndefined();
    expect(texts.data!.me.linkedChildren).toEqual([{ user: { conversations: [] } }]);
    expect((await salma.gql('{ me { conversations { id } } }')).data!.me.conversations).toHaveLength(1);
    expect(codeOf(await hany.gql('{ me { linkedChildren { user { email } } } }'))).toBe('FORBIDDEN');
    // Unlinked, Mona and Omar have no family; a visitor has no `me`.
    expect((await mona.gql(PARENTS)).data!.me.linkedParents).toEqual([]);
    expect((await omar.gql(CHILDREN)).data!.me.linkedChildren).toEqual([]);
    expect((await visitorGql('{ me { id } }')).data!.me).toBeNull();
  }, 60_000);

  it("shows a linked parent the child's safety flag as category and date only; nobody else reads it", async () => {
    expect((await hany.gql(FLAGS)).data!.me.linkedChildren).toEqual([
      { user: { id: salma.id }, safetyFlags: [] },
    ]);
    const started = await salma.gql(START);
    const sent = await salma.gql(SEND, {
      c: started.data!.startConversation.id,
      m: '1700000000002',
      t: FLAGGED_TEXT,
    });
    expect(sent.errors).toBeUndefined();

    const seen = await eventually(
      () => hany.gql(FLAGS),
      (r) => !r.errors && r.data!.me.linkedChildren[0].safetyFlags.length > 0,
    );
    const [child] = seen.data!.me.linkedChildren;
    expect(child.safetyFlags).toEqual([{ category: 'self_harm', flaggedAt: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(child.safetyFlags[0].flaggedAt))).toBe(false);
    // No text of the child's reaches the parent, whatever the query asks for.
    expect(JSON.stringify(seen)).not.toContain('kill');
    const excerpt = await hany.gql('{ me { linkedChildren { safetyFlags { excerpt } } } }');
    expect(codeOf(excerpt)).toBe('GRAPHQL_VALIDATION_FAILED');

    // Another parent and an unlinked student reach no flags; the child reads none through her parent; a visitor
    // has no `me` at all.
    expect((await omar.gql(FLAGS)).data!.me.linkedChildren).toEqual([]);
    expect(
      (await mona.gql('{ me { linkedParents { safetyFlags { category } } } }')).data!.me.linkedParents,
    ).toEqual([]);
    expect(
      (await salma.gql('{ me { linkedParents { safetyFlags { category } } } }')).data!.me.linkedParents,
    ).toEqual([{ safetyFlags: [] }]);
    expect((await visitorGql(FLAGS)).data!.me).toBeNull();
  }, 120_000);

  it("gives the linked parent the child's checked practice, quiz marks apart; nobody else reads it", async () => {
    // Salma practises: Measurement solved alone three times (mastered), Motion once with hints and once shown the
    // solution (stuck). 7 answers, 4 of them right.
    const bus = systemBus(system.prefix);
    const about = { userId: salma.id, subjectId: PHYSICS };
    const measurement = { ...about, unitId: MEASUREMENT, skill: 'units', mastery: 1 };
    const motion = { ...about, unitId: MOTION, skill: 'speed', mastery: 0 };
    await publishPractice(bus, [
      { ...measurement, answers: [false, true], outcome: 'solved_alone' },
      { ...measurement, answers: [true], outcome: 'solved_alone' },
      { ...measurement, answers: [true], outcome: 'solved_alone' },
      { ...motion, answers: [false, true], outcome: 'solved_with_hints' },
      { ...motion, answers: [false], outcome: 'shown_solution' },
    ]);
    await bus.close();

    // The progress fields are read one after another in a request: wait until the first (the days) has them too.
    const read = await eventually(
      () => hany.gql(CHILD_PRACTICE),
      (r) =>
        r.data?.me.linkedChildren[0]?.user.progress.weeklyDigest.checked.shownSolution === 1 &&
        r.data.me.linkedChildren[0].user.progress.messagesPerDay.at(-1)?.itemsAnswered === 7,
    );
    expect(read.errors).toBeUndefined();
    const { progress } = read.data!.me.linkedChildren[0].user;
    const week = { itemsAnswered: 7, itemsCorrect: 4, solvedAlone: 3, solvedWithHints: 1, shownSolution: 1 };
    expect(progress.practiceThisWeek).toEqual(week);
    expect(progress.messagesPerDay.at(-1)).toEqual({ itemsAnswered: 7 });
    const none = { answered: 0, correct: 0 };
    // Both units were first answered at the same instant: compared by unit id.
    const byUnit = (a: { unitId: string }, b: { unitId: string }) => a.unitId.localeCompare(b.unitId);
    expect([...progress.practiceUnits].sort(byUnit)).toEqual([
      {
        unitId: MEASUREMENT,
        checked: { itemsAnswered: 4, itemsCorrect: 3, solvedAlone: 3, solvedWithHints: 0, shownSolution: 0 },
        mastery: 1,
        modelMarkedQuiz: none,
      },
      {
        unitId: MOTION,
        checked: { itemsAnswered: 3, itemsCorrect: 1, solvedAlone: 0, solvedWithHints: 1, shownSolution: 1 },
        mastery: 0,
        modelMarkedQuiz: none,
      },
    ]);
    const digest = progress.weeklyDigest;
    expect(digest.checked).toEqual(week);
    // No Quiz me answers this week: the tutor-marked figures are zeros, apart from the checked ones.
    expect(digest.modelMarkedQuiz).toEqual(none);
    expect(digest.masteredInPractice).toEqual([
      {
        unitId: MEASUREMENT,
        checked: { itemsAnswered: 4, itemsCorrect: 3, solvedAlone: 3, solvedWithHints: 0, shownSolution: 0 },
        mastery: 1,
      },
    ]);
    expect(digest.stuckInPractice).toEqual([
      {
        unitId: MOTION,
        checked: { itemsAnswered: 3, itemsCorrect: 1, solvedAlone: 0, solvedWithHints: 1, shownSolution: 1 },
        mastery: 0,
      },
    ]);
    expect(digest.question).toEqual({ kind: 'STUCK', unitId: MOTION });

    // Another parent reaches no child; the child reads none of her parent's practice; the parent reads no other
    // user's through his child; a signed-out caller has no `me`.
    expect((await omar.gql(CHILD_PRACTICE)).data!.me.linkedChildren).toEqual([]);
    const upward = await salma.gql(`{ me { linkedParents { user { progress { ${PRACTICE} } } } } }`);
    expect(codeOf(upward)).toBe('FORBIDDEN');
    const sideways = await hany.gql(
      '{ me { linkedChildren { user { linkedParents { user { progress { practiceThisWeek { itemsAnswered } } } } } } } }',
    );
    expect(codeOf(sideways)).toBe('FORBIDDEN');
    expect(
      (await mona.gql(`{ me { linkedParents { user { progress { ${PRACTICE} } } } } }`)).data!.me,
    ).toEqual({
      linkedParents: [],
    });
    expect((await visitorGql(CHILD_PRACTICE)).data!.me).toBeNull();
  }, 120_000);

  it('ends the link from the child’s side; the parent then sees no child', async () => {
    expect((await salma.gql(UNLINK_PARENT, { id: hany.id })).data).toEqual({ unlinkParent: true });
    expect((await hany.gql(CHILDREN)).data!.me.linkedChildren).toEqual([]);
    expect(codeOf(await hany.gql(UNLINK_CHILD, { id: salma.id }))).toBe('NOT_FOUND');
  }, 60_000);
});
