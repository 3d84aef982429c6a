import { HttpError, parseBody, requireSignedIdentity, type CallerIdentity } from '@tutor/service-runtime';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config';
import type { UserRow } from '../data/users';
import { googleProfileSchema } from '../domain/profile';
import { signIn, signUp } from '../domain/users';
import { profileState } from '../domain/viewer';
import type { Pool } from '@tutor/service-runtime';

/** The profile as the gateway keeps it in the session and shows it at sign-in. */
export const sessionView = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  picture: u.picture,
  role: u.role,
});

/**
 * Sign-in support for the gateway only (the answer carries the profile with its version for the gateway's copy,
 * ADR 20) (the signed identity must be issued by the gateway): the gateway has
 * verified the Google identity; identity decides whether an account exists, and creates it at sign-up.
 */
export function internalRoutes(pool: Pool, config: Config): Router {
  const router = Router();
  router.use(requireSignedIdentity(config.INTERNAL_SECRET), express.json({ limit: '16kb' }));
  router.use((_req: Request, res: Response, next: NextFunction) => {
    if ((res.locals.identity as CallerIdentity).issuer !== 'gateway')
      return next(new HttpError(403, 'Only the gateway may sign users in'));
    next();
  });
  const profile = (req: Request) => parseBody(googleProfileSchema, req.body, 'Google profile');
  router.post('/sign-in', async (req, res) => {
    const user = await signIn(pool, profile(req), config.OWNER_EMAIL);
    res.json(
      user
        ? { userExists: true, user: sessionView(user), profile: profileState(user) }
        : { userExists: false },
    );
  });
  router.post('/sign-up', async (req, res) => {
    const user = await signUp(pool, profile(req), config.OWNER_EMAIL);
    res.json({ userExists: true, user: sessionView(user), profile: profileState(user) });
  });
  return router;
}
