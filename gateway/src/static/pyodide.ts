import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';

/** The npm package's own files: where they are, and the version that names their address (never a CDN). */
const PACKAGE_DIR = path.dirname(require.resolve('pyodide/package.json'));
const { version: PYODIDE_VERSION } = JSON.parse(
  readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'),
) as {
  version: string;
};

/** Where the browser's Python runner (web/src/shared/code/workers/python.ts) loads Pyodide from. */
export const PYODIDE_PATH = `/runtime/pyodide/${PYODIDE_VERSION}`;

/** The files Pyodide's loader fetches for the standard library alone, and their types (WebAssembly's matters). */
const FILES: Record<string, string> = {
  'pyodide.mjs': 'text/javascript; charset=utf-8',
  'pyodide.asm.js': 'text/javascript; charset=utf-8',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json; charset=utf-8',
};

/**
 * Pyodide for the learner's browser (issue 34): only the files above, from the installed package; anything else
 * under the path is a 404 (no listing). The version is in the address, so each file is cached for a year.
 */
export function pyodideRuntime(): Router {
  const router = Router();
  router.get('/:file', (req, res, next) => {
    const file = req.params.file;
    const type = Object.hasOwn(FILES, file) ? FILES[file] : undefined;
    if (!type) return next();
    res.set({ 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' });
    res.sendFile(
      path.join(PACKAGE_DIR, file),
      { headers: { 'content-type': type } },
      (err) => err && next(err),
    );
  });
  router.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));
  return router;
}
