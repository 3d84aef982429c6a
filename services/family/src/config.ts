import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    FAMILY_PORT: env.port(4008),
    /** How long a link code stays valid (ADR 18: 24 hours). */
    FAMILY_CODE_TTL_MINUTES: env.int(24 * 60, 1),
    /** Wrong codes a parent may enter per window before redeeming is refused for the rest of it. */
    FAMILY_REDEEM_ATTEMPTS: env.int(5, 1),
    FAMILY_REDEEM_WINDOW_SECONDS: env.int(15 * 60, 1),
    /** The conversation service's address: its internal catalog checks a class's subject and pinned unit (ADR 19). */
    CONVERSATION_URL: z.string().url().default('http://127.0.0.1:4002/graphql'),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
