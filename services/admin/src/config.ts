import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import type { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    ADMIN_PORT: env.port(4005),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
