import { IMAGE_ID } from '@tutor/contracts';
import { requireSignedIdentity, type CallerIdentity, type Pool } from '@tutor/service-runtime';
import { Router } from 'express';
import { findOwnImage } from '../data/messages';

/**
 * Sent images for the gateway, behind the signed identity: the bytes go to the learner who sent the image
 * and no one else (another learner's image is a 404, the same as a missing one, so ids reveal nothing).
 */
export function internalRoutes(pool: Pool, secret: string): Router {
  const router = Router();
  router.use(requireSignedIdentity(secret));
  router.get('/images/:id', async (req, res) => {
    const userId = (res.locals.identity as CallerIdentity).user?.id;
    if (!userId) {
      res.status(401).json({ message: 'You must be signed in' });
      return;
    }
    const id = String(req.params.id);
    const image = IMAGE_ID.test(id) ? await findOwnImage(pool, id, userId) : undefined;
    if (!image) {
      res.status(404).json({ message: 'No such image' });
      return;
    }
    res.type(image.mime_type).set('cache-control', 'private, max-age=86400').send(image.bytes);
  });
  return router;
}
