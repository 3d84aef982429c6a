import { randomUUID } from 'node:crypto';
import { explain, tableAccess, testDeployment } from '@tutor/test-kit';
import {
  directoryPageStatement,
  directoryTotalStatement,
  ownerRoleStatement,
  SEARCH_COUNT_CAP,
  type SortField,
} from '../src/data/directory';
import { flagPageStatement } from '../src/data/flags';
import { service as admin } from '../src/service';

/**
 * The owner's lists paged by key. The directory (`after`, a page's endCursor) against the real PostgreSQL: each sort's page
 * is read through its index (EXPLAIN, at a few thousand users, analysed), every user comes exactly once in order
 * while users join meanwhile, and a cursor is only the owner's and only for its own sort.
 */
const OWNER_EMAIL = 'boss@pages.test';
type Caller = { id: string; email: string; role: 'Owner' | 'User' };
const owner: Caller = { id: randomUUID(), email: OWNER_EMAIL, role: 'Owner' };
const learner: Caller = { id: randomUUID(), email: 'someone@pages.test', role: 'User' };
const USERS = 4000;

const FLAGS = `query($all: Boolean, $n: Int!, $a: String) {
  flagPage(includeDismissed: $all, first: $n, after: $a) { endCursor flags { id } } }`;
const PAGE = `query($s: DirectorySortField, $d: SortDirection, $n: Int, $a: String) {
  directoryUsers(sortBy: $s, direction: $d, pageSize: $n, after: $a) { total endCursor users { id email } } }`;

describe("the owner's directory and flags, page after page by key", () => {
  const deployment = testDeployment('adminpages');
  let adminSvc: Awaited<ReturnType<typeof deployment.start<any, any>>>;

  beforeAll(async () => {
    adminSvc = await deployment.start(admin, 'ADMIN_PORT', { OWNER_EMAIL });
    // Names repeat (every 100th the same) so the user id breaks ties; times repeat every 7.
    await adminSvc.pool.query(
      `INSERT INTO directory_users (user_id, email, name, role, registered_at, updated_at, user_type)
       SELECT gen_random_uuid(), 'user' || i || '@pages.test', 'Name ' || (i % 100), 'User',
              timestamptz '2026-01-01' + (i / 7) * interval '1 minute', now(), 'student'
       FROM generate_series(1, $1::int) i`,
      [USERS],
    );
    // Flags: a time repeats every 3 (the reply id breaks ties); most dismissed, as an owner's list goes.
    await adminSvc.pool.query(
      `INSERT INTO flags (reply_id, user_id, conversation_id, category, source, excerpt, flagged_at, dismissed_at)
       SELECT 'reply-' || i, gen_random_uuid(), 'c', 'self_harm', 'model', 'text', timestamptz '2026-01-01' + (i / 3) * interval '1 minute',
              CASE WHEN i % 10 = 0 THEN NULL ELSE now() END
       FROM generate_series(1, $1::int) i`,
      [USERS],
    );
    await adminSvc.pool.query('ANALYZE directory_users');
    await adminSvc.pool.query('ANALYZE flags');
  });
  afterAll(() => deployment.dispose());

  const INDEX: Partial<Record<SortField, string>> = {
    NAME: 'directory_users_name_idx',
    EMAIL: 'directory_users_email_idx',
    REGISTERED: 'directory_users_registered_idx',
  };

  it('reads each sort’s first page and a page after a cursor through its index: no scan of the table, no sort', async () => {
    const after = { NAME: 'name 5', EMAIL: 'user2000@pages.test', REGISTERED: '2026-01-01 03:00:00+00' };
    for (const [sortBy, index] of Object.entries(INDEX) as [SortField, string][])
      for (const direction of ['ASC', 'DESC'] as const)
        for (const cursor of [
          undefined,
          { key: after[sortBy as keyof typeof after], userId: randomUUID() },
        ]) {
          const { text, values } = directoryPageStatement({ sortBy, direction, limit: 51, after: cursor });
          const access = tableAccess(await explain(adminSvc.pool, text, values), 'directory_users');
          expect({ sortBy, direction, cursor: !!cursor, ...access }).toEqual({
            sortBy,
            direction,
            cursor: !!cursor,
            indexes: [index],
            seqScan: false,
            sorts: false,
          });
        }
  });

  it('counts the directory without reading its table: the total from the kept counts, the owner by e-mail index', async () => {
    const total = directoryTotalStatement();
    const nodes = await explain(adminSvc.pool, total.text, total.values);
    expect(tableAccess(nodes, 'directory_users')).toEqual({ indexes: [], seqScan: false, sorts: false });
    expect(nodes.some((n) => n['Relation Name'] === 'directory_counts')).toBe(true);
    const owner = ownerRoleStatement(OWNER_EMAIL);
    expect(tableAccess(await explain(adminSvc.pool, owner.text, owner.values), 'directory_users')).toEqual({
      indexes: ['directory_users_email_idx'],
      seqScan: false,
      sorts: false,
    });
  });

  it('keeps the counts exact through inserts, updates and deletes, and stops a search count at its cap', async () => {
    const kept = async () =>
      (
        await adminSvc.pool.query<{ role: string; user_type: string; n: number }>(
          'SELECT role, user_type, n::int AS n FROM directory_counts WHERE n <> 0 ORDER BY 1, 2',
        )
      ).rows;
    const counted = async () =>
      (
        await adminSvc.pool.query<{ role: string; user_type: string; n: number }>(
          'SELECT role, user_type, count(*)::int AS n FROM directory_users GROUP BY 1, 2 ORDER BY 1, 2',
        )
      ).rows;
    expect(await kept()).toEqual(await counted());
    const client = await adminSvc.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO directory_users (user_id, email, name, role, registered_at, updated_at, user_type)
         SELECT gen_random_uuid(), 'counted' || i || '@pages.test', 'Counted ' || i, 'Admin', now(), now(), 'teacher'
         FROM generate_series(1, 30) i`,
      );
      await client.query(
        "UPDATE directory_users SET user_type = 'parent' WHERE email LIKE 'counted1%@pages.test'",
      );
      await client.query("DELETE FROM directory_users WHERE email LIKE 'counted2%@pages.test'");
      // In the writer's own transaction: the counts move with the rows, not later.
      expect(
        (
          await client.query(
            "SELECT user_type, n::int AS n FROM directory_counts WHERE role = 'Admin' ORDER BY 1",
          )
        ).rows,
      ).toEqual([
        { user_type: 'parent', n: 11 },
        { user_type: 'teacher', n: 8 },
      ]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await kept()).toEqual(await counted());
    const { rows } = await adminSvc.pool.query(
      directoryTotalStatement('pages.test').text,
      directoryTotalStatement('pages.test').values,
    );
    expect(rows[0].n).toBe(SEARCH_COUNT_CAP);
  });

  it('gives every user exactly once, in order, page after page, while others join', async () => {
    for (const [s, d] of [
      ['NAME', 'ASC'],
      ['REGISTERED', 'DESC'],
      ['ROLE', 'ASC'],
    ] as const) {
      const all = (await adminSvc.pool.query<{ user_id: string }>('SELECT user_id FROM directory_users'))
        .rows;
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res = await deployment.graphql(adminSvc, PAGE, owner, { s, d, n: 200, a: after });
        expect(res.errors).toBeUndefined();
        const page = res.data!.directoryUsers;
        seen.push(...page.users.map((u: { id: string }) => u.id));
        after = page.endCursor;
        // Someone registers while the owner pages: a later page may show them, no earlier one moves.
        if (++pages === 3)
          await adminSvc.pool.query(
            `INSERT INTO directory_users (user_id, email, name, role, registered_at, updated_at)
             VALUES ($1, $2, 'Name 0', 'User', now(), now())`,
            [randomUUID(), `late${s}@pages.test`],
          );
      } while (after);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => all.some((u) => u.user_id === id))).toHaveLength(all.length);
      // In the list's own order, as one whole read of it gives.
      const order = { NAME: 'lower(name), user_id', REGISTERED: 'registered_at DESC, user_id DESC' }[
        s as 'NAME' | 'REGISTERED'
      ];
      if (order) {
        const whole = (
          await adminSvc.pool.query<{ user_id: string }>(
            `SELECT user_id FROM directory_users ORDER BY ${order}`,
          )
        ).rows.map((r) => r.user_id);
        expect(seen).toEqual(whole.filter((id) => seen.includes(id)));
      }
    }
  });

  it('reads each page of flags, open or all, through its index: no scan, no sort', async () => {
    const after = { flaggedAt: '2026-01-01 10:00:00+00', replyId: 'reply-2000' };
    for (const [all, index] of [
      [false, 'flags_open_page_idx'],
      [true, 'flags_page_idx'],
    ] as const)
      for (const cursor of [undefined, after]) {
        const { text, values } = flagPageStatement(all, 51, cursor);
        const access = tableAccess(await explain(adminSvc.pool, text, values), 'flags');
        expect({ all, ...access }).toEqual({ all, indexes: [index], seqScan: false, sorts: false });
      }
  });

  it('gives every flag exactly once, newest first, while new ones arrive; the owner’s only', async () => {
    for (const all of [false, true]) {
      const expected = (
        await adminSvc.pool.query<{ reply_id: string }>(
          `SELECT reply_id FROM flags WHERE $1 OR dismissed_at IS NULL ORDER BY flagged_at DESC, reply_id DESC`,
          [all],
        )
      ).rows.map((r) => r.reply_id);
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res = await deployment.graphql(adminSvc, FLAGS, owner, { all, n: 150, a: after });
        expect(res.errors).toBeUndefined();
        seen.push(...res.data!.flagPage.flags.map((f: { id: string }) => f.id));
        after = res.data!.flagPage.endCursor;
        if (++pages === 2)
          await adminSvc.pool.query(
            `INSERT INTO flags (reply_id, user_id, conversation_id, category, source, excerpt, flagged_at)
             VALUES ($1, gen_random_uuid(), 'c', 'self_harm', 'model', 'new', now())`,
            [`late-${all}`],
          );
      } while (after);
      expect(seen).toEqual(expected);
    }
    const asLearner = await deployment.graphql(adminSvc, FLAGS, learner, { n: 10 });
    expect(asLearner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const madeUp = await deployment.graphql(adminSvc, FLAGS, owner, { n: 10, a: 'nope' });
    expect(madeUp.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('refuses a cursor to anyone but the owner, from another sort, or made up', async () => {
    const first = await deployment.graphql(adminSvc, PAGE, owner, { s: 'NAME', d: 'ASC', n: 10 });
    const cursor = first.data!.directoryUsers.endCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const asLearner = await deployment.graphql(adminSvc, PAGE, learner, { s: 'NAME', d: 'ASC', a: cursor });
    expect(asLearner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const [s, a] of [
      ['REGISTERED', cursor],
      ['NAME', 'not-a-cursor'],
    ]) {
      const res = await deployment.graphql(adminSvc, PAGE, owner, { s, d: 'ASC', a });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    }
  });
});
