import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { compressResponses } from '../src/edge/compress';
import { webApp } from '../src/static/web-app';

/** The raw bytes and headers of a GET (fetch would decode the body and hide what went over the wire). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
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
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(dir, 'index.html'), index);
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = express().use(compressResponses()).use(webApp(dir)).listen(0, '127.0.0.1');
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
});
