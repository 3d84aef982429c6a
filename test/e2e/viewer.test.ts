import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BILLING_INTERNAL } from '@tutor/contracts';
import { createInternalClient, createRedis, DEV_INTERNAL_SECRET } from '@tutor/service-runtime';
import { eventually, signedUp, OWNER_EMAIL, startTestSystem, type Gql } from '@tutor/test-kit';

/** The web app's own `me` query, with the __typename Apollo Client adds to every selection. */
const WEB_ME = `${readFileSync(path.join(__dirname, '../../web/src/auth/graphql/me.graphql'), 'utf8')}`
  .replace(/\n}\n\nquery Me/, '\n  __typename\n}\n\nquery Me')
  .replace(/\.\.\.MeFields\n/, '...MeFields\n    __typename\n');

/** Subgraph GraphQL requests each of identity and billing has served so far (their own HTTP metrics). */
async function subgraphRequests(system: { url(name: string): string }) {
  const count = async (name: string) => {
    const text = await (await fetch(`${system.url(name)}/metrics`)).text();
    return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="\/graphql"[^}]*\} (\d+)/gm)]
      .map((m) => Number(m[1]))
      .reduce((a, b) => a + b, 0);
  };
  return { identity: await count('identity'), billing: await count('billing') };
}

describe('the viewer read model at the gateway (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let owner: Awaited<ReturnType<typeof signedUp>>;
  beforeAll(async () => {
    system = await startTestSystem('viewer', { DEV_MODEL_TTFT_MS: '20', DEV_MODEL_TOKENS_PER_SECOND: '400' });
    owner = await signedUp(system.gateway, OWNER_EMAIL, 'Owner');
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  const loginSuccess = async (browser: { request(url: string): Promise<Response> }) =>
    (await (await browser.request(`${system.gateway}/auth/login/success`)).json()) as {
      user: Record<string, unknown> | null;
      hasStudentDetails: boolean;
      error: boolean;
    };

  it("answers warm `me` (the web app's query) and login/success without a subgraph call", async () => {
    const learner = await signedUp(system.gateway, 'warm@tutor.test', 'Warm');
    await learner.gql('mutation { setLanguage(language: "en") { id } }');
    const first = await learner.gql(WEB_ME);
    expect(first.errors).toBeUndefined();
    const before = await subgraphRequests(system);
    for (let i = 0; i < 20; i++) {
      const { data, errors } = await learner.gql(WEB_ME);
      expect(errors).toBeUndefined();
      expect(data).toEqual(first.data);
      expect((await loginSuccess(learner.browser)).user).toMatchObject({ email: 'warm@tutor.test' });
    }
    expect(await subgraphRequests(system)).toEqual(before);
    expect(first.data!.me).toMatchObject({
      __typename: 'User',
      email: 'warm@tutor.test',
      name: 'Warm',
      role: 'User',
      language: 'en',
      plan: 'Free',
      isSubscribed: false,
      remainingMessages: 10,
      expiresAt: null,
      hasStudentDetails: false,
    });
    // A field outside the model still goes through federation, unchanged.
    const progress = await learner.gql('{ me { email conversations { id } } }');
    expect(progress).toEqual({ data: { me: { email: 'warm@tutor.test', conversations: [] } } });
    expect((await subgraphRequests(system)).identity).toBeGreaterThan(before.identity);
  });

  it('shows every write at once to the next read (GraphQL and the /auth facade, many times)', async () => {
    const learner = await signedUp(system.gateway, 'ryw@tutor.test', 'Ryw');
    const email = 'ryw@tutor.test';
    await learner.gql('{ me { id } }'); // a copy exists: every write below must move it forward
    for (let i = 0; i < 15; i++) {
      const language = i % 2 ? 'ar' : 'en';
      if (i % 3 === 0) {
        const res = await learner.browser.rest('POST', `${system.gateway}/auth/set-language`, {
          email,
          language: language === 'ar' ? 'Arabic' : 'English',
        });
        expect(res.status).toBe(200);
      } else {
        const set = await learner.gql('mutation($l: String!) { setLanguage(language: $l) { id } }', {
          l: language,
        });
        expect(set.errors).toBeUndefined();
      }
      expect((await learner.gql('{ me { language } }')).data!.me.language).toBe(language);
      expect((await loginSuccess(learner.browser)).user!.language).toBe(language);
    }
    // Onboarding, each step read back at once.
    await learner.gql('mutation { setUserType(userType: "student") { id } }');
    expect((await loginSuccess(learner.browser)).user!.user_type).toBe('student');
    await learner.gql(
      'mutation { saveStudentDetails(educationalStage: "middle", academicYear: "3") { id } }',
    );
    expect(
      (await learner.gql('{ me { educationalStage academicYear hasStudentDetails } }')).data!.me,
    ).toEqual({
      educationalStage: 'middle',
      academicYear: '3',
      hasStudentDetails: true,
    });
    expect((await loginSuccess(learner.browser)).hasStudentDetails).toBe(true);
    const questions = await learner.browser.rest('GET', `${system.gateway}/auth/get-student-questions`, {
      email,
    });
    expect(questions.body).toEqual({ educationalStage: 'middle', academicYear: '3' });
  });

  it("a sent message takes a credit the next read shows; the owner's approval shows at once", async () => {
    const learner = await signedUp(system.gateway, 'payer@tutor.test', 'Payer');
    const email = 'payer@tutor.test';
    expect((await learner.gql('{ me { remainingMessages } }')).data!.me.remainingMessages).toBe(10);
    const started = await learner.gql('mutation { startConversation(kind: SCHOOL) { id } }');
    const conversationId = started.data!.startConversation.id as string;
    for (let i = 1; i <= 2; i++) {
      const sent: Gql = await learner.gql(
        'mutation($c: ID!, $m: ID!) { sendMessage(conversationId: $c, messageId: $m, content: "Hi") { replyId } }',
        { c: conversationId, m: `m${i}` },
      );
      expect(sent.errors).toBeUndefined();
      expect((await learner.gql('{ me { remainingMessages } }')).data!.me.remainingMessages).toBe(10 - i);
      expect((await loginSuccess(learner.browser)).user!.remainingMessages).toBe(10 - i);
    }
    // The facade's send answers with the plan after the reply, from the same copy (at most 3 replies in flight).
    const facade = await learner.browser.rest('POST', `${system.gateway}/auth/send-message-with-model`, {
      email,
      conversationId,
      messageId: 'm3',
      message: 'One more',
    });
    expect(facade.status).toBe(200);
    expect(facade.body.user.remainingMessages).toBe(7);

    expect((await learner.gql('mutation { requestPayment { status } }')).errors).toBeUndefined();
    const confirmed = await owner.gql('mutation($e: String!) { confirmPayment(email: $e) { status } }', {
      e: email,
    });
    expect(confirmed.errors).toBeUndefined();
    const me = (await learner.gql('{ me { plan isSubscribed expiresAt } }')).data!.me;
    expect(me).toMatchObject({ plan: 'Monthly', isSubscribed: true, expiresAt: expect.any(String) });
    expect((await loginSuccess(learner.browser)).user).toMatchObject({ isSubscribed: true });
  }, 60_000);

  it('follows billing events for changes made away from any request of the learner', async () => {
    const learner = await signedUp(system.gateway, 'evented@tutor.test', 'Evented');
    const id = (await learner.gql('{ me { id remainingMessages } }')).data!.me.id as string;
    // The conversation service's own call to billing (as after a reply): only the CreditConsumed event tells the gateway.
    const billing = createInternalClient(BILLING_INTERNAL, {
      baseUrl: system.url('billing'),
      secret: DEV_INTERNAL_SECRET,
      issuer: 'conversation',
    });
    await billing.consume({ userId: id, messageId: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}_x1` });
    await eventually(
      async () => (await learner.gql('{ me { remainingMessages } }')).data!.me.remainingMessages,
      (remaining) => remaining === 9,
    );
  });

  it("a deleted user's copy is removed for good and their session ends", async () => {
    const learner = await signedUp(system.gateway, 'gone@tutor.test', 'Gone');
    const id = (await learner.gql('{ me { id } }')).data!.me.id as string;
    expect((await owner.gql('mutation($id: ID!) { deleteUser(id: $id) }', { id })).errors).toBeUndefined();
    const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const key = `${system.prefix.replace(/_+$/, '').replace(/_/g, '-')}:viewer:${id}`;
      await eventually(
        () => redis.hgetall(key),
        (entry) => entry.x === '1' && !entry.p && !entry.b,
      );
    } finally {
      await redis.quit();
    }
    expect(await loginSuccess(learner.browser)).toMatchObject({ user: null, error: true });
  });
});
