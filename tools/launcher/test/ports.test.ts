/**
 * `npm start` takes its ports from PORT, IDENTITY_PORT, ... (the README's table), and everything that finds a
 * process follows its port: subgraph addresses, the Google stand-in and its redirect back to the gateway, the
 * development model.
 */
import { Browser, signInWithGoogle, startTestSystem } from '@tutor/test-kit';
import { planSystem, selectProcesses } from '../src/processes';
import { freePorts } from '../src/system';

/** Every port setting of the README's configuration table. */
const PORT_SETTINGS = [
  'PORT',
  'IDENTITY_PORT',
  'CONVERSATION_PORT',
  'TUTOR_INFERENCE_PORT',
  'BILLING_PORT',
  'ADMIN_PORT',
  'PROGRESS_PORT',
  'FAMILY_PORT',
  'PRACTICE_PORT',
  'INFERENCE_WORKER_PORT',
  'CODE_RUNNER_PORT',
  'DEV_MODEL_PORT',
  'DEV_GOOGLE_PORT',
];

describe('where each process listens (planSystem)', () => {
  const base = { NODE_ENV: 'test' };

  it('takes each port from its setting, and the subgraph addresses follow unless set', () => {
    const plan = planSystem({
      ...base,
      PORT: '5400',
      BILLING_PORT: '5404',
      IDENTITY_URL: 'http://id.example/graphql',
    });
    expect(plan.ports.get('gateway')).toBe(5400);
    expect(plan.ports.get('conversation')).toBe(4002);
    expect(plan.env).toMatchObject({
      PORT: '5400',
      BILLING_PORT: '5404',
      CONVERSATION_PORT: '4002',
      BILLING_URL: 'http://127.0.0.1:5404/graphql',
      IDENTITY_URL: 'http://id.example/graphql',
    });
    expect(plan.specs.map((s) => s.portVariable).sort()).toEqual([...PORT_SETTINGS].sort());
  });

  it('names a bad or doubly used port before anything starts', () => {
    expect(() => planSystem({ ...base, ADMIN_PORT: 'eighty' })).toThrow(/ADMIN_PORT \("eighty"\)/);
    expect(() => planSystem({ ...base, DEV_MODEL_PORT: '70000' })).toThrow(/DEV_MODEL_PORT \("70000"\)/);
    expect(() => planSystem({ ...base, PORT: '0' })).toThrow(/PORT \("0"\): must be a port from 1 to 65535/);
    expect(() => planSystem({ ...base, PORT: '4001' })).toThrow(
      /PORT \("4001"\): IDENTITY_PORT uses 4001 already \(its default\)/,
    );
    expect(() => planSystem({ ...base, ADMIN_PORT: '5000', BILLING_PORT: '5000' })).toThrow(
      /(ADMIN|BILLING)_PORT \("5000"\): (BILLING|ADMIN)_PORT uses 5000 already$/,
    );
  });
});

describe('the whole system on moved ports (as `PORT=... IDENTITY_PORT=... npm start`)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let moved: Record<string, string>;
  let gateway: string;

  beforeAll(async () => {
    const specs = selectProcesses(process.env);
    const ports = await freePorts(specs.length);
    moved = Object.fromEntries(specs.map((s, i) => [s.portVariable, String(ports[i])]));
    gateway = `http://localhost:${moved.PORT}`;
    system = await startTestSystem(
      'launcher-ports',
      { ...moved, DEV_MODEL_TTFT_MS: '20', DEV_MODEL_TOKENS_PER_SECOND: '400' },
      undefined,
      false,
    );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('runs every process on its moved port, healthy there', async () => {
    expect(Object.keys(moved).sort()).toEqual([...PORT_SETTINGS].sort());
    expect(system.gateway).toBe(gateway);
    for (const { spec, port } of system.processes.values()) {
      expect([spec.portVariable, String(port)]).toEqual([spec.portVariable, moved[spec.portVariable]]);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect([spec.name, health.status]).toEqual([spec.name, 200]);
    }
  });

  it('signs in through the stand-in on its moved port, back to the moved gateway, and chats', async () => {
    const browser = new Browser();
    const visited = await signInWithGoogle(browser, gateway, 'moved@tutor.test', 'Moved Ports');
    expect(visited.some((u) => u.startsWith(`http://localhost:${moved.DEV_GOOGLE_PORT}/auth?`))).toBe(true);
    expect(visited.some((u) => u.startsWith(`${gateway}/auth/google/callback?code=`))).toBe(true);
    expect(visited[visited.length - 1]!.startsWith(`${gateway}/`)).toBe(true); // CLIENT_URL follows PORT
    const session = await (await browser.request(`${gateway}/auth/login/success`)).json();
    expect(session).toMatchObject({ userExists: false, user: { email: 'moved@tutor.test' } });
    expect((await browser.json('POST', `${gateway}/auth/signup`)).status).toBe(201);

    // One field from each of the five subgraphs, each reached at its moved port.
    const { body } = await browser.graphql<{ me: Record<string, unknown> }>(
      gateway,
      '{ me { email plan conversations { id } repliesInProgress listedInDirectory } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.me).toMatchObject({ email: 'moved@tutor.test', plan: 'Free', conversations: [] });

    // A whole reply: the worker reaches the development model on its moved port.
    const started = await browser.json('POST', `${gateway}/auth/start-subject-conversation`, {
      email: 'moved@tutor.test',
      subjectId: 'middle-2-science',
    });
    const { conversation } = (await started.json()) as { conversation: { conversation_id: string } };
    const sent = await browser.json('POST', `${gateway}/auth/send-message-with-model`, {
      email: 'moved@tutor.test',
      subjectId: 'middle-2-science',
      message: 'What is energy?',
      conversationId: conversation.conversation_id,
      messageId: 1700000000100,
      createdAt: new Date().toISOString(),
    });
    const reply = (await sent.json()) as { messages: { sender: string }[] };
    expect([sent.status, reply.messages.map((m) => m.sender)]).toEqual([200, ['student', 'model']]);
  }, 60_000);
});
