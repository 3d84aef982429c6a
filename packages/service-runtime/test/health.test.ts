import type { AddressInfo } from 'node:net';
import express from 'express';
import { healthRoutes } from '../src/health';

async function readyz(
  checks: Parameters<typeof healthRoutes>[0],
  advisory: Parameters<typeof healthRoutes>[3],
) {
  const app = express().use(healthRoutes(checks, () => false, 200, advisory));
  const server = app.listen(0);
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
    return {
      status: res.status,
      body: (await res.json()) as { status: string; checks: Record<string, string>; pid: number },
    };
  } finally {
    server.close();
  }
}

describe('readiness', () => {
  const down = () => Promise.reject(new Error('connection refused'));
  const up = () => Promise.resolve();

  it('is unready (503) when a dependency it cannot serve without fails', async () => {
    expect(await readyz({ postgres: down, redis: up }, { bus: up })).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        checks: { postgres: 'connection refused', redis: 'ok', bus: 'ok' },
        pid: process.pid,
      },
    });
  });

  it('stays ready (200, degraded) when only the event bus is down: the outbox holds events until it is back', async () => {
    expect(await readyz({ postgres: up }, { bus: down })).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { postgres: 'ok', bus: 'connection refused' }, pid: process.pid },
    });
  });

  it('counts a check that hangs as failed after its timeout', async () => {
    const hangs = () => new Promise<void>(() => undefined);
    expect((await readyz({ redis: hangs }, {})).body.checks.redis).toMatch(/timed out/);
  });
});
