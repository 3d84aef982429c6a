import { randomUUID } from 'node:crypto';
import { TOPICS, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { encodeEvent, type EventBus } from '@tutor/service-runtime';
import { eventually, testDeployment, testEventBus } from '@tutor/test-kit';
import { containsPattern, upsertDirectoryUser } from '../src/data/directory';
import { service as admin } from '../src/service';

/**
 * The owner's directory at dashboard scale, against the real PostgreSQL: search by part of a name or e-mail,
 * the registration-date sort, pages over the matches, and the dashboard's counts. Entries are written with the
 * directory's own upsert (the same one identity's events use) so that each has a known registration time; the
 * user type arrives through a published UserProfileUpdated event.
 */
const OWNER_EMAIL = 'boss@search.test';
type Caller = { id: string; email: string; role: 'Owner' | 'User' };
const owner: Caller = { id: randomUUID(), email: OWNER_EMAIL, role: 'Owner' };
const learner: Caller = { id: randomUUID(), email: 'learner01@search.test', role: 'User' };

const PAGE = `query($q: String, $s: DirectorySortField, $d: SortDirection, $p: Int, $n: Int) {
  directoryUsers(search: $q, sortBy: $s, direction: $d, page: $p, pageSize: $n) {
    total page pageSize users { id name email role registeredAt } } }`;
const STATS = '{ directoryStats { users students parents teachers byRole { role count } } }';
const T0 = Date.parse('2026-01-01T00:00:00Z');
const MINUTE = 60_000;

describe('the owner directory: search, registration order, counts', () => {
  const deployment = testDeployment('adminsearch');
  let adminSvc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  /** 60 learners: learner01..learner60, "Learner 01 Hassan" or "Learner 02 Layla" by parity, registered a minute apart. */
  const people = Array.from({ length: 60 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      userId: i === 0 ? learner.id : randomUUID(),
      email: `learner${n}@search.test`,
      name: `Learner ${n} ${i % 2 === 0 ? 'Hassan' : 'Layla'}`,
      role: 'User',
      registeredAt: new Date(T0 + (i + 1) * MINUTE),
    };
  });

  const page = async (
    as: Caller | undefined,
    variables: { q?: string | null; s?: string; d?: string; p?: number; n?: number },
  ) => deployment.graphql(adminSvc, PAGE, as, variables);
  const emails = async (variables: Parameters<typeof page>[1]) =>
    ((await page(owner, variables)).data!.directoryUsers.users as { email: string }[]).map((u) => u.email);

  beforeAll(async () => {
    adminSvc = await deployment.start(admin, 'ADMIN_PORT', { OWNER_EMAIL });
    bus = testEventBus(deployment.namespace);
    await upsertDirectoryUser(
      adminSvc.pool,
      { userId: owner.id, email: OWNER_EMAIL, name: 'Boss', role: 'Owner' },
      new Date(T0),
    );
    // Odd ones out for the search: wildcards and an upper-case e-mail.
    await upsertDirectoryUser(
      adminSvc.pool,
      { userId: randomUUID(), email: 'Percent_Sign@Search.test', name: '100% Sure', role: 'User' },
      new Date(T0 + 100 * MINUTE),
    );
    for (const p of people) await upsertDirectoryUser(adminSvc.pool, p, p.registeredAt);
  });
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  it('finds users by any part of the name or e-mail, case-insensitively and trimmed', async () => {
    expect(await emails({ q: '  learner07 ', s: 'EMAIL' })).toEqual(['learner07@search.test']);
    // "hassan" is in every odd-numbered name (01, 03, ..., 59): 30 of them.
    const hassan = (await page(owner, { q: 'HASSAN', n: 200 })).data!.directoryUsers;
    expect(hassan.total).toBe(30);
    expect(hassan.users).toHaveLength(30);
    for (const u of hassan.users as { name: string }[]) expect(u.name).toMatch(/Hassan$/);
    // Part of an e-mail past its first letters, in another case.
    expect(await emails({ q: 'SIGN@search' })).toEqual(['Percent_Sign@Search.test']);
    // 0 followed by a digit: learner01..learner09 and the names Learner 01..09 are the same users.
    expect((await page(owner, { q: 'learner0', n: 200 })).data!.directoryUsers.total).toBe(9);
    expect(await emails({ q: 'nobody-like-this' })).toEqual([]);
    expect((await page(owner, { q: 'nobody-like-this' })).data!.directoryUsers.total).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
    expect(await emails({ q: '%' })).toEqual(['Percent_Sign@Search.test']);
    expect(await emails({ q: 't_s' })).toEqual(['Percent_Sign@Search.test']);
    expect((await page(owner, { q: '_' })).data!.directoryUsers.total).toBe(1);
  });

  it('treats an empty or blank search as everyone', async () => {
    for (const q of [null, '', '   ']) {
      expect((await page(owner, { q })).data!.directoryUsers.total).toBe(62);
    }
  });

  it('refuses a search longer than 100 characters (after trimming), naming the field', async () => {
    const { errors } = await page(owner, { q: 'x'.repeat(101) });
    expect(errors?.[0]).toMatchObject({
      message: 'search must be at most 100 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'search' },
    });
    expect((await page(owner, { q: ` ${'x'.repeat(100)} ` })).data!.directoryUsers.total).toBe(0);
    const control = await page(owner, { q: 'a\u0000b' });
    expect(control.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
  });

  it('sorts by registration date both ways', async () => {
    const oldest = await page(owner, { s: 'REGISTERED', d: 'ASC', n: 3 });
    expect((oldest.data!.directoryUsers.users as { email: string }[]).map((u) => u.email)).toEqual([
      OWNER_EMAIL,
      'learner01@search.test',
      'learner02@search.test',
    ]);
    expect(oldest.data!.directoryUsers.users[1].registeredAt).toBe(new Date(T0 + MINUTE).toISOString());
    expect(await emails({ s: 'REGISTERED', d: 'DESC', n: 3 })).toEqual([
      'Percent_Sign@Search.test',
      'learner60@search.test',
      'learner59@search.test',
    ]);
    // Sorting applies to the matches of a search.
    expect(await emails({ q: 'layla', s: 'REGISTERED', d: 'DESC', n: 2 })).toEqual([
      'learner60@search.test',
      'learner58@search.test',
    ]);
  });

  it('pages over the matches of a search: 50, then the rest, then nothing', async () => {
    const variables = { q: 'learner', s: 'EMAIL', d: 'ASC', n: 50 };
    const first = (await page(owner, { ...variables, p: 1 })).data!.directoryUsers;
    const second = (await page(owner, { ...variables, p: 2 })).data!.directoryUsers;
    const third = (await page(owner, { ...variables, p: 3 })).data!.directoryUsers;
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(first.users).toHaveLength(50);
    expect(second).toMatchObject({ total: 60, page: 2, pageSize: 50 });
    expect([...first.users, ...second.users].map((u: { email: string }) => u.email)).toEqual(
      people.map((p) => p.email),
    );
    expect(third).toMatchObject({ total: 60, users: [] });
  });

  it('counts users in total, per listed role and per user type from the profile events', async () => {
    const meta = (id: string) => ({ aggregateId: id, producer: 'test' });
    const typed = [
      ['student', people[0]!],
      ['student', people[1]!],
      ['student', people[2]!],
      ['parent', people[3]!],
      ['teacher', people[4]!],
      ['teacher', people[5]!],
    ] as const;
    for (const [userType, p] of typed) {
      await bus.publish(TOPICS.identityUser, [
        {
          key: p.userId,
          value: encodeEvent(
            UserProfileUpdatedSchema,
            { userId: p.userId, email: p.email, name: p.name, role: 'User', userType },
            meta(p.userId),
          ).bytes,
        },
      ]);
    }
    const stats = async () => (await deployment.graphql(adminSvc, STATS, owner)).data!.directoryStats;
    await eventually(stats, (s) => s.teachers === 2 && s.students === 3 && s.parents === 1);
    // A later registration event (no user type) keeps the type the entry has.
    const first = people[0]!;
    const updatedAt = async () =>
      (
        await adminSvc.pool.query<{ user_type: string; updated_at: Date }>(
          'SELECT user_type, updated_at FROM directory_users WHERE user_id = $1',
          [first.userId],
        )
      ).rows[0]!;
    const before = (await updatedAt()).updated_at.getTime();
    await bus.publish(TOPICS.identityUser, [
      {
        key: first.userId,
        value: encodeEvent(
          UserRegisteredSchema,
          { userId: first.userId, email: first.email, name: first.name, role: 'User' },
          meta(first.userId),
        ).bytes,
      },
    ]);
    await eventually(updatedAt, (row) => row.updated_at.getTime() > before);
    expect((await updatedAt()).user_type).toBe('student');
    expect(await stats()).toEqual({
      users: 62,
      students: 3,
      parents: 1,
      teachers: 2,
      byRole: [
        { role: 'User', count: 61 },
        { role: 'Owner', count: 1 },
      ],
    });
  });

  it('refuses the search and the counts to a learner and to an unsigned-in caller, as the directory', async () => {
    for (const query of [PAGE, STATS]) {
      const asLearner = await deployment.graphql(adminSvc, query, learner);
      expect(asLearner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(asLearner.data ?? null).toBeNull();
      const anonymous = await deployment.graphql(adminSvc, query, undefined);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // The owner's e-mail with a learner's role is not the owner.
    const pretender = await deployment.graphql(adminSvc, STATS, { ...learner, email: OWNER_EMAIL });
    expect(pretender.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
