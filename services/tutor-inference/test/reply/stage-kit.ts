import { randomUUID } from 'node:crypto';
import { STREAM_START, type ReplyJobData, type ReplyStreamEntry } from '@tutor/contracts';
import {
  createLogger,
  createRedis,
  loadConfig,
  type Pool,
  type Redis,
  deleteReplyStreams,
  readReplyEntries,
} from '@tutor/service-runtime';
import type OpenAI from 'openai';
import { Registry } from 'prom-client';
import { configSchema } from '../../src/config';
import { moderation, streamingCheck } from '../../src/worker/moderation';
import { replyMetrics } from '../../src/worker/reply/metrics';
import { ReplyRun } from '../../src/worker/reply/run';
import type { StageDeps } from '../../src/worker/reply/stage';

const log = createLogger('test', 'silent');

/**
 * What the stage tests share: a run of one reply on real Redis (its stream), with the local safety checker and
 * a model the test gives. Call it in a `describe`: it deletes the streams it wrote after the tests.
 */
export function stageKit() {
  const config = loadConfig(configSchema, {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_SECRET: 'inference-test-secret-0123',
    MODERATION_PROVIDER: 'local',
    SAFETY_HELPLINE: '16000',
    REPLY_FLUSH_MS: '0',
  });
  let redis: Redis | undefined;
  const written: string[] = [];
  beforeAll(() => {
    redis = createRedis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    if (redis) await deleteReplyStreams(redis, written);
    redis?.disconnect();
  });
  const openaiStub = {} as OpenAI;
  return {
    config,
    /** The stages' dependencies: `over` replaces any of them (a model, a pool). */
    deps: (over: Partial<StageDeps> = {}): StageDeps => ({
      pool: {} as Pool,
      redis: redis!,
      openai: openaiStub,
      config,
      log,
      moderate: moderation(openaiStub, config, log),
      screenPiece: streamingCheck(config),
      metrics: replyMetrics(new Registry()),
      ...over,
    }),
    /** A run of a reply that is streaming (as the job starts it), for `data` changed by `over`. */
    run(over: Partial<ReplyJobData> = {}, signal = new AbortController().signal): ReplyRun {
      const conversationId = randomUUID();
      const data: ReplyJobData = {
        replyId: `${conversationId}_1700000000001`,
        conversationId,
        userId: randomUUID(),
        learner: { name: 'Nour', language: 'en' },
        topic: { domain: 'school', subjectName: 'Science' },
        history: [{ role: 'user', content: 'What is a force?' }],
        ...over,
      };
      written.push(data.replyId);
      const run = new ReplyRun(data, signal, redis!, config.REPLY_FLUSH_MS);
      run.moveTo('streaming');
      return run;
    },
    /** The entries the reply's stream holds. */
    entries: async (run: ReplyRun): Promise<ReplyStreamEntry[]> =>
      (await readReplyEntries(redis!, run.data.replyId, STREAM_START, { blockMs: 1, count: 1000 })).map(
        (r) => r.entry,
      ),
  };
}

/** A streaming model that answers `pieces`, one chunk each, and records what it was asked. */
export function modelSaying(...pieces: string[]) {
  const asked: { messages: unknown[]; model: string }[] = [];
  const openai = {
    chat: {
      completions: {
        create: async (body: { messages: unknown[]; model: string }) => {
          asked.push(body);
          return (async function* () {
            for (const piece of pieces) yield { choices: [{ delta: { content: piece } }] };
          })();
        },
      },
    },
  };
  return { openai: openai as unknown as OpenAI, asked };
}
