import { Router } from 'express';

export type ReadinessCheck = () => Promise<unknown>;

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * `/healthz`: the process is alive. `/readyz`: every dependency it cannot serve without answers (db, redis) and
 * the process is not shutting down; 503 with the failing checks otherwise, so load balancers stop sending
 * traffic. `advisory` checks (the event bus: the outbox holds events until it is back) are reported but never
 * make the process unready: an outage of the bus must not take every replica out of service. The answer names
 * its process (`pid`), so that a launcher knows the process it started answers, not another one on its port.
 */
export function healthRoutes(
  checks: Record<string, ReadinessCheck>,
  isStopping: () => boolean,
  timeoutMs = 2000,
  advisory: Record<string, ReadinessCheck> = {},
): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (isStopping()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    const run = (all: Record<string, ReadinessCheck>) =>
      Promise.all(
        Object.entries(all).map(async ([name, check]) => {
          try {
            await withTimeout(check(), timeoutMs);
            return [name, 'ok'] as const;
          } catch (err) {
            return [name, (err as Error).message || 'failed'] as const;
          }
        }),
      );
    const [results, advised] = await Promise.all([run(checks), run(advisory)]);
    const failed = results.filter(([, r]) => r !== 'ok');
    const degraded = advised.some(([, r]) => r !== 'ok');
    res.status(failed.length ? 503 : 200).json({
      status: failed.length ? 'unavailable' : degraded ? 'degraded' : 'ok',
      checks: Object.fromEntries([...results, ...advised]),
      pid: process.pid,
    });
  });
  return router;
}
