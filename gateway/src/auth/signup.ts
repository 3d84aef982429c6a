import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { SessionUser } from './caller';
import type { Config } from '../config';
import { identityClient } from './identity-client';
import { signInSession } from './session';
import type { ViewerStore } from '../viewer/store';

/**
 * Creates the account of the Google identity the session holds (verified at the Google callback) and signs the
 * session in. One function for every way in: the sign-in started from the sign-up page, the first onboarding
 * write of the contract's client, and the web app's `POST /auth/signup`. Identity makes it idempotent, so two
 * concurrent first writes create one account and one UserRegistered.
 */
export function accountCreator(config: Config, redis: Redis, viewers: ViewerStore) {
  const identity = identityClient(config);
  return async (req: Request): Promise<SessionUser | undefined> => {
    if (req.session.user) return req.session.user;
    const pending = req.session.pendingSignup;
    if (!pending) return undefined;
    const result = await identity.signUp(pending);
    if (!result.userExists) throw new Error('identity did not create the account');
    const user: SessionUser = { id: result.user.id, email: result.user.email, role: result.user.role };
    await viewers.apply(user.id, 'profile', result.profile, { onlyIfHeld: false });
    await signInSession(req, redis, user, config);
    return user;
  };
}
export type CreateAccount = ReturnType<typeof accountCreator>;

/** Only an app path may be a return path (never another origin, `//host` or a backslash trick). */
const APP_PATH = /^\/(?![/\\])[\w\-./?=&%~]{0,200}$/;

/**
 * Where a sign-in navigation returns: `?returnTo=` (the web app names it), else the path of the page that
 * navigated here when the browser tells it (same origin as the app only).
 */
export function returnPathOf(req: Request, clientUrl: string): string | undefined {
  const asked = typeof req.query.returnTo === 'string' ? req.query.returnTo : undefined;
  if (asked !== undefined) return APP_PATH.test(asked) ? asked : undefined;
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(clientUrl).origin) return undefined;
    return APP_PATH.test(from.pathname) ? from.pathname : undefined;
  } catch {
    return undefined;
  }
}
