import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callInternal, isOk, jsonOf } from '../src/internal-http';

/** A server that echoes the request (method, headers, body, the caller's port) or never answers on /silent. */
async function withServer(run: (base: string) => Promise<void>) {
  const server = http.createServer((req, res) => {
    if (req.url === '/silent') return; // never answers
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          method: req.method,
          header: req.headers['x-test'],
          length: req.headers['content-length'],
          body: Buffer.concat(chunks).toString('utf8'),
          callerPort: req.socket.remotePort,
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

interface Echo {
  method: string;
  header?: string;
  length?: string;
  body: string;
  callerPort: number;
}

describe('callInternal', () => {
  it('sends the method, headers and body, and gives the whole answer', async () => {
    await withServer(async (base) => {
      const answer = await callInternal(`${base}/echo`, {
        method: 'POST',
        headers: { 'x-test': 'yes' },
        body: '{"a":"ü"}',
      });
      expect(answer.status).toBe(200);
      expect(isOk(answer)).toBe(true);
      expect(answer.headers['content-type']).toBe('application/json');
      const echo = jsonOf<Echo>(answer)!;
      expect(echo).toMatchObject({ method: 'POST', header: 'yes', body: '{"a":"ü"}' });
      expect(echo.length).toBe(String(Buffer.byteLength('{"a":"ü"}'))); // sized, not chunked
    });
  });

  it('answers a 4xx as an answer, not a failure', async () => {
    await withServer(async (base) => {
      const answer = await callInternal(`${base}/missing`);
      expect(answer.status).toBe(404);
      expect(isOk(answer)).toBe(false);
    });
  });

  it('keeps the connection for the next call', async () => {
    await withServer(async (base) => {
      const first = jsonOf<Echo>(await callInternal(`${base}/one`))!;
      const second = jsonOf<Echo>(await callInternal(`${base}/two`))!;
      expect(second.callerPort).toBe(first.callerPort);
    });
  });

  it('fails a call that gets no answer in time, and one that cannot connect', async () => {
    await withServer(async (base) => {
      await expect(callInternal(`${base}/silent`, { timeoutMs: 100 })).rejects.toThrow(/no answer from/);
    });
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await expect(callInternal(`http://127.0.0.1:${port}/`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('reads a body that is not JSON as undefined', async () => {
    const answer = { status: 200, statusText: 'OK', headers: {}, body: Buffer.from('<html>') };
    expect(jsonOf(answer)).toBeUndefined();
  });
});
