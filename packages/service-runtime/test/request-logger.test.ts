import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { createLogger, REQUEST_ID_HEADER, requestLogger } from '../src/logger';

/** An app with the request logger at `level`, its log lines collected as parsed JSON. */
async function withApp(level: string, run: (base: string, lines: Record<string, any>[]) => Promise<void>) {
  const lines: Record<string, any>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express()
    .use(requestLogger(createLogger('test', level, sink)))
    .get('/ok', (_req, res) => res.send('ok'))
    .get('/missing', (_req, res) => res.status(404).send('no'))
    .get('/broken', (_req, res) => res.status(500).send('broken'))
    .get('/healthz', (_req, res) => res.send('ok'));
  const server = app.listen(0);
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines);
  } finally {
    server.close();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50)); // the line is written on 'close'

describe('request logger', () => {
  it('echoes the caller’s request id, or makes one, on every answer', async () => {
    await withApp('info', async (base) => {
      const given = await fetch(`${base}/ok`, { headers: { [REQUEST_ID_HEADER]: 'gateway-req.1' } });
      expect(given.headers.get(REQUEST_ID_HEADER)).toBe('gateway-req.1');
      const made = await fetch(`${base}/ok`, { headers: { [REQUEST_ID_HEADER]: 'not allowed!' } });
      expect(made.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('logs a client error at warn and a server error at error, with the request (cookie redacted)', async () => {
    await withApp('warn', async (base, lines) => {
      await fetch(`${base}/ok`);
      await fetch(`${base}/missing`, {
        headers: { cookie: 'tutor.sid=secret', [REQUEST_ID_HEADER]: 'r-404' },
      });
      await fetch(`${base}/broken`);
      await settle();
      expect(lines.map((l) => [l.level, l.res.statusCode, l.req.url])).toEqual([
        [40, 404, '/missing'],
        [50, 500, '/broken'],
      ]);
      expect(lines[0]).toMatchObject({ msg: 'request completed', service: 'test', req: { id: 'r-404' } });
      expect(lines[0]!.req.headers.cookie).toBe('[Redacted]');
      expect(typeof lines[0]!.responseTime).toBe('number');
    });
  });

  it('logs successes only at debug, and never the health checks', async () => {
    await withApp('debug', async (base, lines) => {
      await fetch(`${base}/ok`);
      await fetch(`${base}/healthz`);
      await settle();
      expect(lines.map((l) => [l.level, l.req.url])).toEqual([[20, '/ok']]);
    });
  });
});
