import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

export const EXAMPLE_INSTAPAY_ADDRESS = 'example-tutor@instapay';
export const EXAMPLE_WHATSAPP_NUMBER = '+20 100 000 0000';

export const configSchema = commonEnvSchema
  .extend({
    BILLING_PORT: env.port(4004),
    FREE_MESSAGES: env.int(10),
    MONTHLY_PRICE_EGP: env.int(99, 1),
    /** Egyptian pounds per US dollar: the owner's dashboard sets model cost (dollars) against income (pounds). */
    COST_EGP_PER_USD: z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,6})?$/, 'must be a decimal number, e.g. 50 or 48.75')
      .refine((v) => Number(v) > 0, 'must be greater than 0')
      .default('50'),
    SUBSCRIPTION_DAYS: env.int(30, 1),
    /** How often ended subscriptions are looked for (and announced): once per interval for all instances. */
    EXPIRY_SWEEP_MS: env.int(60_000, 1000),
    /** Where learners pay and send the screenshot; the defaults are obvious examples. */
    PAYMENT_INSTAPAY_ADDRESS: z.string().trim().min(1).max(100).default(EXAMPLE_INSTAPAY_ADDRESS),
    PAYMENT_WHATSAPP_NUMBER: z.string().trim().min(1).max(40).default(EXAMPLE_WHATSAPP_NUMBER),
    /** Largest payment screenshot (the same limit as chat images). */
    IMAGE_MAX_BYTES: env.int(5 * 1024 * 1024, 1024),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
