import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime/config';
import { z } from 'zod';

export const DEV_SESSION_SECRET = 'dev-session-secret-not-for-production';

const subgraphUrl = (port: number) => z.string().url().default(`http://127.0.0.1:${port}/graphql`);

export const configSchema = commonEnvSchema
  .pick({
    NODE_ENV: true,
    LOG_LEVEL: true,
    REDIS_URL: true,
    KAFKA_BROKERS: true,
    EVENT_BUS_REDIS_URL: true,
    EVENT_PARTITIONS: true,
    NAMESPACE: true,
    INTERNAL_SECRET: true,
    SHUTDOWN_TIMEOUT_MS: true,
    SHUTDOWN_DRAIN_MS: true,
  })
  .extend({
    PORT: env.port(4000),
    IDENTITY_URL: subgraphUrl(4001),
    CONVERSATION_URL: subgraphUrl(4002),
    TUTOR_INFERENCE_URL: subgraphUrl(4003),
    BILLING_URL: subgraphUrl(4004),
    ADMIN_URL: subgraphUrl(4005),
    PROGRESS_URL: subgraphUrl(4007),
    FAMILY_URL: subgraphUrl(4008),
    PRACTICE_URL: subgraphUrl(4009),
    /** Built web app to serve at /; empty disables it (when the web app is served elsewhere). */
    WEB_DIST_DIR: z.string().default(''),
    /** Where browser navigations return to after sign-in and logout; defaults to this gateway (it serves the app). */
    CLIENT_URL: env.optionalString(),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SESSION_SECRET),
    /** A session unused this long ends (each request extends it). */
    SESSION_IDLE_MS: env.int(7 * 24 * 3600 * 1000, 60_000),
    /** A session ends this long after sign-in, however active. */
    SESSION_ABSOLUTE_MS: env.int(30 * 24 * 3600 * 1000, 60_000),
    GOOGLE_CLIENT_ID: env.optionalString(),
    GOOGLE_CLIENT_SECRET: env.optionalString(),
    GOOGLE_CALLBACK_URL: env.optionalString(),
    GOOGLE_AUTHORIZATION_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.string().url().default('https://www.googleapis.com/oauth2/v4/token'),
    GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
    /** Largest JSON body the /auth/* routes accept (bytes library syntax: 1mb, 500kb). */
    JSON_BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'like 1mb or 500kb')
      .default('1mb'),
    /** Largest image upload (the conversation service checks it again). */
    IMAGE_MAX_BYTES: env.int(5 * 1024 * 1024, 1024),
    /** How long the /auth/* send routes wait for a complete reply. */
    REPLY_WAIT_MS: env.int(120_000, 1000),
    /**
     * The most messages /auth/get-messages (and the send routes' messages) answer: a conversation's newest ones;
     * `?before=<message_id>` pages back. At most 5000, the conversation service's largest page.
     */
    FACADE_MESSAGES_CAP: env.int(2000, 1).pipe(z.number().max(5000)),
    /** Sign-in attempts per client address per minute (the start and the return from Google each count); 0 is off. */
    RATE_LIMIT_SIGN_IN_PER_MINUTE: env.int(60, 0),
    /** Messages (text or image) per user per minute; 0 is off. */
    RATE_LIMIT_MESSAGES_PER_MINUTE: env.int(20, 0),
    /** Images per user per minute; 0 is off. */
    RATE_LIMIT_UPLOADS_PER_MINUTE: env.int(5, 0),
    /** Replies one user may have on their way at once; 0 is off. */
    RATE_LIMIT_CONCURRENT_REPLIES: env.int(3, 0),
    /** How long the gateway keeps a user's copy of profile and plan after its last change (ADR 20). */
    VIEWER_TTL_MS: env.int(24 * 3600 * 1000, 60_000),
    /** The one owner account's e-mail: a session's role is computed from it on every request (ADR 6). */
    OWNER_EMAIL: env.optionalString(),
    /** Port of the development Google stand-in, used when GOOGLE_CLIENT_ID is unset. */
    DEV_GOOGLE_PORT: env.port(4011),
  })
  .superRefine(productionGuards)
  .superRefine((cfg, ctx) => {
    if (cfg.NODE_ENV !== 'production') return;
    if (cfg.SESSION_SECRET === DEV_SESSION_SECRET)
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be set in production' });
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_CALLBACK_URL'] as const) {
      if (!cfg[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'production needs real Google sign-in settings',
        });
    }
  });

export type Config = z.infer<typeof configSchema>;
