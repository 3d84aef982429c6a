import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import type { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    CONVERSATION_PORT: env.port(4002),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
