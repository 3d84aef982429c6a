import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import type { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    TUTOR_INFERENCE_PORT: env.port(4003),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
