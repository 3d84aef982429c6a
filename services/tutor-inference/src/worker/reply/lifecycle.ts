import {
  MessageFlaggedSchema,
  QuizAnsweredSchema,
  ReplyCompletedSchema,
  ReplyDeliveredSchema,
  ReplyFailedSchema,
  TOPICS,
  type ReplyJobData,
} from '@tutor/contracts';
import {
  changeWithEvents,
  encodeEvent,
  type Pool,
  type Redis,
  appendReplyEntry,
  isReplyStopRequested,
  replyStreamLength,
} from '@tutor/service-runtime';
import type { Job } from 'bullmq';
import type { Config } from '../../config';
import { activeRepliesKey } from '../../data/active-replies';
import { clearFailedOutcome, replyOutcome, replyOutcomeRecord } from '../../data/replies';
import { excerptOf } from '../../domain/moderation';
import type { ReplyMetrics } from './metrics';
import type { ReplyRun } from './run';

/**
 * The worker's side of the reply's life (contracts' REPLY_STATES): the moves that reach the stores. A reply is
 * marked active while it streams; its outcome (screened, withheld or stopped: ReplyCompleted; or failed:
 * ReplyFailed) is recorded once, with its events, in the `replies` row that makes the job idempotent. The
 * conversation service moves it on from there (refunded, stored, done).
 */
export interface LifecycleDeps {
  pool: Pool;
  redis: Redis;
  config: Config;
  metrics: ReplyMetrics;
}

/**
 * How many times a reply's job may be taken over from a worker that died (BullMQ's stalled jobs) before the reply
 * fails. BullMQ itself never gives up on a reply job (worker.ts): it would fail it without running it, and
 * nothing would end the learner's wait.
 */
export const MAX_TAKEOVERS = 2;

/** Where a job starts from: a stop asked for while it was queued, a partial reply of an earlier attempt. */
export interface Begun {
  stopRequested: boolean;
  partial: number;
}

/**
 * queued → streaming: the reply marked active, or the job's end when the reply had ended already (completed
 * before: nothing more; its workers died too often: it fails). Both stores are read at once (time to first token
 * waits on it; the three Redis commands go in one write: the connection pipelines automatically).
 */
export async function beginReply(
  deps: LifecycleDeps,
  job: Pick<Job<ReplyJobData>, 'data' | 'stalledCounter'>,
): Promise<Begun | { outcome: 'completed'; repeated: true } | { outcome: 'failed' }> {
  const { pool, redis } = deps;
  const data = job.data;
  let writing = false; // from here on the reply's end (leaveActive) leaves the active set; until then, this does
  try {
    const [previous, , stopRequested, partial] = await Promise.all([
      replyOutcome(pool, data.replyId),
      redis.sadd(activeRepliesKey(data.userId), data.replyId),
      isReplyStopRequested(redis, data.replyId),
      replyStreamLength(redis, data.replyId),
    ]);
    // Its stream's `done` comes from the conversation service once it has stored the reply (ADR 14).
    if (previous === 'completed') return { outcome: 'completed', repeated: true };
    // Decided here, inside the job, so a worker killed while failing it leaves the job to be run again.
    if (job.stalledCounter > MAX_TAKEOVERS) {
      await failReply(deps, data, `the reply's worker stopped ${job.stalledCounter} times`);
      return { outcome: 'failed' };
    }
    // A new job for a reply that failed before: the learner pressed Retry.
    if (previous === 'failed') await clearFailedOutcome(pool, data.replyId);
    writing = true;
    return { stopRequested, partial };
  } finally {
    // Not writing after all (a repeated job, a failure, or a store that did not answer): the error, if any, is
    // the job's, not the clean-up's.
    if (!writing) await leaveActive(redis, data).catch(() => undefined);
  }
}

/** The reply no longer counts as in flight (the learner's concurrent-replies limit). */
export async function leaveActive(redis: Redis, data: ReplyJobData): Promise<void> {
  await redis.srem(activeRepliesKey(data.userId), data.replyId);
}

/**
 * Records a written reply (screened, withheld or stopped) with its ReplyCompleted, its flag and its quiz mark, once;
 * its stream's `done` is the conversation service's, once it has stored the reply (ADR 14).
 */
export async function completeReply(deps: LifecycleDeps, reply: ReplyRun): Promise<boolean> {
  const recorded = await record(deps, reply.data, 'completed', completedEvents(deps.config, reply));
  // Counted once the outcome is committed, so a rolled-back or repeated job counts nothing.
  if (recorded && reply.flag)
    deps.metrics.flags.inc({ category: reply.flag.category, source: reply.flag.source });
  if (recorded && reply.heldBack) deps.metrics.heldBack.inc({ reason: reply.heldBack });
  return recorded;
}

/** → failed, once: its ReplyFailed refunds the message and makes it Retry-able; the stream ends in `error`. */
export async function failReply(deps: LifecycleDeps, data: ReplyJobData, reason: string): Promise<void> {
  const event = encodeEvent(
    ReplyFailedSchema,
    { ...idsOf(data), reason: reason.slice(0, 500) },
    metaOf(data),
  );
  if (await record(deps, data, 'failed', [event]))
    await appendReplyEntry(deps.redis, data.replyId, {
      type: 'error',
      message: 'No response from assistant',
    });
}

const idsOf = (data: ReplyJobData) => ({
  replyId: data.replyId,
  conversationId: data.conversationId,
  userId: data.userId,
});
// The events' trace context is the job's span (active here), so their consumers descend from the job.
const metaOf = (data: ReplyJobData) => ({ aggregateId: data.conversationId, producer: 'tutor-inference' });

function completedEvents(config: Config, { data, content, stopped, flag, heldBack, mark, usage }: ReplyRun) {
  const ids = idsOf(data);
  const meta = metaOf(data);
  const written = usage.find((u) => u.kind === 'reply');
  const completed = {
    ...ids,
    content,
    model: written?.model ?? config.OPENAI_MODEL,
    // Every model call of the reply (its quiz mark too); its cost is in tutor-inference's model_usage.
    promptTokens: usage.reduce((n, u) => n + u.tokensIn, 0),
    completionTokens: usage.reduce((n, u) => n + u.tokensOut, 0),
    stopped,
    flagged: Boolean(flag),
    heldBack,
  };
  return [
    encodeEvent(ReplyCompletedSchema, completed, meta),
    // The same reply without its text, on a topic of its own, for readers that only count replies (ADR 17).
    { ...encodeEvent(ReplyDeliveredSchema, ids, meta), topic: TOPICS.tutoringDelivery },
    // Announced with its reply, so once per reply; only the category and a short excerpt leave, on a topic of
    // its own: its readers never receive reply text (ADR 17).
    ...(flag
      ? [
          {
            ...encodeEvent(
              MessageFlaggedSchema,
              { ...ids, category: flag.category, source: flag.source, excerpt: excerptOf(flag.text) },
              meta,
            ),
            topic: TOPICS.tutoringFlag,
          },
        ]
      : []),
    // A marked quiz answer is announced with its reply, so exactly once per reply.
    ...(mark
      ? [
          encodeEvent(
            QuizAnsweredSchema,
            {
              ...ids,
              subjectId: data.topic.subjectId ?? '',
              unitId: data.topic.unitId ?? '',
              languageId: data.topic.languageId ?? '',
              correct: mark.correct,
            },
            meta,
          ),
        ]
      : []),
  ];
}

/**
 * The outcome and its events in one statement: a reply that had already ended (a retried or recovered job)
 * records and announces nothing.
 */
async function record(
  { pool }: LifecycleDeps,
  data: ReplyJobData,
  outcome: 'completed' | 'failed',
  events: Parameters<typeof changeWithEvents>[4],
): Promise<boolean> {
  const rows = await changeWithEvents(
    pool,
    replyOutcomeRecord(data, outcome),
    TOPICS.tutoringReply,
    data.conversationId,
    events,
  );
  return rows.length > 0;
}
