import path from 'node:path';
import express, { Router, type Response } from 'express';
import { policyHeader, WORKER_CONTENT_SECURITY_POLICIES } from '../edge/security-headers';

/** A code runner's worker script (assets/workers/python-<hash>.js): its own policy (security-headers.ts). */
const WORKER_SCRIPT = /[\\/]assets[\\/]workers[\\/](python|javascript)-[^\\/]+\.js$/;
function workerPolicy(res: Response, file: string) {
  const worker = WORKER_SCRIPT.exec(file)?.[1] as keyof typeof WORKER_CONTENT_SECURITY_POLICIES | undefined;
  if (worker) res.set('content-security-policy', policyHeader(WORKER_CONTENT_SECURITY_POLICIES[worker]));
}

/**
 * The web app: its files, and index.html for any other GET that asks for a page, so that the app's own routes
 * (/login, /Chat, a reload of /owner...) open in the browser. Hashed assets are cached for good; index.html never.
 */
export function webApp(dir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      setHeaders: workerPolicy,
    }),
  );
  router.use(
    express.static(dir, { index: 'index.html', setHeaders: (res) => res.set('cache-control', 'no-cache') }),
  );
  // Browsers and tools that never read the page's <link rel=icon> still ask for /favicon.ico: the same icon.
  router.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html') || req.path.includes('.')) return next();
    res.set('cache-control', 'no-cache').sendFile(path.resolve(dir, 'index.html'), (err) => err && next());
  });
  return router;
}
