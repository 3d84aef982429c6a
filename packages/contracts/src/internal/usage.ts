import { z } from 'zod';
import type { InternalContract } from './route';

/** A learner's plan when a reply was asked for (the reply job's `plan`); `unknown` for jobs from older producers. */
export const USAGE_PLANS = ['free', 'monthly', 'unknown'] as const;
export type UsagePlan = (typeof USAGE_PLANS)[number];

/**
 * What model calls used and cost over a group of them. Costs are in US dollars (what the model provider bills
 * in), as decimal strings with 10 places, summed exactly; units are images for a vision call and characters for
 * speech.
 */
const usageFigures = z.object({
  /** Replies with a model call counted here (a failed attempt's calls count too: they were billed). */
  replies: z.number().int(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
  images: z.number().int(),
  speechCharacters: z.number().int(),
  costUsd: z.string(),
});
export type UsageFigures = z.output<typeof usageFigures>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, YYYY-MM-DD');

/**
 * The tutor-inference service's usage and cost figures for the owner's dashboard (issue 35): totals per learner,
 * per day (UTC) and per plan over the days `from` to `to` inclusive (every day when absent). Speech is cached per
 * text and shared between learners, so it counts per day only (its plan is `unknown`, its learner none).
 */
export const USAGE_INTERNAL = {
  service: 'tutor-inference',
  errors: {},
  routes: {
    totals: {
      method: 'POST',
      path: '/usage/totals',
      input: z.object({ from: day.optional(), to: day.optional() }),
      answer: z.object({
        perLearner: z.array(usageFigures.extend({ userId: z.string(), plan: z.enum(USAGE_PLANS) })),
        perDay: z.array(usageFigures.extend({ day })),
        perPlan: z.array(usageFigures.extend({ plan: z.enum(USAGE_PLANS) })),
      }),
    },
    /** One learner's figures on one UTC day (billing's fair-use cost ceiling asks before each monthly send). */
    learnerDay: {
      method: 'POST',
      path: '/usage/learner-day',
      input: z.object({ userId: z.uuid(), day }),
      answer: usageFigures,
    },
  },
} as const satisfies InternalContract;
