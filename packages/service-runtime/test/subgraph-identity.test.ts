import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { loadTypeDefs, requireOwner, type RequestContext } from '../src/subgraph';
import { signIdentity } from '../src/gateway-identity';
import { commonEnvSchema, env } from '../src/config';
import { startService } from '../src/service';

// A throwaway subgraph started exactly as every service starts, to test the identity check itself.
const typeDefs = loadTypeDefs(path.join(__dirname, 'fixtures', 'whoami.graphql'));
const configSchema = commonEnvSchema.extend({ WHOAMI_PORT: env.port(0) });
const secret = 'subgraph-test-secret-0123';
const name = `whoami_${randomUUID().slice(0, 6)}`;

describe('subgraph identity check', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  let url: string;
  beforeAll(async () => {
    service = await startService<ReturnType<typeof configSchema.parse>, RequestContext>(
      {
        name,
        configSchema,
        port: (c) => c.WHOAMI_PORT,
        migrationsDir: path.join(__dirname, 'fixtures', 'no-migrations'),
        typeDefs,
        setup: async () => ({
          resolvers: {
            Query: {
              whoami: (_: unknown, __: unknown, ctx: RequestContext) => ctx.identity.user?.email ?? null,
              ownerSecret: (_: unknown, __: unknown, ctx: RequestContext) => (
                requireOwner(ctx),
                'for the owner only'
              ),
            },
          },
        }),
      },
      { ...process.env, INTERNAL_SECRET: secret, LOG_LEVEL: 'silent' },
    );
    url = `http://127.0.0.1:${service.port}/graphql`;
  });
  afterAll(async () => {
    await service.stop();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      `DROP DATABASE IF EXISTS "${process.env.DATABASE_PREFIX ?? 'tutor_test_'}${name}" WITH (FORCE)`,
    );
    await admin.end();
  });

  const ask = (query: string, token?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-gateway-identity': token } : {}) },
      body: JSON.stringify({ query }),
    });
  const user = { id: randomUUID(), email: 'learner@example.com', role: 'User' as const };

  it('rejects a request without the signed identity header', async () => {
    const res = await ask('{ whoami }');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'missing gateway identity' });
  });

  it('rejects a tampered identity', async () => {
    const [body, mac] = signIdentity({ issuer: 'gateway', user }, secret).split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    claims.user.email = 'someone-else@example.com';
    const res = await ask(
      '{ whoami }',
      `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`,
    );
    expect(res.status).toBe(401);
  });

  it('rejects an identity signed with another secret', async () => {
    const res = await ask('{ whoami }', signIdentity({ issuer: 'gateway', user }, 'not-the-internal-secret'));
    expect(res.status).toBe(401);
  });

  it('answers a signed request as the signed user', async () => {
    const res = await ask('{ whoami }', signIdentity({ issuer: 'gateway', user }, secret));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { whoami: 'learner@example.com' } });
  });

  it('refuses an owner-only field to a user, with FORBIDDEN', async () => {
    const res = await ask('{ ownerSecret }', signIdentity({ issuer: 'gateway', user }, secret));
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('FORBIDDEN');
    const owner = await ask(
      '{ ownerSecret }',
      signIdentity({ issuer: 'gateway', user: { ...user, role: 'Owner' } }, secret),
    );
    expect(await owner.json()).toEqual({ data: { ownerSecret: 'for the owner only' } });
  });

  it('serves health, readiness and metrics', async () => {
    const base = `http://127.0.0.1:${service.port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: { postgres: 'ok', redis: 'ok', bus: 'ok' },
      pid: process.pid,
    });
    expect(await (await fetch(`${base}/metrics`)).text()).toMatch(/http_request_duration_seconds/);
  });
});
