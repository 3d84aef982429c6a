import { randomUUID } from 'node:crypto';
import { replyStreamKey } from '@tutor/contracts';
import { createLogger, createRedis, type Redis } from '@tutor/service-runtime';
import { configSchema, type Config } from '../src/config';
import { RateLimited, RateLimits } from '../src/edge/rate-limits';

/** The gateway's limits against real Redis: each test has a namespace of its own. */
const log = createLogger('test', 'silent');
let redis: Redis;

beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  await redis.quit();
});

function limitsWith(env: Record<string, string> = {}): { limits: RateLimits; config: Config } {
  const config = configSchema.parse({ NODE_ENV: 'test', NAMESPACE: `limits-${randomUUID()}`, ...env });
  return { limits: new RateLimits(redis, config, log), config };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('rate limits (Redis)', () => {
  it('lets N attempts a minute through, refuses the next with how long to wait, and counts each key apart', async () => {
    const { limits } = limitsWith();
    for (let i = 0; i < 3; i++) await limits.take('messages', 'u1', 3);
    const refused = await refusal(limits.take('messages', 'u1', 3, 1, 'Too many messages'));
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).message).toBe('Too many messages');
    expect((refused as RateLimited).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused as RateLimited).retryAfterSeconds).toBeLessThanOrEqual(60);
    await limits.take('messages', 'u2', 3); // another user has a window of their own
    await limits.take('uploads', 'u1', 3); // and so has another kind of limit
  });

  it('counts several points at once (two messages in one request) and is off at 0', async () => {
    const { limits } = limitsWith();
    await limits.take('messages', 'u', 3, 2);
    expect(await refusal(limits.take('messages', 'u', 3, 2))).toBeInstanceOf(RateLimited);
    for (let i = 0; i < 100; i++) await limits.take('sign-in', 'ip', 0);
  });

  it('starts a new window when the old one ends', async () => {
    const { limits, config } = limitsWith();
    await limits.take('messages', 'u', 1);
    expect(await refusal(limits.take('messages', 'u', 1))).toBeInstanceOf(RateLimited);
    await redis.pexpire(`${config.NAMESPACE}:ratelimit:messages:{u}`, 1); // the minute is over
    await new Promise((r) => setTimeout(r, 20));
    await limits.take('messages', 'u', 1);
  });

  it('caps the replies in flight; a reply whose stream ended frees its place; a retry of one takes none', async () => {
    const { limits } = limitsWith({
      RATE_LIMIT_CONCURRENT_REPLIES: '2',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    const [a, b, c] = ['c1_1', 'c1_2', 'c1_3'].map((id) => `${randomUUID()}:${id}`) as [
      string,
      string,
      string,
    ];
    await limits.takeSend('u', [a], 0);
    await limits.takeSend('u', [b], 0);
    await limits.takeSend('u', [a], 0); // the same message again (Retry): still two
    const refused = await refusal(limits.takeSend('u', [c], 0));
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).message).toMatch(/At most 2 replies/);

    await redis.xadd(replyStreamKey(a), '*', 'type', 'chunk', 'text', 'Hel'); // still streaming
    expect(await refusal(limits.takeSend('u', [c], 0))).toBeInstanceOf(RateLimited);
    await redis.xadd(replyStreamKey(a), '*', 'type', 'done'); // finished
    await limits.takeSend('u', [c], 0);
    expect(await refusal(limits.takeSend('u', [`${randomUUID()}_4`], 0))).toBeInstanceOf(RateLimited);

    await limits.releaseReplies('u', [b]); // a refused send gives its place back
    await limits.takeSend('u', [`${randomUUID()}_5`], 0);
    await redis.del(replyStreamKey(a));
  });

  it('a send counts its messages and images, and one refused for either takes no place for its replies', async () => {
    const { limits, config } = limitsWith({
      RATE_LIMIT_MESSAGES_PER_MINUTE: '3',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1',
      RATE_LIMIT_CONCURRENT_REPLIES: '10',
    });
    const reply = () => `${randomUUID()}_1`;
    await limits.takeSend('u', [reply()], 1); // an image: 1 message, 1 upload
    const image = await refusal(limits.takeSend('u', [reply()], 1));
    expect((image as RateLimited).message).toBe('Too many images');
    await limits.takeSend('u', [reply(), reply()], 0); // two messages in one request: 3 of 3
    const refused = await refusal(limits.takeSend('u', [reply()], 0));
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).message).toBe('Too many messages');
    expect((refused as RateLimited).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Three sends got through (one image, one of two messages); the refused ones reserved nothing.
    expect(await redis.zcard(`${config.NAMESPACE}:ratelimit:replies:{u}`)).toBe(3);
    await limits.takeSend('u2', [reply()], 0); // another user has limits of their own
  });

  it('a failed reply (error entry) frees its place too', async () => {
    const { limits } = limitsWith({
      RATE_LIMIT_CONCURRENT_REPLIES: '1',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    const a = `${randomUUID()}_1`;
    await limits.takeSend('u', [a], 0);
    expect(await refusal(limits.takeSend('u', [`${randomUUID()}_2`], 0))).toBeInstanceOf(RateLimited);
    await redis.xadd(replyStreamKey(a), '*', 'type', 'error', 'message', 'No response from assistant');
    await limits.takeSend('u', [`${randomUUID()}_3`], 0);
    await redis.del(replyStreamKey(a));
  });

  it('lets requests through when Redis does not answer (the limits must not stop learners)', async () => {
    const broken = createRedis('redis://127.0.0.1:1');
    broken.on('error', () => undefined);
    const config = configSchema.parse({ NODE_ENV: 'test', RATE_LIMIT_CONCURRENT_REPLIES: '1' });
    const limits = new RateLimits(broken, config, log);
    try {
      await limits.take('messages', 'u', 1);
      await limits.take('messages', 'u', 1);
      await limits.takeSend('u', ['x_1', 'x_2'], 1);
    } finally {
      broken.disconnect();
    }
  }, 20_000);
});
