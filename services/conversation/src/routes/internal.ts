import { IMAGE_ID } from '@tutor/contracts';
import { requireSignedIdentity, type CallerIdentity, type Pool } from '@tutor/service-runtime';
import { Router } from 'express';
import { findCatalogSubject } from '../data/catalog';
import { findOwnImage } from '../data/messages';

/**
 * The catalog for other services' checks (ADR 19): a subject's stage, year and units; 404 when there is none. Behind
 * the signed identity like everything internal; it holds nothing private.
 */
function catalogRoutes(pool: Pool): Router {
  const router = Router();
  // The path is catalogSubjectPath (contracts) under /internal/catalog.
  router.get('/subjects/:id', async (req, res) => {
    const subject = await findCatalogSubject(pool, String(req.params.id));
    if (!subject) res.status(404).json({ message: 'No such subject' });
    else res.json(subject);
  });
  return router;
}

/**
 * Sent images for the gateway, behind the signed identity: the bytes go to the learner who sent the image
 * and no one else (another learner's image is a 404, the same as a missing one, so ids reveal nothing).
 */
export function internalRoutes(pool: Pool, secret: string): Router {
  const router = Router();
  router.use(requireSignedIdentity(secret));
  router.use('/catalog', catalogRoutes(pool));
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
