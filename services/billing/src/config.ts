import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import type { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    BILLING_PORT: env.port(4004),
    FREE_MESSAGES: env.int(10),
    MONTHLY_PRICE_EGP: env.int(99, 1),
    SUBSCRIPTION_DAYS: env.int(30, 1),
    /** How often ended subscriptions are looked for (and announced): once per interval for all instances. */
    EXPIRY_SWEEP_MS: env.int(60_000, 1000),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
