import { randomUUID } from 'node:crypto';
import { explain, tableAccess, testDeployment } from '@tutor/test-kit';
import { studentPageStatement } from '../src/data/classes';
import { service as family } from '../src/service';

/**
 * A class's students a page at a time, by key (`studentPage`), against the real PostgreSQL: the page is read
 * through class_members_page_idx (EXPLAIN, at a few thousand members, analysed), every student comes exactly once
 * in the order they joined while others join meanwhile, and only the class's teacher reads them.
 */
type Caller = { id: string; email: string; role: 'Owner' | 'User' };
const person = (label: string): Caller => ({ id: randomUUID(), email: `${label}@pages.test`, role: 'User' });

const STUDENTS = `query($r: [_Any!]!, $n: Int!, $a: String) { _entities(representations: $r) { ... on User {
  classes { id studentPage(first: $n, after: $a) { endCursor students { user { id } } } } } } }`;

describe("family service: a class's students, page after page by key", () => {
  const deployment = testDeployment('classpages');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  const teacher = person('teacher');
  const other = person('other-teacher');
  const classId = randomUUID();

  /** A class of `teacher` with `n` students who joined a second apart, every 4 at the same second. */
  const makeClass = async (id: string, of: Caller, n: number) => {
    await svc.pool.query(
      `INSERT INTO classes (class_id, teacher_id, name, educational_stage, academic_year, subject_id, code_hash)
       VALUES ($1, $2, 'Class', 'high', '1', 'high-1-physics', $3)`,
      [id, of.id, Buffer.from(randomUUID())],
    );
    await svc.pool.query(
      `INSERT INTO class_members (class_id, student_id, joined_at)
       SELECT $1, gen_random_uuid(), timestamptz '2026-01-01' + (i / 4) * interval '1 second'
       FROM generate_series(1, $2::int) i`,
      [id, n],
    );
  };
  const page = (as: Caller, of: Caller, n: number, a?: string | null) =>
    deployment.graphql(svc, STUDENTS, as, { r: [{ __typename: 'User', id: of.id }], n, a });

  beforeAll(async () => {
    svc = await deployment.start(family, 'FAMILY_PORT', { CONVERSATION_URL: 'http://127.0.0.1:9/graphql' });
    await makeClass(classId, teacher, 3000);
    await makeClass(randomUUID(), other, 2000);
    await svc.pool.query('ANALYZE class_members');
  });
  afterAll(() => deployment.dispose());

  it('reads the first page and a page after a cursor through class_members_page_idx: no scan, no sort', async () => {
    const after = { joinedAt: '2026-01-01 00:05:00+00', studentId: randomUUID() };
    for (const cursor of [undefined, after]) {
      const { text, values } = studentPageStatement(classId, 51, cursor);
      const access = tableAccess(await explain(svc.pool, text, values), 'class_members');
      expect(access).toEqual({ indexes: ['class_members_page_idx'], seqScan: false, sorts: false });
    }
  });

  it('gives every student exactly once, in the order they joined, while others join', async () => {
    const expected = (
      await svc.pool.query<{ student_id: string }>(
        'SELECT student_id FROM class_members WHERE class_id = $1 ORDER BY joined_at, student_id',
        [classId],
      )
    ).rows.map((r) => r.student_id);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await page(teacher, teacher, 200, after);
      expect(res.errors).toBeUndefined();
      const students = res.data!._entities[0].classes[0].studentPage;
      seen.push(...students.students.map((s: { user: { id: string } }) => s.user.id));
      after = students.endCursor;
      // Someone joining meanwhile joins at the end: the last page shows them, no earlier page moves.
      if (++pages === 2)
        await svc.pool.query('INSERT INTO class_members (class_id, student_id) VALUES ($1, $2)', [
          classId,
          randomUUID(),
        ]);
    } while (after);
    expect(seen.slice(0, expected.length)).toEqual(expected);
    expect(seen).toHaveLength(expected.length + 1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("gives another teacher nothing of this class, with this class's cursor; refuses a made-up one", async () => {
    const first = (await page(teacher, teacher, 10)).data!._entities[0].classes[0].studentPage;
    expect((await page(other, teacher, 10)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Their own class with her cursor: their students only (after that time), none of hers.
    const theirs = (await page(other, other, 200, first.endCursor)).data!._entities[0].classes[0].studentPage;
    const hers = new Set(
      (
        await svc.pool.query<{ student_id: string }>(
          'SELECT student_id FROM class_members WHERE class_id = $1',
          [classId],
        )
      ).rows.map((r) => r.student_id),
    );
    expect(theirs.students.some((s: { user: { id: string } }) => hers.has(s.user.id))).toBe(false);
    const madeUp = await page(teacher, teacher, 10, 'nope');
    expect(madeUp.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });
});
