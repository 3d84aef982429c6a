import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { z } from 'zod';
import { CONTRACT, type RouteName } from '../../gateway/src/facade/contract';
import { Browser, eventually, signedUp, OWNER_EMAIL, startTestSystem } from '@tutor/test-kit';

/** A person as the spec's client would be: cookie session, the XSRF pair, JSON in and out. */
async function client(gateway: string, email: string, name: string) {
  const { browser } = await signedUp(gateway, email, name);
  const call = (
    method: string,
    route: string,
    body?: Record<string, unknown>,
    options?: { csrf?: boolean },
  ) => browser.rest(method, `${gateway}${route}`, body, options);
  return { browser, email, call };
}

const shape = (name: RouteName, body: unknown) => (CONTRACT[name].response as z.ZodType).parse(body);
const covered = new Set<RouteName>();
function expectRow(name: RouteName, response: { status: number; body: any }, status = 200) {
  covered.add(name);
  expect({
    route: CONTRACT[name].path,
    status: response.status,
    body: response.status === status ? 'ok' : response.body,
  }).toEqual({
    route: CONTRACT[name].path,
    status,
    body: 'ok',
  });
  if (status === 200 && CONTRACT[name].response) shape(name, response.body);
}

describe('the /auth/* REST facade (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let amal: Awaited<ReturnType<typeof client>>;
  let omar: Awaited<ReturnType<typeof client>>;
  let owner: Awaited<ReturnType<typeof client>>;
  let conversationId: string;
  let programmingId: string;

  beforeAll(async () => {
    system = await startTestSystem('facade', { DEV_MODEL_TTFT_MS: '20', DEV_MODEL_TOKENS_PER_SECOND: '400' });
    amal = await client(system.gateway, 'amal@tutor.test', 'Amal');
    omar = await client(system.gateway, 'omar@tutor.test', 'Omar');
    owner = await client(system.gateway, OWNER_EMAIL, 'Owner');
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('onboards: login success, language, user type, student questions, learning domain', async () => {
    expectRow('loginSuccess', await amal.call('GET', '/auth/login/success'));
    expectRow(
      'setLanguage',
      await amal.call('POST', '/auth/set-language', { email: amal.email, language: 'English' }),
    );
    expectRow(
      'setUserType',
      await amal.call('POST', '/auth/set-user-type', { email: amal.email, userType: 'student' }),
    );
    expectRow(
      'getStudentQuestions',
      await amal.call('GET', '/auth/get-student-questions', { email: amal.email }),
    );
    expect((await amal.call('GET', '/auth/get-student-questions', { email: amal.email })).body).toEqual({
      educationalStage: 'First Secondary',
      academicYear: '1',
    });
    expectRow(
      'saveStudentQuestions',
      await amal.call('POST', '/auth/student-questions', {
        email: amal.email,
        educationalStage: 'middle',
        academicYear: 2,
      }),
    );
    expect((await amal.call('GET', '/auth/get-student-questions', { email: amal.email })).body).toEqual({
      educationalStage: 'middle',
      academicYear: '2',
    });
    expectRow(
      'setLearningDomain',
      await amal.call('POST', '/auth/set-learning-domain', { email: amal.email, learning_domain: 'school' }),
    );
    const bad = await amal.call('POST', '/auth/set-language', { email: amal.email, language: 'French' });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/language/) } });
  });

  it('serves the catalog rows', async () => {
    const subjects = await amal.call('GET', '/auth/get-subjects', { email: amal.email });
    expectRow('getSubjects', subjects);
    expect(subjects.body.subjects.map((s: { name_en: string }) => s.name_en)).toContain('Science');
    expectRow(
      'getProgrammingLanguages',
      await amal.call('GET', '/auth/get-programming-languages', { email: amal.email }),
    );
    const projects = await amal.call('GET', '/auth/get-programming-projects', {
      email: amal.email,
      languageId: 'python',
    });
    expectRow('getProgrammingProjects', projects);
    expect(projects.body.projects.length).toBeGreaterThan(0);
  });

  it('runs school conversations: start, list, send (waits for the whole reply), messages, rename, delete', async () => {
    const started = await amal.call('POST', '/auth/start-subject-conversation', {
      email: amal.email,
      subjectId: 'middle-2-science',
    });
    expectRow('startSubjectConversation', started);
    conversationId = started.body.conversation.conversation_id;
    expectRow('getConversations', await amal.call('GET', '/auth/get-conversations', { email: amal.email }));
    const sent = await amal.call('POST', '/auth/send-message-with-model', {
      email: amal.email,
      subjectId: 'middle-2-science',
      message: 'What is energy?',
      conversationId,
      messageId: 1700000000100,
      createdAt: new Date().toISOString(),
    });
    expectRow('sendMessageWithModel', sent);
    expect(sent.body.messages.map((m: { sender: string }) => m.sender)).toEqual(['student', 'model']);
    expect(sent.body.user.remainingMessages).toBe(9);
    const global = await amal.call('POST', '/auth/send-message-with-model', {
      email: amal.email,
      message: 'Anything at all?',
      messageId: '1700000000101',
    });
    expectRow('sendMessageWithModel', global);
    expect(global.body.conversation.subject_name).toBe('General Chat');
    expectRow('getMessages', await amal.call('GET', `/auth/get-messages/${conversationId}`));
    expectRow(
      'startNewConversation',
      await amal.call('POST', '/auth/start-new-conversation', { email: amal.email }),
    );
    expectRow(
      'updateConversationName',
      await amal.call('POST', '/auth/update-conversation-name', {
        email: amal.email,
        conversationId,
        newName: 'Energy',
      }),
    );
    const first = await amal.call('POST', '/auth/send-message', {
      email: amal.email,
      subjectId: 'middle-2-science',
      message: 'Start conversation',
    });
    expectRow('sendMessage', first);
    expectRow(
      'deleteConversation',
      await amal.call('DELETE', '/auth/delete-conversation', {
        email: amal.email,
        conversationId: first.body.conversationId,
      }),
    );
  }, 60_000);

  it('runs programming conversations and images and read-aloud', async () => {
    const started = await amal.call('POST', '/auth/start-new-programming-conversation', {
      email: amal.email,
      languageName: 'Python',
    });
    expectRow('startNewProgrammingConversation', started);
    programmingId = started.body.conversation.conversation_id;
    expect(started.body.conversation.language_name).toBe('Python');
    expectRow(
      'getProgrammingConversations',
      await amal.call('GET', '/auth/get-programming-conversations', { email: amal.email }),
    );
    const sent = await amal.call('POST', '/auth/send-programming-message-with-model', {
      email: amal.email,
      subjectId: 'python',
      message: 'What is a list?',
      conversationId: programmingId,
      messageId: 1700000000200,
      createdAt: new Date().toISOString(),
    });
    expectRow('sendProgrammingMessageWithModel', sent);
    expect(sent.body.conversation.conversation_id).toBe(programmingId);
    expectRow(
      'getProgrammingMessages',
      await amal.call('GET', `/auth/get-programming-messages/${programmingId}`),
    );
    expectRow(
      'updateProgrammingConversationName',
      await amal.call('POST', '/auth/update-programming-conversation-name', {
        email: amal.email,
        conversationId: programmingId,
        newName: 'Lists',
      }),
    );

    const form = new FormData();
    form.set(
      'image',
      new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
        type: 'image/png',
      }),
      'shot.png',
    );
    form.set('conversationId', programmingId);
    form.set('email', amal.email);
    const token = decodeURIComponent(amal.browser.cookie('localhost', 'XSRF-TOKEN')!);
    const image = await amal.browser.request(`${system.gateway}/auth/send-image-with-model`, {
      method: 'POST',
      headers: { 'x-xsrf-token': token },
      body: form,
    });
    expectRow('sendImageWithModel', { status: image.status, body: await image.json() });

    const audio = await amal.call('POST', '/auth/generate-audio', { text: 'Hello there', language: 'en' });
    covered.add('generateAudio');
    expect(audio.status).toBe(200);
    expect(audio.type).toMatch(/audio\/wav/);
    expect((audio.body as Buffer).subarray(0, 4).toString('latin1')).toBe('RIFF');
    expectRow(
      'deleteProgrammingConversation',
      await amal.call('DELETE', '/auth/delete-programming-conversation', {
        email: amal.email,
        conversationId: programmingId,
      }),
    );
  }, 60_000);

  it('runs payments from both sides: notify, status, the owner’s lists, confirm, reject (404), upgrade, log', async () => {
    expectRow(
      'notifyPayment',
      await amal.call('POST', '/auth/notify-payment', { email: amal.email, name: 'Amal' }),
    );
    expectRow(
      'checkPaymentStatus',
      await amal.call('GET', '/auth/check-payment-status', { email: amal.email }),
    );
    const requests = await owner.call('GET', '/auth/payment-requests');
    expectRow('paymentRequests', requests);
    expect(requests.body).toContainEqual(expect.objectContaining({ email: amal.email, status: 'pending' }));
    expectRow('confirmPayment', await owner.call('POST', '/auth/confirm-payment', { email: amal.email }));
    expect((await amal.call('GET', '/auth/check-payment-status', { email: amal.email })).body).toEqual({
      status: 'confirmed',
      ownerConfirmed: true,
    });
    expectRow(
      'logPaymentAction',
      await owner.call('POST', '/auth/log-payment-action', {
        email: amal.email,
        action: 'confirmed',
        timestamp: Date.now(),
      }),
    );
    expectRow('rejectPayment', await owner.call('POST', '/auth/reject-payment', { email: amal.email }), 404);
    expect((await owner.call('POST', '/auth/reject-payment', { email: amal.email })).body.message).toMatch(
      /No pending payment request/,
    );
    expectRow(
      'upgrade',
      await owner.call('POST', '/auth/upgrade', { email: omar.email, transactionNumber: 'OWNER-MARKER' }),
    );
    expectRow('users', await owner.call('GET', '/auth/users'));
  });

  it('deletes a user as the owner, and never the owner', async () => {
    const zaid = await client(system.gateway, 'zaid@tutor.test', 'Zaid');
    // The owner deletes from the list, which follows registrations through events: wait for the new user to appear.
    for (let i = 0; i < 100; i++) {
      const listed = (await owner.call('GET', '/auth/users')).body.some(
        (u: { email: string }) => u.email === zaid.email,
      );
      if (listed) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await owner.call('DELETE', '/auth/users', { email: OWNER_EMAIL })).status).toBe(403);
    expectRow('deleteUser', await owner.call('DELETE', '/auth/users', { email: zaid.email }));
    // The list follows the deletion through events: poll until it is gone.
    const listed = async () =>
      (await owner.call('GET', '/auth/users')).body.map((u: { email: string }) => u.email);
    expect(await eventually(listed, (emails: string[]) => !emails.includes(zaid.email))).not.toContain(
      zaid.email,
    );
  });

  it('refuses another user’s e-mail on every learner route, and non-owners on every owner route', async () => {
    for (const [name, route] of Object.entries(CONTRACT) as [RouteName, (typeof CONTRACT)[RouteName]][]) {
      const method = route.method.toUpperCase();
      const path = route.path.replace(':conversationId', conversationId);
      if (route.consumes) continue; // multipart: below
      if (
        route.access === 'learner' &&
        route.request &&
        'shape' in route.request &&
        'email' in (route.request as z.ZodObject).shape
      ) {
        const res = await omar.call(method, path, {
          email: amal.email,
          conversationId,
          subjectId: 'middle-2-science',
          message: 'x',
          messageId: '5',
          language: 'en',
          userType: 'student',
          learning_domain: 'school',
          educationalStage: 'high',
          academicYear: '1',
          languageId: 'python',
          newName: 'n',
          name: 'n',
          languageName: 'Python',
        });
        expect({ name, status: res.status }).toEqual({ name, status: 403 });
      }
      if (route.access === 'owner') {
        const res = await omar.call(method, path, {
          email: amal.email,
          transactionNumber: '1',
          action: 'x',
          timestamp: '1',
        });
        expect({ name, status: res.status }).toEqual({ name, status: 403 });
      }
    }
    const form = new FormData();
    form.set('image', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'x.jpg');
    form.set('conversationId', conversationId);
    form.set('email', amal.email);
    const token = decodeURIComponent(omar.browser.cookie('localhost', 'XSRF-TOKEN')!);
    const image = await omar.browser.request(`${system.gateway}/auth/send-image-with-model`, {
      method: 'POST',
      headers: { 'x-xsrf-token': token },
      body: form,
    });
    expect(image.status).toBe(403);
    // Ids of someone else's conversation: not found, and nothing changes.
    expect((await omar.call('GET', `/auth/get-messages/${conversationId}`)).status).toBe(404);
    expect(
      (await omar.call('POST', '/auth/update-conversation-name', { conversationId, newName: 'mine' })).status,
    ).toBe(404);
    expect((await omar.call('DELETE', '/auth/delete-conversation', { conversationId })).status).toBe(404);
    expect((await amal.call('GET', `/auth/get-messages/${conversationId}`)).status).toBe(200);
  }, 60_000);

  it('needs a session, the XSRF header on writes, and bounded well-formed bodies', async () => {
    expect((await new Browser().request(`${system.gateway}/auth/get-conversations`)).status).toBe(401);
    const noCsrf = await amal.call(
      'POST',
      '/auth/set-language',
      { email: amal.email, language: 'ar' },
      { csrf: false },
    );
    expect(noCsrf).toMatchObject({ status: 403, body: { message: expect.stringMatching(/anti-forgery/) } });
    expect((await amal.call('GET', '/auth/login/success')).body.user.language).toBe('en');
    for (const route of Object.values(CONTRACT).filter((r) => r.method !== 'get')) {
      const res = await amal.call(
        route.method.toUpperCase(),
        route.path.replace(':conversationId', conversationId),
        { email: amal.email },
        { csrf: false },
      );
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 403 });
    }
    const token = decodeURIComponent(amal.browser.cookie('localhost', 'XSRF-TOKEN')!);
    const post = (body: string) =>
      amal.browser.request(`${system.gateway}/auth/set-language`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body,
      });
    const malformed = await post('{"language": ');
    expect({ status: malformed.status, body: (await malformed.json()) as unknown }).toEqual({
      status: 400,
      body: { message: 'Malformed JSON body' },
    });
    const huge = await post(JSON.stringify({ language: 'en', padding: 'x'.repeat(2 * 1024 * 1024) }));
    expect({ status: huge.status, body: await huge.json() }).toEqual({
      status: 413,
      body: { message: 'Request body is too large' },
    });
    const missing = await amal.call('POST', '/auth/update-conversation-name', { conversationId });
    expect(missing).toMatchObject({ status: 400, body: { message: expect.stringMatching(/newName/) } });
  });

  it('answers a send whose reply failed with a non-200 status and a message, refunding the credit', async () => {
    const nour = await client(system.gateway, 'nour@tutor.test', 'Nour'); // a free learner
    const conversation = (await nour.call('POST', '/auth/start-new-conversation', { email: nour.email })).body
      .conversation.conversation_id;
    const before = (await nour.call('GET', '/auth/login/success')).body.user.remainingMessages;
    const failed = await nour.call('POST', '/auth/send-message-with-model', {
      email: nour.email,
      message: 'Please fail [[fault:500]]',
      conversationId: conversation,
      messageId: '77',
    });
    expect(failed).toEqual({
      status: 502,
      type: expect.stringMatching(/json/),
      body: { message: 'No response from assistant' },
    });
    const after = async () => (await nour.call('GET', '/auth/login/success')).body.user.remainingMessages;
    // The refund follows the reply's failure event: on the bus, so it lands a moment later (longer on Kafka).
    expect(await eventually(after, (remaining) => remaining === before)).toBe(before);
  }, 60_000);

  it('publishes an OpenAPI document that validates and lists every route', async () => {
    const res = await fetch(`${system.gateway}/auth/openapi.json`);
    const doc = (await res.json()) as any;
    for (const route of Object.values(CONTRACT)) {
      expect(doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method]).toBeDefined();
    }
    expect(doc.paths['/auth/google'].get).toBeDefined();
    expect(doc.paths['/auth/logout'].get).toBeDefined();
    // The validator is an ES module: it runs in its own Node process.
    const check = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { Validator } from '@seriousme/openapi-schema-validator'; const v = new Validator(); const r = await v.validate(JSON.parse(process.argv[1])); console.log(JSON.stringify(r));",
        JSON.stringify(doc),
      ],
      { cwd: path.join(__dirname, '..', '..'), encoding: 'utf8' },
    );
    expect(JSON.parse(check.stdout)).toEqual({ valid: true });
  });

  it('covered every row of the contract', () => {
    const rows = Object.keys(CONTRACT) as RouteName[];
    expect(rows).toHaveLength(34);
    expect(rows.filter((r) => !covered.has(r))).toEqual([]);
  });
});
