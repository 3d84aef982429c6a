import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import type { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    IDENTITY_PORT: env.port(4001),
    /** The one owner account's e-mail (case-insensitive): that account gets role Owner. */
    OWNER_EMAIL: env.optionalString(),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
