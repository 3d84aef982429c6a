import { z } from 'zod';

/** Thrown when the environment does not satisfy a service's schema; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The development default for the internal secret; production refuses to start with it. */
export const DEV_INTERNAL_SECRET = 'dev-internal-secret-not-for-production';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Helpers for environment schemas: every value arrives as a string. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  int: (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback),
  bool: (fallback: boolean) => bool.default(fallback),
  url: () => z.string().url(),
  optionalString: () =>
    z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
};

/** Variables every service reads. Services extend this with their own. */
export const commonEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  DATABASE_PREFIX: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'lowercase letters, digits and _ only')
    .default('tutor_'),
  DATABASE_POOL_MAX: env.int(10, 1),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  KAFKA_BROKERS: env.optionalString(),
  /** The Redis holding the event streams when Kafka is not set; REDIS_URL when unset. */
  EVENT_BUS_REDIS_URL: z.string().url().optional(),
  EVENT_PARTITIONS: env.int(8, 1),
  /**
   * Keeps this deployment's event topics and job queues apart from others sharing the same Redis or Kafka
   * (staging next to production, parallel test runs). Empty: the plain names.
   */
  NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_-]*$/, 'lowercase letters, digits, _ and - only')
    .default(''),
  INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_INTERNAL_SECRET),
  SHUTDOWN_TIMEOUT_MS: env.int(15000, 100),
  /**
   * After SIGTERM: how long the process stays serving while unready, so that the load balancer (ingress, the
   * Kubernetes Service) stops sending to it before it stops listening. 0 (the default) for a process alone.
   */
  SHUTDOWN_DRAIN_MS: env.int(0),
});
export type CommonConfig = z.infer<typeof commonEnvSchema>;

/** Refinements every service applies: production never runs on development secrets. */
export function productionGuards(
  cfg: Pick<CommonConfig, 'NODE_ENV' | 'INTERNAL_SECRET'>,
  ctx: z.RefinementCtx,
): void {
  if (cfg.NODE_ENV === 'production' && cfg.INTERNAL_SECRET === DEV_INTERNAL_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['INTERNAL_SECRET'],
      message: 'must be set to a real secret in production',
    });
  }
}

/** Parses the environment with a schema; on failure throws one error naming each bad variable. */
export function loadConfig<T>(schema: z.ZodType<T>, source: NodeJS.ProcessEnv = process.env): T {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.length ? issue.path.join('.') : '(environment)';
    const value = issue.path.length ? source[String(issue.path[0])] : undefined;
    const shown =
      value === undefined ? 'unset' : isSecretName(String(issue.path[0])) ? 'set' : JSON.stringify(value);
    return `  ${name} (${shown}): ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

const SECRET_NAME = /(SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE)/i;
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name) && !name.endsWith('_URL'); // GOOGLE_TOKEN_URL is an address, not a token
}

/** The effective configuration with secrets and URL credentials masked, safe to log. */
export function maskConfig(cfg: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(cfg)) {
    if (value === undefined) continue;
    if (isSecretName(key)) out[key] = '****';
    else if (typeof value === 'string') out[key] = maskUrlCredentials(value);
    else out[key] = value;
  }
  return out;
}

function maskUrlCredentials(value: string): string {
  return value.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]+:)[^@/\s]+@/gi, '$1****@');
}
