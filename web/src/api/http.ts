/**
 * The request layer shared by GraphQL and the few plain calls: same-origin with cookies, the anti-forgery
 * cookie echoed in X-XSRF-TOKEN, and a 429 turned into a RateLimitError the screens can word.
 */
export class RateLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limited: retry after ${retryAfterSeconds} s`);
    this.name = 'RateLimitError';
  }
}

export function xsrfToken(): string | undefined {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

async function retryAfterOf(res: Response): Promise<number> {
  const header = Number(res.headers.get('retry-after'));
  let body: {
    retryAfterSeconds?: number;
    errors?: { extensions?: { retryAfterSeconds?: number } }[];
  } = {};
  try {
    body = await res.clone().json();
  } catch {
    // not JSON: the header alone
  }
  const seconds = body.retryAfterSeconds ?? body.errors?.[0]?.extensions?.retryAfterSeconds ?? header;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
}

export const appFetch: typeof fetch = async (input, init = {}) => {
  const headers = new Headers(init.headers);
  const method = (init.method ?? 'GET').toUpperCase();
  const token = xsrfToken();
  if (token && method !== 'GET' && method !== 'HEAD') headers.set('x-xsrf-token', token);
  const res = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  if (res.status === 429) throw new RateLimitError(await retryAfterOf(res));
  return res;
};

/** A JSON call outside GraphQL (sign-in state, sign-up). */
export async function jsonCall<T>(method: string, url: string): Promise<{ status: number; body: T }> {
  const res = await appFetch(url, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}
