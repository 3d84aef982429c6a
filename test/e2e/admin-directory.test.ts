import { randomUUID } from 'node:crypto';
import { TOPICS, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { encodeEvent, type EventBus } from '@tutor/service-runtime';
import { eventually, outboxEvents, testDeployment, testEventBus } from '@tutor/test-kit';
import { signUp } from '../../services/identity/src/domain/users';
import { service as identity } from '../../services/identity/src/service';
import { findDirectoryUserByEmail, isListed, listDirectory } from '../../services/admin/src/data/directory';
import { ownerActionsOf } from '../../services/admin/src/data/suspensions';
import { listedRole } from '../../services/admin/src/domain/roles';
import { service as admin } from '../../services/admin/src/service';

/**
 * The admin and identity services in-process, with PostgreSQL and the event bus: admin's directory is built
 * from identity's events only. The test signs people up through identity's domain, acts as the gateway towards
 * both subgraphs (signed identities), and publishes hand-made identity events where it needs a case identity
 * never produces.
 */
const OWNER_EMAIL = 'owner@admin.test';
type Caller = { id: string; email: string; role: 'Owner' | 'User' };

const DIRECTORY = `query($s: DirectorySortField, $d: SortDirection, $p: Int, $n: Int) {
  directoryUsers(sortBy: $s, direction: $d, page: $p, pageSize: $n) {
    total page pageSize users { id name email role registeredAt user { id listedInDirectory } } } }`;

describe('admin service', () => {
  const deployment = testDeployment('admin');
  let identitySvc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let adminSvc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  let owner: Caller;
  let learners: Caller[];
  const startedAt = Date.now();

  const signedUp = async (email: string, name: string): Promise<Caller> => {
    const user = await signUp(
      identitySvc.pool,
      { googleSub: `sub-${randomUUID()}`, email, name },
      OWNER_EMAIL,
    );
    return { id: user.id, email: user.email, role: user.role };
  };
  const directory = (
    as: Caller | undefined,
    variables: { s?: string; d?: string; p?: number; n?: number } = {},
  ) => deployment.graphql(adminSvc, DIRECTORY, as, variables);
  const listed = async (sortBy: string, direction: string) =>
    (
      (await directory(owner, { s: sortBy, d: direction })).data!.directoryUsers.users as { email: string }[]
    ).map((u) => u.email);
  const entry = (email: string) => findDirectoryUserByEmail(adminSvc.pool, email);
  /** Publishes hand-made identity events, in this order (one key: one partition). */
  const publish = (key: string, ...events: { bytes: Uint8Array }[]) =>
    bus.publish(
      TOPICS.identityUser,
      events.map((e) => ({ key, value: e.bytes })),
    );
  const nameOf = async (userId: string) =>
    (
      await adminSvc.pool.query<{ name: string }>('SELECT name FROM directory_users WHERE user_id = $1', [
        userId,
      ])
    ).rows[0]?.name;

  beforeAll(async () => {
    identitySvc = await deployment.start(identity, 'IDENTITY_PORT', { OWNER_EMAIL });
    adminSvc = await deployment.start(admin, 'ADMIN_PORT', { OWNER_EMAIL });
    bus = testEventBus(deployment.namespace);
    owner = await signedUp(OWNER_EMAIL, 'Olivia Owner');
    learners = [
      await signedUp('zed@admin.test', 'Amira'),
      await signedUp('mona@admin.test', 'Zainab'),
      await signedUp('Bassem@admin.test', 'mahmoud'),
    ];
    await eventually(
      async () => (await listDirectory(adminSvc.pool, 'NAME', 'ASC', 10, 0)).total,
      (n) => n === 4,
    );
  });
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  describe('the user directory', () => {
    it('lists every user identity registered, with the owner as Owner', async () => {
      const { data } = await directory(owner);
      expect(data!.directoryUsers).toMatchObject({ total: 4, page: 1, pageSize: 50 });
      const users = data!.directoryUsers.users as Record<string, any>[];
      expect(users.map((u) => [u.name, u.email, u.role])).toEqual([
        ['Amira', 'zed@admin.test', 'User'],
        ['mahmoud', 'Bassem@admin.test', 'User'],
        ['Olivia Owner', OWNER_EMAIL, 'Owner'],
        ['Zainab', 'mona@admin.test', 'User'],
      ]);
      expect(users.find((u) => u.email === 'zed@admin.test')).toMatchObject({
        id: learners[0]!.id,
        user: { id: learners[0]!.id, listedInDirectory: true },
      });
      for (const u of users) {
        const registered = Date.parse(u.registeredAt);
        expect(registered).toBeGreaterThanOrEqual(startedAt - 60_000);
        expect(registered).toBeLessThanOrEqual(Date.now());
      }
    });

    it('sorts by name, e-mail and role (case-insensitively) in both directions', async () => {
      const byEmail = ['Bassem@admin.test', 'mona@admin.test', OWNER_EMAIL, 'zed@admin.test'];
      expect(await listed('EMAIL', 'ASC')).toEqual(byEmail);
      expect(await listed('EMAIL', 'DESC')).toEqual([...byEmail].reverse());
      expect(await listed('NAME', 'DESC')).toEqual([
        'mona@admin.test',
        OWNER_EMAIL,
        'Bassem@admin.test',
        'zed@admin.test',
      ]);
      expect((await listed('ROLE', 'ASC'))[0]).toBe(OWNER_EMAIL);
      expect((await listed('ROLE', 'DESC'))[3]).toBe(OWNER_EMAIL);
    });

    it('pages: every user once across the pages, an empty page past the end', async () => {
      const page = async (p: number, n: number) =>
        (await directory(owner, { s: 'EMAIL', p, n })).data!.directoryUsers;
      const first = await page(1, 3);
      const second = await page(2, 3);
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect([...first.users, ...second.users].map((u: { email: string }) => u.email)).toEqual(
        await listed('EMAIL', 'ASC'),
      );
      expect(await page(3, 3)).toMatchObject({ total: 4, users: [] });
      expect((await page(2, 1)).users).toEqual([expect.objectContaining({ email: 'mona@admin.test' })]);
    });

    it('refuses a page below 1 and a page size outside 1-200, naming the field', async () => {
      for (const [variables, field] of [
        [{ p: 0 }, 'page'],
        [{ p: -1 }, 'page'],
        [{ n: 0 }, 'pageSize'],
        [{ n: 201 }, 'pageSize'],
      ] as const) {
        const { errors } = await directory(owner, variables);
        expect({ variables, error: errors?.[0]?.extensions }).toEqual({
          variables,
          error: { code: 'BAD_USER_INPUT', field },
        });
      }
      expect((await directory(owner, { n: 200 })).data!.directoryUsers.pageSize).toBe(200);
    });

    it('finds one user by e-mail in any case, and null for nobody', async () => {
      const one = `query($e: String!) { directoryUser(email: $e) { id name role } }`;
      expect((await deployment.graphql(adminSvc, one, owner, { e: ' BASSEM@admin.TEST ' })).data).toEqual({
        directoryUser: { id: learners[2]!.id, name: 'mahmoud', role: 'User' },
      });
      expect((await deployment.graphql(adminSvc, one, owner, { e: 'nobody@admin.test' })).data).toEqual({
        directoryUser: null,
      });
    });

    it('follows a profile change from identity’s events (a new name from Google)', async () => {
      const [, mona] = learners;
      await signUp(
        identitySvc.pool,
        { googleSub: `sub-${randomUUID()}`, email: mona!.email, name: 'Mona' },
        OWNER_EMAIL,
      );
      await eventually(
        async () => (await entry(mona!.email))?.name,
        (name) => name === 'Mona',
      );
    });
  });

  describe('roles', () => {
    it('lists Owner for the owner e-mail (any case) only, else the role given, else User', () => {
      expect(listedRole('OWNER@admin.test', 'User', OWNER_EMAIL)).toBe('Owner');
      expect(listedRole('someone@admin.test', 'User', OWNER_EMAIL)).toBe('User');
      expect(listedRole('someone@admin.test', '', OWNER_EMAIL)).toBe('User');
      // An earlier configuration's owner, still stored as Owner: a User under the configuration now.
      expect(listedRole('someone@admin.test', 'Owner', OWNER_EMAIL)).toBe('User');
      expect(listedRole(OWNER_EMAIL, '', undefined)).toBe('User');
    });

    it('lists an event without a role as User, and the owner e-mail as Owner whatever the event says', async () => {
      const [plain, ownerCase] = [randomUUID(), randomUUID()];
      const meta = (aggregateId: string) => ({ aggregateId, producer: 'test' });
      await publish(
        plain,
        encodeEvent(
          UserRegisteredSchema,
          { userId: plain, email: 'norole@admin.test', name: 'No Role' },
          meta(plain),
        ),
      );
      await publish(
        ownerCase,
        encodeEvent(
          UserRegisteredSchema,
          { userId: ownerCase, email: 'OWNER@admin.test', name: 'Owner Again', role: 'User' },
          meta(ownerCase),
        ),
      );
      await eventually(
        async () => (await isListed(adminSvc.pool, plain)) && (await isListed(adminSvc.pool, ownerCase)),
        Boolean,
      );
      const users = (await directory(owner, { n: 200 })).data!.directoryUsers.users as Record<string, any>[];
      expect(users.find((u) => u.id === plain)?.role).toBe('User');
      expect(users.find((u) => u.id === ownerCase)?.role).toBe('Owner');
    });

    it('never moves an entry back to an older profile (a replayed event)', async () => {
      const userId = randomUUID();
      const meta = { aggregateId: userId, producer: 'test' };
      const profile = (email: string, name: string) =>
        encodeEvent(UserProfileUpdatedSchema, { userId, email, name, role: 'User' }, meta);
      const older = profile('old@admin.test', 'Old Name');
      await new Promise((r) => setTimeout(r, 5)); // a later occurred_at for the next one
      const newer = profile('new@admin.test', 'New Name');
      const marker = encodeEvent(
        UserRegisteredSchema,
        { userId: randomUUID(), email: 'm@admin.test', name: 'M' },
        meta,
      );
      // Handled in this order (one key): when the marker is in, the older event was handled too.
      await publish(userId, newer, older, marker);
      await eventually(() => entry('m@admin.test'), Boolean);
      expect(await entry('new@admin.test')).toMatchObject({ user_id: userId, name: 'New Name' });
      expect(await entry('old@admin.test')).toBeUndefined();
    });
  });

  describe('authorisation', () => {
    it('refuses the directory to anyone but the owner', async () => {
      const learner = learners[0]!;
      for (const as of [learner, { ...learner, email: OWNER_EMAIL }]) {
        expect((await directory(as)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const one = await deployment.graphql(
          adminSvc,
          '{ directoryUser(email: "zed@admin.test") { id } }',
          as,
        );
        expect(one.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(one.data?.directoryUser ?? null).toBeNull();
      }
      expect((await directory(undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unsigned = await fetch(`http://127.0.0.1:${adminSvc.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: DIRECTORY }),
      });
      expect(unsigned.status).toBe(401);
    });

    it('tells a user whether they are listed, and nobody else but the owner', async () => {
      const [learner, other] = learners;
      const listedQuery =
        'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { listedInDirectory } } }';
      const ask = (as: Caller) =>
        deployment.graphql(adminSvc, listedQuery, as, { r: [{ __typename: 'User', id: learner!.id }] });
      expect((await ask(learner!)).data).toEqual({ _entities: [{ listedInDirectory: true }] });
      expect((await ask(owner)).data).toEqual({ _entities: [{ listedInDirectory: true }] });
      expect((await ask(other!)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('deletion', () => {
    const deleteUser = (as: Caller, id: string) =>
      deployment.graphql(identitySvc, `mutation { deleteUser(id: "${id}") }`, as);

    it('drops a user the owner deleted, from the UserDeleted event identity publishes', async () => {
      const victim = await signedUp('victim@admin.test', 'Victim');
      await eventually(() => isListed(adminSvc.pool, victim.id), Boolean);
      expect(await deleteUser(owner, victim.id)).toEqual({ data: { deleteUser: true } });
      await eventually(
        () => isListed(adminSvc.pool, victim.id),
        (listedNow) => !listedNow,
      );
      expect(await entry('victim@admin.test')).toBeUndefined();
    });

    it('never deletes the owner, nor lets a user delete anyone: both stay listed', async () => {
      const [learner, other] = learners;
      expect((await deleteUser(owner, owner.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await deleteUser(learner!, other!.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // A later event for the owner shows the relay and consumer were not simply behind.
      await signUp(
        identitySvc.pool,
        { googleSub: `sub-${randomUUID()}`, email: OWNER_EMAIL, name: 'Olivia O.' },
        OWNER_EMAIL,
      );
      await eventually(
        () => nameOf(owner.id),
        (name) => name === 'Olivia O.',
      );
      expect(await isListed(adminSvc.pool, other!.id)).toBe(true);
    });
  });
  describe('suspending a learner (ADR 17)', () => {
    const SUSPEND = 'mutation($u: ID!, $f: ID) { suspendLearner(userId: $u, flagId: $f) { id suspended } }';
    const REINSTATE = 'mutation($u: ID!) { reinstateLearner(userId: $u) { id suspended } }';
    const suspend = (as: Caller | undefined, userId: string, flagId?: string) =>
      deployment.graphql(adminSvc, SUSPEND, as, { u: userId, f: flagId ?? null });
    const reinstate = (as: Caller | undefined, userId: string) =>
      deployment.graphql(adminSvc, REINSTATE, as, { u: userId });
    const suspendedIn = async (email: string) => (await entry(email))?.suspended;

    it('suspends and reinstates once each, logging the owner, the flag and announcing each change', async () => {
      const learner = await signedUp('suspended@admin.test', 'Sami');
      await eventually(() => isListed(adminSvc.pool, learner.id), Boolean);
      const flagId = `${randomUUID()}_1700000000001`;
      expect((await suspend(owner, learner.id, flagId)).data).toEqual({
        suspendLearner: { id: learner.id, suspended: true },
      });
      expect((await suspend(owner, learner.id)).data).toEqual({
        suspendLearner: { id: learner.id, suspended: true },
      });
      expect(await suspendedIn('suspended@admin.test')).toBe(true);
      expect(await ownerActionsOf(adminSvc.pool, learner.id)).toEqual([
        { action: 'suspend', actor_id: owner.id, flag_id: flagId },
      ]);
      expect((await reinstate(owner, learner.id)).data).toEqual({
        reinstateLearner: { id: learner.id, suspended: false },
      });
      expect((await reinstate(owner, learner.id)).data!.reinstateLearner.suspended).toBe(false);
      expect(await suspendedIn('suspended@admin.test')).toBe(false);
      expect((await ownerActionsOf(adminSvc.pool, learner.id)).map((a) => a.action)).toEqual([
        'suspend',
        'reinstate',
      ]);
      // The events the conversation service follows: one per change, in order, keyed by the learner.
      expect(await outboxEvents(adminSvc.pool, learner.id)).toEqual([
        { type: 'tutor.events.v1.LearnerSuspended', payload: { userId: learner.id, actorId: owner.id } },
        { type: 'tutor.events.v1.LearnerReinstated', payload: { userId: learner.id, actorId: owner.id } },
      ]);
    });

    it("refuses a non-owner and a signed-out caller, the owner's own account, an unknown user and a bad id", async () => {
      const [learner, other] = learners;
      expect((await suspend(learner!, other!.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await reinstate(learner!, learner!.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await suspend(undefined, other!.id)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await suspend(owner, owner.id)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await suspend(owner, randomUUID())).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await suspend(owner, 'someone')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await suspend(owner, other!.id, 'not a flag')).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
      expect(await suspendedIn(other!.email)).toBe(false);
      expect(await ownerActionsOf(adminSvc.pool, other!.id)).toEqual([]);
    });

    it("drops a deleted user's suspension with the account", async () => {
      const learner = await signedUp('gone@admin.test', 'Gone');
      await eventually(() => isListed(adminSvc.pool, learner.id), Boolean);
      await suspend(owner, learner.id);
      await deployment.graphql(identitySvc, `mutation { deleteUser(id: "${learner.id}") }`, owner);
      await eventually(
        async () =>
          (await adminSvc.pool.query('SELECT 1 FROM suspensions WHERE user_id = $1', [learner.id])).rowCount,
        (n) => n === 0,
      );
    });
  });
});
