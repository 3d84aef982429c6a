import { Redis, type RedisOptions } from 'ioredis';

export { Redis };

/**
 * A Redis connection that retries forever with capped backoff, as BullMQ requires
 * (`maxRetriesPerRequest: null`), so a Redis restart delays work instead of failing it.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...options,
  });
  // Connection errors are retried by ioredis; readiness reports them. Without a listener they would crash the process.
  redis.on('error', () => undefined);
  return redis;
}
