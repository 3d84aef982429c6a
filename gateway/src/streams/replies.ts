import {
  entryIdAfter,
  isFinal,
  isReplyId,
  lastReplyEntry,
  readReplyEntries,
  STREAM_ENTRY_ID,
  STREAM_START,
} from '@tutor/contracts';
import { createRedis, type Lifecycle, type Logger, type Redis } from '@tutor/service-runtime';
import { Router, type Request, type Response } from 'express';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';
import type { ExecuteGraphql } from '../graphql/context';

/** Asked as the caller: the conversation service answers null for a reply that is not theirs (or none at all). */
const OWN_REPLY = 'query OwnReply($id: ID!) { reply(id: $id) { id status } }';

/**
 * Nothing more will come for this reader: the stream ended (done or error) at or before its cursor, or the
 * stream is gone (expired, or never written because the message is no longer waiting) while the message has
 * been answered or has failed. The reply itself is then read from the conversation's messages.
 */
async function finishedFor(redis: Redis, replyId: string, cursor: string, status: string): Promise<boolean> {
  const last = await lastReplyEntry(redis, replyId);
  if (!last) return status !== 'sent';
  return isFinal(last.entry) && !entryIdAfter(last.id, cursor);
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
    if (!isReplyId(replyId)) {
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
    let cursor = STREAM_ENTRY_ID.test(given) ? given : STREAM_START;

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
        for (const { id, entry } of await readReplyEntries(reader, replyId, cursor, { blockMs: 5000 })) {
          cursor = id;
          res.write(`id: ${id}\nevent: ${entry.type}\ndata: ${JSON.stringify(entry)}\n\n`);
          if (isFinal(entry)) open = false;
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
