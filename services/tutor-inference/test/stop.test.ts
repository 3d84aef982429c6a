import { requestReplyStop } from '@tutor/service-runtime';
import { type ReplyCompleted, type ReplyJobData } from '@tutor/contracts';
import type OpenAI from 'openai';
import pg from 'pg';
import { countActiveReplies } from '../src/data/active-replies';
import { replyJobHarness, schoolReplyJob } from './reply-job-harness';

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
  const {
    run: runJob,
    entries,
    events,
    redis,
  } = replyJobHarness('inference_stop', { REPLY_STOP_POLL_MS: '50' });
  const run = (openai: OpenAI, data: ReplyJobData) => runJob(openai, data, 3);
  const jobFor = schoolReplyJob;

  it('leaves no reply under way when its start fails (PostgreSQL does not answer), and fails with that error', async () => {
    const data = jobFor();
    const { openai, seen } = slowModel();
    const unreachable = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      await expect(runJob(openai, data, 3, unreachable)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await unreachable.end();
    }
    expect(seen.calls).toBe(0);
    expect(await countActiveReplies(redis(), data.userId)).toBe(0);
  });

  it('ends generation early and keeps the partial text as the reply (one ReplyCompleted, stopped)', async () => {
    const data = jobFor();
    const { openai, seen } = slowModel();
    const running = run(openai, data);
    // Let a few words be written, then stop (as stopReply does).
    for (let i = 0; i < 200 && (await entries(data.replyId)).length < 5; i++)
      await new Promise((r) => setTimeout(r, 10));
    await requestReplyStop(redis(), data.replyId);
    expect(await running).toEqual({ outcome: 'stopped' });
    expect(seen.aborted).toBe(true); // the model request itself was aborted
    expect(seen.yielded).toBeLessThan(CHUNKS / 2); // stopped early, not at the end of the reply

    // The stream's `done` is the conversation service's, once it has stored the reply (ADR 14): none here.
    const stream = await entries(data.replyId);
    expect(stream.every((e) => e.type === 'chunk')).toBe(true);
    const written = stream
      .filter((e): e is { type: 'chunk'; text: string } => e.type === 'chunk')
      .map((e) => e.text)
      .join('');
    expect(written.length).toBeGreaterThan(0);
    const announced = await events(data.conversationId);
    expect(announced.map((e) => e.type)).toEqual([
      'tutor.events.v1.ReplyCompleted',
      'tutor.events.v1.ReplyDelivered',
    ]);
    expect(announced[0]!.payload as ReplyCompleted).toMatchObject({
      replyId: data.replyId,
      content: written,
      stopped: true,
    });

    // The job delivered again (a worker died after committing) announces nothing new.
    await run(openai, data);
    expect(await events(data.conversationId)).toHaveLength(2);
    expect(seen.calls).toBe(1);
  }, 30_000);

  it('never asks the model for a reply stopped before its job started (an empty reply, stopped)', async () => {
    const data = jobFor();
    const { openai, seen } = slowModel();
    await requestReplyStop(redis(), data.replyId);
    expect(await run(openai, data)).toEqual({ outcome: 'stopped' });
    expect(seen.calls).toBe(0);
    expect(await entries(data.replyId)).toEqual([]);
    const announced = await events(data.conversationId);
    expect(announced.map((e) => e.type)).toEqual([
      'tutor.events.v1.ReplyCompleted',
      'tutor.events.v1.ReplyDelivered',
    ]);
    expect(announced[0]!.payload).toMatchObject({ content: '', stopped: true });
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
  }, 30_000);
});

describe('reply job: the reply deadline', () => {
  const { run, events } = replyJobHarness('inference_deadline', { REPLY_TIMEOUT_MS: '1000' });

  it('aborts a model request that outlasts REPLY_TIMEOUT_MS and fails the reply on its last attempt', async () => {
    const data = schoolReplyJob();
    const { openai, seen } = slowModel(); // 200 words, 20 ms apart: longer than the deadline
    expect(await run(openai, data)).toEqual({ outcome: 'failed' });
    expect(seen.aborted).toBe(true);
    expect(seen.yielded).toBeLessThan(CHUNKS);
    expect((await events(data.conversationId)).map((e) => e.type)).toEqual(['tutor.events.v1.ReplyFailed']);
  }, 30_000);

  it('throws for a retry while attempts remain, so BullMQ runs the reply again', async () => {
    const data = schoolReplyJob();
    const { openai } = slowModel();
    await expect(run(openai, data, 3)).rejects.toThrow();
    expect(await events(data.conversationId)).toEqual([]);
  }, 30_000);
});
