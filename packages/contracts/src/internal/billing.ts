import { z } from 'zod';
import { REPLY_ID } from '../replies';
import type { InternalContract } from './route';

/** A learner's plan as billing stores it, with its version (what the gateway keeps, ADR 20). */
const planState = z.object({
  version: z.number().int(),
  remainingMessages: z.number().int(),
  subscriptionExpiresAt: z.string().nullable(),
});

/** A learner's plan as the learner sees it. */
const planView = z.object({
  plan: z.enum(['Free', 'Monthly']),
  isSubscribed: z.boolean(),
  remainingMessages: z.number().int(),
  expiresAt: z.string().nullable(),
});

/** One learner message's credit, named by its reply id (billing is idempotent on it). */
const replyCredit = z.object({
  userId: z.uuid(),
  messageId: z.string().regex(REPLY_ID, 'must be a reply id (<conversation id>_<message id>)'),
});

/**
 * Billing's routes for the conversation service: message credits, taken and given back. A refusal is an explicit
 * status (402 no credits, 429 a monthly learner past the owner's fair-use ceiling, 400 bad request, 404 unknown),
 * never a silent free message. A 429's refusal carries `details` as `FairUseRefusal`.
 */
export const BILLING_INTERNAL = {
  service: 'billing',
  errors: { 402: 'NO_CREDITS', 429: 'FAIR_USE_LIMIT' },
  routes: {
    consume: {
      method: 'POST',
      path: '/credits/consume',
      input: replyCredit,
      answer: z.object({ consumed: z.boolean(), plan: planView, state: planState }),
    },
    refund: {
      method: 'POST',
      path: '/credits/refund',
      input: replyCredit,
      answer: z.object({ refunded: z.boolean(), plan: planView, state: planState }),
    },
    plan: {
      method: 'GET',
      path: '/plans/:userId',
      input: z.object({ userId: z.uuid() }),
      answer: planView.extend({ state: planState }),
    },
  },
} as const satisfies InternalContract;

export type BillingPlanView = z.output<typeof planView>;

/** What a FAIR_USE_LIMIT refusal says beyond its message: which ceiling, its figure, and when it lifts. */
export const fairUseRefusal = z.object({
  ceiling: z.enum(['MESSAGES', 'COST']),
  /** The ceiling as set: a message count, or US dollars as a decimal string. */
  limit: z.string(),
  /** ISO time the ceiling lifts (the next UTC midnight). */
  liftsAt: z.string(),
});
export type FairUseRefusal = z.output<typeof fairUseRefusal>;
