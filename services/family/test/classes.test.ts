import { createHash, randomUUID } from 'node:crypto';
import { CONVERSATION_INTERNAL, TOPICS, UserDeletedSchema, UserProfileUpdatedSchema } from '@tutor/contracts';
import { HttpError, type EventBus } from '@tutor/service-runtime';
import { eventually, eventAt, startStandIn, testDeployment, testEventBus } from '@tutor/test-kit';
import { service as family } from '../src/service';

/**
 * Teachers' classes in the family service (ADR 19), in-process with real PostgreSQL, Redis and the bus; the
 * conversation service's catalog, which a class is checked against, is a stand-in served from its contract. The
 * test plays identity (who is a teacher, who a student) and calls the subgraph as the gateway would.
 */
/** The catalog's subjects of the first high-school year that these tests choose from. */
const CATALOG = [
  { id: 'high-1-physics', unitIds: ['high-1-physics-motion', 'high-1-physics-waves'] },
  { id: 'high-1-chemistry', unitIds: ['high-1-chemistry-atoms'] },
].map((subject) => ({ ...subject, educationalStage: 'high', academicYear: '1' }));

type Caller = { id: string; email: string; role: 'Owner' | 'User' };
const person = (label: string): Caller => ({
  id: randomUUID(),
  email: `${label}@classes.test`,
  role: 'User',
});

const CREATE = `mutation($name: String!, $stage: String!, $year: String!, $subject: ID!) {
  createClass(name: $name, educationalStage: $stage, academicYear: $year, subjectId: $subject) {
    code class { id subjectId } } }`;
const RENEW = 'mutation($c: ID!) { renewClassCode(classId: $c) { code } }';
const JOIN = 'mutation($code: String!) { joinClass(code: $code) { classId className teacherName } }';
const LEAVE = 'mutation($c: ID!) { leaveClass(classId: $c) }';
const REMOVE = 'mutation($c: ID!, $s: ID!) { removeStudent(classId: $c, studentId: $s) }';
const PIN = 'mutation($c: ID!, $u: ID) { pinClassTopic(classId: $c, unitId: $u) { pinnedUnitId } }';
const UNIT =
  'mutation($c: ID!, $t: String!, $n: String!) { createClassUnit(classId: $c, title: $t, notes: $n) { id } }';
const MINE = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User {
  classes { id students { name user { id } } units { title } } classMemberships { classId } } } }`;
const JOIN_CODES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { classes { joinCode } } } }`;

describe('family service: classes', () => {
  const deployment = testDeployment('classes');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  let catalog: Awaited<ReturnType<typeof startStandIn>>;
  const teacher = person('teacher');
  const otherTeacher = person('other-teacher');
  const salma = person('salma');
  const karim = person('karim');
  const parent = person('parent');

  const ask = (as: Caller | undefined, query: string, variables: Record<string, unknown> = {}) =>
    deployment.graphql(svc, query, as, variables);
  const mine = async (of: Caller) =>
    (await ask(of, MINE, { r: [{ __typename: 'User', id: of.id }] })).data!._entities[0];
  const outbox = async (type: string) =>
    (
      await svc.pool.query<{ aggregate_id: string }>(
        'SELECT aggregate_id FROM outbox WHERE type = $1 ORDER BY seq',
        [type],
      )
    ).rows.map((r) => r.aggregate_id);
  const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    r.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    catalog = await startStandIn(CONVERSATION_INTERNAL, deployment.secret, {
      catalogSubject: async ({ id }) => {
        const subject = CATALOG.find((s) => s.id === id);
        if (!subject) throw new HttpError(404, 'No such subject', 'NOT_FOUND');
        return subject;
      },
      catalogUnit: async () => {
        throw new HttpError(404, 'No such unit', 'NOT_FOUND');
      },
    });
    svc = await deployment.start(family, 'FAMILY_PORT', {
      CONVERSATION_URL: `${catalog.url}/graphql`,
    });
    bus = testEventBus(deployment.namespace);
    const profile = (who: Caller, name: string, fields: Record<string, string>) =>
      eventAt(
        UserProfileUpdatedSchema,
        { userId: who.id, email: who.email, name, role: who.role, language: 'en', ...fields },
        who.id,
        new Date(),
      );
    await bus.publish(TOPICS.identityUser, [
      profile(teacher, 'Mr Adel', { userType: 'teacher' }),
      profile(otherTeacher, 'Huda', { userType: 'teacher', language: 'ar' }),
      profile(salma, 'Salma', { userType: 'student', educationalStage: 'high', academicYear: '1' }),
      profile(karim, 'Karim', { userType: 'student', educationalStage: 'high', academicYear: '1' }),
      profile(parent, 'Hany', { userType: 'parent' }),
    ]);
    await eventually(
      async () => (await svc.pool.query('SELECT 1 FROM members')).rowCount ?? 0,
      (n) => n === 5,
    );
  }, 60_000);
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
    await catalog?.stop();
  });

  let classId = '';
  let code = '';

  it('makes a class for a subject the catalog teaches in its stage and year; the code is stored only hashed', async () => {
    const wrongYear = await ask(otherTeacher, CREATE, {
      name: 'فيزياء',
      stage: 'middle',
      year: '1',
      subject: 'high-1-physics',
    });
    expect(wrongYear.errors?.[0]).toMatchObject({
      message: 'هذه المادة لا تُدرَّس في هذه المرحلة وهذه السنة.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(codeOf(await ask(teacher, CREATE, { name: 'X', stage: 'high', year: '1', subject: 'nope' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await ask(teacher, CREATE, { name: 'X', stage: 'high', year: '7', subject: 'high-1-physics' }))
        .errors?.[0]?.message,
    ).toBe('Choose a stage (primary, middle or high) and one of its years.');
    expect(
      (
        await ask(teacher, CREATE, {
          name: 'x'.repeat(81),
          stage: 'high',
          year: '1',
          subject: 'high-1-physics',
        })
      ).errors?.[0]?.message,
    ).toBe('Give the class a name of at most 80 characters.');
    expect(
      codeOf(await ask(salma, CREATE, { name: 'X', stage: 'high', year: '1', subject: 'high-1-physics' })),
    ).toBe('FORBIDDEN');
    expect((await svc.pool.query('SELECT 1 FROM classes')).rowCount).toBe(0);

    const made = await ask(teacher, CREATE, {
      name: ' Physics 1A ',
      stage: 'High',
      year: '1',
      subject: 'high-1-physics',
    });
    expect(made.errors).toBeUndefined();
    ({ code } = made.data!.createClass);
    classId = made.data!.createClass.class.id;
    const { rows } = await svc.pool.query('SELECT name, educational_stage, code_hash FROM classes');
    expect(rows).toEqual([
      {
        name: 'Physics 1A',
        educational_stage: 'high',
        code_hash: createHash('sha256').update(code.replace(/-/g, '')).digest(),
      },
    ]);
    expect(await outbox('tutor.events.v1.ClassCreated')).toEqual([classId]);
  });

  it('keeps the code for its teacher to read again, sealed: not in clear in the database, and nobody else reads it', async () => {
    const joinCodes = async (of: Caller) =>
      (await ask(of, JOIN_CODES, { r: [{ __typename: 'User', id: of.id }] })).data!._entities[0].classes.map(
        (c: { joinCode: string | null }) => c.joinCode,
      );
    expect(await joinCodes(teacher)).toEqual([code]);
    const { rows } = await svc.pool.query<{ code_sealed: Buffer }>('SELECT code_sealed FROM classes');
    expect(rows[0]!.code_sealed.length).toBeGreaterThan(28); // nonce, tag and the sealed code
    expect(rows[0]!.code_sealed.toString('latin1')).not.toContain(code.replace(/-/g, '').slice(0, 8));
    expect(await joinCodes(otherTeacher)).toEqual([]); // another teacher's own list: empty
    expect(codeOf(await ask(otherTeacher, JOIN_CODES, { r: [{ __typename: 'User', id: teacher.id }] }))).toBe(
      'FORBIDDEN',
    );
    // A class made before codes were sealed shows none until it is renewed.
    await svc.pool.query('UPDATE classes SET code_sealed = NULL');
    expect(await joinCodes(teacher)).toEqual([null]);
    const renewed = (await ask(teacher, RENEW, { c: classId })).data!.renewClassCode.code;
    expect(await joinCodes(teacher)).toEqual([renewed]);
    code = renewed;
  });

  it('lets students join once with the code, renews it (the old one then fails), and counts wrong codes', async () => {
    expect((await ask(salma, JOIN, { code })).data!.joinClass).toEqual({
      classId,
      className: 'Physics 1A',
      teacherName: 'Mr Adel',
    });
    expect((await ask(salma, JOIN, { code })).errors).toBeUndefined(); // again: nothing new
    expect(await outbox('tutor.events.v1.ClassJoined')).toEqual([classId]);
    expect(codeOf(await ask(parent, JOIN, { code }))).toBe('FORBIDDEN');
    expect(codeOf(await ask(teacher, JOIN, { code }))).toBe('FORBIDDEN');

    expect(codeOf(await ask(otherTeacher, RENEW, { c: classId }))).toBe('NOT_FOUND');
    const renewed = (await ask(teacher, RENEW, { c: classId })).data!.renewClassCode.code;
    expect(renewed).not.toBe(code);
    expect(codeOf(await ask(karim, JOIN, { code }))).toBe('BAD_USER_INPUT');
    expect((await ask(karim, JOIN, { code: renewed })).errors).toBeUndefined();
    expect((await mine(teacher)).classes[0].students).toEqual([
      { name: 'Salma', user: { id: salma.id } },
      { name: 'Karim', user: { id: karim.id } },
    ]);
    expect((await mine(karim)).classMemberships).toEqual([{ classId }]);
    // Karim's old code counted: four more wrong ones reach five, and then even the right code is refused.
    for (let i = 0; i < 4; i++) await ask(karim, JOIN, { code: 'nonsense' });
    expect(codeOf(await ask(karim, JOIN, { code: renewed }))).toBe('TOO_MANY_REQUESTS');
    await svc.redis.del(`${deployment.namespace}:family:wrong-codes:${karim.id}`);
  });

  it('pins a unit of the subject or of the class, and writes units within their limits', async () => {
    expect((await ask(teacher, PIN, { c: classId, u: 'high-1-physics-motion' })).data!.pinClassTopic).toEqual(
      {
        pinnedUnitId: 'high-1-physics-motion',
      },
    );
    expect(codeOf(await ask(teacher, PIN, { c: classId, u: 'high-1-chemistry-atoms' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await ask(otherTeacher, PIN, { c: classId, u: 'high-1-physics-motion' }))).toBe(
      'NOT_FOUND',
    );

    const tooLong = await ask(teacher, UNIT, { c: classId, t: 'Football', n: 'n'.repeat(2001) });
    expect(tooLong.errors?.[0]?.message).toBe('Write notes for the tutor of at most 2000 characters.');
    const own = await ask(teacher, UNIT, { c: classId, t: 'Football', n: 'Use football.' });
    const unitId = own.data!.createClassUnit.id;
    expect((await ask(teacher, PIN, { c: classId, u: unitId })).data!.pinClassTopic.pinnedUnitId).toBe(
      unitId,
    );
    expect((await ask(teacher, PIN, { c: classId, u: null })).data!.pinClassTopic.pinnedUnitId).toBeNull();
    expect(await outbox('tutor.events.v1.ClassTopicPinned')).toEqual([classId, classId, classId]);
    for (let i = 2; i <= 20; i++)
      expect((await ask(teacher, UNIT, { c: classId, t: `Unit ${i}`, n: 'Notes' })).errors).toBeUndefined();
    const twentyFirst = await ask(teacher, UNIT, { c: classId, t: 'One more', n: 'Notes' });
    expect(twentyFirst.errors?.[0]?.message).toBe('A class can have at most 20 units of its own.');
    expect(await outbox('tutor.events.v1.ClassUnitCreated')).toHaveLength(20);
  });

  it('ends memberships: a student leaves, the teacher removes one; others get NOT_FOUND', async () => {
    expect(codeOf(await ask(otherTeacher, REMOVE, { c: classId, s: salma.id }))).toBe('NOT_FOUND');
    expect(codeOf(await ask(salma, REMOVE, { c: classId, s: karim.id }))).toBe('FORBIDDEN');
    expect(codeOf(await ask(parent, LEAVE, { c: classId }))).toBe('NOT_FOUND');
    expect((await ask(salma, LEAVE, { c: classId })).data).toEqual({ leaveClass: true });
    expect(codeOf(await ask(salma, LEAVE, { c: classId }))).toBe('NOT_FOUND');
    expect(codeOf(await ask(teacher, REMOVE, { c: classId, s: salma.id }))).toBe('NOT_FOUND');
    expect(await outbox('tutor.events.v1.ClassLeft')).toEqual([classId]);
    expect((await mine(teacher)).classes[0].students).toEqual([{ name: 'Karim', user: { id: karim.id } }]);
    expect((await mine(salma)).classMemberships).toEqual([]);
    // Each reads only their own lists, as the owner of the user entity.
    const other = await ask(otherTeacher, MINE, { r: [{ __typename: 'User', id: teacher.id }] });
    expect(codeOf(other)).toBe('FORBIDDEN');
  });

  it('a deleted teacher’s classes go, each membership ended announced', async () => {
    await bus.publish(TOPICS.identityUser, [
      eventAt(UserDeletedSchema, { userId: teacher.id }, teacher.id, new Date()),
    ]);
    await eventually(
      async () => (await svc.pool.query('SELECT 1 FROM classes')).rowCount,
      (n) => n === 0,
    );
    expect(await outbox('tutor.events.v1.ClassLeft')).toEqual([classId, classId]);
    expect((await svc.pool.query('SELECT 1 FROM class_units')).rowCount).toBe(0);
    expect((await mine(karim)).classMemberships).toEqual([]);
  });

  it('refuses a class while the catalog cannot be asked, storing nothing', async () => {
    const cut = await deployment.start(family, 'FAMILY_PORT', {
      CONVERSATION_URL: 'http://127.0.0.1:9/graphql',
    });
    const refused = await deployment.graphql(cut, CREATE, otherTeacher, {
      name: 'فيزياء',
      stage: 'high',
      year: '1',
      subject: 'high-1-physics',
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'لا يمكن التحقق من المواد الآن. حاول مرة أخرى.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect((await svc.pool.query('SELECT 1 FROM classes')).rowCount).toBe(0);
  });
});
