import { createHash, randomUUID } from 'node:crypto';
import { MessageFlaggedSchema, TOPICS, UserDeletedSchema, UserProfileUpdatedSchema } from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventually, eventAt, testDeployment, testEventBus } from '@tutor/test-kit';
import { service as family } from '../src/service';

/**
 * The family service in-process with real PostgreSQL, Redis and the bus. The test plays identity: it announces
 * who is a student and who a parent (UserProfileUpdated), then calls the subgraph as the gateway would.
 */
type Caller = { id: string; email: string; role: 'Owner' | 'User' };
const person = (label: string, role: Caller['role'] = 'User'): Caller => ({
  id: randomUUID(),
  email: `${label}@family.test`,
  role,
});

const CREATE = 'mutation { createLinkCode { code expiresAt } }';
const REDEEM = `mutation($code: String!) { redeemLinkCode(code: $code) {
  user { id } name educationalStage academicYear linkedAt } }`;
const UNLINK_CHILD = 'mutation($id: ID!) { unlinkChild(childId: $id) }';
const UNLINK_PARENT = 'mutation($id: ID!) { unlinkParent(parentId: $id) }';
const LINKS = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User {
  linkedChildren { user { id } name } linkedParents { user { id } name } } } }`;

describe('family service', () => {
  const deployment = testDeployment('family');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  const student = person('student');
  const sister = person('sister');
  const parent = person('parent');
  const arabicParent = person('arabic-parent');
  const otherParent = person('other-parent');
  const owner = person('owner', 'Owner');

  const ask = (as: Caller | undefined, query: string, variables: Record<string, unknown> = {}) =>
    deployment.graphql(svc, query, as, variables);
  const code = async (as: Caller = student) => {
    const { data, errors } = await ask(as, CREATE);
    expect(errors).toBeUndefined();
    return data!.createLinkCode as { code: string; expiresAt: string };
  };
  const redeem = (as: Caller, value: string) => ask(as, REDEEM, { code: value });
  /** `as` null: a visitor (undefined would mean the user themself). */
  const links = async (of: Caller, as: Caller | null = of) =>
    ask(as ?? undefined, LINKS, { r: [{ __typename: 'User', id: of.id }] });
  const outbox = async (type: string) =>
    (
      await svc.pool.query<{ aggregate_id: string }>(
        'SELECT aggregate_id FROM outbox WHERE type = $1 ORDER BY seq',
        [type],
      )
    ).rows.map((r) => r.aggregate_id);
  const wrongCodes = (as: Caller) => svc.redis.del(`${deployment.namespace}:family:wrong-codes:${as.id}`);

  beforeAll(async () => {
    svc = await deployment.start(family, 'FAMILY_PORT');
    bus = testEventBus(deployment.namespace);
    const profile = (who: Caller, name: string, fields: Record<string, string>) =>
      eventAt(
        UserProfileUpdatedSchema,
        { userId: who.id, email: who.email, name, role: who.role, language: 'en', ...fields },
        who.id,
        new Date(),
      );
    await bus.publish(TOPICS.identityUser, [
      profile(student, 'Salma', { userType: 'student', educationalStage: 'middle', academicYear: '2' }),
      profile(sister, 'Mona', { userType: 'student', educationalStage: 'primary', academicYear: '5' }),
      profile(parent, 'Hany', { userType: 'parent' }),
      profile(arabicParent, 'Amal', { userType: 'parent', language: 'ar' }),
      profile(otherParent, 'Omar', { userType: 'parent' }),
      profile(owner, 'Owner', { userType: 'teacher' }),
    ]);
    await eventually(
      async () => (await svc.pool.query('SELECT 1 FROM members')).rowCount ?? 0,
      (n) => n === 6,
    );
  });
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  it('links a parent to the student whose code they enter, once, and announces it', async () => {
    const before = Date.now();
    const { code: value, expiresAt } = await code();
    const ttl = Date.parse(expiresAt) - before;
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    // Typed in lower case with spaces instead of dashes: still the code.
    const { data, errors } = await redeem(parent, value.toLowerCase().replace(/-/g, ' '));
    expect(errors).toBeUndefined();
    expect(data!.redeemLinkCode).toMatchObject({
      user: { id: student.id },
      name: 'Salma',
      educationalStage: 'middle',
      academicYear: '2',
    });
    expect((await links(parent)).data!._entities[0].linkedChildren).toEqual([
      { user: { id: student.id }, name: 'Salma' },
    ]);
    expect((await links(student)).data!._entities[0].linkedParents).toEqual([
      { user: { id: parent.id }, name: 'Hany' },
    ]);
    expect(await outbox('tutor.events.v1.ParentLinked')).toEqual([student.id]);

    // Used: refused, to this parent and to any other, in the caller's language.
    const again = await redeem(otherParent, value);
    expect(again.errors?.[0]).toMatchObject({
      message: 'This link code has already been used. Ask your child for a new one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const arabic = await redeem(arabicParent, value);
    expect(arabic.errors?.[0]?.message).toBe('تم استخدام رمز الربط هذا من قبل. اطلب من طفلك رمزًا جديدًا.');
    expect((await links(otherParent)).data!._entities[0].linkedChildren).toEqual([]);
    await wrongCodes(otherParent);
    await wrongCodes(arabicParent);
  });

  it('stores codes only as SHA-256 digests, and a new code replaces an unused one', async () => {
    const first = await code(sister);
    const second = await code(sister);
    const { rows } = await svc.pool.query<{ code_hash: Buffer }>(
      'SELECT code_hash FROM link_codes WHERE student_id = $1',
      [sister.id],
    );
    const digest = (c: string) => createHash('sha256').update(c.replace(/-/g, '')).digest();
    expect(rows.map((r) => r.code_hash)).toEqual([digest(second.code)]);
    const dump = JSON.stringify((await svc.pool.query('SELECT * FROM link_codes')).rows);
    expect(dump).not.toContain(second.code.replace(/-/g, ''));
    expect((await redeem(otherParent, first.code)).errors?.[0]?.message).toBe(
      'This is not a valid link code. Check it and try again.',
    );
    await wrongCodes(otherParent);
  });

  it('links once when two parents race for one code', async () => {
    const { code: value } = await code(sister);
    const results = await Promise.all([redeem(otherParent, value), redeem(arabicParent, value)]);
    const linked = results.filter((r) => !r.errors);
    expect(linked).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await links(sister)).data!._entities[0].linkedParents).toHaveLength(1);
    // Undo the winner's link, so the later tests start from an unlinked sister.
    const winner = linked[0] === results[0] ? otherParent : arabicParent;
    expect((await ask(winner, UNLINK_CHILD, { id: sister.id })).data).toEqual({ unlinkChild: true });
    expect(await outbox('tutor.events.v1.ParentLinked')).toEqual([student.id, sister.id]);
    await wrongCodes(otherParent);
    await wrongCodes(arabicParent);
  });

  it('refuses an expired code with a clear message', async () => {
    const { code: value } = await code(sister);
    await svc.pool.query(
      "UPDATE link_codes SET expires_at = now() - interval '1 second' WHERE student_id = $1",
      [sister.id],
    );
    const { errors } = await redeem(otherParent, value);
    expect(errors?.[0]).toMatchObject({
      message: 'This link code has expired. Ask your child for a new one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await links(sister)).data!._entities[0].linkedParents).toEqual([]);
    await wrongCodes(otherParent);
  });

  it('limits a parent to 5 wrong codes per window, then refuses even a right one; other parents are not held up', async () => {
    const { code: value } = await code(sister);
    for (const wrong of ['0000-0000-0000-0000', 'nonsense', 'x'.repeat(500), 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', '1']) {
      const { errors } = await redeem(otherParent, wrong);
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const limited = await redeem(otherParent, value);
    expect(limited.errors?.[0]).toMatchObject({
      message: 'Too many wrong codes. Try again in 15 minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const ttl = await svc.redis.ttl(`${deployment.namespace}:family:wrong-codes:${otherParent.id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(900);
    // The code was never looked at: another parent still redeems it.
    const { errors } = await redeem(arabicParent, value);
    expect(errors).toBeUndefined();
    expect((await links(sister)).data!._entities[0].linkedParents).toEqual([
      { user: { id: arabicParent.id }, name: 'Amal' },
    ]);
  });

  it('lets only students create codes and only parents redeem them; visitors neither', async () => {
    const { code: value } = await code(sister);
    const byParent = await ask(parent, CREATE);
    expect(byParent.errors?.[0]).toMatchObject({
      message: 'Only a student can create a link code.',
      extensions: { code: 'FORBIDDEN' },
    });
    const byStudent = await redeem(student, value);
    expect(byStudent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(undefined, CREATE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await redeem(undefined as unknown as Caller, value)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it("shows a user's links to that user only: not another parent, not the owner, not a visitor", async () => {
    for (const caller of [otherParent, owner, sister]) {
      const { errors } = await links(parent, caller);
      expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await links(parent, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends a link from either side, and only an existing one of the caller', async () => {
    // Another parent cannot end the link, and a stranger's or malformed id names no link.
    expect((await ask(otherParent, UNLINK_CHILD, { id: student.id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await ask(sister, UNLINK_PARENT, { id: parent.id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await ask(parent, UNLINK_CHILD, { id: 'not-a-uuid' })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await ask(undefined, UNLINK_CHILD, { id: student.id })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await links(parent)).data!._entities[0].linkedChildren).toHaveLength(1);

    // The child ends it.
    expect((await ask(student, UNLINK_PARENT, { id: parent.id })).data).toEqual({ unlinkParent: true });
    expect((await links(parent)).data!._entities[0].linkedChildren).toEqual([]);
    // The parent ends theirs.
    expect((await ask(arabicParent, UNLINK_CHILD, { id: sister.id })).data).toEqual({ unlinkChild: true });
    expect((await links(sister)).data!._entities[0].linkedParents).toEqual([]);
    expect(await outbox('tutor.events.v1.ParentUnlinked')).toEqual([sister.id, student.id, sister.id]);
  });

  it("ends a deleted user's links and announces it", async () => {
    const { code: value } = await code();
    expect((await redeem(parent, value)).errors).toBeUndefined();
    await bus.publish(TOPICS.identityUser, [
      eventAt(UserDeletedSchema, { userId: parent.id, email: parent.email }, parent.id, new Date()),
    ]);
    await eventually(
      async () => (await links(student)).data!._entities[0].linkedParents,
      (l) => l.length === 0,
    );
    expect(await outbox('tutor.events.v1.ParentUnlinked')).toEqual([
      sister.id,
      student.id,
      sister.id,
      student.id,
    ]);
  });

  it("shows a linked parent the child's flags as category and time only: idempotent, recent, at most 20, gone with the child", async () => {
    const { code: value } = await code();
    await wrongCodes(otherParent); // held up by the limit test earlier
    expect((await redeem(otherParent, value)).errors).toBeUndefined();
    const DAY = 24 * 60 * 60 * 1000;
    const flag = (replyId: string, at: Date, category = 'violence') =>
      eventAt(
        MessageFlaggedSchema,
        {
          replyId,
          conversationId: 'c1',
          userId: student.id,
          category,
          source: 'message',
          excerpt: 'secret words',
        },
        'c1',
        at,
      );
    const now = Date.now();
    const recent = Array.from({ length: 21 }, (_, i) => flag(`r-${i}`, new Date(now - (i + 2) * 60_000)));
    await bus.publish(TOPICS.tutoringFlag, [
      flag('r-dup', new Date(now - 60_000), 'self_harm'),
      flag('r-dup', new Date(now - 60_000), 'self_harm'), // redelivered
      flag('r-old', new Date(now - 31 * DAY)),
      ...recent,
    ]);
    const stored = () => svc.pool.query('SELECT * FROM child_flags WHERE child_id = $1', [student.id]);
    await eventually(
      async () => (await stored()).rowCount,
      (n) => n === 23, // r-dup once, r-old and the 21 recent ones
    );
    expect(Object.keys((await stored()).rows[0]).sort()).toEqual([
      'category',
      'child_id',
      'flagged_at',
      'reply_id',
    ]);

    const FLAGS = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User {
      linkedChildren { user { id } safetyFlags { category flaggedAt } } } } }`;
    const read = await ask(otherParent, FLAGS, { r: [{ __typename: 'User', id: otherParent.id }] });
    expect(read.errors).toBeUndefined();
    const [child] = read.data!._entities[0].linkedChildren;
    expect(child.user.id).toBe(student.id);
    expect(child.safetyFlags).toHaveLength(20);
    expect(child.safetyFlags[0]).toEqual({
      category: 'self_harm',
      flaggedAt: new Date(now - 60_000).toISOString(),
    });
    expect(child.safetyFlags[19].flaggedAt).toBe(new Date(now - 20 * 60_000).toISOString());
    expect(JSON.stringify(child)).not.toContain('secret');

    await bus.publish(TOPICS.identityUser, [
      eventAt(UserDeletedSchema, { userId: student.id, email: student.email }, student.id, new Date()),
    ]);
    await eventually(
      async () => (await stored()).rowCount,
      (n) => n === 0,
    );
  });
});
