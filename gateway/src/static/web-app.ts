import path from 'node:path';
import express, { Router } from 'express';

/**
 * The web app: its files, and index.html for any other GET that asks for a page, so that the app's own routes
 * (/login, /Chat, a reload of /owner...) open in the browser. Hashed assets are cached for good; index.html never.
 */
export function webApp(dir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
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
