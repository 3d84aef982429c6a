import RedisStore from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { issueCsrfToken } from '../edge/csrf';
import session from 'express-session';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { roleOf, type SessionUser } from './caller';

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    /** A Google identity that has no account yet: what the sign-up page creates the account from. */
    pendingSignup?: { googleSub: string; email: string; name: string; picture: string | null };
    csrfToken?: string;
    /** Where the sign-in navigation returns to (an app path), kept across the trip to Google. */
    returnTo?: string;
    /** When the user signed in, for the absolute lifetime. */
    signedInAt?: number;
  }
}

export const SESSION_PREFIX = 'sess:';
const userSessionsKey = (userId: string) => `user-sessions:${userId}`;

/**
 * Browser sessions in Redis: an HttpOnly, SameSite=Lax cookie (Secure in production), extended by every request
 * up to the idle lifetime, and ended at the absolute lifetime whatever the activity.
 */
export function sessionMiddleware(config: Config, redis: Redis): RequestHandler[] {
  const store = new RedisStore({ client: redis, prefix: SESSION_PREFIX });
  const production = config.NODE_ENV === 'production';
  return [
    session({
      name: 'tutor.sid',
      store,
      secret: config.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: production,
      cookie: { httpOnly: true, sameSite: 'lax', secure: production, maxAge: config.SESSION_IDLE_MS },
    }),
    (req: Request, _res: Response, next: NextFunction) => {
      const started = req.session?.signedInAt;
      if (started && Date.now() - started > config.SESSION_ABSOLUTE_MS)
        return req.session.destroy(() => next());
      // The role as the configuration says now, not as it was at sign-in (a changed one is saved with the session).
      const user = req.session?.user;
      if (user) user.role = roleOf(user.email, config.OWNER_EMAIL);
      next();
    },
  ];
}

/** Starts a fresh session for a signed-in user (a new id: no fixation) and indexes it under the user. */
export async function establishSession(
  req: Request,
  res: Response,
  redis: Redis,
  user: SessionUser,
  config: Config,
): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((e) => (e ? reject(e) : resolve())));
  issueCsrfToken(req, res);
  await signInSession(req, redis, user, config);
}

/**
 * Signs the current session in as `user` and indexes it under the user. Alone (without a new id) only for a
 * session minted at the Google callback for this same identity: its sign-up keeps the id, so concurrent first
 * writes of one new person all land in one session.
 */
export async function signInSession(
  req: Request,
  redis: Redis,
  user: SessionUser,
  config: Config,
): Promise<void> {
  req.session.user = user;
  req.session.signedInAt = Date.now();
  delete req.session.pendingSignup;
  await new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
  const key = userSessionsKey(user.id);
  await redis.multi().sadd(key, req.sessionID).pexpire(key, config.SESSION_ABSOLUTE_MS).exec();
}

/** Ends every session of a user at once (account deleted): their next request is anonymous. */
export async function destroyUserSessions(redis: Redis, userId: string): Promise<number> {
  const key = userSessionsKey(userId);
  const ids = await redis.smembers(key);
  if (ids.length) await redis.del(...ids.map((id) => SESSION_PREFIX + id));
  await redis.del(key);
  return ids.length;
}
