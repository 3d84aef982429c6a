import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    FAMILY_PORT: env.port(4008),
    /** The conversation service's address: its internal catalog checks a class's subject and pinned unit (ADR 19). */
    CONVERSATION_URL: z.string().url().default('http://127.0.0.1:4002/graphql'),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
