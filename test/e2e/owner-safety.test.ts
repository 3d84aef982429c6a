import {
  eventually,
  onboarded,
  OWNER_EMAIL,
  readSse,
  signedUp,
  startTestSystem,
  type Gql,
} from '@tutor/test-kit';

/**
 * The owner's and the parent's safety follow-through and the owner badge, through the gateway (issue 31, items 7
 * and 8): a child's self-harm flag is an alert to each linked parent (and nobody else) until that parent
 * acknowledges it; the owner reads a learner's flag history (every flag, the actions taken, the follow-ups) and
 * records that a person followed up, which is audited; nobody else may. The owner badge follows OWNER_EMAIL as
 * it is now: after a restart with another owner, the earlier owner's open session is a User at its next request.
 */
const START = 'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }';
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  streamPath } }`;
const FLAGGED = 'I want to kill myself, nothing matters anymore'; // self_harm for the local checker
const HISTORY = `query($l: ID!) { flagHistory(learnerId: $l) { learnerId
  flags { id category dismissed flaggedAt } actions { action at flagId }
  followUps { flagId person followedUpAt note recordedAt } } }`;
const FOLLOW_UP = `mutation($f: ID!, $p: String!, $at: String!, $n: String!) {
  recordFollowUp(flagId: $f, person: $p, followedUpAt: $at, note: $n) { id flagId person followedUpAt note } }`;
const DISMISS = 'mutation($id: ID!) { dismissFlag(id: $id) { id dismissed } }';
const ALERTS = '{ me { safetyAlerts { id childId childName category flaggedAt } } }';
const ACK = 'mutation($id: ID!) { acknowledgeSafetyAlert(id: $id) }';
const ROLE = '{ me { role } }';
const DIRECTORY = '{ directoryUsers(sortBy: ROLE, pageSize: 200) { users { email role userType } } }';
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe('safety follow-through and the owner badge (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let owner: Awaited<ReturnType<typeof signedUp>>;
  let child: Awaited<ReturnType<typeof onboarded>>;
  let parent: Awaited<ReturnType<typeof onboarded>>;
  let otherParent: Awaited<ReturnType<typeof onboarded>>;
  const flagIds: string[] = [];

  /** The child sends the flagged message once more; the flag's id is the reply's. */
  const flag = async (messageId: string) => {
    const c = await eventually(
      () => child.gql(START),
      (r) => !r.errors,
    );
    const sent = await child.gql(SEND, { c: c.data!.startConversation.id, m: messageId, t: FLAGGED });
    expect(sent.errors).toBeUndefined();
    const stream = await readSse(child.browser, `${system.gateway}${sent.data!.sendMessage.streamPath}`);
    expect(stream.events.at(-1)).toMatchObject({ event: 'done' });
  };

  beforeAll(async () => {
    system = await startTestSystem('owner-safety');
    owner = await signedUp(system.gateway, OWNER_EMAIL, 'Olivia Owner');
    child = await onboarded(system.gateway, 'salma@owner-safety.test', 'Salma', 'en', 'student');
    parent = await onboarded(system.gateway, 'hoda@owner-safety.test', 'Hoda', 'ar', 'parent');
    otherParent = await onboarded(system.gateway, 'karim@owner-safety.test', 'Karim', 'en', 'parent');
    const code = (
      await eventually(
        () => child.gql('mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      )
    ).data!.createLinkCode.code;
    const linked = await eventually(
      () => parent.gql('mutation($c: String!) { redeemLinkCode(code: $c) { name } }', { c: code }),
      (r) => !r.errors,
    );
    expect(linked.data).toEqual({ redeemLinkCode: { name: 'Salma' } });
    await flag('1700000000001');
    await flag('1700000000002');
    const flags = await eventually(
      () => owner.gql(HISTORY, { l: child.id }),
      (r) => r.data?.flagHistory.flags.length === 2,
    );
    flagIds.push(...flags.data!.flagHistory.flags.map((f: { id: string }) => f.id));
  }, 240_000);
  afterAll(() => system?.dispose(), 60_000);

  it("alerts the linked parent (and nobody else) to the child's self-harm flag until they acknowledge it", async () => {
    const alerts = await eventually(
      () => parent.gql(ALERTS),
      (r) => r.data?.me.safetyAlerts.length === 2,
    );
    expect(alerts.data!.me.safetyAlerts[0]).toMatchObject({
      childId: child.id,
      childName: 'Salma',
      category: 'self_harm',
    });
    // Not another parent's, not the child's own, not the owner's.
    expect((await otherParent.gql(ALERTS)).data!.me.safetyAlerts).toEqual([]);
    expect((await child.gql(ALERTS)).data!.me.safetyAlerts).toEqual([]);
    const first = alerts.data!.me.safetyAlerts[0].id;
    const refused = await otherParent.gql(ACK, { id: first });
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(refused.errors![0]!.message).toBe('There is no such alert.');
    // Acknowledging is the parent's own: the other alert stays, and the flag stays in the child's list.
    expect((await parent.gql(ACK, { id: first })).data).toEqual({ acknowledgeSafetyAlert: true });
    expect((await parent.gql(ACK, { id: first })).data).toEqual({ acknowledgeSafetyAlert: true });
    const left = (await parent.gql(ALERTS)).data!.me.safetyAlerts;
    expect(left.map((a: { id: string }) => a.id)).toEqual([alerts.data!.me.safetyAlerts[1].id]);
    // In the parent's language.
    expect((await parent.gql(ACK, { id: `${child.id}_1` })).errors![0]!.message).toBe('لا يوجد تنبيه كهذا.');
  });

  it("shows the owner a learner's flag history and records a person's follow-up, audited", async () => {
    const [newest, older] = flagIds as [string, string];
    expect((await owner.gql(DISMISS, { id: older })).data!.dismissFlag.dismissed).toBe(true);
    const at = new Date(Date.now() - 3600_000).toISOString();
    const recorded = await owner.gql(FOLLOW_UP, {
      f: newest,
      p: 'Ms Amal, school counsellor',
      at,
      n: 'Called the mother; Salma is safe and seeing the counsellor weekly.',
    });
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data!.recordFollowUp).toMatchObject({
      flagId: newest,
      person: 'Ms Amal, school counsellor',
    });
    expect(new Date(recorded.data!.recordFollowUp.followedUpAt).toISOString()).toBe(at);

    const history = (await owner.gql(HISTORY, { l: child.id })).data!.flagHistory;
    // Every flag, the dismissed one too, newest first.
    expect(history.flags.map((f: { id: string; dismissed: boolean }) => [f.id, f.dismissed])).toEqual([
      [newest, false],
      [older, true],
    ]);
    expect(history.actions.map((a: { action: string; flagId: string }) => [a.action, a.flagId])).toEqual([
      ['follow_up', newest],
      ['dismiss', older],
    ]);
    expect(history.followUps).toEqual([
      expect.objectContaining({
        flagId: newest,
        person: 'Ms Amal, school counsellor',
        note: 'Called the mother; Salma is safe and seeing the counsellor weekly.',
      }),
    ]);
    // Dismissing again logs nothing more.
    await owner.gql(DISMISS, { id: older });
    expect((await owner.gql(HISTORY, { l: child.id })).data!.flagHistory.actions).toHaveLength(2);
  });

  it('refuses the history and follow-ups to anyone but the owner, and bad input with a reason', async () => {
    const [newest] = flagIds as [string];
    for (const who of [child, parent]) {
      expect(codeOf(await who.gql(HISTORY, { l: child.id }))).toBe('FORBIDDEN');
      const r = await who.gql(FOLLOW_UP, { f: newest, p: 'Me', at: new Date().toISOString(), n: '' });
      expect(codeOf(r)).toBe('FORBIDDEN');
    }
    const future = new Date(Date.now() + 3600_000).toISOString();
    const cases: [Record<string, string>, string][] = [
      [{ f: newest, p: ' ', at: new Date().toISOString(), n: '' }, 'Say who followed up'],
      [{ f: newest, p: 'Amal', at: future, n: '' }, 'followedUpAt must not be in the future'],
      [{ f: newest, p: 'Amal', at: 'yesterday', n: '' }, 'followedUpAt must be an ISO time'],
      [
        { f: newest, p: 'Amal', at: new Date().toISOString(), n: 'x'.repeat(501) },
        'note must be at most 500',
      ],
    ];
    for (const [variables, message] of cases) {
      const r = await owner.gql(FOLLOW_UP, variables);
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toContain(message);
    }
    const missing = await owner.gql(FOLLOW_UP, {
      f: `${child.id}_1`,
      p: 'Amal',
      at: new Date().toISOString(),
      n: '',
    });
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });

  it("computes the owner badge from OWNER_EMAIL as it is now: an earlier owner's session is a User at once", async () => {
    const rolesOf = async (who: typeof owner) =>
      Object.fromEntries(
        (await who.gql(DIRECTORY)).data!.directoryUsers.users.map((u: { email: string; role: string }) => [
          u.email,
          u.role,
        ]),
      );
    expect((await owner.gql(ROLE)).data!.me.role).toBe('Owner');
    expect(await rolesOf(owner)).toMatchObject({ [OWNER_EMAIL]: 'Owner', 'hoda@owner-safety.test': 'User' });
    expect((await owner.gql(DIRECTORY)).data!.directoryUsers.users).toContainEqual({
      email: 'salma@owner-safety.test',
      role: 'User',
      userType: 'student',
    });

    // A new configuration: Hoda is the owner now. Nobody signs in again.
    system.env.OWNER_EMAIL = 'hoda@owner-safety.test';
    for (const name of ['identity', 'admin', 'gateway']) await system.restart(name);
    expect((await owner.gql(ROLE)).data!.me.role).toBe('User');
    expect(codeOf(await owner.gql(DIRECTORY))).toBe('FORBIDDEN');
    expect((await parent.gql(ROLE)).data!.me.role).toBe('Owner');
    const roles = await rolesOf(parent);
    expect(roles[OWNER_EMAIL]).toBe('User');
    expect(roles['hoda@owner-safety.test']).toBe('Owner');
  }, 120_000);
});
