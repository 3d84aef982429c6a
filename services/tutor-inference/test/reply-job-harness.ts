import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { STREAM_START, type ReplyJobData, type ReplyStreamEntry } from '@tutor/contracts';
import {
  createRedis,
  decodeEnvelope,
  decodePayload,
  loadConfig,
  migrate,
  type Redis,
  deleteReplyStreams,
  readReplyEntries,
} from '@tutor/service-runtime';
import type { Job } from 'bullmq';
import type OpenAI from 'openai';
import type pg from 'pg';
import { Registry } from 'prom-client';
import { freshDatabase, log } from '@tutor/test-kit';
import { configSchema } from '../src/config';
import { replyHandler } from '../src/worker/reply-job';

/**
 * What the worker tests share: the reply job against real PostgreSQL (the service's migrations and outbox) and
 * Redis, run with the model a test gives, and what it wrote (stream entries, outbox events). Call it in a
 * `describe`: it opens a fresh database before the tests and drops it, and the streams it wrote, after them.
 */
export function replyJobHarness(database: string, env: Record<string, string> = {}) {
  const config = loadConfig(configSchema, {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_SECRET: 'inference-test-secret-0123',
    ...env,
  });
  let db: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let redis: Redis | undefined;
  const written: string[] = [];
  beforeAll(async () => {
    db = await freshDatabase(database);
    await migrate(db.pool, path.join(__dirname, '..', 'migrations'));
    redis = createRedis(process.env.REDIS_URL!);
  }, 60_000);
  afterAll(async () => {
    if (redis) await deleteReplyStreams(redis, written);
    redis?.disconnect();
    await db?.drop();
  }, 60_000);

  const pool = (): pg.Pool => db!.pool;
  const entries = async (replyId: string): Promise<ReplyStreamEntry[]> =>
    (await readReplyEntries(redis!, replyId, STREAM_START, { blockMs: 1, count: 10_000 })).map(
      (r) => r.entry,
    );
  return {
    config,
    pool,
    redis: () => redis!,
    /**
     * One run of the job, as BullMQ would start it (a registry per run: each handler registers its histograms), on
     * the test's database or on `pool`.
     */
    run(openai: OpenAI, data: ReplyJobData, attempts = 1, pool: pg.Pool = db!.pool) {
      written.push(data.replyId);
      return replyHandler({ pool, redis: redis!, openai, config, log, metrics: new Registry() })({
        data,
        opts: { attempts },
        attemptsMade: 0,
      } as Job<ReplyJobData>);
    },
    entries,
    /** The text the stream carried, piece by piece. */
    chunks: async (replyId: string) =>
      (await entries(replyId)).flatMap((e) => (e.type === 'chunk' ? [e.text] : [])),
    /** The events the job put in the outbox for a conversation, oldest first, decoded, with their topics. */
    events: async (conversationId: string) =>
      (
        await pool().query<{ type: string; topic: string; envelope: Buffer }>(
          'SELECT type, topic, envelope FROM outbox WHERE aggregate_id = $1 ORDER BY seq',
          [conversationId],
        )
      ).rows.map((r) => ({
        type: r.type,
        topic: r.topic,
        payload: decodePayload(decodeEnvelope(r.envelope)),
      })),
  };
}

/** A school reply job for a new conversation: one learner question, in English. */
export function schoolReplyJob(): ReplyJobData {
  const conversationId = randomUUID();
  return {
    replyId: `${conversationId}_1700000000001`,
    conversationId,
    userId: randomUUID(),
    learner: { name: 'Nour', language: 'en' },
    topic: { domain: 'school' },
    history: [{ role: 'user', content: 'What is a force?' }],
  };
}
