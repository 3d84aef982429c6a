import { SPEECH_CONTENT_TYPE, SPEECH_ID, speechKey } from '@tutor/contracts';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { callerOf } from '../auth/caller';

/** Audio made by read-aloud (cached by the inference workers under its id), for signed-in users. */
export function mediaRoutes(redis: Redis): Router {
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
  return router;
}
