import net from 'node:net';
import { eventually, readSseFrames, signedUp, startTestSystem } from '@tutor/test-kit';

/**
 * The gateway exits by itself after SIGTERM however much is open (issue 31, item 9): reply streams being written
 * (server-sent events), a REST facade send waiting for its whole reply, an idle kept-alive connection and a
 * request that never finishes arriving. Every long-lived connection is ended and the process exits with code 0
 * (its closers done; 1 would be the shutdown timeout's exit), not killed by the launcher's SIGKILL fallback.
 */
const START = 'mutation { startConversation(kind: SCHOOL) { id } }';
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  streamPath } }`;

describe('gateway shutdown with streams open (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    system = await startTestSystem('gateway-shutdown', {
      // A slow model: every reply is still streaming when the gateway is told to stop.
      DEV_MODEL_TTFT_MS: '100',
      DEV_MODEL_TOKENS_PER_SECOND: '2',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
      SHUTDOWN_TIMEOUT_MS: '8000',
    });
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('ends open reply streams, a waiting REST send and idle or half-sent connections, and exits 0', async () => {
    const learner = await signedUp(system.gateway, 'lina@shutdown.test', 'Lina');
    const conversation = (
      await eventually(
        () => learner.gql(START),
        (r) => !r.errors,
      )
    ).data!.startConversation.id;

    // Three reply streams, each read until the server ends it.
    const streams: Promise<unknown>[] = [];
    for (const m of ['1700000000001', '1700000000002', '1700000000003']) {
      const sent = await learner.gql(SEND, { c: conversation, m, t: 'Explain gravity at length' });
      expect(sent.errors).toBeUndefined();
      const abort = new AbortController();
      const res = await learner.browser.request(`${system.gateway}${sent.data!.sendMessage.streamPath}`, {
        headers: { accept: 'text/event-stream' },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      streams.push(readSseFrames(res, abort).catch(() => undefined));
    }
    // The REST facade's send waits for the whole reply (up to REPLY_WAIT_MS, two minutes).
    const waiting = learner.browser
      .json('POST', `${system.gateway}/auth/send-message-with-model`, {
        conversationId: conversation,
        messageId: '1700000000004',
        message: 'And what about the moon?',
      })
      .catch(() => undefined);
    // An idle kept-alive connection and a request that never finishes arriving.
    const { port } = new URL(system.gateway);
    const sockets = [
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: local',
    ].map((text) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
      socket.on('error', () => undefined);
      return socket;
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the REST send and the sockets reach the gateway

    const gateway = system.processes.get('gateway')!.child;
    await system.kill('gateway', 'SIGTERM');
    expect({ code: gateway.exitCode, signal: gateway.signalCode }).toEqual({ code: 0, signal: null });
    await Promise.all([...streams, waiting]);
    sockets.forEach((s) => s.destroy());
  }, 60_000);
});
