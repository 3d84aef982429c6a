import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Config } from '../src/config';
import { securityHeaders } from '../src/edge/security-headers';

async function headersFor(nodeEnv: Config['NODE_ENV']): Promise<Headers> {
  const app = express()
    .use(securityHeaders({ NODE_ENV: nodeEnv } as Config))
    .get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0);
  try {
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('production adds HSTS for a year, subdomains included', async () => {
    expect((await headersFor('production')).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('development sends no HSTS (it would pin localhost to HTTPS) but the same CSP', async () => {
    const [dev, prod] = await Promise.all([headersFor('development'), headersFor('production')]);
    expect(dev.get('strict-transport-security')).toBeNull();
    expect(dev.get('content-security-policy')).toBe(prod.get('content-security-policy'));
    expect(dev.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('lets the page ask no host but its own (issue 31, item 10): images, requests, fonts, scripts', async () => {
    const csp = (await headersFor('production')).get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['font-src']).toEqual(["'self'", 'data:']);
  });
});
