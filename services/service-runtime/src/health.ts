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
 * `/healthz`: the process is alive. `/readyz`: every dependency answers (db, redis, bus, ...) and the process
 * is not shutting down; 503 with the failing checks otherwise, so load balancers stop sending traffic.
 */
export function healthRoutes(
  checks: Record<string, ReadinessCheck>,
  isStopping: () => boolean,
  timeoutMs = 2000,
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
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), timeoutMs);
          return [name, 'ok'] as const;
        } catch (err) {
          return [name, (err as Error).message || 'failed'] as const;
        }
      }),
    );
    const failed = results.filter(([, r]) => r !== 'ok');
    res
      .status(failed.length ? 503 : 200)
      .json({ status: failed.length ? 'unavailable' : 'ok', checks: Object.fromEntries(results) });
  });
  return router;
}
