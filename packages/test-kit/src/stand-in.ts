import type { AddressInfo } from 'node:net';
import type { InternalContract } from '@tutor/contracts';
import { createLogger, errorHandler, serveInternal, type InternalHandlers } from '@tutor/service-runtime';
import express from 'express';

/**
 * A peer service for a service's tests, served from the peer's contract (`@tutor/contracts`), never from its code:
 * its inputs are read with the contract's schemas and each answer is checked against the contract before it is
 * sent, so a stand-in that drifts from the contract fails the test instead of passing it.
 */
export async function startStandIn<C extends InternalContract>(
  contract: C,
  secret: string,
  handlers: InternalHandlers<C>,
) {
  const checked = Object.fromEntries(
    Object.entries(contract.routes).map(([key, route]) => [
      key,
      async (input: unknown, caller: unknown) =>
        route.answer.parse(
          await (handlers[key] as (i: unknown, c: unknown) => Promise<unknown>)(input, caller),
        ),
    ]),
  ) as InternalHandlers<C>;
  const app = express();
  app.use('/internal', serveInternal(contract, secret, checked));
  // A drift from the contract is a 500 for the caller and an error in the test's output.
  app.use(errorHandler(createLogger('stand-in', 'error')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
