import { createRedis, replyStreamKey, type Lifecycle, type Logger } from '@tutor/service-runtime';
import { Router, type Request, type Response } from 'express';
import { callerOf } from './caller';
import type { Config } from './config';
import type { ExecuteGraphql } from './graphql';

const OWNS_CONVERSATION = 'query Owns($id: ID!) { conversation(id: $id) { id } }';
const ENTRY_ID = /^\d{1,20}-\d{1,20}$/;

/**
 * Server-sent events for a reply: each stream entry once, with its stream id as the event id, so a browser that
 * reconnects (EventSource sends Last-Event-ID) resumes after the last chunk it saw. Only the conversation's
 * owner may read it; heartbeats keep idle proxies from closing the connection.
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
    const conversationId = replyId.split('_')[0] ?? '';
    const owns = await execute<{ conversation: { id: string } | null }>(
      OWNS_CONVERSATION,
      { id: conversationId },
      caller,
    );
    if (!owns.data?.conversation || !/^[\w.-]{1,200}$/.test(replyId)) {
      res.status(404).json({ message: 'No such reply' });
      return;
    }
    const given = String(req.header('last-event-id') ?? req.query.lastEventId ?? '');
    let cursor = ENTRY_ID.test(given) ? given : '0-0';
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    // Each open stream blocks on its own connection; it is closed with the request.
    const reader = createRedis(config.REDIS_URL);
    let open = true;
    // The client went away (a request's own 'close' fires as soon as its body is read, so watch the response).
    res.on('close', () => {
      open = false;
      reader.disconnect();
    });
    // Shutdown ends open streams; browsers reconnect (with Last-Event-ID) to another instance.
    const stop = () => {
      open = false;
      reader.disconnect();
    };
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
          const entry: Record<string, string> = {};
          for (let i = 0; i + 1 < fields.length; i += 2) entry[fields[i]!] = fields[i + 1]!;
          res.write(`id: ${id}\nevent: ${entry.type}\ndata: ${JSON.stringify(entry)}\n\n`);
          if (entry.type === 'done' || entry.type === 'error') open = false;
        }
      }
    } catch (err) {
      if (open) log.warn({ err, replyId }, 'reply stream failed');
    } finally {
      clearInterval(heartbeat);
      reader.disconnect();
      res.end();
    }
  });
  return router;
}
