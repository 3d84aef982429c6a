import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { subgraphFetcher } from '../src/graphql/subgraph-fetcher';

describe('subgraph fetcher', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const status = req.url === '/broken' ? 502 : 200;
        res.writeHead(status, { 'content-type': 'application/json', 'x-echo': req.headers['x-test'] ?? '' });
        res.end(JSON.stringify({ method: req.method, body, alike: 'مرحبا' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('sends the method, headers and body, and reads status, headers and JSON (multi-byte text intact)', async () => {
    const res = await subgraphFetcher(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test': 'signed' },
      body: '{"query":"{ me { id } }"}',
    });
    expect(res.ok).toBe(true);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(res.headers.get('x-echo')).toBe('signed');
    expect(await res.json()).toEqual({ method: 'POST', body: '{"query":"{ me { id } }"}', alike: 'مرحبا' });
    expect(await res.clone().text()).toContain('مرحبا');
  });

  it('reports a non-2xx answer as not ok with its status', async () => {
    const res = await subgraphFetcher(`${url}/broken`, { method: 'POST', body: '{}' });
    expect({ ok: res.ok, status: res.status }).toEqual({ ok: false, status: 502 });
  });

  it('rejects when the subgraph cannot be reached', async () => {
    await expect(
      subgraphFetcher('http://127.0.0.1:1/graphql', { method: 'POST', body: '{}' }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
