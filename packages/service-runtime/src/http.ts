import type { ZodType } from 'zod';
import type { Server } from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Registry } from 'prom-client';
import { healthRoutes, type ReadinessCheck } from './health';
import type { Lifecycle } from './lifecycle';
import { requestLogger, type Logger } from './logger';
import { httpMetrics } from './metrics';

/** What a refusal says beyond its message, for a caller to act on (a JSON object; its contract names its shape). */
export type RefusalDetails = Record<string, unknown>;

/** A client's mistake with the HTTP status and message it should see (and, optionally, details to act on). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'BAD_REQUEST',
    readonly details?: RefusalDetails,
  ) {
    super(message);
  }
}

/** A request body checked against its schema: the data, or a 400 naming every field that is wrong. */
export function parseBody<T>(schema: ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new HttpError(
      400,
      `Invalid ${what}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  return parsed.data;
}

export interface HttpAppOptions {
  log: Logger;
  metrics: Registry;
  checks: Record<string, ReadinessCheck>;
  /** Reported by /readyz without making the process unready (see healthRoutes). */
  advisoryChecks?: Record<string, ReadinessCheck>;
  lifecycle: Lifecycle;
}

/** The express app every process starts from: request ids and logs, metrics, health. */
export function createHttpApp({ log, metrics, checks, advisoryChecks, lifecycle }: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(healthRoutes(checks, () => lifecycle.isStopping, undefined, advisoryChecks));
  // Draining: each answer closes its connection, so that kept-alive clients reconnect (to a ready replica).
  app.use((_req, res, next) => {
    if (lifecycle.isStopping) res.setHeader('connection', 'close');
    next();
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.contentType).send(await metrics.metrics());
  });
  app.use(requestLogger(log));
  app.use(httpMetrics(metrics));
  return app;
}

/** Final error handler: client errors keep their status and message; anything else is a logged 500. */
export function errorHandler(log: Logger) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const status =
      err instanceof HttpError
        ? err.status
        : typeof (err as { status?: unknown }).status === 'number'
          ? (err as { status: number }).status
          : 500;
    if (status >= 500) log.error({ err }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : (err as Error).message || 'Bad request';
    res
      .status(status)
      .json(
        err instanceof HttpError && status < 500
          ? { message, code: err.code, ...(err.details && { details: err.details }) }
          : { message },
      );
  };
}

/** Listens and registers a closer that stops accepting connections and drains those in flight. */
export function listen(app: Express, port: number, lifecycle: Lifecycle, log: Logger): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, (err?: Error) => {
      if (err) return reject(err);
      const address = server.address();
      log.info({ port: typeof address === 'object' && address ? address.port : port }, 'listening');
      resolve(server);
    });
    server.keepAliveTimeout = 65_000;
    lifecycle.onShutdown('http', async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      // What is still open after the grace (a long wait for a reply, a stream, a request that never finishes
      // arriving) is cut: a connection must never keep the process from exiting (issue 31, item 9).
      const cut = setTimeout(() => server.closeAllConnections(), lifecycle.requestGraceMs);
      await closed;
      clearTimeout(cut);
    });
  });
}
