/**
 * A minimal cookie-keeping HTTP client that follows redirects across hosts the way a browser does
 * (cookies per host, ignoring the port), for driving sign-in flows end to end without a browser.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.hostname) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(url: URL, res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const jar = this.jar.get(url.hostname) ?? new Map<string, string>();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
      this.jar.set(url.hostname, jar);
    }
  }

  /** One request, no redirect following. */
  async request(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const cookies = this.cookieHeader(url);
    if (cookies) headers.set('cookie', cookies);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return res;
  }

  /** Follows redirects (GET after each), returning the final response and the URLs visited. */
  async navigate(input: string, init: RequestInit = {}): Promise<{ res: Response; visited: string[] }> {
    const visited = [input];
    let res = await this.request(input, init);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 20; hops++) {
      const next = new URL(res.headers.get('location')!, visited[visited.length - 1]).toString();
      visited.push(next);
      res = await this.request(next);
    }
    return { res, visited };
  }

  /** A JSON call with the anti-forgery pair the web app sends (cookie XSRF-TOKEN echoed in X-XSRF-TOKEN). */
  async json(method: string, url: string, body?: unknown, { csrf = true } = {}): Promise<Response> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const token = this.cookie(new URL(url).hostname, 'XSRF-TOKEN');
    if (csrf && token) headers['x-xsrf-token'] = decodeURIComponent(token);
    return this.request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /**
   * A call of the `/auth/*` REST contract as the web app makes it: GET fields go in the query, a FormData goes as
   * multipart, anything else as JSON; the XSRF pair always. The body comes back parsed (JSON) or as bytes.
   */
  async rest(
    method: string,
    url: string,
    body?: Record<string, unknown> | FormData,
    { csrf = true } = {},
  ): Promise<{ status: number; type: string; body: any }> {
    const target = new URL(url);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = this.cookie(target.hostname, 'XSRF-TOKEN');
    if (csrf && token) headers['x-xsrf-token'] = decodeURIComponent(token);
    let payload: string | FormData | undefined;
    if (method === 'GET') {
      for (const [k, v] of Object.entries(body ?? {})) target.searchParams.set(k, String(v));
    } else if (body instanceof FormData) payload = body;
    else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }
    const res = await this.request(target.toString(), { method, headers, body: payload });
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      type,
      body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
    };
  }

  async graphql<T = Record<string, unknown>>(
    gateway: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    const res = await this.json('POST', `${gateway}/graphql`, { query, variables });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: T;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      },
    };
  }
}

/**
 * Signs in through the Google stand-in's page with the given e-mail and name, as a person would; `from` is the
 * app page whose button started it (sent as the Referer, as a browser does for a same-origin navigation).
 */
export async function signInWithGoogle(
  browser: Browser,
  gateway: string,
  email: string,
  name: string,
  { from }: { from?: string } = {},
): Promise<string[]> {
  const { res, visited } = await browser.navigate(
    `${gateway}/auth/google`,
    from ? { headers: { referer: `${gateway}${from}` } } : {},
  );
  const interaction = visited[visited.length - 1]!;
  if (!/\/interaction\//.test(interaction))
    throw new Error(`expected the stand-in's sign-in page, got ${interaction} (${res.status})`);
  const form = new URLSearchParams({ email, name });
  const posted = await browser.navigate(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return [...visited, ...posted.visited];
}
