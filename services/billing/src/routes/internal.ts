import { REPLY_ID } from '@tutor/contracts';
import { HttpError, parseBody, requireSignedIdentity, type Pool } from '@tutor/service-runtime';
import express, { Router, type Request } from 'express';
import { z } from 'zod';
import type { Config } from '../config';
import { findPlan } from '../data/plans';
import { consumeCredit, refundCredit } from '../domain/credits';
import { BillingError } from '../domain/errors';
import { planState, planView } from '../domain/plan';

const creditRequest = z.object({
  userId: z.string().uuid(),
  messageId: z.string().regex(REPLY_ID, 'must be a reply id (<conversation id>_<message id>)'),
});

/**
 * Message credits for the conversation service, behind the signed service identity. A refusal is an explicit
 * status (402 no credits, 400 bad request), never a silent free message.
 */
export function internalRoutes(pool: Pool, config: Config): Router {
  const router = Router();
  router.use(requireSignedIdentity(config.INTERNAL_SECRET), express.json({ limit: '16kb' }));
  const parse = (req: Request) => parseBody(creditRequest, req.body, 'credit request');
  const domainErrors = (err: unknown) => {
    if (err instanceof BillingError)
      throw new HttpError(
        err.code === 'NO_CREDITS' ? 402 : err.code === 'NOT_FOUND' ? 404 : 400,
        err.message,
        err.code,
      );
    throw err;
  };
  router.post('/credits/consume', async (req, res) => {
    const { userId, messageId } = parse(req);
    res.json(await consumeCredit(pool, userId, messageId, config.FREE_MESSAGES).catch(domainErrors));
  });
  router.post('/credits/refund', async (req, res) => {
    const { userId, messageId } = parse(req);
    res.json(await refundCredit(pool, userId, messageId, config.FREE_MESSAGES).catch(domainErrors));
  });
  router.get('/plans/:userId', async (req, res) => {
    const userId = z.string().uuid().safeParse(req.params.userId);
    if (!userId.success) throw new HttpError(400, 'userId must be a UUID');
    const plan = await findPlan(pool, userId.data);
    res.json({ ...planView(plan, config.FREE_MESSAGES), state: planState(plan, config.FREE_MESSAGES) });
  });
  return router;
}
