/** Sent images at /media/images/:id (whole system): to their sender only, never to another learner or a visitor. */
import { Browser, eventually, signedUp, startTestSystem } from '@tutor/test-kit';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SEND_IMAGE = `mutation($c: ID!, $i: String!) { sendImage(conversationId: $c, messageId: "img-1", imageBase64: $i, caption: "my sketch") {
  message { id hasImage imageUrl } } }`;
const MESSAGES =
  'query($id: ID!) { conversation(id: $id) { messages { id sender status hasImage imageUrl } } }';

describe('sent images (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    system = await startTestSystem('images', { DEV_MODEL_TTFT_MS: '50', DEV_MODEL_TOKENS_PER_SECOND: '200' });
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('serves an image to the learner who sent it, privately, and a 404 to another learner', async () => {
    const alice = await signedUp(system.gateway, 'alice@tutor.test', 'Alice');
    const bob = await signedUp(system.gateway, 'bob@tutor.test', 'Bob');
    await alice.gql('mutation { setLanguage(language: "en") { id } }');
    const started = await alice.gql('mutation { startConversation(kind: SCHOOL) { id } }');
    const conversationId = started.data!.startConversation.id as string;
    const sent = await alice.gql(SEND_IMAGE, { c: conversationId, i: PNG.toString('base64') });
    expect(sent.errors).toBeUndefined();
    const { imageUrl } = sent.data!.sendImage.message;
    expect(imageUrl).toMatch(/^\/media\/images\/[0-9a-f-]{36}$/);
    // Stored with the message (the reply, after it, has none).
    const messages = await eventually(
      async () => (await alice.gql(MESSAGES, { id: conversationId })).data!.conversation.messages,
      (ms: { status: string; imageUrl: string | null }[]) => ms.length === 2 && ms[0]!.status === 'replied',
    );
    expect(messages.map((m) => m.imageUrl)).toEqual([imageUrl, null]);

    const own = await alice.browser.request(`${system.gateway}${imageUrl}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toMatch(/^private\b/);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);

    // Another learner gets what a missing image gets; a visitor is told to sign in.
    const others = await bob.browser.request(`${system.gateway}${imageUrl}`);
    expect(others.status).toBe(404);
    expect(await others.text()).not.toContain('PNG');
    const missing = await alice.browser.request(
      `${system.gateway}/media/images/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
    expect((await alice.browser.request(`${system.gateway}/media/images/..%2Finternal`)).status).toBe(404);
    expect((await new Browser().request(`${system.gateway}${imageUrl}`)).status).toBe(401);
  }, 60_000);
});
