import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  deleteReplyStreams,
  readReplyEntries,
  STREAM_START,
  type ReplyCompleted,
  type ReplyJobData,
} from '@tutor/contracts';
import {
  createRedis,
  decodeEnvelope,
  decodePayload,
  loadConfig,
  migrate,
  type Redis,
} from '@tutor/service-runtime';
import type { Job } from 'bullmq';
import type OpenAI from 'openai';
import type pg from 'pg';
import { Registry } from 'prom-client';
import { freshDatabase, log } from '../../../packages/service-runtime/test/support';
import { configSchema } from '../src/config';
import { replyHandler } from '../src/worker/reply-job';
import { CoalescingReplyWriter } from '../src/worker/reply-writer';

/**
 * Coalesced tokens: the first token is written at once, later ones in one entry per flush window. Counted, never
 * timed: the fast stand-in model yields all its tokens before any timer can fire, and the writer's window is
 * driven with fake timers.
 */
describe('coalescing reply writer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the first piece at once, then one entry per window holding every piece of that window, in order', async () => {
    const written: { text: string; first: boolean }[] = [];
    const writer = new CoalescingReplyWriter(async (text, first) => void written.push({ text, first }), 25);
    writer.push('a');
    await Promise.resolve();
    expect(written).toEqual([{ text: 'a', first: true }]); // without waiting for any window
    for (const piece of ['b', 'c', 'd']) writer.push(piece);
    expect(written).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(25);
    expect(written.map((w) => w.text)).toEqual(['a', 'bcd']);
    writer.push('e');
    writer.push('f');
    await writer.drain(); // the end of the reply writes what is pending without waiting for the window
    expect(written).toEqual([
      { text: 'a', first: true },
      { text: 'bcd', first: false },
      { text: 'ef', first: false },
    ]);
    expect(writer.entries).toBe(3);
    // After a pause as long as the window, the next piece does not wait for one.
    await jest.advanceTimersByTimeAsync(25);
    writer.push('g');
    await Promise.resolve();
    expect(written.at(-1)).toEqual({ text: 'g', first: false });
  });

  it('keeps a failed append (no unhandled rejection) and throws it from drain and from the next push', async () => {
    const writer = new CoalescingReplyWriter(async () => {
      throw new Error('redis down');
    }, 25);
    writer.push('a');
    await expect(writer.drain()).rejects.toThrow('redis down');
    expect(() => writer.push('b')).toThrow('redis down');
  });
});

describe('reply job: coalesced tokens', () => {
  const TOKENS = 300;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let pool: pg.Pool;
  let redis: Redis;
  const config = loadConfig(configSchema, {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_SECRET: 'inference-test-secret-0123',
  });

  beforeAll(async () => {
    db = await freshDatabase('inference_coalesce');
    pool = db.pool;
    await migrate(pool, path.join(__dirname, '..', 'migrations'));
    redis = createRedis(process.env.REDIS_URL!);
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await db?.drop();
  }, 60_000);

  /** A model far faster than the flush window: every token is ready at once. */
  const fastModel = {
    chat: {
      completions: {
        create: async () =>
          (async function* () {
            for (let i = 0; i < TOKENS; i++) yield { choices: [{ delta: { content: `t${i} ` } }] };
          })(),
      },
    },
  } as unknown as OpenAI;

  it('writes the first token as its own entry, far fewer entries than tokens, adding up to the stored reply', async () => {
    const conversationId = randomUUID();
    const data: ReplyJobData = {
      replyId: `${conversationId}_1700000000001`,
      conversationId,
      userId: randomUUID(),
      learner: { name: 'Nour', language: 'en' },
      topic: { domain: 'school' },
      history: [{ role: 'user', content: 'What is a force?' }],
    };
    const result = await replyHandler({
      pool,
      redis,
      openai: fastModel,
      config,
      log,
      metrics: new Registry(),
    })({
      data,
      opts: { attempts: 1 },
      attemptsMade: 0,
    } as Job<ReplyJobData>);
    expect(result).toEqual({ outcome: 'completed' });

    const stream = (
      await readReplyEntries(redis, data.replyId, STREAM_START, { blockMs: 1, count: 10_000 })
    ).map((r) => r.entry);
    const chunks = stream.flatMap((e) => (e.type === 'chunk' ? [e.text] : []));
    expect(chunks[0]).toBe('t0 ');
    expect(chunks.length).toBeLessThanOrEqual(TOKENS / 10);
    const expected = Array.from({ length: TOKENS }, (_, i) => `t${i} `).join('');
    expect(chunks.join('')).toBe(expected);
    const [event] = (
      await pool.query<{ envelope: Buffer }>('SELECT envelope FROM outbox WHERE aggregate_id = $1', [
        conversationId,
      ])
    ).rows.map((r) => decodePayload(decodeEnvelope(r.envelope)) as ReplyCompleted);
    expect(event!.content).toBe(expected);
    await deleteReplyStreams(redis, [data.replyId]);
  }, 30_000);
});
