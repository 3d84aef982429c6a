import { BILLING_INTERNAL } from '@tutor/contracts';
import { HttpError, serveInternal, type Pool } from '@tutor/service-runtime';
import type { Router } from 'express';
import type { Config } from '../config';
import { findPlan } from '../data/plans';
import { consumeCredit, refundCredit } from '../domain/credits';
import { BillingError } from '../domain/errors';
import { planState, planView } from '../domain/plan';

/** A domain refusal as the status the contract names (402 no credits, 404 unknown, 400 otherwise). */
function asHttpError(err: unknown): never {
  if (err instanceof BillingError)
    throw new HttpError(
      err.code === 'NO_CREDITS' ? 402 : err.code === 'NOT_FOUND' ? 404 : 400,
      err.message,
      err.code,
    );
  throw err;
}

/** Message credits for the conversation service, as `BILLING_INTERNAL` (contracts) describes them. */
export function internalRoutes(pool: Pool, config: Config): Router {
  return serveInternal(BILLING_INTERNAL, config.INTERNAL_SECRET, {
    consume: ({ userId, messageId }) =>
      consumeCredit(pool, userId, messageId, config.FREE_MESSAGES).catch(asHttpError),
    refund: ({ userId, messageId }) =>
      refundCredit(pool, userId, messageId, config.FREE_MESSAGES).catch(asHttpError),
    plan: async ({ userId }) => {
      const plan = await findPlan(pool, userId);
      return { ...planView(plan, config.FREE_MESSAGES), state: planState(plan, config.FREE_MESSAGES) };
    },
  });
}
