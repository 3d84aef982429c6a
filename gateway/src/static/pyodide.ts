import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/**
 * Each file compressed once per encoding and kept (about 6 MB in all): compressing the 8.6 MB WebAssembly on the
 * fly costs seconds of CPU per learner. The zip is compressed already.
 */
const compressed = new Map<string, Promise<Buffer>>();
function compressedFile(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  let body = compressed.get(key);
  if (!body) {
    body = readFile(path.join(PACKAGE_DIR, file)).then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipped(raw, { level: 9 }),
    );
    body.catch(() => compressed.delete(key));
    compressed.set(key, body);
  }
  return body;
}

/**
 * Pyodide for the learner's browser (issue 34): only the files above, from the installed package; anything else
 * under the path is a 404 (no listing). The version is in the address, so each file is cached for a year.
 */
export function pyodideRuntime(): Router {
  const router = Router();
  router.get('/:file', async (req, res, next) => {
    const file = req.params.file;
    const type = Object.hasOwn(FILES, file) ? FILES[file] : undefined;
    if (!type) return next();
    res.set({
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    const encoding = file.endsWith('.zip') ? false : req.acceptsEncodings('br', 'gzip');
    if (encoding !== 'br' && encoding !== 'gzip')
      return res.sendFile(
        path.join(PACKAGE_DIR, file),
        { headers: { 'content-type': type } },
        (err) => err && next(err),
      );
    try {
      // A body with its Content-Encoding set passes the gateway's compression untouched.
      res.set('content-encoding', encoding).send(await compressedFile(file, encoding));
    } catch (err) {
      next(err);
    }
  });
  router.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));
  return router;
}
