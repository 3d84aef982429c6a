import { eventually, signedUp, OWNER_EMAIL, startTestSystem } from '@tutor/test-kit';

const ALL_SUBGRAPHS =
  '{ me { id email role isSubscribed remainingMessages plan conversations { id } repliesInProgress listedInDirectory } }';

describe('the platform (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    system = await startTestSystem('platform');
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('answers health and readiness at the gateway', async () => {
    expect(await (await fetch(`${system.gateway}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${system.gateway}/readyz`)).status).toBe(200);
  });

  it('resolves one User from all five subgraphs, the directory entry arriving through events', async () => {
    const { browser } = await signedUp(system.gateway, 'five@tutor.test', 'Five Graphs');
    const { body } = await eventually(
      () => browser.graphql<{ me: Record<string, unknown> }>(system.gateway, ALL_SUBGRAPHS),
      (r) => r.body.data?.me?.listedInDirectory === true,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.me).toMatchObject({
      email: 'five@tutor.test', // identity
      isSubscribed: false, // billing
      remainingMessages: 10,
      plan: 'Free',
      conversations: [], // conversation
      repliesInProgress: 0, // tutor-inference
      listedInDirectory: true, // admin, from identity's UserRegistered event
    });
  }, 60_000);

  it('lets the owner confirm a payment through the gateway; the learner’s next status query shows it', async () => {
    const { browser: learner } = await signedUp(system.gateway, 'payer@tutor.test', 'Paying Learner');
    const { browser: owner } = await signedUp(system.gateway, OWNER_EMAIL, 'The Owner');
    const sent = await learner.graphql<{ requestPayment: { status: string } }>(
      system.gateway,
      'mutation { requestPayment { status } }',
    );
    expect(sent.body.data).toEqual({ requestPayment: { status: 'pending' } });
    const pending = await owner.graphql<{ paymentRequests: { email: string; status: string }[] }>(
      system.gateway,
      '{ paymentRequests(status: "pending") { email status } }',
    );
    expect(pending.body.data!.paymentRequests).toContainEqual({
      email: 'payer@tutor.test',
      status: 'pending',
    });
    const refused = await learner.graphql(
      system.gateway,
      'mutation { confirmPayment(email: "payer@tutor.test") { status } }',
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const confirmed = await owner.graphql(
      system.gateway,
      'mutation { confirmPayment(email: "payer@tutor.test") { status } }',
    );
    expect(confirmed.body.data).toEqual({ confirmPayment: { status: 'confirmed' } });
    const status = await learner.graphql(
      system.gateway,
      '{ paymentStatus { status ownerConfirmed } me { isSubscribed plan expiresAt } }',
    );
    expect(status.body.data).toMatchObject({
      paymentStatus: { status: 'confirmed', ownerConfirmed: true },
      me: { isSubscribed: true, plan: 'Monthly' },
    });
  }, 60_000);

  it('keeps the data when the whole system is stopped and started again', async () => {
    const { browser } = await signedUp(system.gateway, 'persist@tutor.test', 'Persistent');
    await browser.graphql(system.gateway, 'mutation { setLanguage(language: "en") { id } }');
    await system.stop();
    const again = await startTestSystem('platform-restart', {}, system.prefix);
    try {
      // A new gateway port: carry the session cookie over, as a browser would for the same site.
      const { body } = await browser.graphql<{ me: { email: string; language: string } }>(
        again.gateway,
        '{ me { email language } }',
      );
      expect(body.data!.me).toEqual({ email: 'persist@tutor.test', language: 'en' });
    } finally {
      await again.stop();
    }
  }, 120_000);
});
