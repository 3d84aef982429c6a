import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import type { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    ADMIN_PORT: env.port(4005),
    /** The one owner account's e-mail; the directory lists it as Owner. */
    OWNER_EMAIL: env.optionalString(),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
