import http from 'node:http';
import https from 'node:https';

/** Another process's whole answer. */
export interface InternalAnswer {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface InternalRequest {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Buffer;
  /** The answer must be complete by then, or the call fails (and its connection is dropped). */
  timeoutMs?: number;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

/**
 * How the system's processes call one another (the gateway its subgraphs and the identity service, a service
 * another's internal routes): one small request and its whole answer, over kept-alive connections with Node's
 * http client. Node 20's fetch (undici with WHATWG streams, an abort signal and a structured clone per call) cost
 * several times as much CPU per call (bench/read-path.mjs, bench/chat-pipeline.mjs). A status of 4xx or 5xx is an
 * answer; only a failure to get one (refused, cut, too slow) rejects.
 */
export function callInternal(url: string | URL, init: InternalRequest = {}): Promise<InternalAnswer> {
  const { method = 'GET', headers = {}, body, timeoutMs = 10_000 } = init;
  return new Promise((resolve, reject) => {
    const target = typeof url === 'string' ? new URL(url) : url;
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent) return reject(new Error(`Unsupported URL ${target.href}`));
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      { method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: res.headers,
            body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
          });
        });
        res.on('error', fail);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer from ${target.host} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    function fail(err: Error) {
      clearTimeout(timer);
      reject(err);
    }
    request.on('error', fail);
    request.end(body);
  });
}

/** The answer's body as JSON, or undefined when it is empty or not JSON. */
export function jsonOf<T>(answer: InternalAnswer): T | undefined {
  try {
    return JSON.parse(answer.body.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

export const isOk = (answer: InternalAnswer) => answer.status >= 200 && answer.status < 300;
