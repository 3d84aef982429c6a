import type http from 'node:http';
import type { Fetcher, FetcherHeaders, FetcherResponse } from '@apollo/utils.fetcher';
import { callInternal, isOk, type InternalAnswer } from '@tutor/service-runtime/internal-http';

/**
 * How the gateway calls subgraphs: Apollo's data source over the system's internal HTTP client (kept-alive
 * connections with Node's http client, not fetch: see internal-http.ts). It implements only what Apollo's data
 * source uses: status, headers, and the body as text or JSON.
 */
class ResponseHeaders implements FetcherHeaders {
  private readonly map = new Map<string, string>();

  constructor(raw: http.IncomingHttpHeaders) {
    for (const [name, value] of Object.entries(raw))
      if (value !== undefined) this.map.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  append(name: string, value: string) {
    const key = name.toLowerCase();
    const old = this.map.get(key);
    this.map.set(key, old === undefined ? value : `${old}, ${value}`);
  }
  delete(name: string) {
    this.map.delete(name.toLowerCase());
  }
  get(name: string) {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string) {
    return this.map.has(name.toLowerCase());
  }
  set(name: string, value: string) {
    this.map.set(name.toLowerCase(), value);
  }
  entries() {
    return this.map.entries();
  }
  keys() {
    return this.map.keys();
  }
  values() {
    return this.map.values();
  }
  [Symbol.iterator]() {
    return this.map.entries();
  }
}

function responseOf(url: string, answer: InternalAnswer): FetcherResponse {
  const { body } = answer;
  return {
    bodyUsed: false,
    url,
    redirected: false,
    status: answer.status,
    ok: isOk(answer),
    statusText: answer.statusText,
    headers: new ResponseHeaders(answer.headers),
    arrayBuffer: async () =>
      body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
    text: async () => body.toString('utf8'),
    json: async () => JSON.parse(body.toString('utf8')),
    clone: () => responseOf(url, answer),
  };
}

/** A backstop only: a resolver that asks the model (a quiz, a digest) can take tens of seconds. */
const SUBGRAPH_TIMEOUT_MS = 120_000;

export const subgraphFetcher: Fetcher = async (url, init = {}) =>
  responseOf(
    url,
    await callInternal(url, {
      method: init.method,
      headers: init.headers as http.OutgoingHttpHeaders,
      body: init.body,
      timeoutMs: SUBGRAPH_TIMEOUT_MS,
    }),
  );
