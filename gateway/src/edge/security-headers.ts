import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * The browser's rules for everything the gateway serves. The web app is one same-origin bundle: scripts only from
 * this origin (no inline script, no eval), styles from this origin plus the inline styles math typesetting writes,
 * images from this origin (the profile picture too: the gateway serves it, viewer/avatar.ts) and data/blob URLs
 * (uploads being previewed), audio from blob URLs (read-aloud), requests to this origin only, and no framing by
 * anyone: a request to any other host is blocked (issue 31, item 10). HSTS only in production, behind HTTPS.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The code runners' workers (issue 34, web/src/shared/code/workers) run under policies of their own: a dedicated
 * worker takes the policy its script is served with, so the pages keep the one above (no eval, no WebAssembly)
 * while each worker gets only what it needs. Python: WebAssembly compilation for Pyodide and its files from this
 * origin. JavaScript: eval, for the learner's program, and no network at all.
 */
export const WORKER_CONTENT_SECURITY_POLICIES: Record<'python' | 'javascript', Record<string, string[]>> = {
  python: {
    'default-src': ["'none'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'connect-src': ["'self'"],
  },
  javascript: {
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'"],
  },
};

/** A policy as its header's value. */
export const policyHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity:
      config.NODE_ENV === 'production' ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    // The sign-in stand-in and Google send the browser back here cross-site; COEP would add nothing (no
    // cross-origin resource is loaded) and could only get in the way of that.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    // Same-origin navigations name their page (the sign-up page's `/auth/google` says it came from /signup);
    // nothing goes to other origins, Google included.
    referrerPolicy: { policy: 'same-origin' },
  });
}
