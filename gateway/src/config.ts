import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

const subgraphUrl = (port: number) => z.string().url().default(`http://127.0.0.1:${port}/graphql`);

export const configSchema = commonEnvSchema
  .pick({ NODE_ENV: true, LOG_LEVEL: true, REDIS_URL: true, KAFKA_BROKERS: true, EVENT_PARTITIONS: true, INTERNAL_SECRET: true, SHUTDOWN_TIMEOUT_MS: true, OTEL_EXPORTER_OTLP_ENDPOINT: true })
  .extend({
    PORT: env.port(4000),
    IDENTITY_URL: subgraphUrl(4001),
    CONVERSATION_URL: subgraphUrl(4002),
    TUTOR_INFERENCE_URL: subgraphUrl(4003),
    BILLING_URL: subgraphUrl(4004),
    ADMIN_URL: subgraphUrl(4005),
    /** Built web app to serve at /; empty disables it (when the web app is served elsewhere). */
    WEB_DIST_DIR: z.string().default(''),
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;
