import { CONVERSATION_INTERNAL, IMAGE_ID } from '@tutor/contracts';
import {
  HttpError,
  requireSignedIdentity,
  serveInternal,
  type CallerIdentity,
  type Pool,
} from '@tutor/service-runtime';
import { Router } from 'express';
import { findCatalogSubject, findCatalogUnit } from '../data/catalog';
import { findOwnImage } from '../data/messages';

/**
 * Behind the signed identity: sent images for the gateway (the bytes go to the learner who sent the image and no
 * one else; another learner's image is a 404, the same as a missing one, so ids reveal nothing), and the catalog.
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
  // The catalog for other services' checks (ADR 19), as CONVERSATION_INTERNAL (contracts) describes it.
  router.use(
    serveInternal(CONVERSATION_INTERNAL, secret, {
      catalogSubject: async ({ id }) => {
        const subject = await findCatalogSubject(pool, id);
        if (!subject) throw new HttpError(404, 'No such subject', 'NOT_FOUND');
        return subject;
      },
      catalogUnit: async ({ id }) => {
        const unit = await findCatalogUnit(pool, id);
        if (!unit) throw new HttpError(404, 'No such unit', 'NOT_FOUND');
        return unit;
      },
    }),
  );
  return router;
}
