import {
  entryIdAfter,
  isFinal,
  isReplyId,
  STREAM_ENTRY_ID,
  STREAM_START,
  verifyReplyStreamToken,
  type ReplyStreamRecord,
} from '@tutor/contracts';
import type { Lifecycle } from '@tutor/service-runtime';
import { Router, type Request, type Response } from 'express';
import { callerOf } from '../auth/caller';
import type { ReplyRelay } from './reply-relay';

/**
 * Nothing more will come for this reader: the stream ended (done or error) at or before its cursor. A missing
 * stream is one not started yet: tokens are handed out only while a reply is being written and expire before its
 * stream can (reply-stream-token.ts).
 */
async function finishedFor(relay: ReplyRelay, replyId: string, cursor: string): Promise<boolean> {
  const last = await relay.lastEntry(replyId);
  return last !== undefined && isFinal(last.entry) && !entryIdAfter(last.id, cursor);
}

const frameOf = ({ id, entry }: ReplyStreamRecord) =>
  `id: ${id}\nevent: ${entry.type}\ndata: ${JSON.stringify(entry)}\n\n`;

/**
 * Server-sent events for a reply: each stream entry once, with its stream id as the event id, so a browser that
 * reconnects (EventSource sends Last-Event-ID) resumes after the last chunk it saw. Each event carries one
 * entry (a chunk of text, never the text so far). Only the conversation's owner may read it: the `token` query
 * parameter (the stream token from sendMessage or the reply query) names the reply and its owner, so no service
 * is asked (401 without a session, or without a token or with an expired one; 403 for a token that is not
 * valid, or not this user's or this reply's); heartbeats keep idle proxies from closing the connection;
 * the response ends after the `done` or `error` entry, and a reader with nothing left to read gets 204 (which
 * tells EventSource to stop reconnecting). The process's one relay reads every open stream (no Redis connection
 * per request); a response gets the entries of one read in one write.
 */
export function replyStreamRoutes(
  relay: ReplyRelay,
  internalSecret: string,
  lifecycle: Lifecycle,
  heartbeatMs = 15_000,
): Router {
  const router = Router();
  const open = new Set<Response>();
  // Draining: open streams end with a short retry hint, and the browser resumes (Last-Event-ID) on a ready replica.
  let draining = false;
  const endForRetry = (res: Response) => res.end('retry: 250\n\n');
  lifecycle.onDrain('reply streams', () => {
    draining = true;
    open.forEach(endForRetry);
  });
  // One timer for every open stream, not one each.
  const heartbeat = setInterval(() => open.forEach((res) => res.write(': heartbeat\n\n')), heartbeatMs);
  heartbeat.unref();
  lifecycle.onShutdown('reply stream heartbeats', () => clearInterval(heartbeat));
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
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!token) {
      res.status(401).json({ message: 'This reply link is incomplete' });
      return;
    }
    const checked = verifyReplyStreamToken(token, internalSecret);
    if ('problem' in checked) {
      if (checked.problem === 'expired') res.status(401).json({ message: 'This reply link has expired' });
      else res.status(403).json({ message: 'This reply link is not valid' });
      return;
    }
    if (checked.claims.userId !== caller.user.id || checked.claims.replyId !== replyId) {
      res.status(403).json({ message: 'This reply link is not valid' });
      return;
    }
    const given = String(req.header('last-event-id') ?? req.query.lastEventId ?? '');
    const cursor = STREAM_ENTRY_ID.test(given) ? given : STREAM_START;
    if (await finishedFor(relay, replyId, cursor).catch(() => false)) {
      res.status(204).end();
      return;
    }
    if (res.destroyed) return; // the browser left while the stream was checked
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    if (draining) {
      endForRetry(res); // asked on a connection of a replica that is closing
      return;
    }
    const unfollow = relay.follow(replyId, cursor, (records, final) => {
      res.write(records.map(frameOf).join(''));
      if (final) res.end();
    });
    // The client went away (a request's own 'close' fires as soon as its body is read, so watch the response).
    // Draining ends open streams too; browsers reconnect (with Last-Event-ID) to another instance.
    open.add(res);
    res.on('close', () => {
      unfollow();
      open.delete(res);
    });
  });
  return router;
}
