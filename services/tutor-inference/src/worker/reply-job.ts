import type { ReplyJobData } from '@tutor/contracts';
import type { JobHandler, Logger, Pool, Redis, Registry } from '@tutor/service-runtime';
import type { Job } from 'bullmq';
import OpenAI from 'openai';
import type { Config } from '../config';
import { moderation, streamingCheck } from './moderation';
import { beginReply, failReply, leaveActive } from './reply/lifecycle';
import { replyMetrics } from './reply/metrics';
import { closeReply, outcomeOf, writeReply } from './reply/pipeline';
import { ReplyRun } from './reply/run';
import type { StageDeps } from './reply/stage';
import { recordReplyUsage } from './reply/stages/finish';
import { ReplyStopWatch } from './stop-watch';

export { MAX_TAKEOVERS } from './reply/lifecycle';

/** 429, 5xx, dropped connections and timeouts are worth another attempt; other 4xx are not. */
export function isRetryable(err: unknown): boolean {
  if (err instanceof OpenAI.APIError && typeof err.status === 'number')
    return err.status === 429 || err.status >= 500;
  return true; // connection errors, a stream cut half-way, timeouts
}

export interface ReplyDeps {
  pool: Pool;
  redis: Redis;
  openai: OpenAI;
  config: Config;
  log: Logger;
  metrics: Registry;
}

/**
 * Produces the reply to one learner message: the reply's lifecycle begins it (reply/lifecycle.ts), the pipeline's
 * stages write it into its Redis stream and record its outcome (reply/pipeline.ts). The `replies` row makes it
 * idempotent: a job that runs again after its reply completed (a worker died after committing) does nothing more.
 * A completed reply's stream is ended (`done`) by the conversation service once it has stored the reply; a failed
 * one's `error` is written here.
 */
export function replyHandler({
  pool,
  redis,
  openai,
  config,
  log,
  metrics,
}: ReplyDeps): JobHandler<'generate-reply'> & {
  abandoned: (data: ReplyJobData, reason: string) => Promise<void>;
} {
  const deps: StageDeps = {
    pool,
    redis,
    openai,
    config,
    log,
    moderate: moderation(openai, config, log),
    screenPiece: streamingCheck(config),
    metrics: replyMetrics(metrics),
  };
  const stops = new ReplyStopWatch(redis, config.REPLY_STOP_POLL_MS);
  const handle: JobHandler<'generate-reply'> = async (job) => {
    const begun = await beginReply(deps, job);
    if ('outcome' in begun) return begun;
    const started = Date.now();
    // Stop: any replica's stopReply sets a Redis flag; the process's watch polls it for every reply being written
    // and aborts this one's requests, so a stop lands within one poll whether tokens are flowing or the model has
    // not answered yet. The reply's deadline aborts the same requests. One controller and a timer cleared at the
    // end, not AbortSignal.any over a timeout: on Node 20 such a signal, once listened to, is kept for ever when
    // its timeout source is collected first (the soak saw the worker grow by one per reply).
    const request = new AbortController();
    const reply = new ReplyRun(job.data, request.signal, redis, config.REPLY_FLUSH_MS, () =>
      deps.metrics.firstToken.observe((Date.now() - started) / 1000),
    );
    const unwatch = stops.watch(job.data.replyId, () => {
      if (reply.stop()) request.abort();
    });
    const deadline = setTimeout(
      () => request.abort(new DOMException('The reply took too long', 'TimeoutError')),
      config.REPLY_TIMEOUT_MS,
    );
    try {
      // Stopped while queued: the model is never asked.
      if (begun.stopRequested) reply.stop();
      else {
        reply.moveTo('streaming');
        // A previous attempt (a retry, or a worker that died) left a partial reply: readers drop it and start over.
        if (begun.partial > 0) await reply.resetStream();
      }
      await writeReply(reply, deps);
      return { outcome: outcomeOf(reply) };
    } catch (err) {
      return await afterFailure(deps, job, reply, err);
    } finally {
      clearTimeout(deadline);
      unwatch();
      await leaveActive(redis, job.data);
      deps.metrics.duration.observe((Date.now() - started) / 1000);
    }
  };
  /**
   * For a job that failed for good without this handler finishing it (it threw on its last attempt, say while
   * PostgreSQL was away): it fails like any other reply (nothing is recorded for one that completed), so the
   * learner's message is refunded and Retry-able instead of waiting for ever.
   */
  return Object.assign(handle, {
    abandoned: (data: ReplyJobData, reason: string) => failReply(deps, data, reason),
  });
}

/**
 * A stage threw. Aborting the requests for a stop surfaces here (as an abort error from the stream or a request):
 * the reply ends stopped. Otherwise BullMQ retries while attempts remain (with backoff), and the reply then fails.
 */
async function afterFailure(deps: StageDeps, job: Job<ReplyJobData>, reply: ReplyRun, err: unknown) {
  if (reply.stopped) {
    await closeReply(reply, deps);
    return { outcome: 'stopped' };
  }
  // A failed attempt writes nothing more; the next attempt starts with a reset, or the reply ends in error.
  await reply.discard();
  await recordReplyUsage(reply, deps, job.attemptsMade);
  const attempts = job.opts.attempts ?? 1;
  if (isRetryable(err) && job.attemptsMade + 1 < attempts) throw err;
  deps.log.warn({ err, replyId: job.data.replyId }, 'reply failed');
  await failReply(deps, job.data, (err as Error).message);
  return { outcome: 'failed' };
}
