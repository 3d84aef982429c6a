import { Browser, eventually, OWNER_EMAIL, signedUp, startTestSystem, type Gql } from '@tutor/test-kit';

/**
 * A parent pays for a linked child through the gateway (issue 19, item 1's last sentence; ADR 18): a student
 * links a parent, the parent reads the child's figures and sends the monthly-plan payment request for the child,
 * the owner sees it as the child's request sent by the parent and approves it, and the child (not the parent) is
 * subscribed. The child's own request and the parent's are one slot. Nobody else can pay for the child or read
 * the request's status: another parent, a classmate, a parent after unlinking, a signed-out caller.
 */
const CREATE = 'mutation { createLinkCode { code } }';
const REDEEM = 'mutation($code: String!) { redeemLinkCode(code: $code) { name } }';
const CHILD_FIGURES = `{ me { linkedChildren { name user { id plan isSubscribed remainingMessages expiresAt
  progress { streakDays } } } } }`;
const REQUEST_FIELDS = 'id userId name email status reference requestedBy requestedByName';
const PAY = `mutation($child: ID, $ref: String) { requestPayment(childId: $child, reference: $ref) {
  ${REQUEST_FIELDS} } }`;
const STATUS = 'query($child: ID) { paymentStatus(childId: $child) { status ownerConfirmed } }';
const PENDING = `{ paymentRequests(status: "pending") { ${REQUEST_FIELDS} } }`;
const PLAN = '{ me { id plan isSubscribed expiresAt } }';
const UNLINK_PARENT = 'mutation($id: ID!) { unlinkParent(parentId: $id) }';

type Person = Awaited<ReturnType<typeof signedUp>> & { id: string; email: string };
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe('a parent pays for a child (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let owner: Person;
  let salma: Person; // the student
  let hany: Person; // her parent
  let omar: Person; // another parent, linked to nobody
  let mona: Person; // Salma's classmate, a student linked to nobody
  let visitor: Browser;
  const visitorGql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await visitor.graphql(system.gateway, query, variables)).body as Gql;

  async function person(email: string, name: string, language: string, type?: string): Promise<Person> {
    const p = await signedUp(system.gateway, email, name);
    await p.gql(`mutation { setLanguage(language: "${language}") { id } }`);
    if (type) await p.gql(`mutation { setUserType(userType: "${type}") { id } }`);
    if (type === 'student')
      await p.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
    const { data } = await p.gql('{ me { id } }');
    return { ...p, id: data!.me.id, email };
  }

  beforeAll(async () => {
    system = await startTestSystem('family_pay', { FREE_MESSAGES: '10' });
    owner = await person(OWNER_EMAIL, 'Olivia Owner', 'en');
    salma = await person('salma@pay.test', 'Salma', 'en', 'student');
    hany = await person('hany@pay.test', 'Hany', 'ar', 'parent');
    omar = await person('omar@pay.test', 'Omar', 'en', 'parent');
    mona = await person('mona@pay.test', 'Mona', 'en', 'student');
    visitor = new Browser();
    await visitor.request(`${system.gateway}/auth/login/success`); // the XSRF cookie, as the app gets it
  }, 180_000);
  afterAll(() => system?.dispose(), 60_000);

  let requestId = '';

  it("links a parent, who reads the child's figures and sends the payment request for her", async () => {
    const code = (
      await eventually(
        () => salma.gql(CREATE),
        (r) => !r.errors,
      )
    ).data!.createLinkCode.code;
    const redeemed = await eventually(
      () => hany.gql(REDEEM, { code }),
      (r) => codeOf(r) !== 'FORBIDDEN', // until the family service has heard Hany is a parent
    );
    expect(redeemed.data).toEqual({ redeemLinkCode: { name: 'Salma' } });
    // Billing admits Hany once the link's event has reached it: then he reads Salma's plan and figures.
    const figures = await eventually(
      () => hany.gql(CHILD_FIGURES),
      (r) => !r.errors && r.data!.me.linkedChildren.length === 1,
    );
    expect(figures.data!.me.linkedChildren[0]).toEqual({
      name: 'Salma',
      user: {
        id: salma.id,
        plan: 'Free',
        isSubscribed: false,
        remainingMessages: 10,
        expiresAt: null,
        progress: { streakDays: 0 },
      },
    });

    expect((await hany.gql(STATUS, { child: salma.id })).data).toEqual({
      paymentStatus: { status: 'none', ownerConfirmed: false },
    });
    const paid = await hany.gql(PAY, { child: salma.id, ref: 'IP-2026-11-27' });
    expect(paid.errors).toBeUndefined();
    requestId = paid.data!.requestPayment.id;
    // The request is Salma's (her name and e-mail: approval subscribes her), sent by Hany.
    expect(paid.data!.requestPayment).toEqual({
      id: requestId,
      userId: salma.id,
      name: 'Salma',
      email: 'salma@pay.test',
      status: 'pending',
      reference: 'IP-2026-11-27',
      requestedBy: hany.id,
      requestedByName: 'Hany',
    });
    // The parent follows it, and so does the child, as if she had sent it.
    expect((await hany.gql(STATUS, { child: salma.id })).data!.paymentStatus.status).toBe('pending');
    expect((await salma.gql(STATUS)).data!.paymentStatus).toEqual({
      status: 'pending',
      ownerConfirmed: false,
    });
    // Hany's own status is untouched: the request is not his.
    expect((await hany.gql(STATUS)).data!.paymentStatus.status).toBe('none');
  }, 120_000);

  it("keeps one open request per child: the child's own press and the parent's again find the same one", async () => {
    const own = await salma.gql(PAY, { ref: 'IP-SALMA' });
    expect(own.data!.requestPayment).toMatchObject({
      id: requestId,
      userId: salma.id,
      requestedByName: 'Hany', // whoever opened it stays recorded; the new reference replaces the old
      reference: 'IP-SALMA',
    });
    expect((await hany.gql(PAY, { child: salma.id })).data!.requestPayment.id).toBe(requestId);
    const pending = (await owner.gql(PENDING)).data!.paymentRequests;
    expect(pending).toEqual([
      expect.objectContaining({ id: requestId, name: 'Salma', requestedByName: 'Hany' }),
    ]);
  }, 60_000);

  it('authorisation matrix: another parent, a classmate, the owner and a signed-out caller cannot pay for the child or read her status', async () => {
    for (const caller of [omar, mona, owner]) {
      const refused = await caller.gql(PAY, { child: salma.id });
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.data).toBeNull();
    }
    for (const caller of [omar, mona])
      expect(codeOf(await caller.gql(STATUS, { child: salma.id }))).toBe('FORBIDDEN');
    expect(codeOf(await visitorGql(PAY, { child: salma.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitorGql(STATUS, { child: salma.id }))).toBe('UNAUTHENTICATED');
    // A parent cannot pay for a user who does not exist or for a malformed id either.
    expect(codeOf(await hany.gql(PAY, { child: '00000000-0000-4000-8000-000000000000' }))).toBe('FORBIDDEN');
    expect(codeOf(await hany.gql(PAY, { child: 'salma' }))).toBe('BAD_USER_INPUT');
    // Nothing was opened by the refusals: still Salma's one request, none for anyone else.
    expect((await owner.gql(PENDING)).data!.paymentRequests.map((r: { id: string }) => r.id)).toEqual([
      requestId,
    ]);
  }, 60_000);

  it('shows the owner "for the child by the parent"; approval subscribes the child, not the parent', async () => {
    const [request] = (await owner.gql(PENDING)).data!.paymentRequests;
    expect(request).toMatchObject({ name: 'Salma', email: 'salma@pay.test', requestedByName: 'Hany' });
    // The owner decides by the request's e-mail, as for any request: it is the child's.
    const confirmed = await owner.gql('mutation($e: String!) { confirmPayment(email: $e) { id status } }', {
      e: request.email,
    });
    expect(confirmed.data).toEqual({ confirmPayment: { id: requestId, status: 'confirmed' } });

    // Salma's plan fields through the gateway: the monthly plan.
    const plan = (await salma.gql(PLAN)).data!.me;
    expect(plan).toMatchObject({ id: salma.id, plan: 'Monthly', isSubscribed: true });
    expect(Date.parse(plan.expiresAt)).toBeGreaterThan(Date.now());
    expect((await salma.gql(STATUS)).data!.paymentStatus).toEqual({
      status: 'confirmed',
      ownerConfirmed: true,
    });
    // Hany sees it on his child; his own plan is still free.
    const child = (await hany.gql(CHILD_FIGURES)).data!.me.linkedChildren[0].user;
    expect(child).toMatchObject({ plan: 'Monthly', isSubscribed: true });
    expect((await hany.gql(STATUS, { child: salma.id })).data!.paymentStatus.status).toBe('confirmed');
    expect((await hany.gql(PLAN)).data!.me).toMatchObject({ plan: 'Free', isSubscribed: false });
  }, 60_000);

  it("rejects a parent's renewal as the child's request: the child sees it rejected and keeps her plan", async () => {
    const renewal = await hany.gql(PAY, { child: salma.id });
    expect(renewal.data!.requestPayment).toMatchObject({ userId: salma.id, status: 'pending' });
    const rejected = await owner.gql('mutation($e: String!) { rejectPayment(email: $e) { status } }', {
      e: 'salma@pay.test',
    });
    expect(rejected.data).toEqual({ rejectPayment: { status: 'rejected' } });
    expect((await salma.gql(STATUS)).data!.paymentStatus.status).toBe('rejected');
    expect((await salma.gql(PLAN)).data!.me).toMatchObject({ plan: 'Monthly', isSubscribed: true });
  }, 60_000);

  it('refuses a parent the child has unlinked', async () => {
    expect((await salma.gql(UNLINK_PARENT, { id: hany.id })).data).toEqual({ unlinkParent: true });
    // Billing drops Hany when the unlink's event reaches it (read-only probe: a payment would open a request).
    const status = await eventually(
      () => hany.gql(STATUS, { child: salma.id }),
      (r) => r.errors !== undefined,
    );
    expect(codeOf(status)).toBe('FORBIDDEN');
    expect(codeOf(await hany.gql(PAY, { child: salma.id }))).toBe('FORBIDDEN');
    expect((await owner.gql(PENDING)).data!.paymentRequests).toEqual([]);
  }, 60_000);
});
