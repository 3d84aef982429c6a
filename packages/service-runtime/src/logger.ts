import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { activeTraceIds } from './tracing';

export type { Logger };

export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    // trace_id/span_id of the active span on every line, so a line leads to its trace and a trace to its lines.
    mixin: activeTraceIds,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-gateway-identity"]'],
    },
  });
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** Logs each request with a request id taken from the caller (the gateway) or made here, echoed back. */
export function requestLogger(log: Logger) {
  return pinoHttp({
    logger: log,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => /^\/(healthz|readyz|metrics)/.test(req.url ?? '') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug',
  });
}
