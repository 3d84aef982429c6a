import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

/** True when the runtime knows the IANA time zone (Intl throws a RangeError for an unknown one). */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const configSchema = commonEnvSchema
  .extend({
    PROGRESS_PORT: env.port(4007),
    /** The learners' time zone: events are counted on the day they happened there (ADR 15). */
    PROGRESS_TIME_ZONE: z
      .string()
      .default('Africa/Cairo')
      .refine(isTimeZone, 'must be an IANA time zone such as Africa/Cairo'),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
