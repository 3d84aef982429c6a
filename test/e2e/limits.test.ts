import { Browser, eventually, signedUp, signInWithGoogle, startTestSystem } from '@tutor/test-kit';

/**
 * The gateway's rate limits and security headers on the whole system: limits low enough to reach, a model slow
 * enough that a reply is still on its way when the next message comes.
 */
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) {
  sendMessage(conversationId: $c, messageId: $m, content: $t) { message { id } } }`;
const IMAGE = `mutation($c: ID!, $m: ID!, $i: String!) {
  sendImage(conversationId: $c, messageId: $m, imageBase64: $i) { message { id } } }`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

describe('rate limits and security headers at the gateway', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let amal: Awaited<ReturnType<typeof signedUp>> & { conversationId: string };
  let badr: Awaited<ReturnType<typeof signedUp>> & { conversationId: string };

  const learner = async (email: string, name: string) => {
    const person = await signedUp(system.gateway, email, name);
    await person.gql('mutation { setLanguage(language: "en") { id } }');
    const started = await person.gql(
      'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
    );
    return Object.assign(person, { conversationId: started.data!.startConversation.id as string });
  };
  const post = (who: typeof amal, query: string, variables: Record<string, unknown>) =>
    who.browser.json('POST', `${system.gateway}/graphql`, { query, variables });
  const messageIds = async (who: typeof amal) =>
    (
      await who.gql('query($id: ID!) { conversation(id: $id) { messages { id sender status } } }', {
        id: who.conversationId,
      })
    ).data!.conversation.messages as { id: string; sender: string; status: string }[];

  beforeAll(async () => {
    system = await startTestSystem('limits', {
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '8',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '4',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1',
      RATE_LIMIT_CONCURRENT_REPLIES: '1',
      DEV_MODEL_TTFT_MS: '1500',
      DEV_MODEL_TOKENS_PER_SECOND: '200',
    });
    // Each sign-up is three sign-in attempts from this address: to Google, back from Google, sign-up.
    amal = await learner('amal@limits.test', 'Amal');
    badr = await learner('badr@limits.test', 'Badr');
  }, 120_000);

  afterAll(async () => {
    await system?.dispose();
  }, 60_000);

  it('one reply on its way at a time: a second message waits (429), a retry of the first does not count', async () => {
    const first = await post(amal, SEND, { c: amal.conversationId, m: 'm1', t: 'What is a list?' });
    expect(first.status).toBe(200);

    const second = await post(amal, SEND, { c: amal.conversationId, m: 'm2', t: 'And a tuple?' });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    const refused = (await second.json()) as {
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    expect(refused.errors[0]!.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.errors[0]!.message).toMatch(/At most 1 replies/);
    expect((await messageIds(amal)).map((m) => m.id)).not.toContain('m2'); // nothing stored

    const again = await post(amal, SEND, { c: amal.conversationId, m: 'm1', t: 'What is a list?' });
    expect(again.status).toBe(200); // the same message (Retry) holds the place it has

    await eventually(
      () => messageIds(amal),
      (list) => list.find((m) => m.id === 'm1')?.status === 'replied',
    );
    const later = await post(amal, SEND, { c: amal.conversationId, m: 'm2', t: 'And a tuple?' });
    expect(later.status).toBe(200); // the first reply is done: its place is free
  }, 60_000);

  it('messages per minute: past the limit, 429 with Retry-After over GraphQL and the REST facade alike', async () => {
    // Four attempts so far this minute (m1, m2 refused, m1 again, m2): the limit is 4.
    const graphql = await post(amal, SEND, { c: amal.conversationId, m: 'm3', t: 'One more?' });
    expect(graphql.status).toBe(429);
    const retryAfter = Number(graphql.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await graphql.json()) as {
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    expect(body.errors[0]).toMatchObject({
      message: 'Too many messages',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter },
    });

    const rest = await amal.browser.json(
      'POST',
      `${system.gateway}/auth/send-programming-message-with-model`,
      {
        email: 'amal@limits.test',
        message: 'One more?',
        conversationId: amal.conversationId,
        messageId: 'm4',
      },
    );
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rest.json()).toMatchObject({ message: 'Too many messages', code: 'RATE_LIMITED' });
    expect((await messageIds(amal)).map((m) => m.id)).not.toEqual(expect.arrayContaining(['m3', 'm4']));
  }, 60_000);

  it('uploads per minute: the second image in a minute is refused before anything is stored', async () => {
    const first = await post(badr, IMAGE, { c: badr.conversationId, m: 'i1', i: PNG });
    expect(first.status).toBe(200);
    await eventually(
      () => messageIds(badr),
      (list) => list.find((m) => m.id === 'i1')?.status !== 'sent',
    );
    const second = await post(badr, IMAGE, { c: badr.conversationId, m: 'i2', i: PNG });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Too many images',
    );
    expect((await messageIds(badr)).map((m) => m.id)).not.toContain('i2');
    // A text message is not an upload: Badr can still write.
    expect((await post(badr, SEND, { c: badr.conversationId, m: 't1', t: 'Hello' })).status).toBe(200);
  }, 60_000);

  it('sign-in attempts per address: past the limit, 429 with Retry-After and a message', async () => {
    // Six attempts so far (two sign-ups); two more starts are allowed, the next is refused.
    const visitor = new Browser();
    for (let i = 0; i < 2; i++)
      expect((await visitor.request(`${system.gateway}/auth/google`)).status).toBe(302);
    const refused = await visitor.request(`${system.gateway}/auth/google`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      message: 'Too many sign-in attempts',
      code: 'RATE_LIMITED',
    });
    // The sign-in button is a navigation: the browser goes back to the login page, which says how long to wait.
    const navigation = await visitor.request(`${system.gateway}/auth/google`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(navigation.status).toBe(302);
    expect(navigation.headers.get('location')).toMatch(/\/login\?error=rate-limited&retryAfter=\d+$/);
    await expect(signInWithGoogle(new Browser(), system.gateway, 'c@limits.test', 'C')).rejects.toThrow();
    // Signed-in learners are not affected.
    expect((await amal.gql('{ me { email } }')).data!.me.email).toBe('amal@limits.test');
  }, 60_000);

  it('security headers: a CSP the web app works under, no sniffing, no framing; HSTS only in production', async () => {
    for (const path of ['/auth/login/success', '/auth/openapi.json', '/admin/queues']) {
      const res = await fetch(`${system.gateway}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect({ path, csp }).toEqual({ path, csp: expect.stringContaining("default-src 'self'") });
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // NODE_ENV=test: no HTTPS here
    }
  });
});
