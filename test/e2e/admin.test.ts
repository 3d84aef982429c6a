import pg from 'pg';
import { Redis } from 'ioredis';
import {
  Browser,
  signInWithGoogle,
  eventually,
  signedUp,
  readSse,
  OWNER_EMAIL,
  startTestSystem,
} from '@tutor/test-kit';

const DIRECTORY = `query($s: DirectorySortField!, $d: SortDirection!, $p: Int, $n: Int) {
  directoryUsers(sortBy: $s, direction: $d, page: $p, pageSize: $n) { total users { id name email role user { isSubscribed remainingMessages } } } }`;

describe('owner administration (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let owner: Awaited<ReturnType<typeof signedUp>>;
  let learners: Awaited<ReturnType<typeof signedUp>>[];
  const directory = (sortBy: string, direction: string, page = 1, pageSize = 50) =>
    owner.gql(DIRECTORY, { s: sortBy, d: direction, p: page, n: pageSize });

  beforeAll(async () => {
    system = await startTestSystem('admin', { DEV_MODEL_TTFT_MS: '20', DEV_MODEL_TOKENS_PER_SECOND: '500' });
    owner = await signedUp(system.gateway, OWNER_EMAIL, 'Olivia Owner');
    learners = [
      await signedUp(system.gateway, 'zed@tutor.test', 'Amira'),
      await signedUp(system.gateway, 'mona@tutor.test', 'Zainab'),
      await signedUp(system.gateway, 'bassem@tutor.test', 'Mahmoud'),
    ];
    await eventually(
      () => directory('NAME', 'ASC'),
      (r) => r.data?.directoryUsers.total === 4,
    );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('lists every registered user from identity’s events, with roles and plan fields', async () => {
    const { data } = await directory('NAME', 'ASC');
    expect(data!.directoryUsers.users.map((u: { name: string; role: string }) => [u.name, u.role])).toEqual([
      ['Amira', 'User'],
      ['Mahmoud', 'User'],
      ['Olivia Owner', 'Owner'],
      ['Zainab', 'User'],
    ]);
    expect(data!.directoryUsers.users[0].user).toEqual({ isSubscribed: false, remainingMessages: 10 });
  });

  it('sorts by each column in both directions and pages', async () => {
    const order = async (s: string, d: string) =>
      (await directory(s, d)).data!.directoryUsers.users.map((u: { email: string }) => u.email);
    expect(await order('EMAIL', 'ASC')).toEqual([
      'bassem@tutor.test',
      'mona@tutor.test',
      OWNER_EMAIL,
      'zed@tutor.test',
    ]);
    expect(await order('EMAIL', 'DESC')).toEqual([
      'zed@tutor.test',
      OWNER_EMAIL,
      'mona@tutor.test',
      'bassem@tutor.test',
    ]);
    expect(await order('NAME', 'DESC')).toEqual([
      'mona@tutor.test',
      OWNER_EMAIL,
      'bassem@tutor.test',
      'zed@tutor.test',
    ]);
    expect((await order('ROLE', 'ASC'))[0]).toBe(OWNER_EMAIL);
    expect((await order('ROLE', 'DESC'))[3]).toBe(OWNER_EMAIL);
    const page2 = (await directory('EMAIL', 'ASC', 2, 3)).data!.directoryUsers;
    expect(page2).toMatchObject({ total: 4, users: [{ email: 'zed@tutor.test' }] });
  });

  it('follows a profile change (a new name from Google) through events only', async () => {
    const browser = new Browser();
    await signInWithGoogle(browser, system.gateway, 'bassem@tutor.test', 'Bassem');
    await eventually(
      async () => (await directory('EMAIL', 'ASC')).data!.directoryUsers.users[0].name,
      (name) => name === 'Bassem',
    );
  });

  it('searches the directory and answers the dashboard counts from admin and billing in one query', async () => {
    const found = await owner.gql(
      '{ directoryUsers(search: " TUTOR.test ", sortBy: REGISTERED, direction: DESC) { total users { email } } }',
    );
    expect(found.data!.directoryUsers.total).toBe(4);
    expect(found.data!.directoryUsers.users[3].email).toBe(OWNER_EMAIL); // the owner signed up first
    const zed = await owner.gql('{ directoryUsers(search: "ZED@") { total users { name } } }');
    expect(zed.data!.directoryUsers).toEqual({ total: 1, users: [{ name: 'Amira' }] });
    const tooLong = await owner.gql('query($q: String) { directoryUsers(search: $q) { total } }', {
      q: 'x'.repeat(101),
    });
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'search must be at most 100 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const stats = await owner.gql(
      '{ directoryStats { users byRole { role count } } billingStats { pendingRequests activeSubscriptions } }',
    );
    expect(stats.data).toEqual({
      directoryStats: {
        users: 4,
        byRole: [
          { role: 'User', count: 3 },
          { role: 'Owner', count: 1 },
        ],
      },
      billingStats: { pendingRequests: 0, activeSubscriptions: 0 },
    });
  });

  it('refuses every owner operation to anyone else, changing nothing', async () => {
    const [learner] = learners;
    const ownerId = (await owner.gql('{ me { id } }')).data!.me.id;
    const operations = [
      ['{ directoryUsers { total } }', {}],
      ['{ directoryUsers(search: "zed") { total } }', {}],
      ['{ directoryStats { users } }', {}],
      ['{ billingStats { pendingRequests } }', {}],
      ['{ directoryStats { users } billingStats { activeSubscriptions } }', {}],
      [`mutation { deleteUser(id: "${ownerId}") }`, {}],
      ['{ paymentRequests { id } }', {}],
      ['mutation { confirmPayment(email: "mona@tutor.test") { id } }', {}],
      ['mutation { rejectPayment(email: "mona@tutor.test") { id } }', {}],
      ['mutation { upgradeUser(email: "zed@tutor.test", transactionNumber: "X") }', {}],
      [
        'mutation { logPaymentAction(email: "mona@tutor.test", action: "confirmed", timestamp: "2026-11-01T00:00:00Z") }',
        {},
      ],
    ] as const;
    for (const [query, variables] of operations) {
      const { errors } = await learner!.gql(query, variables);
      expect({ query, code: errors?.[0]?.extensions?.code }).toEqual({ query, code: 'FORBIDDEN' });
    }
    expect((await learner!.browser.request(`${system.gateway}/admin/queues`)).status).toBe(403);
    expect((await new Browser().request(`${system.gateway}/admin/queues`)).status).toBe(401);
    expect((await learner!.gql('{ me { isSubscribed } }')).data!.me.isSubscribed).toBe(false);
    expect((await directory('NAME', 'ASC')).data!.directoryUsers.total).toBe(4);
  });

  it('shows the owner the queue dashboard', async () => {
    const page = await owner.browser.request(`${system.gateway}/admin/queues`);
    expect(page.status).toBe(200);
    const queues = await owner.browser.request(`${system.gateway}/admin/queues/api/queues`);
    expect(JSON.stringify(await queues.json())).toMatch(/tutor-reply/);
  });

  it('refuses to delete the owner', async () => {
    const ownerId = (await owner.gql('{ me { id } }')).data!.me.id;
    const { errors } = await owner.gql(`mutation { deleteUser(id: "${ownerId}") }`);
    expect(errors?.[0]).toMatchObject({
      message: 'The owner cannot be deleted',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await owner.gql('{ me { email } }')).data!.me.email).toBe(OWNER_EMAIL);
  });

  it('deletes a user everywhere: every service purges their data and their session ends', async () => {
    const victim = learners[1]!; // mona
    const id = (await victim.gql('{ me { id } }')).data!.me.id as string;
    const conversation = (await victim.gql('mutation { startConversation(kind: SCHOOL) { id } }')).data!
      .startConversation.id as string;
    const sent = await victim.gql(
      'mutation($c: ID!) { sendMessage(conversationId: $c, messageId: "9", content: "hello") { streamPath replyId } }',
      { c: conversation },
    );
    await readSse(victim.browser, `${system.gateway}${sent.data!.sendMessage.streamPath}`);
    await victim.gql('mutation { requestPayment { id } }');

    const db = (service: string) =>
      new pg.Client({
        connectionString: process.env.DATABASE_URL!.replace(
          /\/[^/]*$/,
          `/${system.prefix}${service.replace('-', '_')}`,
        ),
      });
    const rowsOf = async (service: string, sql: string) => {
      const client = db(service);
      await client.connect();
      try {
        return (await client.query(sql, [id])).rowCount;
      } finally {
        await client.end();
      }
    };
    const checks: [string, string][] = [
      ['identity', 'SELECT 1 FROM users WHERE id = $1'],
      ['billing', 'SELECT 1 FROM plans WHERE user_id = $1'],
      ['billing', 'SELECT 1 FROM payment_requests WHERE user_id = $1'],
      ['billing', 'SELECT 1 FROM credit_charges WHERE user_id = $1'],
      ['conversation', 'SELECT 1 FROM conversations WHERE user_id = $1'],
      ['conversation', 'SELECT 1 FROM messages WHERE user_id = $1'],
      ['conversation', 'SELECT 1 FROM learners WHERE user_id = $1'],
      ['admin', 'SELECT 1 FROM directory_users WHERE user_id = $1'],
      ['tutor-inference', 'SELECT 1 FROM replies WHERE user_id = $1'],
    ];
    await eventually(
      () => rowsOf('tutor-inference', 'SELECT 1 FROM replies WHERE user_id = $1'),
      (n) => n === 1,
    );
    for (const [service, sql] of checks)
      expect({ service, sql, present: (await rowsOf(service, sql))! > 0 }).toEqual({
        service,
        sql,
        present: true,
      });

    expect((await owner.gql(`mutation { deleteUser(id: "${id}") }`)).data).toEqual({ deleteUser: true });

    for (const [service, sql] of checks)
      await eventually(
        () => rowsOf(service, sql),
        (n) => n === 0,
      );
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      await eventually(
        () => redis.exists(`reply:{${sent.data!.sendMessage.replyId}}:chunks`),
        (n) => n === 0,
      );
    } finally {
      redis.disconnect();
    }
    // Their session has ended: the gateway answers them as a visitor.
    await eventually(
      async () => {
        const res = await victim.browser.request(`${system.gateway}/auth/login/success`);
        return { status: res.status, body: (await res.json()) as { user: unknown; error: boolean } };
      },
      (r) => r.status === 200 && r.body.error && r.body.user === null,
    );
    expect((await victim.gql('{ me { id } }')).data?.me ?? null).toBeNull();
    expect((await directory('NAME', 'ASC')).data!.directoryUsers.total).toBe(3);
  }, 60_000);
});
