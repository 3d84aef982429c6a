import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { InternalContract } from '@tutor/contracts';
import express from 'express';
import { z } from 'zod';
import { errorHandler, HttpError } from '../src/http';
import { createInternalClient, InternalCallError } from '../src/internal-client';
import { serveInternal } from '../src/internal-routes';
import { createLogger } from '../src/logger';

/** A small contract: a GET with a path parameter, a POST with a body, and a route whose server breaks it. */
const COUNTER = {
  service: 'counter',
  errors: { 409: 'TOO_MANY' },
  routes: {
    read: {
      method: 'GET',
      path: '/counts/:name',
      input: z.object({ name: z.string().min(2) }),
      answer: z.object({ name: z.string(), count: z.number().int() }),
    },
    add: {
      method: 'POST',
      path: '/counts',
      input: z.object({ name: z.string(), by: z.number().int().positive() }),
      answer: z.object({ count: z.number().int() }),
    },
    broken: {
      method: 'GET',
      path: '/broken',
      input: z.object({}),
      answer: z.object({ ok: z.literal(true) }),
    },
  },
} as const satisfies InternalContract;

const secret = 'internal-contract-test-secret';

describe('internal routes from a contract', () => {
  const counts = new Map<string, number>();
  const callers: (string | undefined)[] = [];
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.use(
      '/internal',
      serveInternal(COUNTER, secret, {
        read: async ({ name }, caller) => {
          callers.push(caller.issuer);
          return { name, count: counts.get(name) ?? 0 };
        },
        add: async ({ name, by }) => {
          const count = (counts.get(name) ?? 0) + by;
          if (count > 10 && name === 'full') throw new HttpError(409, 'No more than 10');
          // A refusal that says more than its message: what the limit is and what was asked for.
          if (count > 10) throw new HttpError(409, 'No more than 10', 'TOO_MANY', { max: 10, asked: count });
          counts.set(name, count);
          return { count };
        },
        // A server that drifted from its contract (the type allows nothing else, so it is forced).
        broken: async () => ({ ok: 'yes' }) as never,
      }),
    );
    app.use(errorHandler(createLogger('test', 'silent')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const client = (options: { secret?: string; baseUrl?: string } = {}) =>
    createInternalClient(COUNTER, { baseUrl, secret, issuer: 'caller', timeoutMs: 2000, ...options });

  it('calls each route with its input (path parameters and body) and answers as the contract says', async () => {
    expect(await client().add({ name: 'a b/c', by: 3 })).toEqual({ count: 3 });
    expect(await client().read({ name: 'a b/c' })).toEqual({ name: 'a b/c', count: 3 });
    expect(callers).toEqual(['caller']);
  });

  it('refuses an input the contract does not allow with a 400 naming the field', async () => {
    await expect(client().add({ name: 'x', by: -1 })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid add request: by',
    });
    await expect(client().read({ name: 'x' })).rejects.toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it("gives a refusal its status and code, an unsigned call a 401, and no answer the service's UNAVAILABLE", async () => {
    await expect(client().add({ name: 'full', by: 11 })).rejects.toMatchObject({
      status: 409,
      code: 'BAD_REQUEST',
      message: 'No more than 10',
    });
    await expect(
      client({ secret: 'another-secret-of-some-length' }).read({ name: 'ab' }),
    ).rejects.toMatchObject({ status: 401 });
    const down = client({ baseUrl: 'http://127.0.0.1:9' }).read({ name: 'ab' });
    await expect(down).rejects.toBeInstanceOf(InternalCallError);
    await expect(down).rejects.toMatchObject({ status: 503, code: 'COUNTER_UNAVAILABLE' });
  });

  it("passes a refusal's details on to the caller, and none when it had none", async () => {
    const refused = await client()
      .add({ name: 'told', by: 12 })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(InternalCallError);
    expect(refused).toMatchObject({ status: 409, code: 'TOO_MANY', details: { max: 10, asked: 12 } });
    const plain = await client()
      .add({ name: 'full', by: 11 })
      .catch((err: unknown) => err);
    expect((plain as InternalCallError).details).toBeUndefined();
  });

  it('rejects an answer that does not match the contract instead of passing it on', async () => {
    await expect(client().broken({})).rejects.toMatchObject({ status: 502, code: 'COUNTER_ERROR' });
  });
});
