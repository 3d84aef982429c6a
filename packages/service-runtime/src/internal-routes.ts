import type { AnswerOf, InternalContract, ParsedInputOf } from '@tutor/contracts';
import express, { Router } from 'express';
import type { CallerIdentity } from './gateway-identity';
import { requireSignedIdentity } from './subgraph';
import { parseBody } from './http';

/** What serves each route of a contract: its parsed input (and the signed caller) in, its answer out. */
export type InternalHandlers<C extends InternalContract> = {
  [K in keyof C['routes']]: (
    input: ParsedInputOf<C['routes'][K]>,
    caller: CallerIdentity,
  ) => Promise<AnswerOf<C['routes'][K]>>;
};

/**
 * A service's internal routes, served from their contract (mount the router at `/internal`): every call is behind
 * the signed service identity, and its input is read with the contract's schema (a 400 saying which fields are
 * wrong otherwise), so the server and its callers cannot drift apart.
 */
export function serveInternal<C extends InternalContract>(
  contract: C,
  secret: string,
  handlers: InternalHandlers<C>,
): Router {
  const router = Router();
  router.use(requireSignedIdentity(secret), express.json({ limit: '16kb' }));
  for (const [key, route] of Object.entries(contract.routes)) {
    const handle = handlers[key as keyof C['routes']] as (input: unknown, caller: CallerIdentity) => unknown;
    router[route.method === 'GET' ? 'get' : 'post'](route.path, async (req, res) => {
      const raw = route.method === 'GET' ? req.params : req.body;
      const input = parseBody(route.input, raw, `${key} request`);
      res.json(await handle(input, res.locals.identity as CallerIdentity));
    });
  }
  return router;
}
