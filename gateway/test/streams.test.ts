import { eventually, readSseFrames, type SseFrame } from '@tutor/test-kit';
import { replyStreamKey, signReplyStreamToken } from '@tutor/contracts';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createLogger, createRedis, Lifecycle, type Redis } from '@tutor/service-runtime';
import express from 'express';
import { replyStreamRoutes } from '../src/streams/replies';
import { ReplyRelay } from '../src/streams/reply-relay';
import { compressResponses } from '../src/edge/compress';

/**
 * The reply stream route against real Redis: the test signs the stream tokens as the conversation service would
 * and writes the stream entries as the inference worker would.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = createLogger('test', 'silent');

/** Reads an SSE response frame by frame (comments included), as the test's user, until `stop` or the end. */
async function readFrames(
  url: string,
  {
    user,
    lastEventId,
    stop,
  }: { user?: string; lastEventId?: string; stop?: (f: SseFrame[]) => boolean } = {},
): Promise<{
  status: number;
  frames: SseFrame[];
  contentType: string | null;
  contentEncoding: string | null;
}> {
  const abort = new AbortController();
  // As a browser asks: every reply would be compressed if the gateway let it.
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (user) headers['x-test-user'] = user;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(url, { headers, signal: abort.signal });
  return {
    status: res.status,
    frames: await readSseFrames(res, abort, stop),
    contentType: res.headers.get('content-type'),
    contentEncoding: res.headers.get('content-encoding'),
  };
}

const events = (frames: SseFrame[]) => frames.filter((f) => f.event);

describe('reply streams over SSE', () => {
  let server: Server;
  let base: string;
  let redis: Redis;
  let lifecycle: Lifecycle;
  /** Replies made by the tests: id → owner. */
  const replies = new Map<string, string>();
  const secret = 'streams-test-internal-secret';
  const tokenFor = (userId: string, replyId: string, options: { ttlSeconds?: number; now?: number } = {}) =>
    signReplyStreamToken({ userId, replyId }, secret, options);
  const withToken = (replyId: string, token: string) =>
    `${base}/${replyId}?token=${encodeURIComponent(token)}`;
  /** The reply's stream as its owner's browser opens it (with the token sendMessage answered). */
  const urlOf = (replyId: string) => withToken(replyId, tokenFor(replies.get(replyId)!, replyId));

  const newReply = (owner: string) => {
    const id = `${randomUUID()}_${Date.now()}`;
    replies.set(id, owner);
    return id;
  };
  const add = (replyId: string, entry: Record<string, string>) =>
    redis.xadd(replyStreamKey(replyId), '*', ...Object.entries(entry).flat());
  /** Connections by client name (CLIENT LIST). */
  const connectionsNamed = async (name: string) =>
    String(await redis.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(` name=${name} `)).length;
  // Named for this test run: other systems on the same Redis have relays of their own.
  const relayName = `reply-relay-${randomUUID()}`;
  const relayConnections = async () =>
    (await connectionsNamed(relayName)) + (await connectionsNamed(`${relayName}-control`));
  let relay: ReplyRelay;

  beforeAll(async () => {
    redis = createRedis(redisUrl);
    lifecycle = new Lifecycle(log);
    relay = new ReplyRelay(redisUrl, log, { name: relayName });
    lifecycle.onShutdown('relay', () => relay.close());
    // Behind the gateway's compression, which must leave streams alone.
    const app = express().use(compressResponses());
    // Stands in for the session: the tests say who is signed in.
    app.use((req, _res, next) => {
      const id = req.header('x-test-user');
      if (id) Object.assign(req, { session: { user: { id, email: `${id}@tutor.test`, role: 'User' } } });
      next();
    });
    app.use('/streams', replyStreamRoutes(relay, secret, lifecycle, 50));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/streams/replies`;
  });

  afterAll(async () => {
    await lifecycle.shutdown('test');
    await eventually(relayConnections, (n) => n === 0);
    await redis.del(...[...replies.keys()].map((id) => replyStreamKey(id)));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await redis.quit();
  });

  it('relays every entry once, in order, with its stream id as the event id, and ends after done', async () => {
    const alice = randomUUID();
    const replyId = newReply(alice);
    await add(replyId, { type: 'chunk', text: 'Newton ' });
    await add(replyId, { type: 'chunk', text: 'says ' });
    const reading = readFrames(urlOf(replyId), { user: alice });
    // Entries written while the reader waits (on the relay's blocking read) arrive too.
    await eventually(
      async () => relay.size,
      (n) => n === 1,
    );
    await add(replyId, { type: 'chunk', text: '\\( F = ma \\)' });
    await add(replyId, { type: 'done' });
    await add(replyId, { type: 'chunk', text: 'never read: after done' });
    const { status, frames, contentType, contentEncoding } = await reading;
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/event-stream/);
    expect(contentEncoding).toBeNull();
    const ids = (await redis.xrange(replyStreamKey(replyId), '-', '+')).map(([id]) => id);
    expect(events(frames)).toEqual([
      { id: ids[0], event: 'chunk', data: { type: 'chunk', text: 'Newton ' } },
      { id: ids[1], event: 'chunk', data: { type: 'chunk', text: 'says ' } },
      { id: ids[2], event: 'chunk', data: { type: 'chunk', text: '\\( F = ma \\)' } },
      { id: ids[3], event: 'done', data: { type: 'done' } },
    ]);
  });

  it('resumes after Last-Event-ID without repeats, and answers 204 once nothing more will come', async () => {
    const alice = randomUUID();
    const replyId = newReply(alice);
    for (const text of ['a', 'b', 'c', 'd']) await add(replyId, { type: 'chunk', text });
    const first = await readFrames(urlOf(replyId), {
      user: alice,
      stop: (f) => events(f).length >= 2,
    });
    const seen = events(first.frames).slice(0, 2);
    await add(replyId, { type: 'chunk', text: 'e' });
    await add(replyId, { type: 'error', message: 'No response from assistant' });
    const rest = await readFrames(urlOf(replyId), { user: alice, lastEventId: seen[1]!.id });
    const all = [...seen, ...events(rest.frames)];
    expect(all.map((f) => f.data!.text ?? f.event)).toEqual(['a', 'b', 'c', 'd', 'e', 'error']);
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
    // A browser reconnecting after the end is told to stop (EventSource does not retry a 204).
    const after = await readFrames(urlOf(replyId), { user: alice, lastEventId: all.at(-1)!.id });
    expect(after.status).toBe(204);
  });

  it('sends heartbeats while the reply is quiet', async () => {
    const alice = randomUUID();
    const replyId = newReply(alice);
    const { frames } = await readFrames(urlOf(replyId), {
      user: alice,
      stop: (f) => f.filter((x) => x.comment === 'heartbeat').length >= 2,
    });
    expect(frames.filter((f) => f.comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    expect(events(frames)).toEqual([]);
  });

  it('reads every open stream on the same two Redis connections, each stream getting exactly its entries in order', async () => {
    const alice = randomUUID();
    const before = await relayConnections();
    expect(before).toBe(2); // the relay's reader and its control connection, from the start
    const streams = 40;
    const ids = Array.from({ length: streams }, () => newReply(alice));
    const readings = ids.map((id) => readFrames(urlOf(id), { user: alice }));
    await eventually(
      async () => relay.size,
      (n) => n === streams,
    );
    expect(await relayConnections()).toBe(2);
    // Interleaved writes to every stream, as many workers would make them.
    for (let i = 0; i < 5; i++) for (const id of ids) await add(id, { type: 'chunk', text: `${id}:${i}` });
    expect(await relayConnections()).toBe(2);
    for (const id of ids) await add(id, { type: 'done' });
    const results = await Promise.all(readings);
    results.forEach(({ status, frames }, n) => {
      expect(status).toBe(200);
      expect(events(frames).map((f) => f.data!.text ?? f.event)).toEqual([
        ...[0, 1, 2, 3, 4].map((i) => `${ids[n]}:${i}`),
        'done',
      ]);
    });
    expect(await relayConnections()).toBe(2);
    expect(relay.size).toBe(0);
  });

  it('gives a reader resuming from an earlier entry every entry after it while another reader of the stream is ahead', async () => {
    const alice = randomUUID();
    const replyId = newReply(alice);
    for (const text of ['a', 'b', 'c']) await add(replyId, { type: 'chunk', text });
    const ahead = readFrames(urlOf(replyId), { user: alice });
    await eventually(
      async () => relay.size,
      (n) => n === 1,
    );
    const [firstId] = (await redis.xrange(replyStreamKey(replyId), '-', '+', 'COUNT', 1))[0]!;
    const behind = readFrames(urlOf(replyId), { user: alice, lastEventId: firstId });
    await eventually(
      async () => relay.size,
      (n) => n === 2,
    );
    for (const text of ['d', 'e']) await add(replyId, { type: 'chunk', text });
    await add(replyId, { type: 'done' });
    const texts = async (reading: ReturnType<typeof readFrames>) =>
      events((await reading).frames).map((f) => f.data!.text ?? f.event);
    expect(await texts(ahead)).toEqual(['a', 'b', 'c', 'd', 'e', 'done']);
    expect(await texts(behind)).toEqual(['b', 'c', 'd', 'e', 'done']);
  });

  it('stops following a stream when the browser disconnects', async () => {
    const alice = randomUUID();
    const replyId = newReply(alice);
    const reading = readFrames(urlOf(replyId), { user: alice, stop: (f) => events(f).length === 1 });
    await eventually(
      async () => relay.size,
      (n) => n === 1,
    );
    await add(replyId, { type: 'chunk', text: 'x' });
    await reading; // the first chunk arrives on its own (nothing holds it back), and the browser goes away
    await eventually(
      async () => relay.size,
      (n) => n === 0,
    );
  });

  it('answers 401 without a session or without a token, 404 for what is not a reply id', async () => {
    const alice = randomUUID();
    const replyId = newReply(alice);
    await add(replyId, { type: 'chunk', text: 'private' });
    expect((await readFrames(urlOf(replyId))).status).toBe(401);
    expect((await readFrames(`${base}/${replyId}`, { user: alice })).status).toBe(401);
    expect((await readFrames(`${base}/not%20a%20reply`, { user: alice })).status).toBe(404);
  });

  describe('the stream token', () => {
    it('relays the reply, resumes after Last-Event-ID, and waits for a stream not started yet', async () => {
      const alice = randomUUID();
      const replyId = newReply(alice);
      const token = tokenFor(alice, replyId);
      // Nothing written yet (the job is queued): the reader waits instead of being told the reply has ended.
      const first = readFrames(withToken(replyId, token), {
        user: alice,
        stop: (f) => events(f).length >= 2,
      });
      await eventually(
        async () => relay.size,
        (n) => n === 1,
      );
      for (const text of ['a', 'b', 'c']) await add(replyId, { type: 'chunk', text });
      const seen = events((await first).frames).slice(0, 2);
      await add(replyId, { type: 'done' });
      const rest = await readFrames(withToken(replyId, token), { user: alice, lastEventId: seen[1]!.id });
      expect(rest.status).toBe(200);
      expect([...seen, ...events(rest.frames)].map((f) => f.data!.text ?? f.event)).toEqual([
        'a',
        'b',
        'c',
        'done',
      ]);
      const after = await readFrames(withToken(replyId, token), {
        user: alice,
        lastEventId: events(rest.frames).at(-1)!.id,
      });
      expect(after.status).toBe(204);
    });

    it('refuses another user, a tampered token, another reply’s token and an expired token', async () => {
      const alice = randomUUID();
      const replyId = newReply(alice);
      await add(replyId, { type: 'chunk', text: 'private' });
      const token = tokenFor(alice, replyId);
      expect((await readFrames(withToken(replyId, token))).status).toBe(401); // no session
      expect((await readFrames(withToken(replyId, token), { user: randomUUID() })).status).toBe(403);
      const [body, mac] = token.split('.') as [string, string];
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), userId: randomUUID() }),
      ).toString('base64url');
      expect((await readFrames(withToken(replyId, `${forged}.${mac}`), { user: alice })).status).toBe(403);
      expect((await readFrames(withToken(replyId, `${body}.${mac}x`), { user: alice })).status).toBe(403);
      expect((await readFrames(withToken(replyId, 'not-a-token'), { user: alice })).status).toBe(403);
      const otherReply = newReply(alice);
      expect(
        (await readFrames(withToken(replyId, tokenFor(alice, otherReply)), { user: alice })).status,
      ).toBe(403);
      const wrongSecret = signReplyStreamToken({ userId: alice, replyId }, 'another-secret-0123456789');
      expect((await readFrames(withToken(replyId, wrongSecret), { user: alice })).status).toBe(403);
      const expired = tokenFor(alice, replyId, { ttlSeconds: 60, now: Date.now() - 61_000 });
      expect((await readFrames(withToken(replyId, expired), { user: alice })).status).toBe(401);
    });
  });
});
