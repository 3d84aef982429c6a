import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  readReplyEntries,
  requestReplyStop,
  STREAM_START,
  deleteReplyStreams,
  type ReplyCompleted,
  type ReplyJobData,
  type ReplyStreamEntry,
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

/**
 * The reply job against real PostgreSQL (the service's migrations and outbox) and Redis, with a slow stand-in
 * for the model that records how far it got: what Stop does to a reply being written.
 */
const CHUNKS = 200;
const CHUNK_MS = 20;

/** A streaming model: one word per CHUNK_MS until the request is aborted (as the OpenAI client's stream ends). */
function slowModel() {
  const seen = { calls: 0, yielded: 0, aborted: false };
  const openai = {
    chat: {
      completions: {
        create: async (_body: unknown, { signal }: { signal: AbortSignal }) => {
          seen.calls++;
          return (async function* () {
            for (let i = 0; i < CHUNKS; i++) {
              await new Promise((r) => setTimeout(r, CHUNK_MS));
              if (signal.aborted) {
                seen.aborted = true;
                throw new Error('Request was aborted.');
              }
              seen.yielded++;
              yield { choices: [{ delta: { content: `w${i} ` } }] };
            }
          })();
        },
      },
    },
  };
  return { openai: openai as unknown as OpenAI, seen };
}

describe('reply job: stopping a reply', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let pool: pg.Pool;
  let redis: Redis;
  const config = loadConfig(configSchema, {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_SECRET: 'inference-test-secret-0123',
    REPLY_STOP_POLL_MS: '50',
  });

  beforeAll(async () => {
    db = await freshDatabase('inference_stop');
    pool = db.pool;
    await migrate(pool, path.join(__dirname, '..', 'migrations'));
    redis = createRedis(process.env.REDIS_URL!);
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await db?.drop();
  }, 60_000);

  const jobFor = (): ReplyJobData => {
    const conversationId = randomUUID();
    return {
      replyId: `${conversationId}_1700000000001`,
      conversationId,
      userId: randomUUID(),
      learner: { name: 'Nour', language: 'en' },
      topic: { domain: 'school' },
      history: [{ role: 'user', content: 'What is a force?' }],
    };
  };
  const run = (openai: OpenAI, data: ReplyJobData) =>
    // A registry per handler: each one registers its own histograms.
    replyHandler({ pool, redis, openai, config, log, metrics: new Registry() })({
      data,
      opts: { attempts: 3 },
      attemptsMade: 0,
    } as Job<ReplyJobData>);

  const entries = async (replyId: string): Promise<ReplyStreamEntry[]> =>
    (await readReplyEntries(redis, replyId, STREAM_START, { blockMs: 1, count: 10_000 })).map((r) => r.entry);
  /** The ReplyCompleted / ReplyFailed events the job put in the outbox for this reply's conversation. */
  const events = async (conversationId: string) =>
    (
      await pool.query<{ type: string; envelope: Buffer }>(
        'SELECT type, envelope FROM outbox WHERE aggregate_id = $1 ORDER BY seq',
        [conversationId],
      )
    ).rows.map((r) => ({ type: r.type, payload: decodePayload(decodeEnvelope(r.envelope)) }));

  it('ends generation early and keeps the partial text as the reply (one ReplyCompleted, stopped)', async () => {
    const data = jobFor();
    const { openai, seen } = slowModel();
    const running = run(openai, data);
    // Let a few words be written, then stop (as stopReply does).
    for (let i = 0; i < 200 && (await entries(data.replyId)).length < 5; i++)
      await new Promise((r) => setTimeout(r, 10));
    await requestReplyStop(redis, data.replyId);
    const stoppedAt = Date.now();
    expect(await running).toEqual({ outcome: 'stopped' });
    expect(Date.now() - stoppedAt).toBeLessThan(1000); // within a poll or two, not the whole reply
    expect(seen.aborted).toBe(true); // the model request itself was aborted
    expect(seen.yielded).toBeLessThan(CHUNKS / 2);

    // The stream's `done` is the conversation service's, once it has stored the reply (ADR 14): none here.
    const stream = await entries(data.replyId);
    expect(stream.every((e) => e.type === 'chunk')).toBe(true);
    const written = stream
      .filter((e): e is { type: 'chunk'; text: string } => e.type === 'chunk')
      .map((e) => e.text)
      .join('');
    expect(written.length).toBeGreaterThan(0);
    const announced = await events(data.conversationId);
    expect(announced.map((e) => e.type)).toEqual(['tutor.events.v1.ReplyCompleted']);
    expect(announced[0]!.payload as ReplyCompleted).toMatchObject({
      replyId: data.replyId,
      content: written,
      stopped: true,
    });

    // The job delivered again (a worker died after committing) announces nothing new.
    await run(openai, data);
    expect(await events(data.conversationId)).toHaveLength(1);
    expect(seen.calls).toBe(1);
    await deleteReplyStreams(redis, [data.replyId]);
  }, 30_000);

  it('never asks the model for a reply stopped before its job started (an empty reply, stopped)', async () => {
    const data = jobFor();
    const { openai, seen } = slowModel();
    await requestReplyStop(redis, data.replyId);
    expect(await run(openai, data)).toEqual({ outcome: 'stopped' });
    expect(seen.calls).toBe(0);
    expect(await entries(data.replyId)).toEqual([]);
    const announced = await events(data.conversationId);
    expect(announced).toHaveLength(1);
    expect(announced[0]!.payload).toMatchObject({ content: '', stopped: true });
    await deleteReplyStreams(redis, [data.replyId]);
  });

  it('leaves a reply nobody stopped whole (stopped false)', async () => {
    const data = jobFor();
    const { openai, seen } = slowModel();
    expect(await run(openai, data)).toEqual({ outcome: 'completed' });
    expect(seen.yielded).toBe(CHUNKS);
    expect((await entries(data.replyId)).at(-1)?.type).toBe('chunk');
    const announced = await events(data.conversationId);
    expect(announced[0]!.payload).toMatchObject({ stopped: false });
    expect((announced[0]!.payload as ReplyCompleted).content.split(' ')).toHaveLength(CHUNKS + 1);
    await deleteReplyStreams(redis, [data.replyId]);
  }, 30_000);
});
