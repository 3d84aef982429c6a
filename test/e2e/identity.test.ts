import { Browser, signInWithGoogle, signedUp, OWNER_EMAIL, startTestSystem } from '@tutor/test-kit';

const ME =
  '{ me { id email name role language userType learningDomain educationalStage academicYear hasStudentDetails } }';

describe('identity, sessions and Google sign-in (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    system = await startTestSystem('identity');
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  const signUp = async (email: string, name: string) => (await signedUp(system.gateway, email, name)).browser;

  it('signs a student in through the stand-in and passport, onboards, survives a gateway restart, logs out', async () => {
    const browser = new Browser();
    const visited = await signInWithGoogle(browser, system.gateway, 'student@tutor.test', 'Salma Student');
    expect(visited.some((u) => u.includes('/auth/google/callback?code='))).toBe(true);
    expect(visited.some((u) => /state=/.test(u))).toBe(true);

    const before = await (await browser.request(`${system.gateway}/auth/login/success`)).json();
    expect(before).toMatchObject({
      userExists: false,
      user: { email: 'student@tutor.test', name: 'Salma Student' },
    });
    expect((await browser.json('POST', `${system.gateway}/auth/signup`)).status).toBe(201);

    for (const [mutation, variables] of [
      ['mutation($v: String!) { setLanguage(language: $v) { id } }', { v: 'ar' }],
      ['mutation($v: String!) { setUserType(userType: $v) { id } }', { v: 'student' }],
      ['mutation($v: String!) { setLearningDomain(learningDomain: $v) { id } }', { v: 'school' }],
      ['mutation { saveStudentDetails(educationalStage: "middle", academicYear: "2") { id } }', {}],
    ] as const) {
      const { body } = await browser.graphql(system.gateway, mutation, variables);
      expect(body.errors).toBeUndefined();
    }
    const { body } = await browser.graphql<{ me: Record<string, unknown> }>(system.gateway, ME);
    expect(body.data!.me).toMatchObject({
      email: 'student@tutor.test',
      role: 'User',
      language: 'ar',
      userType: 'student',
      learningDomain: 'school',
      educationalStage: 'middle',
      academicYear: '2',
      hasStudentDetails: true,
    });
    const success = await (await browser.request(`${system.gateway}/auth/login/success`)).json();
    expect(success).toMatchObject({
      userExists: true,
      hasStudentDetails: true,
      error: false,
      user: {
        email: 'student@tutor.test',
        language: 'ar',
        user_type: 'student',
        learning_domain: 'school',
        isSubscribed: false,
      },
    });

    await system.restart('gateway'); // the session lives in Redis, not in the gateway process
    const after = await browser.graphql<{ me: { email: string } }>(system.gateway, ME);
    expect(after.body.data!.me.email).toBe('student@tutor.test');

    const logout = await browser.request(`${system.gateway}/auth/logout`);
    expect(logout.status).toBe(302);
    const visitor = await browser.request(`${system.gateway}/auth/login/success`);
    expect(visitor.status).toBe(200); // a visitor is not an error the browser logs; the flag says signed out
    expect(await visitor.json()).toEqual({
      user: null,
      userExists: false,
      hasStudentDetails: false,
      error: true,
      message: 'Not signed in',
    });
    const anonymous = await browser.graphql<{ me: null }>(system.gateway, ME);
    expect(anonymous.body.data!.me).toBeNull();
  }, 120_000);

  it('changes the session id at sign-in', async () => {
    const browser = new Browser();
    await browser.request(`${system.gateway}/auth/login/success`);
    const visitorSession = browser.cookie('localhost', 'tutor.sid');
    expect(visitorSession).toBeDefined();
    await signInWithGoogle(browser, system.gateway, 'fixation@tutor.test', 'Fixation Test');
    expect(browser.cookie('localhost', 'tutor.sid')).toBeDefined();
    expect(browser.cookie('localhost', 'tutor.sid')).not.toBe(visitorSession);
  }, 60_000);

  it('refuses a state-changing request without the anti-forgery header, changing nothing', async () => {
    const browser = await signUp('csrf@tutor.test', 'Csrf Test');
    const res = await browser.request(`${system.gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { setLanguage(language: "en") { id } }' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/anti-forgery/);
    const { body } = await browser.graphql<{ me: { language: string | null } }>(
      system.gateway,
      '{ me { language } }',
    );
    expect(body.data!.me.language).toBeNull();
  }, 60_000);

  it('rejects invalid language, user type, stage and year with an error naming the field, saving nothing', async () => {
    const browser = await signUp('invalid@tutor.test', 'Invalid Input');
    const cases = [
      ['mutation { setLanguage(language: "fr") { id } }', 'language'],
      ['mutation { setUserType(userType: "robot") { id } }', 'userType'],
      ['mutation { setLearningDomain(learningDomain: "cooking") { id } }', 'learningDomain'],
      [
        'mutation { saveStudentDetails(educationalStage: "university", academicYear: "1") { id } }',
        'educationalStage',
      ],
      ['mutation { saveStudentDetails(educationalStage: "high", academicYear: "4") { id } }', 'academicYear'],
    ] as const;
    for (const [mutation, field] of cases) {
      const { body } = await browser.graphql(system.gateway, mutation);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(body.errors?.[0]?.message).toMatch(new RegExp(field));
    }
    const { body } = await browser.graphql<{ me: Record<string, unknown> }>(system.gateway, ME);
    expect(body.data!.me).toMatchObject({
      language: null,
      userType: null,
      learningDomain: null,
      educationalStage: null,
      academicYear: null,
    });
  }, 60_000);

  it('lets nobody change another user’s profile', async () => {
    const first = await signUp('first@tutor.test', 'First User');
    const second = await signUp('second@tutor.test', 'Second User');
    const firstId = (await first.graphql<{ me: { id: string } }>(system.gateway, '{ me { id } }')).body.data!
      .me.id;
    // Mutations act on the caller only: there is no argument through which to name someone else.
    await second.graphql(system.gateway, 'mutation { setLanguage(language: "en") { id } }');
    // Reading another user's profile through the entity is refused.
    const peek = await second.graphql(
      system.gateway,
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }',
      {
        r: [{ __typename: 'User', id: firstId }],
      },
    );
    expect(peek.body.data?.['_entities' as never]).toBeUndefined();
    // Deleting them is owner-only.
    const del = await second.graphql(system.gateway, `mutation { deleteUser(id: "${firstId}") }`);
    expect(del.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { body } = await first.graphql<{ me: { language: string | null; email: string } }>(
      system.gateway,
      '{ me { email language } }',
    );
    expect(body.data!.me).toEqual({ email: 'first@tutor.test', language: null });
  }, 60_000);

  it('gives the owner e-mail role Owner, and nobody else', async () => {
    const owner = await signUp(OWNER_EMAIL, 'The Owner');
    const user = await signUp('plain@tutor.test', 'Plain User');
    expect(
      (await owner.graphql<{ me: { role: string } }>(system.gateway, '{ me { role } }')).body.data!.me.role,
    ).toBe('Owner');
    expect(
      (await user.graphql<{ me: { role: string } }>(system.gateway, '{ me { role } }')).body.data!.me.role,
    ).toBe('User');
  }, 60_000);
});
