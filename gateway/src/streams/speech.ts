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
    const audio = /^[0-9a-f]{40}$/.test(id) ? await redis.getBuffer(`speech:${id}`) : null;
    if (!audio) {
      res.status(404).json({ message: 'No such audio' });
      return;
    }
    res.type('audio/wav').set('cache-control', 'private, max-age=86400').send(audio);
  });
  return router;
}
