import type { AddressInfo } from 'node:net';
import type { Response } from 'express';
import { createHttpApp, createLogger, createMetricsRegistry, Lifecycle, listen } from '../src';

/**
 * Draining as a rolling update needs it: unready at once, still serving (each answer closing its connection)
 * for the drain time, then long-lived responses ended so the listener can close, and the closers last.
 */
describe('graceful shutdown with a drain time', () => {
  it('turns unready, keeps serving while draining, ends streams, then closes', async () => {
    const log = createLogger('lifecycle-test', 'silent');
    const lifecycle = new Lifecycle(log, 10_000, 400);
    const app = createHttpApp({
      log,
      metrics: createMetricsRegistry('lifecycle-test'),
      checks: {},
      lifecycle,
    });
    const order: string[] = [];
    const streams = new Set<Response>();
    app.get('/hello', (_req, res) => {
      res.send('hello');
    });
    app.get('/stream', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      streams.add(res);
    });
    lifecycle.onDrain('streams', () => {
      order.push('drain');
      streams.forEach((res) => res.end());
    });
    lifecycle.onShutdown('pools', () => order.push('pools'));
    // Registered before the listener, so it runs after the listener has closed.
    lifecycle.onShutdown('consumers', () =>
      order.push(server.listening ? 'consumers, listening' : 'consumers'),
    );
    const server = await listen(app, 0, lifecycle, log);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const stream = await fetch(`${base}/stream`);
    const streamText = stream.text();
    const stopped = lifecycle.shutdown('test');

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const during = await fetch(`${base}/hello`);
    expect({
      status: during.status,
      body: await during.text(),
      connection: during.headers.get('connection'),
    }).toEqual({ status: 200, body: 'hello', connection: 'close' });
    expect(order).toEqual([]); // nothing closed while draining

    await stopped;
    expect(await streamText).toBe(': open\n\n'); // ended by the drain, not cut
    expect(order).toEqual(['drain', 'consumers', 'pools']);
    await expect(fetch(`${base}/hello`)).rejects.toThrow();
  });
});
