import pg from 'pg';
import { Browser, eventually, OWNER_EMAIL, signInWithGoogle, startTestSystem } from '@tutor/test-kit';

/**
 * A client that knows only spec section 7: its 34 rows and the two navigations, cookies, and the XSRF-TOKEN /
 * X-XSRF-TOKEN pair. Written from the spec, not from the gateway's code: every call it may make is listed here
 * with the fields the spec says come back, and a call outside the table throws, so the walk fails if a route the
 * spec does not have ever becomes necessary (a sign-up call, GraphQL, ...).
 */
type Row = { method: 'GET' | 'POST' | 'DELETE'; path: string; fields: string[] };
const SPEC_ROWS: Row[] = [
  {
    method: 'GET',
    path: '/auth/login/success',
    fields: ['user', 'userExists', 'hasStudentDetails', 'error', 'message'],
  },
  { method: 'GET', path: '/auth/get-programming-languages', fields: ['languages'] },
  { method: 'GET', path: '/auth/get-student-questions', fields: ['educationalStage', 'academicYear'] },
  { method: 'POST', path: '/auth/student-questions', fields: [] },
  { method: 'GET', path: '/auth/get-subjects', fields: ['subjects', 'unsupportedStage'] },
  { method: 'POST', path: '/auth/start-subject-conversation', fields: ['conversation'] },
  { method: 'GET', path: '/auth/get-conversations', fields: ['conversations'] },
  { method: 'GET', path: '/auth/get-messages/{conversationId}', fields: ['messages'] },
  { method: 'POST', path: '/auth/send-message-with-model', fields: ['messages', 'user'] },
  { method: 'POST', path: '/auth/start-new-conversation', fields: ['conversation'] },
  { method: 'POST', path: '/auth/update-conversation-name', fields: [] },
  { method: 'DELETE', path: '/auth/delete-conversation', fields: [] },
  { method: 'POST', path: '/auth/generate-audio', fields: [] },
  { method: 'POST', path: '/auth/send-image-with-model', fields: ['messages'] },
  { method: 'POST', path: '/auth/set-language', fields: [] },
  { method: 'POST', path: '/auth/set-user-type', fields: [] },
  { method: 'POST', path: '/auth/set-learning-domain', fields: [] },
  { method: 'GET', path: '/auth/get-programming-conversations', fields: ['conversations'] },
  { method: 'POST', path: '/auth/start-new-programming-conversation', fields: ['conversation'] },
  { method: 'POST', path: '/auth/update-programming-conversation-name', fields: [] },
  { method: 'DELETE', path: '/auth/delete-programming-conversation', fields: [] },
  { method: 'GET', path: '/auth/get-programming-messages/{conversationId}', fields: ['messages'] },
  {
    method: 'POST',
    path: '/auth/send-programming-message-with-model',
    fields: ['messages', 'user', 'conversation'],
  },
  { method: 'GET', path: '/auth/get-programming-projects', fields: ['projects'] },
  { method: 'GET', path: '/auth/check-payment-status', fields: ['status', 'ownerConfirmed'] },
  { method: 'POST', path: '/auth/notify-payment', fields: [] },
  { method: 'GET', path: '/auth/payment-requests', fields: [] },
  { method: 'GET', path: '/auth/users', fields: [] },
  { method: 'POST', path: '/auth/confirm-payment', fields: [] },
  { method: 'POST', path: '/auth/upgrade', fields: [] },
  { method: 'POST', path: '/auth/reject-payment', fields: [] },
  { method: 'POST', path: '/auth/log-payment-action', fields: [] },
  { method: 'DELETE', path: '/auth/users', fields: [] },
  { method: 'POST', path: '/auth/send-message', fields: ['conversationId'] },
];
/** Section 3's entities, as the rows above return them. */
const USER = [
  'email',
  'name',
  'picture',
  'user_type',
  'language',
  'learning_domain',
  'isSubscribed',
  'remainingMessages',
  'expires_at',
];
const PLAN = ['isSubscribed', 'remainingMessages', 'expires_at'];
const CONVERSATION = ['conversation_id', 'subject_id', 'subject_name', 'language_name'];
const MESSAGE = ['message_id', 'sender', 'content', 'created_at'];
const SUBJECT = ['subjectId', 'name', 'name_en', 'description'];
const LANGUAGE = ['languageId', 'name', 'Route', 'description'];
const PROJECT = ['projectId', 'title', 'description', 'slug'];
const PAYMENT_REQUEST = ['id', 'name', 'email', 'status', 'logged'];
const LISTED_USER = ['id', 'name', 'email', 'role'];

const rowOf = (method: string, path: string) =>
  SPEC_ROWS.find(
    (r) =>
      r.method === method && new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path.split('?')[0]!),
  );

function expectFields(value: unknown, fields: string[], where: string) {
  expect({ where, missing: fields.filter((f) => !(f in (value as object))) }).toEqual({ where, missing: [] });
}

const walked = new Set<Row>();

/** One person's client: a cookie jar, the XSRF pair, and nothing but the spec's table. */
function specClient(gateway: string, email: string, name: string) {
  const browser = new Browser();
  const call = async (
    method: Row['method'],
    path: string,
    body?: Record<string, unknown> | FormData,
    expectStatus = 200,
  ) => {
    const row = rowOf(method, path);
    if (!row) throw new Error(`${method} ${path} is not a call of spec section 7`);
    walked.add(row);
    const out = await browser.rest(method, `${gateway}${path}`, body);
    expect({
      call: `${method} ${path}`,
      status: out.status,
      body: out.status === expectStatus ? 'ok' : out.body,
    }).toEqual({ call: `${method} ${path}`, status: expectStatus, body: 'ok' });
    if (expectStatus === 200) expectFields(out.body, row.fields, `${method} ${path}`);
    return out;
  };
  return {
    email,
    name,
    browser,
    call,
    /** The login page's button (`from` undefined) or the sign-up page's (`from: '/signup'`). */
    signIn: (from?: string) => signInWithGoogle(browser, gateway, email, name, { from }),
    logout: () => browser.navigate(`${gateway}/auth/logout`),
  };
}

describe('a client that knows only spec section 7', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let db: pg.Client;

  beforeAll(async () => {
    system = await startTestSystem('contract-client', {
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
    });
    db = new pg.Client({
      connectionString: process.env.DATABASE_URL!.replace(/\/[^/]*$/, `/${system.prefix}identity`),
    });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await system?.dispose();
  }, 60_000);

  const registrations = async (email: string) =>
    (
      await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM outbox o JOIN users u ON u.id::text = o.aggregate_id
         WHERE o.type LIKE '%UserRegistered' AND lower(u.email) = lower($1)`,
        [email],
      )
    ).rows[0]!.n;

  it('takes a brand-new person from sign-in to a reply, a payment, the owner approval and deletion', async () => {
    const gw = system.gateway;
    const amal = specClient(gw, 'amal.contract@tutor.test', 'Amal');

    // A visitor: the app's first call says "not signed in" with the error flag.
    const visitor = await amal.call('GET', '/auth/login/success');
    expect(visitor.body).toMatchObject({ user: null, userExists: false, error: true });

    // Sign in from the login page: Google knows the person, the product does not yet.
    await amal.signIn();
    const pending = await amal.call('GET', '/auth/login/success');
    expect(pending.body).toMatchObject({ userExists: false, error: false, user: { email: amal.email } });

    // Onboarding: the first write creates the account (the table has no sign-up call).
    await amal.call('POST', '/auth/set-language', { email: amal.email, language: 'English' });
    await amal.call('POST', '/auth/set-user-type', { email: amal.email, userType: 'student' });
    const details = await amal.call('GET', '/auth/get-student-questions', { email: amal.email });
    expect(details.body).toEqual({ educationalStage: 'First Secondary', academicYear: '1' });
    await amal.call('POST', '/auth/student-questions', {
      email: amal.email,
      educationalStage: 'high',
      academicYear: '2',
    });
    expect((await amal.call('GET', '/auth/get-student-questions', { email: amal.email })).body).toEqual({
      educationalStage: 'Second Secondary',
      academicYear: '2',
    });
    const me = await amal.call('GET', '/auth/login/success');
    expect(me.body).toMatchObject({ userExists: true, hasStudentDetails: true, error: false });
    expectFields(me.body.user, USER, 'login/success user');
    expect(me.body.user).toMatchObject({ email: amal.email, language: 'en', user_type: 'student' });
    expect(await registrations(amal.email)).toBe('1');

    // School: subjects, a conversation, a replied message.
    await amal.call('POST', '/auth/set-learning-domain', { email: amal.email, learning_domain: 'school' });
    const subjects = await amal.call('GET', '/auth/get-subjects', { email: amal.email });
    expect(subjects.body.subjects.length).toBeGreaterThan(0);
    expectFields(subjects.body.subjects[0], SUBJECT, 'subject');
    const subjectId = subjects.body.subjects[0].subjectId as string;
    const started = await amal.call('POST', '/auth/send-message', {
      email: amal.email,
      subjectId,
      message: 'Start conversation',
    });
    expect(typeof started.body.conversationId).toBe('string');
    const subjectChat = await amal.call('POST', '/auth/start-subject-conversation', {
      email: amal.email,
      subjectId,
    });
    expectFields(subjectChat.body.conversation, CONVERSATION, 'subject conversation');
    const conversationId = subjectChat.body.conversation.conversation_id as string;
    const list = await amal.call('GET', '/auth/get-conversations', { email: amal.email });
    expect(list.body.conversations.map((c: any) => c.conversation_id)).toEqual(
      expect.arrayContaining([conversationId, started.body.conversationId]),
    );
    expectFields(list.body.conversations[0], CONVERSATION, 'listed conversation');
    const messageId = String(Date.now());
    const sent = await amal.call('POST', '/auth/send-message-with-model', {
      email: amal.email,
      subjectId,
      message: 'What is a function?',
      conversationId,
      messageId,
      createdAt: new Date().toISOString(),
    });
    expectFields(sent.body.user, PLAN, 'send user');
    expect(sent.body.user.remainingMessages).toBe(8); // 10 free, 'Start conversation' and this one
    const reply = sent.body.messages.find((m: any) => m.sender === 'model');
    expectFields(reply, MESSAGE, 'reply');
    expect(reply.content.length).toBeGreaterThan(0);
    const history = await amal.call('GET', `/auth/get-messages/${conversationId}`);
    expect(history.body.messages.map((m: any) => m.sender)).toEqual(['student', 'model']);
    expectFields(history.body.messages[0], MESSAGE, 'message');

    // The global path: a General Chat, then a send without subjectId answers with its conversation.
    const general = await amal.call('POST', '/auth/start-new-conversation', { email: amal.email });
    const generalId = general.body.conversation.conversation_id as string;
    const globalSend = await amal.call('POST', '/auth/send-message-with-model', {
      email: amal.email,
      message: 'Hello',
      conversationId: generalId,
      messageId: String(Date.now() + 1),
      createdAt: new Date().toISOString(),
    });
    expectFields(globalSend.body, ['messages', 'user', 'conversation'], 'global send');
    expectFields(globalSend.body.conversation, CONVERSATION, 'global send conversation');
    expect(globalSend.body.conversation.conversation_id).toBe(generalId);
    await amal.call('POST', '/auth/update-conversation-name', {
      email: amal.email,
      conversationId: generalId,
      newName: 'My questions',
    });
    const audio = await amal.call('POST', '/auth/generate-audio', { text: 'Hello there', language: 'en' });
    expect(audio.type).toMatch(/^audio\//);
    expect(audio.body.length).toBeGreaterThan(44);
    const form = new FormData();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    form.set('image', new Blob([png], { type: 'image/png' }), 'shot.png');
    form.set('conversationId', generalId);
    form.set('email', amal.email);
    const image = await amal.call('POST', '/auth/send-image-with-model', form);
    expect(image.body.messages.some((m: any) => m.sender === 'model')).toBe(true);
    await amal.call('DELETE', '/auth/delete-conversation', { email: amal.email, conversationId: generalId });
    const afterDelete = await amal.call('GET', '/auth/get-conversations', { email: amal.email });
    expect(afterDelete.body.conversations.map((c: any) => c.conversation_id)).not.toContain(generalId);

    // Programming: languages, projects, a conversation and a replied message.
    await amal.call('POST', '/auth/set-learning-domain', {
      email: amal.email,
      learning_domain: 'programming',
    });
    const languages = await amal.call('GET', '/auth/get-programming-languages', { email: amal.email });
    expectFields(languages.body.languages[0], LANGUAGE, 'language');
    const python = languages.body.languages.find((l: any) => l.languageId === 'python');
    expect(python).toBeDefined();
    const projects = await amal.call('GET', '/auth/get-programming-projects', {
      email: amal.email,
      languageId: python.languageId,
    });
    expectFields(projects.body.projects[0], PROJECT, 'project');
    const code = await amal.call('POST', '/auth/start-new-programming-conversation', {
      email: amal.email,
      languageName: python.languageId,
    });
    const codeId = code.body.conversation.conversation_id as string;
    expect(code.body.conversation.language_name).toBeTruthy();
    const codeList = await amal.call('GET', '/auth/get-programming-conversations', { email: amal.email });
    expect(codeList.body.conversations.map((c: any) => c.conversation_id)).toContain(codeId);
    const codeSend = await amal.call('POST', '/auth/send-programming-message-with-model', {
      email: amal.email,
      subjectId: python.languageId,
      message: 'Show me a loop',
      conversationId: codeId,
      messageId: String(Date.now() + 2),
      createdAt: new Date().toISOString(),
    });
    expectFields(codeSend.body.conversation, CONVERSATION, 'programming send conversation');
    const codeHistory = await amal.call('GET', `/auth/get-programming-messages/${codeId}`);
    expect(codeHistory.body.messages.map((m: any) => m.sender)).toEqual(['student', 'model']);
    await amal.call('POST', '/auth/update-programming-conversation-name', {
      email: amal.email,
      conversationId: codeId,
      newName: 'Loops',
    });
    await amal.call('DELETE', '/auth/delete-programming-conversation', {
      email: amal.email,
      conversationId: codeId,
    });

    // Payment: 'Payment Sent', then the owner confirms from another client (no browser page involved).
    expect((await amal.call('GET', '/auth/check-payment-status', { email: amal.email })).body).toEqual({
      status: 'none',
      ownerConfirmed: false,
    });
    await amal.call('POST', '/auth/notify-payment', { email: amal.email, name: amal.name });
    expect((await amal.call('GET', '/auth/check-payment-status', { email: amal.email })).body).toEqual({
      status: 'pending',
      ownerConfirmed: false,
    });

    const owner = specClient(gw, OWNER_EMAIL, 'Owner');
    await owner.signIn('/signup'); // from the sign-up page: the account exists as soon as Google answers
    expect((await owner.call('GET', '/auth/login/success')).body).toMatchObject({ userExists: true });
    const requests = await owner.call('GET', '/auth/payment-requests');
    const request = requests.body.find((r: any) => r.email === amal.email);
    expectFields(request, PAYMENT_REQUEST, 'payment request');
    expect(request).toMatchObject({ status: 'pending', logged: false });
    const users = await owner.call('GET', '/auth/users');
    expectFields(users.body[0], LISTED_USER, 'listed user');
    expect(users.body.find((u: any) => u.email === OWNER_EMAIL).role).toBe('Owner');
    await owner.call('POST', '/auth/confirm-payment', { email: amal.email });
    const decided = (await owner.call('GET', '/auth/payment-requests')).body.find(
      (r: any) => r.email === amal.email,
    );
    expect(decided).toMatchObject({ status: 'confirmed', logged: true });
    const logged = await owner.call('POST', '/auth/log-payment-action', {
      email: amal.email,
      action: 'confirmed',
      timestamp: Date.now(),
    });
    expect(logged.body.logged).toBe(false); // billing logged the decision itself; never a second entry
    expect((await amal.call('GET', '/auth/check-payment-status', { email: amal.email })).body).toEqual({
      status: 'confirmed',
      ownerConfirmed: true,
    });
    expect((await amal.call('GET', '/auth/login/success')).body.user.isSubscribed).toBe(true);

    // A second learner signs up from the sign-up page; the owner rejects, then upgrades by transaction number.
    const omar = specClient(gw, 'omar.contract@tutor.test', 'Omar');
    await omar.signIn('/signup');
    expect((await omar.call('GET', '/auth/login/success')).body).toMatchObject({ userExists: true });
    await omar.call('POST', '/auth/notify-payment', { email: omar.email, name: omar.name });
    await owner.call('POST', '/auth/reject-payment', { email: omar.email });
    await owner.call('POST', '/auth/reject-payment', { email: omar.email }, 404);
    expect((await omar.call('GET', '/auth/check-payment-status', { email: omar.email })).body).toEqual({
      status: 'rejected',
      ownerConfirmed: true,
    });
    await owner.call('POST', '/auth/upgrade', { email: omar.email, transactionNumber: 'OWNER-MARKER' });
    expect((await omar.call('GET', '/auth/login/success')).body.user.isSubscribed).toBe(true);

    // The owner deletes Amal: her session ends with her account, as soon as the gateway hears of the deletion
    // (an event: at once on Redis Streams, a moment later on Kafka).
    await owner.call('DELETE', '/auth/users', { email: amal.email });
    const gone = await eventually(
      () => amal.call('GET', '/auth/login/success'),
      (answer) => answer.body.user === null,
    );
    expect(gone.body).toMatchObject({ user: null, error: true });
    await omar.logout();
    expect((await omar.call('GET', '/auth/login/success')).body).toMatchObject({ user: null, error: true });

    // Every row of the table was walked, and nothing else was needed.
    expect(SPEC_ROWS.filter((r) => !walked.has(r)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  }, 180_000);

  it('creates one account and one UserRegistered when a new person’s first onboarding writes race', async () => {
    const nour = specClient(system.gateway, 'nour.contract@tutor.test', 'Nour');
    await nour.signIn();
    const writes = await Promise.all([
      nour.call('POST', '/auth/set-language', { email: nour.email, language: 'Arabic' }),
      nour.call('POST', '/auth/set-user-type', { email: nour.email, userType: 'student' }),
      nour.call('POST', '/auth/set-learning-domain', { email: nour.email, learning_domain: 'school' }),
    ]);
    expect(writes.map((w) => w.status)).toEqual([200, 200, 200]);
    const me = await nour.call('GET', '/auth/login/success');
    expect(me.body).toMatchObject({ userExists: true, user: { language: 'ar', user_type: 'student' } });
    const accounts = await db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [nour.email]);
    expect(accounts.rows).toHaveLength(1);
    expect(await registrations(nour.email)).toBe('1');
  }, 60_000);

  it('refuses an onboarding write without a Google identity, and creates nothing', async () => {
    const stranger = specClient(system.gateway, 'stranger.contract@tutor.test', 'Stranger');
    await stranger.call('GET', '/auth/login/success'); // the app's first call sets the XSRF cookie
    const res = await stranger.call(
      'POST',
      '/auth/set-language',
      { email: stranger.email, language: 'English' },
      401,
    );
    expect(res.body.message).toMatch(/signed in/i);
    const accounts = await db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [stranger.email]);
    expect(accounts.rows).toHaveLength(0);
  });
});
