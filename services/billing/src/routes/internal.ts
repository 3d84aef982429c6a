import { BILLING_INTERNAL } from '@tutor/contracts';
import { HttpError, serveInternal, type Pool } from '@tutor/service-runtime';
import type { Router } from 'express';
import type { Config } from '../config';
import { findPlan } from '../data/plans';
import { consumeCredit, refundCredit } from '../domain/credits';
import { BillingError } from '../domain/errors';
import type { LearnerDayCost } from '../domain/fair-use';
import { planState, planView } from '../domain/plan';

const STATUS: Partial<Record<BillingError['code'], number>> = {
  NO_CREDITS: 402,
  FAIR_USE_LIMIT: 429,
  NOT_FOUND: 404,
};

/**
 * A domain refusal as the status the contract names (402 no credits, 429 past the fair-use ceiling with its
 * `FairUseRefusal` details, 404 unknown, 400 otherwise).
 */
function asHttpError(err: unknown): never {
  if (err instanceof BillingError)
    throw new HttpError(STATUS[err.code] ?? 400, err.message, err.code, err.fairUse);
  throw err;
}

/** Message credits for the conversation service, as `BILLING_INTERNAL` (contracts) describes them. */
export function internalRoutes(pool: Pool, config: Config, learnerDayCost: LearnerDayCost): Router {
  return serveInternal(BILLING_INTERNAL, config.INTERNAL_SECRET, {
    consume: ({ userId, messageId }) =>
      consumeCredit(pool, userId, messageId, config.FREE_MESSAGES, new Date(), learnerDayCost).catch(
        asHttpError,
      ),
    refund: ({ userId, messageId }) =>
      refundCredit(pool, userId, messageId, config.FREE_MESSAGES).catch(asHttpError),
    plan: async ({ userId }) => {
      const plan = await findPlan(pool, userId);
      return { ...planView(plan, config.FREE_MESSAGES), state: planState(plan, config.FREE_MESSAGES) };
    },
  });
}
