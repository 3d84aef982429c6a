import compression from 'compression';
import type { RequestHandler, Response } from 'express';

const isEventStream = (res: Response) =>
  /^text\/event-stream/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * Text responses (the web app's files, GraphQL, the /auth routes) go brotli or gzip, as the browser's
 * Accept-Encoding allows, brotli preferred; images, audio and responses under 1 KB go as they are. Reply streams
 * (SSE) never: a compressor holds bytes back until it has a block's worth, and each event must reach the browser
 * the moment it is written. They also say `no-transform`, which the library honours; this check keeps them safe
 * should that header ever change.
 */
export function compressResponses(): RequestHandler {
  return compression({ filter: (req, res) => !isEventStream(res) && compression.filter(req, res) });
}
