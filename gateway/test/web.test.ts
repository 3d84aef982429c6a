import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { compressResponses } from '../src/edge/compress';
import { securityHeaders } from '../src/edge/security-headers';
import type { Config } from '../src/config';
import { PYODIDE_PATH, pyodideRuntime } from '../src/static/pyodide';
import { webApp } from '../src/static/web-app';

/**
 * The raw bytes and headers of a GET (fetch would decode the body and hide what went over the wire), on a
 * connection of its own: a pooled one may be closed by the server just as it is reused after a slow test.
 */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

/** The web app as the gateway serves it: behind its compression, from a build laid out as Vite writes it. */
describe('web app files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tutor-web-'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 97}`))};\n`;
  const index = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head></html>`;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets', 'workers'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
    for (const worker of ['python-Py12.js', 'javascript-Js34.js', 'sucrase-Sc56.js'])
      writeFileSync(path.join(dir, 'assets', 'workers', worker), 'self.onmessage = () => {};\n');
    writeFileSync(path.join(dir, 'index.html'), index);
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = express()
      .use(securityHeaders({ NODE_ENV: 'production' } as Config))
      .use(compressResponses())
      .use(PYODIDE_PATH, pyodideRuntime())
      .use(webApp(dir))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends text brotli or gzip as the browser accepts, each decoding to the same bytes', async () => {
    const url = `${base}/assets/index-AbC123.js`;
    const [br, gzip, plain, either] = await Promise.all([
      get(url, { 'accept-encoding': 'br' }),
      get(url, { 'accept-encoding': 'gzip' }),
      get(url, { 'accept-encoding': 'identity' }),
      get(url, { 'accept-encoding': 'gzip, deflate, br' }),
    ]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(either.headers['content-encoding']).toBe('br'); // brotli preferred: smaller
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('caches hashed assets for a year, and index.html (also as the app’s routes) never without asking', async () => {
    const asset = await get(`${base}/assets/index-AbC123.js`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/index.html', '/login', '/Chat', '/owner']) {
      const res = await get(`${base}${page}`, { accept: 'text/html' });
      expect({ page, status: res.status, cache: res.headers['cache-control'] }).toEqual({
        page,
        status: 200,
        cache: 'no-cache',
      });
      expect(res.body.toString()).toBe(index);
    }
    // An asset that is not there is a 404, never index.html (which a browser would cache as a script).
    expect((await get(`${base}/assets/index-Gone00.js`)).status).toBe(404);
  });

  it('answers /favicon.ico with the app’s icon', async () => {
    const res = await get(`${base}/favicon.ico`);
    expect({ status: res.status, location: res.headers.location }).toEqual({
      status: 301,
      location: '/favicon.svg',
    });
    expect((await get(`${base}/favicon.svg`)).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  /** The policy a response carries, directive by directive. */
  const policy = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      String(headers['content-security-policy'] ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('serves each code runner’s worker with its own policy; pages and other scripts keep the strict one', async () => {
    const [python, javascript, shared, page] = await Promise.all([
      get(`${base}/assets/workers/python-Py12.js`),
      get(`${base}/assets/workers/javascript-Js34.js`),
      get(`${base}/assets/workers/sucrase-Sc56.js`),
      get(`${base}/login`, { accept: 'text/html' }),
    ]);
    expect(policy(python.headers)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'connect-src': ["'self'"],
    });
    // The learner's JavaScript is evaluated in its worker only, which can reach no network.
    expect(policy(javascript.headers)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", "'unsafe-eval'"],
    });
    for (const strict of [shared, page]) {
      expect(policy(strict.headers)['script-src']).toEqual(["'self'"]);
      expect(policy(strict.headers)['connect-src']).toEqual(["'self'"]);
    }
  });

  it('serves Pyodide’s own files under its version, WebAssembly as application/wasm, cached for a year', async () => {
    expect(PYODIDE_PATH).toMatch(/^\/runtime\/pyodide\/\d+\.\d+\.\d+$/);
    const types: Record<string, RegExp> = {
      'pyodide.mjs': /^text\/javascript/,
      'pyodide.asm.js': /^text\/javascript/,
      'pyodide.asm.wasm': /^application\/wasm$/,
      'python_stdlib.zip': /^application\/zip$/,
      'pyodide-lock.json': /^application\/json/,
    };
    for (const [file, type] of Object.entries(types)) {
      const res = await get(`${base}${PYODIDE_PATH}/${file}`, { 'accept-encoding': 'identity' });
      expect({ file, status: res.status, type: res.headers['content-type'] }).toEqual({
        file,
        status: 200,
        type: expect.stringMatching(type),
      });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const wasm = await get(`${base}${PYODIDE_PATH}/pyodide.asm.wasm`, { 'accept-encoding': 'identity' });
    expect(wasm.body.subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d])); // "\0asm"
    // Compressed (once, then kept), each encoding decoding to the package's bytes (the loader: the 8.6 MB
    // WebAssembly takes the same path, only slower).
    const script = `${base}${PYODIDE_PATH}/pyodide.asm.js`;
    const [plain, br, gz] = await Promise.all([
      get(script, { 'accept-encoding': 'identity' }),
      get(script, { 'accept-encoding': 'br' }),
      get(script, { 'accept-encoding': 'gzip' }),
    ]);
    expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(gunzipSync(gz.body)).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('lists nothing and serves nothing else of the package or of another version', async () => {
    for (const url of [
      `${PYODIDE_PATH}/`,
      `${PYODIDE_PATH}/package.json`,
      `${PYODIDE_PATH}/pyodide.js.map`,
      `${PYODIDE_PATH}/..%2Fpackage.json`,
      `${PYODIDE_PATH}/console.html`,
      '/runtime/pyodide/0.0.1/pyodide.mjs',
    ])
      expect({ url, status: (await get(`${base}${url}`)).status }).toEqual({ url, status: 404 });
  });
});
