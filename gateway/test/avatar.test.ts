import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { Redis } from 'ioredis';
import type { Config } from '../src/config';
import { avatarRoute, isPictureSource } from '../src/viewer/avatar';
import type { ViewerModel } from '../src/viewer/model';

/** A PNG's signature, then filler: enough for the content check. */
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);
const listen = (app: express.Express) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => (server.address() as AddressInfo).port;

/**
 * The profile picture through the gateway (issue 31, item 10): fetched once from an allowed host, kept, served
 * from the gateway's origin; too large, not an image, another host or signed out: nothing is served.
 */
describe('the profile picture through the gateway', () => {
  const hits = new Map<string, number>();
  let upstream: Server;
  let gateway: Server;
  let redis: Redis;
  let picture = '';
  let signedIn = true;
  const learnerId = randomUUID();

  beforeAll(async () => {
    const source = express().get('/avatar/:name', (req, res) => {
      hits.set(req.params.name, (hits.get(req.params.name) ?? 0) + 1);
      if (req.params.name === 'ok.png') res.type('image/png').send(png(2000));
      else if (req.params.name === 'big.png') res.type('image/png').send(png(300 * 1024));
      else res.type('image/png').send('<html><script>alert(1)</script></html>');
    });
    upstream = await listen(source);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const config = {
      NODE_ENV: 'development',
      DEV_GOOGLE_PORT: portOf(upstream),
      NAMESPACE: `avatar-test-${randomUUID()}`,
    } as Config;
    const viewer = { read: async () => ({ picture }) } as unknown as ViewerModel;
    const app = express()
      .use((req, _res, next) => {
        const user = { id: learnerId, email: 'a@b.test', role: 'User' as const };
        Object.assign(req, { session: signedIn ? { user } : {} });
        next();
      })
      .use('/media/avatar', avatarRoute(viewer, redis, config));
    gateway = await listen(app);
  });
  afterAll(async () => {
    gateway.close();
    upstream.close();
    await redis.quit();
  });

  const get = () => fetch(`http://127.0.0.1:${portOf(gateway)}/media/avatar`);

  it('allows only Google and, outside production, the local stand-in', () => {
    const config = { NODE_ENV: 'development', DEV_GOOGLE_PORT: 4011 } as Config;
    expect(isPictureSource('https://lh3.googleusercontent.com/a/x=s96-c', config)).toBe(true);
    expect(isPictureSource('http://localhost:4011/avatar/x.png', config)).toBe(true);
    expect(isPictureSource('http://localhost:4011/avatar/x.png', { ...config, NODE_ENV: 'production' })).toBe(
      false,
    );
    expect(isPictureSource('https://www.gravatar.com/avatar/abc?d=identicon', config)).toBe(false);
    expect(isPictureSource('http://lh3.googleusercontent.com/a/x', config)).toBe(false);
    expect(isPictureSource('https://googleusercontent.com.evil.test/a', config)).toBe(false);
    expect(isPictureSource('http://localhost:6379/', config)).toBe(false);
  });

  it('serves the picture from its own origin, fetched once and kept', async () => {
    picture = `http://localhost:${portOf(upstream)}/avatar/ok.png`;
    for (let i = 0; i < 2; i++) {
      const res = await get();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(png(2000));
    }
    expect(hits.get('ok.png')).toBe(1);
  });

  it('serves nothing too large, not an image, from another host, or to a visitor', async () => {
    picture = `http://localhost:${portOf(upstream)}/avatar/big.png`;
    expect((await get()).status).toBe(404);
    picture = `http://localhost:${portOf(upstream)}/avatar/page.png`;
    expect((await get()).status).toBe(404);
    picture = 'https://www.gravatar.com/avatar/abc?d=identicon';
    expect((await get()).status).toBe(404);
    signedIn = false;
    expect((await get()).status).toBe(401);
  });
});
