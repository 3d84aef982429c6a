import {
  Browser,
  eventually,
  OWNER_EMAIL,
  signedUp,
  startTestSystem,
  takeQuiz,
  type Gql,
} from '@tutor/test-kit';

/**
 * The weekly digest through the gateway (issue 19, item 1): a student quizzes herself in two History units (no
 * practice items there, so the development model asks "What is a + b?" and marks the answer); her linked parent reads her week with exact
 * figures: one unit mastered (3 of 3), one stuck (0 of 2), and tonight's question about the stuck one. Another
 * parent, an unlinked student, the owner and a signed-out caller cannot read it.
 */
const DIGEST_FIELDS = `weeklyDigest { from to
  practised { unitId subjectId messages quizAnswered quizCorrect }
  mastered { unitId quizAnswered quizCorrect } lowestScores { unitId quizAnswered quizCorrect }
  abandoned { unitId } question { kind unitId } }`;
const CHILD_DIGEST = `{ me { linkedChildren { user { id progress { today ${DIGEST_FIELDS} } } } } }`;
const MY_DIGEST = `{ myProgress { today ${DIGEST_FIELDS} } }`;
// A subject whose units have no practice items: Quiz me there is the model's own, model-marked question.
const HISTORY = 'high-1-history';

type Person = Awaited<ReturnType<typeof signedUp>> & { id: string };
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe('weekly digest (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let salma: Person; // the student
  let hany: Person; // her parent
  let omar: Person; // another parent
  let mona: Person; // a student linked to nobody
  let owner: Person;
  let units: string[];

  async function person(email: string, name: string, type?: string): Promise<Person> {
    const p = await signedUp(system.gateway, email, name);
    await p.gql('mutation { setLanguage(language: "en") { id } }');
    if (type) await p.gql(`mutation { setUserType(userType: "${type}") { id } }`);
    if (type === 'student')
      await p.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
    const { data } = await p.gql('{ me { id } }');
    return { ...p, id: data!.me.id };
  }

  beforeAll(async () => {
    system = await startTestSystem('digest', {
      FREE_MESSAGES: '20',
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    salma = await person('salma@digest.test', 'Salma', 'student');
    hany = await person('hany@digest.test', 'Hany', 'parent');
    omar = await person('omar@digest.test', 'Omar', 'parent');
    mona = await person('mona@digest.test', 'Mona', 'student');
    owner = await person(OWNER_EMAIL, 'Owner');
    const { data } = await salma.gql(
      '{ subjects(stage: "high", year: "1") { subjects { id units { id } } } }',
    );
    units = data!.subjects.subjects
      .find((s: { id: string }) => s.id === HISTORY)
      .units.map((u: { id: string }) => u.id);
    expect(units.length).toBeGreaterThanOrEqual(2);
  }, 180_000);
  afterAll(() => system?.dispose(), 60_000);

  it("shows a linked parent the child's week with exact figures and tonight's question", async () => {
    // A quiet week first: nothing practised, the question about what to learn.
    const quiet = await salma.gql(MY_DIGEST);
    expect(quiet.errors).toBeUndefined();
    expect(quiet.data!.myProgress.weeklyDigest).toMatchObject({
      practised: [],
      question: { kind: 'QUIET', unitId: null },
    });

    const [mastered, stuck] = units as [string, string];
    await takeQuiz(system.gateway, salma, { subjectId: HISTORY, unitId: mastered }, [true, true, true]); // 4 messages
    await takeQuiz(system.gateway, salma, { subjectId: HISTORY, unitId: stuck }, [false, false]); // 3 messages

    const code = (
      await eventually(
        () => salma.gql('mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      )
    ).data!.createLinkCode.code;
    const redeemed = await eventually(
      () => hany.gql('mutation($code: String!) { redeemLinkCode(code: $code) { name } }', { code }),
      (r) => codeOf(r) !== 'FORBIDDEN', // until the family service has heard Hany is a parent
    );
    expect(redeemed.errors).toBeUndefined();

    const answered = (r: Gql) =>
      r.data?.me?.linkedChildren?.[0]?.user.progress.weeklyDigest.practised.reduce(
        (n: number, u: { quizAnswered: number }) => n + u.quizAnswered,
        0,
      );
    const read = await eventually(
      () => hany.gql(CHILD_DIGEST),
      (r) => !r.errors && answered(r) === 5,
    );
    const { progress } = read.data!.me.linkedChildren[0].user;
    const day = (offset: number) =>
      new Date(Date.parse(`${progress.today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(progress.weeklyDigest).toEqual({
      from: day(-6),
      to: progress.today,
      practised: [
        { unitId: mastered, subjectId: HISTORY, messages: 4, quizAnswered: 3, quizCorrect: 3 },
        { unitId: stuck, subjectId: HISTORY, messages: 3, quizAnswered: 2, quizCorrect: 0 },
      ],
      mastered: [{ unitId: mastered, quizAnswered: 3, quizCorrect: 3 }],
      lowestScores: [{ unitId: stuck, quizAnswered: 2, quizCorrect: 0 }],
      abandoned: [],
      question: { kind: 'STUCK', unitId: stuck },
    });
    // The child reads the same week as her own.
    expect((await salma.gql(MY_DIGEST)).data!.myProgress).toEqual(progress);
  }, 180_000);

  it('lets no other parent, unlinked student, owner or signed-out caller read the digest', async () => {
    // Another parent and an unlinked student have no child to read; their own week is their own (quiet).
    expect((await omar.gql(CHILD_DIGEST)).data!.me.linkedChildren).toEqual([]);
    expect((await mona.gql(CHILD_DIGEST)).data!.me.linkedChildren).toEqual([]);
    for (const other of [omar, mona])
      expect((await other.gql(MY_DIGEST)).data!.myProgress.weeklyDigest).toMatchObject({
        practised: [],
        question: { kind: 'QUIET' },
      });
    const throughDirectory = (p: Person) =>
      p.gql(`query($e: String!) { directoryUser(email: $e) { user { progress { ${DIGEST_FIELDS} } } } }`, {
        e: 'salma@digest.test',
      });
    // The directory is the owner's alone, and even the owner reads no child's progress.
    expect(codeOf(await throughDirectory(omar))).toBe('FORBIDDEN');
    expect(codeOf(await throughDirectory(owner))).toBe('FORBIDDEN');
    // The child reads nothing of her parent's through the link.
    const upward = await salma.gql(`{ me { linkedParents { user { progress { ${DIGEST_FIELDS} } } } } }`);
    expect(codeOf(upward)).toBe('FORBIDDEN');
    const visitor = new Browser();
    await visitor.request(`${system.gateway}/auth/login/success`);
    const signedOut = (await visitor.graphql(system.gateway, MY_DIGEST, {})).body as Gql;
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
  }, 60_000);
});
