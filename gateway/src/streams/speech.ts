import { IMAGE_ID, internalImagePathOf, SPEECH_CONTENT_TYPE, SPEECH_ID, speechKey } from '@tutor/contracts';
import { IDENTITY_HEADER, signIdentity } from '@tutor/service-runtime/gateway-identity';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';

/** The only types the conversation service stores (checked by content on upload). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Audio made by read-aloud (cached by the inference workers under its id), for signed-in users; and the images
 * learners sent, each to its sender only (the conversation service decides, from the signed caller).
 */
export function mediaRoutes(redis: Redis, config: Config): Router {
  const router = Router();
  router.get('/speech/:id', async (req, res) => {
    if (!callerOf(req).user) {
      res.status(401).json({ message: 'You must be signed in' });
      return;
    }
    const id = String(req.params.id);
    const audio = SPEECH_ID.test(id) ? await redis.getBuffer(speechKey(id)) : null;
    if (!audio) {
      res.status(404).json({ message: 'No such audio' });
      return;
    }
    res.type(SPEECH_CONTENT_TYPE).set('cache-control', 'private, max-age=86400').send(audio);
  });
  router.get('/images/:id', async (req, res) => {
    const caller = callerOf(req);
    if (!caller.user) {
      res.status(401).json({ message: 'You must be signed in' });
      return;
    }
    const id = String(req.params.id);
    const upstream = IMAGE_ID.test(id)
      ? await fetch(`${new URL(config.CONVERSATION_URL).origin}${internalImagePathOf(id)}`, {
          headers: { [IDENTITY_HEADER]: signIdentity(caller, config.INTERNAL_SECRET) },
          signal: AbortSignal.timeout(10_000),
        })
      : undefined;
    const type = upstream?.headers.get('content-type')?.split(';')[0] ?? '';
    if (!upstream?.ok || !IMAGE_TYPES.has(type)) {
      // Another learner's image, a missing one and a malformed id look the same.
      res.status(upstream && upstream.status >= 500 ? 502 : 404).json({ message: 'No such image' });
      return;
    }
    res
      .type(type)
      .set('cache-control', 'private, max-age=86400')
      .send(Buffer.from(await upstream.arrayBuffer()));
  });
  return router;
}
