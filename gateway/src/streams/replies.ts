import { createRedis, replyStreamKey, type Lifecycle, type Logger, type Redis } from '@tutor/service-runtime';
import { Router, type Request, type Response } from 'express';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';
import type { ExecuteGraphql } from '../graphql/context';

/** Asked as the caller: the conversation service answers null for a reply that is not theirs (or none at all). */
const OWN_REPLY = 'query OwnReply($id: ID!) { reply(id: $id) { id status } }';
const REPLY_ID = /^[\w.-]{1,200}$/;
const ENTRY_ID = /^\d{1,20}-\d{1,20}$/;
const TERMINAL = new Set(['done', 'error']);

/** Stream entry ids compare as (milliseconds, sequence). */
function entryAfter(a: string, b: string): boolean {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am > bm || (am === bm && as > bs);
}

function fieldsOf(flat: string[]): Record<string, string> {
  const entry: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) entry[flat[i]!] = flat[i + 1]!;
  return entry;
}

/**
 * Nothing more will come for this reader: the stream ended (done or error) at or before its cursor, or the
 * stream is gone (expired, or never written because the message is no longer waiting) while the message has
 * been answered or has failed. The reply itself is then read from the conversation's messages.
 */
async function finishedFor(redis: Redis, replyId: string, cursor: string, status: string): Promise<boolean> {
  const [last] = await redis.xrevrange(replyStreamKey(replyId), '+', '-', 'COUNT', 1);
  if (!last) return status !== 'sent';
  const [id, fields] = last;
  return TERMINAL.has(fieldsOf(fields).type ?? '') && !entryAfter(id, cursor);
}

/**
 * Server-sent events for a reply: each stream entry once, with its stream id as the event id, so a browser that
 * reconnects (EventSource sends Last-Event-ID) resumes after the last chunk it saw. Each event carries one
 * entry (a chunk of text, never the text so far). Only the conversation's owner may read it (401 without a
 * session, 404 for anyone else's or an unknown reply); heartbeats keep idle proxies from closing the connection;
 * the response ends after the `done` or `error` entry, and a reader with nothing left to read gets 204 (which
 * tells EventSource to stop reconnecting).
 */
export function replyStreamRoutes(
  config: Config,
  execute: ExecuteGraphql,
  lifecycle: Lifecycle,
  log: Logger,
  heartbeatMs = 15_000,
): Router {
  const router = Router();
  const openStreams = new Set<() => void>();
  lifecycle.onShutdown('reply streams', () => openStreams.forEach((stop) => stop()));
  router.get('/replies/:replyId', async (req: Request, res: Response) => {
    const caller = callerOf(req);
    if (!caller.user) {
      res.status(401).json({ message: 'You must be signed in' });
      return;
    }
    const replyId = String(req.params.replyId);
    if (!REPLY_ID.test(replyId)) {
      res.status(404).json({ message: 'No such reply' });
      return;
    }
    const own = await execute<{ reply: { id: string; status: string } | null }>(
      OWN_REPLY,
      { id: replyId },
      caller,
    );
    if (!own.data?.reply) {
      if (own.errors?.length && !own.data) {
        log.warn({ errors: own.errors, replyId }, 'reply owner check failed');
        res.status(503).json({ message: 'Replies are unavailable right now. Please try again.' });
      } else res.status(404).json({ message: 'No such reply' });
      return;
    }
    const given = String(req.header('last-event-id') ?? req.query.lastEventId ?? '');
    let cursor = ENTRY_ID.test(given) ? given : '0-0';

    // Each open stream blocks on its own connection (named for it in CLIENT LIST); it is closed with the request.
    const reader = createRedis(config.REDIS_URL, { connectionName: `sse-${replyId}` });
    let open = true;
    let connected = true;
    // Once only: a second disconnect() of an ended connection leaves ioredis' 2 s teardown timer behind.
    const release = () => {
      if (connected) reader.disconnect();
      connected = false;
    };
    const stop = () => {
      open = false;
      release();
    };
    if (await finishedFor(reader, replyId, cursor, own.data.reply.status).catch(() => false)) {
      stop();
      res.status(204).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    // The client went away (a request's own 'close' fires as soon as its body is read, so watch the response).
    // Shutdown ends open streams too; browsers reconnect (with Last-Event-ID) to another instance.
    res.on('close', stop);
    openStreams.add(stop);
    res.on('close', () => openStreams.delete(stop));
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    try {
      while (open) {
        const batch = await reader.xread(
          'COUNT',
          100,
          'BLOCK',
          5000,
          'STREAMS',
          replyStreamKey(replyId),
          cursor,
        );
        for (const [id, fields] of batch?.[0]?.[1] ?? []) {
          cursor = id;
          const entry = fieldsOf(fields);
          res.write(`id: ${id}\nevent: ${entry.type}\ndata: ${JSON.stringify(entry)}\n\n`);
          if (TERMINAL.has(entry.type ?? '')) open = false;
        }
      }
    } catch (err) {
      if (open) log.warn({ err, replyId }, 'reply stream failed');
    } finally {
      clearInterval(heartbeat);
      openStreams.delete(stop);
      release();
      res.end();
    }
  });
  return router;
}
