import { databaseName, serviceDatabaseUrl } from '@tutor/service-runtime';
import {
  Browser,
  eventually,
  OWNER_EMAIL,
  readSse,
  signedUp,
  signInWithGoogle,
  startTestSystem,
  type Gql,
} from '@tutor/test-kit';
import pg from 'pg';

/**
 * Suspending a learner through the gateway (issue 19, item 3 and "Done when"; ADR 17): the owner suspends a
 * flagged learner from the Flags section; the learner can still sign in but every send (GraphQL and the REST
 * facade) is refused with the reason in their language, and nothing is stored or charged; only the owner may
 * suspend or reinstate, each change is in the owner's action log, and reinstating restores sending.
 */
const START = 'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }';
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath plan { remainingMessages } } }`;
const SEND_IMAGE = `mutation($c: ID!, $m: ID!, $i: String!) { sendImage(conversationId: $c, messageId: $m, imageBase64: $i) {
  replyId } }`;
const MESSAGES = 'query($id: ID!) { conversation(id: $id) { messages { id sender content status } } }';
const ME = '{ me { id suspended remainingMessages conversations { id } } }';
const FLAGS = '{ flags { id learnerId learnerName category learnerSuspended } }';
const SUSPEND = `mutation($u: ID!, $f: ID) { suspendLearner(userId: $u, flagId: $f) { id email suspended } }`;
const REINSTATE = 'mutation($u: ID!) { reinstateLearner(userId: $u) { id suspended } }';
const DIRECTORY_USER = 'query($e: String!) { directoryUser(email: $e) { id suspended } }';
// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
// Flagged by the local checker (services/tutor-inference/test/moderation/safety-set.json): self_harm.
const FLAGGED = {
  en: 'I want to kill myself, nothing matters anymore',
  ar: 'أنا تعبان ومش عايز أعيش، عايز اموت',
};
const REASON = {
  en: "Your account has been suspended, so you can't send messages for now. Please ask a parent or teacher to contact us.",
  ar: 'تم إيقاف حسابك مؤقتًا، لذلك لا يمكنك إرسال الرسائل الآن. اطلب من أحد والديك أو معلمك التواصل معنا.',
};
const FREE = 5;

type Learner = Awaited<ReturnType<typeof signedUp>> & {
  id: string;
  email: string;
  name: string;
  conversationId: string;
};
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe('suspending a learner (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let owner: Awaited<ReturnType<typeof signedUp>> & { id: string };
  let nour: Learner; // English
  let mariam: Learner; // Arabic
  let visitor: Browser;

  /** A learner who sent one flagged message (answered with the kind reply, not charged) in a new conversation. */
  async function flaggedLearner(email: string, name: string, language: 'en' | 'ar'): Promise<Learner> {
    const p = await signedUp(system.gateway, email, name);
    await p.gql(`mutation { setLanguage(language: "${language}") { id } }`);
    const id = (await p.gql('{ me { id } }')).data!.me.id;
    await eventually(
      () => p.gql(START),
      (r) => !r.errors,
    );
    const conversationId = (await p.gql(START)).data!.startConversation.id;
    const sent = await p.gql(SEND, { c: conversationId, m: '1700000000001', t: FLAGGED[language] });
    expect(sent.errors).toBeUndefined();
    const stream = await readSse(p.browser, `${system.gateway}${sent.data!.sendMessage.streamPath}`);
    expect(stream.events.at(-1)).toMatchObject({ event: 'done' });
    return { ...p, id, email, name, conversationId };
  }

  /** What a refused send must leave alone: the conversation's messages, the credits, the conversations. */
  const snapshot = async (learner: Learner) => {
    const me = (await learner.gql(ME)).data!.me;
    const messages = (await learner.gql(MESSAGES, { id: learner.conversationId })).data!.conversation
      .messages;
    return { remaining: me.remainingMessages, conversations: me.conversations.length, messages };
  };

  async function ownerActions(userId: string) {
    const admin = new pg.Client({
      connectionString: serviceDatabaseUrl(process.env.DATABASE_URL!, databaseName(system.prefix, 'admin')),
    });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'SELECT action, actor_id, flag_id FROM owner_actions WHERE user_id = $1 ORDER BY id',
        [userId],
      );
      return rows;
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    system = await startTestSystem('suspension', {
      FREE_MESSAGES: String(FREE),
      MODERATION_PROVIDER: 'local',
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    const o = await signedUp(system.gateway, OWNER_EMAIL, 'Olivia Owner');
    owner = { ...o, id: (await o.gql('{ me { id } }')).data!.me.id };
    nour = await flaggedLearner('nour@suspend.test', 'Nour', 'en');
    mariam = await flaggedLearner('mariam@suspend.test', 'Mariam', 'ar');
    visitor = new Browser();
    await visitor.request(`${system.gateway}/auth/login/success`);
  }, 180_000);
  afterAll(() => system?.dispose(), 60_000);

  it('only the owner suspends or reinstates: a learner gets FORBIDDEN, a signed-out caller UNAUTHENTICATED', async () => {
    expect(codeOf(await nour.gql(SUSPEND, { u: mariam.id }))).toBe('FORBIDDEN');
    expect(codeOf(await nour.gql(SUSPEND, { u: nour.id }))).toBe('FORBIDDEN');
    expect(codeOf(await mariam.gql(REINSTATE, { u: mariam.id }))).toBe('FORBIDDEN');
    const signedOut = await visitor.graphql(system.gateway, SUSPEND, { u: nour.id });
    expect(codeOf(signedOut.body as Gql)).toBe('UNAUTHENTICATED');
    const signedOutReinstate = await visitor.graphql(system.gateway, REINSTATE, { u: nour.id });
    expect(codeOf(signedOutReinstate.body as Gql)).toBe('UNAUTHENTICATED');
    // The owner cannot suspend the owner, nor a user the directory does not have.
    expect(codeOf(await owner.gql(SUSPEND, { u: owner.id }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(SUSPEND, { u: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(await ownerActions(nour.id)).toEqual([]);
    expect((await nour.gql(ME)).data!.me.suspended).toBe(false);
  }, 60_000);

  it("suspends a flagged learner from the Flags section: every send is refused with the reason in the learner's language, nothing stored or charged", async () => {
    const flags = (
      await eventually(
        () => owner.gql(FLAGS),
        (r) => r.data?.flags?.length === 2,
      )
    ).data!.flags as { id: string; learnerId: string; learnerSuspended: boolean }[];
    for (const learner of [nour, mariam]) {
      const flag = flags.find((f) => f.learnerId === learner.id)!;
      expect(flag.learnerSuspended).toBe(false);
      const suspended = await owner.gql(SUSPEND, { u: learner.id, f: flag.id });
      expect(suspended.data).toEqual({
        suspendLearner: { id: learner.id, email: learner.email, suspended: true },
      });
      // Logged as the owner's action, with the flag it came from; suspending again changes and logs nothing.
      expect((await owner.gql(SUSPEND, { u: learner.id, f: flag.id })).data!.suspendLearner.suspended).toBe(
        true,
      );
      expect(await ownerActions(learner.id)).toEqual([
        { action: 'suspend', actor_id: owner.id, flag_id: flag.id },
      ]);
    }
    expect(
      (await owner.gql(FLAGS)).data!.flags.map((f: { learnerSuspended: boolean }) => f.learnerSuspended),
    ).toEqual([true, true]);
    expect((await owner.gql(DIRECTORY_USER, { e: nour.email })).data!.directoryUser).toEqual({
      id: nour.id,
      suspended: true,
    });

    // The conversation service hears of it by the admin service's event; the learner's `me` says so.
    for (const learner of [nour, mariam])
      await eventually(
        () => learner.gql(ME),
        (r) => r.data?.me?.suspended === true,
      );

    for (const [learner, reason] of [
      [nour, REASON.en],
      [mariam, REASON.ar],
    ] as const) {
      const before = await snapshot(learner);
      expect(before.remaining).toBe(FREE); // the flagged message was not charged
      const sent = await learner.gql(SEND, {
        c: learner.conversationId,
        m: '1700000000002',
        t: 'What is force?',
      });
      expect(codeOf(sent)).toBe('FORBIDDEN');
      expect(sent.errors![0]!.message).toBe(reason);
      const image = await learner.gql(SEND_IMAGE, { c: learner.conversationId, m: '1700000000003', i: PNG });
      expect(codeOf(image)).toBe('FORBIDDEN');
      expect(image.errors![0]!.message).toBe(reason);
      const started = await learner.gql(START);
      expect(codeOf(started)).toBe('FORBIDDEN');
      // Not via the REST facade either: 403 with the same reason.
      const facade = await learner.browser.rest('POST', `${system.gateway}/auth/send-message-with-model`, {
        email: learner.email,
        subjectId: 'high-1-physics',
        message: 'What is force?',
        conversationId: learner.conversationId,
        messageId: 1700000000004,
        createdAt: new Date().toISOString(),
      });
      expect(facade.status).toBe(403);
      expect(JSON.stringify(facade.body)).toContain(reason);
      const quick = await learner.browser.rest('POST', `${system.gateway}/auth/send-message`, {
        email: learner.email,
        subjectId: 'high-1-physics',
        message: 'Hello',
      });
      expect(quick.status).toBe(403);
      expect(await snapshot(learner)).toEqual(before);
    }
  }, 120_000);

  it('lets a suspended learner sign in again and read what they have', async () => {
    const again = new Browser();
    await signInWithGoogle(again, system.gateway, nour.email, nour.name);
    const session = await again.request(`${system.gateway}/auth/login/success`);
    expect(session.status).toBe(200);
    const me = (await again.graphql(system.gateway, ME)).body as Gql;
    expect(me.data!.me).toMatchObject({
      id: nour.id,
      suspended: true,
      conversations: [{ id: nour.conversationId }],
    });
  }, 60_000);

  it('reinstates from the directory: sending works again and is charged', async () => {
    expect(codeOf(await nour.gql(REINSTATE, { u: nour.id }))).toBe('FORBIDDEN');
    expect((await owner.gql(REINSTATE, { u: nour.id })).data).toEqual({
      reinstateLearner: { id: nour.id, suspended: false },
    });
    expect(await ownerActions(nour.id)).toEqual([
      expect.objectContaining({ action: 'suspend' }),
      { action: 'reinstate', actor_id: owner.id, flag_id: null },
    ]);
    await eventually(
      () => nour.gql(ME),
      (r) => r.data?.me?.suspended === false,
    );
    const sent = await nour.gql(SEND, { c: nour.conversationId, m: '1700000000005', t: 'What is force?' });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendMessage.plan.remainingMessages).toBe(FREE - 1);
    // Mariam is still suspended.
    expect(codeOf(await mariam.gql(SEND, { c: mariam.conversationId, m: '1700000000006', t: 'مرحبا' }))).toBe(
      'FORBIDDEN',
    );
  }, 60_000);
});
