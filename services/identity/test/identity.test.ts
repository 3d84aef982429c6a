import { randomUUID } from 'node:crypto';
import { UserDeletedSchema, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { outboxEvents, testDeployment } from '@tutor/test-kit';
import { findUserById } from '../src/data/users';
import { deleteUser, OwnerDeletionError, signIn, signUp } from '../src/domain/users';
import { service as identity } from '../src/service';

/**
 * The identity service in-process on the real PostgreSQL: its domain and data layers directly, its subgraph and
 * internal sign-in routes as the gateway calls them (signed identities).
 */
const OWNER_EMAIL = 'owner@identity.test';
const REGISTERED = UserRegisteredSchema.typeName;
const UPDATED = UserProfileUpdatedSchema.typeName;
const DELETED = UserDeletedSchema.typeName;

const ME = `{ me { id email name role language userType learningDomain educationalStage academicYear grammaticalGender
  hasStudentDetails } }`;

describe('identity service', () => {
  const deployment = testDeployment('identity');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;

  beforeAll(async () => {
    svc = await deployment.start(identity, 'IDENTITY_PORT', { OWNER_EMAIL });
  });
  afterAll(() => deployment.dispose());

  /** A Google identity nobody has signed up with yet. */
  const google = (label = 'learner') => {
    const id = randomUUID().slice(0, 8);
    return { googleSub: `sub-${id}`, email: `${label}-${id}@identity.test`, name: `Learner ${id}` };
  };
  const accountsOf = async (email: string) =>
    (await svc.pool.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rowCount;
  const gql = (query: string, user?: { id: string; email: string; role: 'Owner' | 'User' }) =>
    deployment.graphql(svc, query, user);
  const caller = (u: { id: string; email: string; role: 'Owner' | 'User' }) => ({
    id: u.id,
    email: u.email,
    role: u.role,
  });
  const internal = (path: string, body: unknown, issuer = 'gateway') =>
    deployment.post(`http://127.0.0.1:${svc.port}/internal${path}`, body, { issuer });

  describe('sign-in and sign-up', () => {
    it('signs in a new Google identity without creating anything', async () => {
      const profile = google();
      expect(await signIn(svc.pool, profile, OWNER_EMAIL)).toBeUndefined();
      const res = await internal('/sign-in', profile);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ userExists: false });
      expect(await accountsOf(profile.email)).toBe(0);
      const { rowCount } = await svc.pool.query('SELECT 1 FROM users WHERE google_sub = $1', [
        profile.googleSub,
      ]);
      expect(rowCount).toBe(0);
    });

    it('signs up once: one account and one UserRegistered, and sign-in then finds it', async () => {
      const profile = { ...google(), picture: 'https://example.com/me.png' };
      const res = await internal('/sign-up', profile);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { userExists: boolean; user: { id: string } };
      expect(body).toEqual({
        userExists: true,
        user: {
          id: expect.any(String),
          email: profile.email,
          name: profile.name,
          picture: profile.picture,
          role: 'User',
        },
        // The profile as the gateway keeps it (ADR 20), at its first version.
        profile: {
          version: 1,
          email: profile.email,
          name: profile.name,
          picture: profile.picture,
          role: 'User',
          language: null,
          userType: null,
          learningDomain: null,
          educationalStage: null,
          academicYear: null,
          grammaticalGender: null,
        },
      });
      expect(await outboxEvents(svc.pool, body.user.id)).toEqual([
        {
          type: REGISTERED,
          payload: {
            userId: body.user.id,
            email: profile.email,
            name: profile.name,
            picture: profile.picture,
            role: 'User',
            version: 1n,
          },
        },
      ]);
      // Signing in (and up) again is the same account, with nothing new to announce.
      expect((await signIn(svc.pool, profile, OWNER_EMAIL))?.id).toBe(body.user.id);
      expect((await signUp(svc.pool, profile, OWNER_EMAIL)).id).toBe(body.user.id);
      expect(await internal('/sign-in', profile).then((r) => r.json())).toMatchObject({
        userExists: true,
        user: { id: body.user.id },
      });
      expect(await outboxEvents(svc.pool, body.user.id)).toHaveLength(1);
      expect(await accountsOf(profile.email)).toBe(1);
    });

    it('creates exactly one account and one UserRegistered when sign-ups race', async () => {
      const profile = google('race');
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => signUp(svc.pool, profile, OWNER_EMAIL)),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
      const ids = new Set(results.map((r) => (r as PromiseFulfilledResult<{ id: string }>).value.id));
      expect(ids.size).toBe(1);
      expect(await accountsOf(profile.email)).toBe(1);
      const [id] = [...ids];
      expect((await outboxEvents(svc.pool, id!)).map((e) => e.type)).toEqual([REGISTERED]);
    });

    it('answers a double-clicked sign-up (two concurrent requests) with the same account', async () => {
      const profile = google('double');
      const [a, b] = await Promise.all([internal('/sign-up', profile), internal('/sign-up', profile)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [first, second] = (await Promise.all([a.json(), b.json()])) as { user: { id: string } }[];
      expect(first!.user.id).toBe(second!.user.id);
      expect(await accountsOf(profile.email)).toBe(1);
      expect(await outboxEvents(svc.pool, first!.user.id)).toHaveLength(1);
    });

    it('finds an account by e-mail (any case) for a new Google subject, and refreshes what Google says', async () => {
      const profile = google();
      const user = await signUp(svc.pool, profile, OWNER_EMAIL);
      const again = await signIn(
        svc.pool,
        { googleSub: 'another-sub', email: profile.email.toUpperCase(), name: 'New Name' },
        OWNER_EMAIL,
      );
      expect(again).toMatchObject({ id: user.id, google_sub: 'another-sub', name: 'New Name' });
      const events = await outboxEvents(svc.pool, user.id);
      expect(events.map((e) => e.type)).toEqual([REGISTERED, UPDATED]);
      expect(events[1]!.payload).toMatchObject({ userId: user.id, name: 'New Name', role: 'User' });
    });

    it('refuses sign-in calls that are not the gateway’s, or carry an invalid Google profile', async () => {
      const profile = google();
      expect((await internal('/sign-up', profile, 'conversation')).status).toBe(403);
      const unsigned = await fetch(`http://127.0.0.1:${svc.port}/internal/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(profile),
      });
      expect(unsigned.status).toBe(401);
      const invalid = await internal('/sign-up', { ...profile, email: 'not-an-email' });
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as { message: string }).message).toMatch(/email/);
      expect(await accountsOf(profile.email)).toBe(0);
    });
  });

  describe('the owner role', () => {
    it('gives Owner to the owner e-mail, in any case, and User to everyone else', async () => {
      const owner = await signUp(
        svc.pool,
        { googleSub: `sub-${randomUUID()}`, email: 'Owner@Identity.TEST', name: 'The Owner' },
        OWNER_EMAIL,
      );
      expect(owner.role).toBe('Owner');
      expect((await outboxEvents(svc.pool, owner.id))[0]!.payload).toMatchObject({ role: 'Owner' });
      const learner = await signUp(svc.pool, google(), OWNER_EMAIL);
      expect(learner.role).toBe('User');
      expect((await gql('{ me { role } }', caller(owner))).data).toEqual({ me: { role: 'Owner' } });
    });

    it('refreshes the role at sign-in when the owner e-mail changes', async () => {
      const profile = google('future-owner');
      const user = await signUp(svc.pool, profile, undefined);
      expect(user.role).toBe('User');
      expect((await signIn(svc.pool, profile, profile.email))!.role).toBe('Owner');
      expect((await signIn(svc.pool, profile, OWNER_EMAIL))!.role).toBe('User');
      const roles = (await outboxEvents(svc.pool, user.id)).map((e) => [e.type, e.payload.role]);
      expect(roles).toEqual([
        [REGISTERED, 'User'],
        [UPDATED, 'Owner'],
        [UPDATED, 'User'],
      ]);
    });
  });

  describe('onboarding', () => {
    const newUser = async () => caller(await signUp(svc.pool, google(), OWNER_EMAIL));
    const me = async (user: ReturnType<typeof caller>) => (await gql(ME, user)).data!.me;

    it('accepts ar and en (as typed, in any case) and announces the whole profile, versioned', async () => {
      const user = await newUser();
      const ar = await gql('mutation { setLanguage(language: "ar") { language } }', user);
      expect(ar.data).toEqual({ setLanguage: { language: 'ar' } });
      const en = await gql('mutation { setLanguage(language: " EN ") { language } }', user);
      expect(en.data).toEqual({ setLanguage: { language: 'en' } });
      // The answer hands the gateway the new profile with its version (ADR 20: read-your-writes).
      const shared = (answer: typeof ar) =>
        (answer.extensions as { viewer: Record<string, { profile: Record<string, unknown> }> }).viewer[
          user.id
        ]!.profile;
      expect(shared(ar)).toMatchObject({ language: 'ar', version: 2, email: user.email });
      expect(shared(en)).toMatchObject({ language: 'en', version: 3 });
      const events = await outboxEvents(svc.pool, user.id);
      expect(events.map((e) => [e.type, e.payload.language, e.payload.version])).toEqual([
        [REGISTERED, undefined, 1n],
        [UPDATED, 'ar', 2n],
        [UPDATED, 'en', 3n],
      ]);
      expect(events[2]!.payload).toMatchObject({ userId: user.id, email: user.email, role: 'User' });
    });

    it('refuses any other language, naming the field, keeping the one chosen and announcing nothing', async () => {
      const user = await newUser();
      await gql('mutation { setLanguage(language: "ar") { id } }', user);
      for (const language of ['fr', '', 'arabic', 'ar-EG', 'english']) {
        const { data, errors } = await gql(`mutation { setLanguage(language: "${language}") { id } }`, user);
        expect({ language, data, error: errors?.[0]?.extensions }).toEqual({
          language,
          data: null,
          error: { code: 'BAD_USER_INPUT', field: 'language' },
        });
      }
      expect((await me(user)).language).toBe('ar');
      expect(await outboxEvents(svc.pool, user.id)).toHaveLength(2);
    });

    it('keeps an optional grammatical gender: female or male, null clears it, anything else is refused', async () => {
      const user = await newUser();
      const set = (value: string) =>
        gql(`mutation { setGrammaticalGender(grammaticalGender: ${value}) { grammaticalGender } }`, user);
      expect((await me(user)).grammaticalGender).toBeNull();
      expect((await set('"Female"')).data).toEqual({ setGrammaticalGender: { grammaticalGender: 'female' } });
      expect((await set('"girl"')).errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'grammaticalGender',
      });
      expect((await me(user)).grammaticalGender).toBe('female');
      // Announced with the profile, so the conversation service's learners (the tutor's prompt) follow it.
      const events = await outboxEvents(svc.pool, user.id);
      expect(events.at(-1)!.payload).toMatchObject({ grammaticalGender: 'female' });
      expect((await set('null')).data).toEqual({ setGrammaticalGender: { grammaticalGender: null } });
    });

    it('requires a user type and accepts only student, parent or teacher', async () => {
      const user = await newUser();
      const missing = await gql('mutation { setUserType { id } }', user);
      expect(missing.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      for (const userType of ['', 'robot', 'students']) {
        const { errors } = await gql(`mutation { setUserType(userType: "${userType}") { id } }`, user);
        expect({ userType, error: errors?.[0]?.extensions }).toEqual({
          userType,
          error: { code: 'BAD_USER_INPUT', field: 'userType' },
        });
      }
      expect((await me(user)).userType).toBeNull();
      for (const userType of ['parent', 'Teacher', 'student']) {
        const { data } = await gql(`mutation { setUserType(userType: "${userType}") { userType } }`, user);
        expect(data).toEqual({ setUserType: { userType: userType.toLowerCase() } });
      }
      const domain = await gql('mutation { setLearningDomain(learningDomain: "cooking") { id } }', user);
      expect(domain.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'learningDomain' });
      expect(
        (await gql('mutation { setLearningDomain(learningDomain: "programming") { learningDomain } }', user))
          .data,
      ).toEqual({ setLearningDomain: { learningDomain: 'programming' } });
    });

    it('saves stage and year together, reading the secondary-school names as high', async () => {
      const user = await newUser();
      expect((await me(user)).hasStudentDetails).toBe(false);
      const saved = await gql(
        'mutation { saveStudentDetails(educationalStage: "Third Secondary", academicYear: "3") { educationalStage academicYear hasStudentDetails } }',
        user,
      );
      expect(saved.data).toEqual({
        saveStudentDetails: { educationalStage: 'high', academicYear: '3', hasStudentDetails: true },
      });
      const events = await outboxEvents(svc.pool, user.id);
      expect(events.at(-1)).toMatchObject({
        type: UPDATED,
        payload: { educationalStage: 'high', academicYear: '3' },
      });
    });

    it('offers primary school six years: years 4 to 6 are saved for primary', async () => {
      const user = await newUser();
      const saved = await gql(
        'mutation { saveStudentDetails(educationalStage: "primary", academicYear: "6") { educationalStage academicYear } }',
        user,
      );
      expect(saved.data).toEqual({ saveStudentDetails: { educationalStage: 'primary', academicYear: '6' } });
      expect(await me(user)).toMatchObject({ educationalStage: 'primary', academicYear: '6' });
    });

    it('refuses a wrong stage or year, saving neither', async () => {
      const user = await newUser();
      await gql(
        'mutation { saveStudentDetails(educationalStage: "middle", academicYear: "2") { id } }',
        user,
      );
      const cases = [
        ['university', '1', 'educationalStage'],
        ['high', '4', 'academicYear'],
        ['middle', '6', 'academicYear'],
        ['primary', '7', 'academicYear'],
        ['primary', '', 'academicYear'],
        ['Fourth Secondary', '1', 'educationalStage'],
      ];
      for (const [stage, year, field] of cases) {
        const { errors } = await gql(
          `mutation { saveStudentDetails(educationalStage: "${stage}", academicYear: "${year}") { id } }`,
          user,
        );
        expect({ stage, year, error: errors?.[0]?.extensions }).toEqual({
          stage,
          year,
          error: { code: 'BAD_USER_INPUT', field },
        });
      }
      expect(await me(user)).toMatchObject({ educationalStage: 'middle', academicYear: '2' });
      expect(await outboxEvents(svc.pool, user.id)).toHaveLength(2);
    });

    it('needs a signed-in caller, and a visitor has no profile', async () => {
      expect((await gql(ME)).data).toEqual({ me: null });
      const { errors } = await gql('mutation { setLanguage(language: "en") { id } }');
      expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unsigned = await fetch(`http://127.0.0.1:${svc.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ME }),
      });
      expect(unsigned.status).toBe(401);
    });

    it('shows a user to themselves and the owner only, through the entity reference', async () => {
      const [user, other] = [await newUser(), await newUser()];
      const owner = { id: randomUUID(), email: OWNER_EMAIL, role: 'Owner' as const };
      const entity = (as: ReturnType<typeof caller>) =>
        deployment.graphql(
          svc,
          'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }',
          as,
          { r: [{ __typename: 'User', id: user.id }] },
        );
      expect((await entity(user)).data).toEqual({ _entities: [{ email: user.email }] });
      expect((await entity(owner)).data).toEqual({ _entities: [{ email: user.email }] });
      expect((await entity(other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('deletion', () => {
    const owner = async () =>
      caller(await signUp(svc.pool, { ...google(), email: OWNER_EMAIL }, OWNER_EMAIL));

    it('lets the owner delete a user: the row goes and one UserDeleted is announced', async () => {
      const user = caller(await signUp(svc.pool, google(), OWNER_EMAIL));
      const body = await gql(`mutation { deleteUser(id: "${user.id}") }`, await owner());
      expect(body).toEqual({ data: { deleteUser: true } });
      expect(await findUserById(svc.pool, user.id)).toBeUndefined();
      const events = await outboxEvents(svc.pool, user.id);
      expect(events.map((e) => e.type)).toEqual([REGISTERED, DELETED]);
      expect(events[1]!.payload).toEqual({ userId: user.id, email: user.email });
      // Gone: deleting again is NOT_FOUND, and the user's own session can change nothing.
      const again = await gql(`mutation { deleteUser(id: "${user.id}") }`, await owner());
      expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const late = await gql('mutation { setLanguage(language: "en") { id } }', user);
      expect(late.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await outboxEvents(svc.pool, user.id)).toHaveLength(2);
    });

    it('never deletes the owner', async () => {
      const ownerUser = await owner();
      await expect(deleteUser(svc.pool, ownerUser.id, OWNER_EMAIL)).rejects.toBeInstanceOf(
        OwnerDeletionError,
      );
      const body = await gql(`mutation { deleteUser(id: "${ownerUser.id}") }`, ownerUser);
      expect(body.errors?.[0]).toMatchObject({
        message: 'The owner cannot be deleted',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await findUserById(svc.pool, ownerUser.id))?.role).toBe('Owner');
      expect((await outboxEvents(svc.pool, ownerUser.id)).map((e) => e.type)).not.toContain(DELETED);
    });

    it('refuses deletion to anyone but the owner, changing nothing', async () => {
      const [user, other] = [
        caller(await signUp(svc.pool, google(), OWNER_EMAIL)),
        caller(await signUp(svc.pool, google(), OWNER_EMAIL)),
      ];
      for (const target of [other.id, user.id]) {
        const body = await gql(`mutation { deleteUser(id: "${target}") }`, user);
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await gql(`mutation { deleteUser(id: "${user.id}") }`)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(await findUserById(svc.pool, other.id)).toBeDefined();
      expect(await findUserById(svc.pool, user.id)).toBeDefined();
      expect(
        (await gql(`mutation { deleteUser(id: "not-a-uuid") }`, await owner())).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
    });
  });
});
