import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Backend {
  url: URL;
  ready: boolean;
}

/**
 * What an ingress or a Kubernetes Service does in front of a process's replicas, on this machine: forwards each
 * request (streams included) to one of the backends whose /readyz answers 200, round robin, and stops sending to
 * one as soon as its readiness fails (a draining replica). Like an ingress, it tries another backend only when
 * the connection was refused (nothing was sent); any other failure reaches the client as a 502, so a test sees it.
 */
export class Balancer {
  private readonly backends: Backend[] = [];
  private next = 0;
  private readonly poller: NodeJS.Timeout;
  /** Requests the balancer could not deliver (answered 502 or 503). */
  failed = 0;

  private constructor(
    private readonly server: http.Server,
    pollMs: number,
  ) {
    this.poller = setInterval(() => void this.poll(), pollMs);
  }

  static async start(port = 0, pollMs = 100): Promise<Balancer> {
    const server = http.createServer();
    // As the services' own listeners (and an ingress): idle keep-alive connections outlive the callers' pools,
    // so a caller never reuses one the balancer is closing (a reset nobody could retry).
    server.keepAliveTimeout = 65_000;
    const balancer = new Balancer(server, pollMs);
    server.on('request', (req, res) => void balancer.forward(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return balancer;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** A backend, e.g. `http://127.0.0.1:4001`; it gets traffic once its /readyz answers 200. */
  add(url: string): void {
    this.backends.push({ url: new URL(url), ready: false });
  }

  remove(url: string): void {
    const at = this.backends.findIndex((b) => b.url.origin === new URL(url).origin);
    if (at >= 0) this.backends.splice(at, 1);
  }

  async stop(): Promise<void> {
    clearInterval(this.poller);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async poll(): Promise<void> {
    await Promise.all(
      this.backends.map(async (b) => {
        try {
          const res = await fetch(new URL('/readyz', b.url), { signal: AbortSignal.timeout(1000) });
          await res.body?.cancel();
          b.ready = res.ok;
        } catch {
          b.ready = false;
        }
      }),
    );
  }

  private pick(exclude: Set<Backend>): Backend | undefined {
    const ready = this.backends.filter((b) => b.ready && !exclude.has(b));
    return ready.length ? ready[this.next++ % ready.length] : undefined;
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // Buffered, so that a refused connection can be retried on another backend (bodies here are small).
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<Backend>();
    // A rolling update always keeps a ready backend; the short wait covers the readiness poll's interval.
    const deadline = Date.now() + 5000;
    for (;;) {
      const backend = this.pick(tried);
      if (!backend) {
        if (Date.now() < deadline) {
          tried.clear();
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        this.failed++;
        res.writeHead(503).end('no ready backend');
        return;
      }
      tried.add(backend);
      const outcome = await this.send(backend, req, body, res);
      if (outcome !== 'refused') return;
      backend.ready = false;
    }
  }

  private send(
    backend: Backend,
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
  ): Promise<'sent' | 'refused'> {
    return new Promise((resolve) => {
      const upstream = http.request(
        {
          host: backend.url.hostname,
          port: backend.url.port,
          method: req.method,
          path: req.url,
          // A new connection each time: a kept-alive one could be closed by a draining backend mid-reuse.
          agent: false,
          headers: { ...req.headers, connection: 'close' },
        },
        (answer) => {
          const { connection: _c, 'keep-alive': _k, ...headers } = answer.headers; // hop by hop
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
          resolve('sent');
        },
      );
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED') return resolve('refused');
        this.failed++;
        if (!res.headersSent) res.writeHead(502).end(`backend failed: ${err.message}`);
        else res.destroy();
        resolve('sent');
      });
      // The client left (e.g. a reader done with a stream): so does the request to the backend.
      res.on('close', () => upstream.destroy());
      upstream.end(body);
    });
  }
}
