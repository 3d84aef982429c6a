import { z } from 'zod';
import {
  commonEnvSchema,
  ConfigError,
  DEV_INTERNAL_SECRET,
  env,
  loadConfig,
  maskConfig,
  productionGuards,
} from '../src/config';

const schema = commonEnvSchema
  .extend({ SOME_PORT: env.port(4100), OPENAI_API_KEY: env.optionalString() })
  .superRefine(productionGuards);

describe('loadConfig', () => {
  it('applies defaults when the environment is empty', () => {
    const cfg = loadConfig(schema, {});
    expect(cfg.SOME_PORT).toBe(4100);
    expect(cfg.NODE_ENV).toBe('development');
    expect(cfg.DATABASE_PREFIX).toBe('tutor_');
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(schema, { SOME_PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/SOME_PORT \("eighty"\)/);
    expect((error as Error).message).toMatch(/LOG_LEVEL \("loud"\)/);
  });

  it('does not print a bad secret value', () => {
    expect(() => loadConfig(schema, { INTERNAL_SECRET: 'short-secret' })).toThrow(
      /INTERNAL_SECRET \(set\): must be at least 16/,
    );
    expect(() => loadConfig(schema, { INTERNAL_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(
      /INTERNAL_SECRET .*real secret in production/,
    );
    expect(
      loadConfig(schema, { NODE_ENV: 'production', INTERNAL_SECRET: 'a-real-secret-of-enough-length' })
        .NODE_ENV,
    ).toBe('production');
  });
});

describe('maskConfig', () => {
  it('masks secret-named values and credentials inside URLs', () => {
    const masked = maskConfig({
      INTERNAL_SECRET: DEV_INTERNAL_SECRET,
      OPENAI_API_KEY: 'sk-123',
      DATABASE_URL: 'postgres://app:hunter2@db:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: 4000,
    });
    expect(masked).toEqual({
      INTERNAL_SECRET: '****',
      OPENAI_API_KEY: '****',
      DATABASE_URL: 'postgres://app:****@db:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: 4000,
    });
  });
});

describe('env helpers', () => {
  it('parses booleans strictly', () => {
    const s = z.object({ FLAG: env.bool(false) });
    expect(s.parse({ FLAG: 'true' }).FLAG).toBe(true);
    expect(s.parse({}).FLAG).toBe(false);
    expect(s.safeParse({ FLAG: 'maybe' }).success).toBe(false);
  });
});
