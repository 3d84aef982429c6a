import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Gives the session a new anti-forgery token and hands it to the browser (at sign-in, with the new session). */
export function issueCsrfToken(req: Request, res: Response): string {
  const token = randomBytes(32).toString('base64url');
  req.session.csrfToken = token;
  res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/' });
  return token;
}

/**
 * Double-submit CSRF protection tied to the session: the token lives in the session and in a cookie the web app
 * can read; a state-changing request must echo it in the X-XSRF-TOKEN header, which a cross-site page cannot do.
 */
export function csrfProtection() {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = req.session.csrfToken ?? issueCsrfToken(req, res);
    if (SAFE.has(req.method)) return next();
    const given = Buffer.from(String(req.header(CSRF_HEADER) ?? ''));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(403).json({ message: 'Missing or invalid anti-forgery token (X-XSRF-TOKEN).' });
      return;
    }
    next();
  };
}
