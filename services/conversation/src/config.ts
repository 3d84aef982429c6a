import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    CONVERSATION_PORT: env.port(4002),
    /** Billing's base address (its internal credit routes sit next to its subgraph). */
    BILLING_URL: z.string().url().default('http://127.0.0.1:4004/graphql'),
    /** Practice's base address (its internal tutoring routes sit next to its subgraph, ADR 22). */
    PRACTICE_URL: z.string().url().default('http://127.0.0.1:4009/graphql'),
    /** Largest image a learner can send, in bytes. */
    IMAGE_MAX_BYTES: env.int(5 * 1024 * 1024, 1024),
    /** Longest learner message, in characters. */
    MESSAGE_MAX_CHARS: env.int(4000, 10),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
