import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { activeTraceIds } from './tracing';

export type { Logger };

/** A service's logger; lines go to standard output unless a destination is given (tests read them). */
export function createLogger(service: string, level = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    // trace_id/span_id of the active span on every line, so a line leads to its trace and a trace to its lines.
    mixin: activeTraceIds,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-gateway-identity"]'],
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Logs each finished request with a request id taken from the caller (the gateway) or made here, echoed back: at
 * debug when it succeeded, warn for a client error, error for a server error. The line's fields are built only
 * when its level is on. (pino-http, used before, serialises every request into a child logger whether or not a
 * line is written: about 6% of the gateway's CPU for each `me`, measured with a CPU profile of bench/read-path.)
 */
export function requestLogger(log: Logger) {
  return (req: IncomingMessage & { id?: string }, res: ServerResponse, next: () => void) => {
    const given = req.headers[REQUEST_ID_HEADER];
    const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (/^\/(healthz|readyz|metrics)/.test(req.url ?? '')) return next();
    const started = performance.now();
    res.once('close', () => {
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug';
      if (!log.isLevelEnabled(level)) return;
      log[level](
        {
          req: pino.stdSerializers.req(req),
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
