import {
  MessageFlaggedSchema,
  QuizAnsweredSchema,
  ReplyCompletedSchema,
  ReplyFailedSchema,
  TOPICS,
  type ReplyJobData,
} from '@tutor/contracts';
import {
  changeWithEvents,
  Counter,
  encodeEvent,
  Histogram,
  type Logger,
  type Pool,
  type Redis,
  type JobHandler,
  type Registry,
  appendReplyEntry,
  isReplyStopRequested,
  replyStreamLength,
} from '@tutor/service-runtime';
import OpenAI from 'openai';
import type { Config } from '../config';
import { activeRepliesKey } from '../data/active-replies';
import { excerptOf, type SafetyCategory } from '../domain/moderation';
import { clearFailedOutcome, latestReplyMode, replyOutcome, replyOutcomeRecord } from '../data/replies';
import { buildMessages, promptLanguage } from '../domain/prompt';
import type { QuizMark } from '../domain/prompts/language';
import { quizAnswerOf } from '../domain/quiz';
import { moderation, streamingCheck } from './moderation';
import { markQuizAnswer } from './quiz-mark';
import { CoalescingReplyWriter } from './reply-writer';
import { ReplyStopWatch } from './stop-watch';

/**
 * How much of the text already streamed each new piece is checked with, for a term or number cut between pieces
 * (terms are at most 22 characters; a longer e-mail address is caught by the check of the whole reply). The
 * check costs about 0.4 µs a character, on every piece.
 */
const SCREEN_OVERLAP_CHARS = 64;

/** The end of a text, from a word's start (a word cut in two could read as another: "skill" as "kill"). */
function lastWords(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const tail = text.slice(-chars);
  const space = tail.search(/\s/);
  return space < 0 ? tail : tail.slice(space + 1);
}

/** 429, 5xx, dropped connections and timeouts are worth another attempt; other 4xx are not. */
export function isRetryable(err: unknown): boolean {
  if (err instanceof OpenAI.APIError && typeof err.status === 'number')
    return err.status === 429 || err.status >= 500;
  return true; // connection errors, a stream cut half-way, timeouts
}

/**
 * How many times a reply's job may be taken over from a worker that died (BullMQ's stalled jobs) before the reply
 * fails. BullMQ itself never gives up on a reply job (worker.ts): it would fail it without running it, and
 * nothing would end the learner's wait.
 */
export const MAX_TAKEOVERS = 2;

/** What the safety check found, and in which text (the learner's message or the model's reply). */
interface Flag {
  category: SafetyCategory;
  source: 'message' | 'reply';
  text: string;
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
 * Produces the reply to one learner message: streams the model's tokens into the reply's Redis stream, then
 * records the outcome and its event in one transaction. The `replies` row makes it idempotent: a job that runs
 * again after its reply completed (a worker died after committing) does nothing more. A completed reply's
 * stream is ended (`done`) by the conversation service once it has stored the reply; a failed one's `error` is
 * written here.
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
  const firstToken = new Histogram({
    name: 'model_time_to_first_token_seconds',
    help: 'Model time to first token',
    registers: [metrics],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  });
  const duration = new Histogram({
    name: 'reply_job_duration_seconds',
    help: 'Reply job duration',
    registers: [metrics],
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 120],
  });
  const tokens = new Histogram({
    name: 'reply_tokens',
    help: 'Chunk entries per reply (tokens coalesced per flush window)',
    registers: [metrics],
    buckets: [10, 50, 100, 250, 500, 1000, 2000],
  });

  const flags = new Counter({
    name: 'safety_flags_total',
    help: 'Replies given the kind reply, by the category and the text the safety check flagged',
    labelNames: ['category', 'source'] as const,
    registers: [metrics],
  });
  const moderate = moderation(openai, config, log);
  const screenPiece = streamingCheck(config);
  const stops = new ReplyStopWatch(redis, config.REPLY_STOP_POLL_MS);

  const finish = async (
    data: ReplyJobData,
    outcome: 'completed' | 'failed',
    content: string,
    {
      reason = '',
      stopped = false,
      mark,
      flag,
    }: { reason?: string; stopped?: boolean; mark?: QuizMark; flag?: Flag } = {},
  ) => {
    // The outcome and its events in one statement: a reply that had already ended (a retried or recovered job)
    // records and announces nothing. The events' trace context is the job's span (active here), so their
    // consumers descend from the job.
    const meta = { aggregateId: data.conversationId, producer: 'tutor-inference' };
    const ids = { replyId: data.replyId, conversationId: data.conversationId, userId: data.userId };
    const events =
      outcome === 'completed'
        ? [
            encodeEvent(
              ReplyCompletedSchema,
              { ...ids, content, model: config.OPENAI_MODEL, stopped, flagged: Boolean(flag) },
              meta,
            ),
            // Announced with its reply, so once per reply; only the category and a short excerpt leave, on a topic
            // of its own: its readers never receive reply text (ADR 17).
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
          ]
        : [encodeEvent(ReplyFailedSchema, { ...ids, reason }, meta)];
    const recorded =
      (
        await changeWithEvents(
          pool,
          replyOutcomeRecord(data, outcome),
          TOPICS.tutoringReply,
          data.conversationId,
          events,
        )
      ).length > 0;
    // Counted once the outcome is committed, so a rolled-back or repeated job counts nothing.
    if (recorded && flag) flags.inc({ category: flag.category, source: flag.source });
    return recorded;
  };

  /** Ends a reply as failed, once: its ReplyFailed refunds the message and makes it Retry-able. */
  const fail = async (data: ReplyJobData, reason: string) => {
    if (await finish(data, 'failed', '', { reason: reason.slice(0, 500) }))
      await appendReplyEntry(redis, data.replyId, { type: 'error', message: 'No response from assistant' });
  };

  const handle: JobHandler<'generate-reply'> = async (job) => {
    const data = job.data;
    // What the job starts from, in both stores at once (time to first token waits on it): the reply's recorded
    // outcome; the reply marked active, a stop asked for while it was queued, a partial reply of an earlier
    // attempt (the three Redis commands go in one write: the connection pipelines automatically).
    let writing = false; // from here on the reply's end (below) leaves the active set; until then, this does
    let previous: Awaited<ReturnType<typeof replyOutcome>>;
    let stopRequested: boolean;
    let partial: number;
    try {
      [previous, , stopRequested, partial] = await Promise.all([
        replyOutcome(pool, data.replyId),
        redis.sadd(activeRepliesKey(data.userId), data.replyId),
        isReplyStopRequested(redis, data.replyId),
        replyStreamLength(redis, data.replyId),
      ]);
      // Its stream's `done` comes from the conversation service once it has stored the reply (ADR 14).
      if (previous === 'completed') return { outcome: 'completed', repeated: true };
      // Its workers died under it again and again: the reply fails (refunded, Retry-able) instead of going on for
      // ever. Decided here, inside the job, so a worker killed while failing it leaves the job to be run again.
      if (job.stalledCounter > MAX_TAKEOVERS) {
        await fail(data, `the reply's worker stopped ${job.stalledCounter} times`);
        return { outcome: 'failed' };
      }
      // A new job for a reply that failed before: the learner pressed Retry.
      if (previous === 'failed') await clearFailedOutcome(pool, data.replyId);
      writing = true;
    } finally {
      // Not writing after all (a repeated job, a failure, or a store that did not answer): the error, if any, is
      // the job's, not the clean-up's.
      if (!writing) await redis.srem(activeRepliesKey(data.userId), data.replyId).catch(() => undefined);
    }
    const started = Date.now();
    // Stop: any replica's stopReply sets a Redis flag; the process's watch polls it for every reply being written
    // and aborts this one's model request, so a stop lands within one poll whether tokens are flowing or the model
    // has not answered yet. The reply's deadline aborts the same request. One controller and a timer cleared at the
    // end, not AbortSignal.any over a timeout: on Node 20 such a signal, once listened to, is kept for ever when its
    // timeout source is collected first (the soak saw the worker grow by one per reply).
    const request = new AbortController();
    let stopped = false;
    const unwatch = stops.watch(data.replyId, () => {
      stopped = true;
      request.abort();
    });
    const deadline = setTimeout(
      () => request.abort(new DOMException('The reply took too long', 'TimeoutError')),
      config.REPLY_TIMEOUT_MS,
    );
    let content = '';
    let mark: QuizMark | undefined;
    let flag: Flag | undefined;
    // The model's pieces go into the stream coalesced: the first at once, then one entry per flush window.
    const writer = new CoalescingReplyWriter(
      (text, first) => appendReplyEntry(redis, data.replyId, { type: 'chunk', text }, { renewExpiry: first }),
      config.REPLY_FLUSH_MS,
    );
    const write = (piece: string) => {
      if (!content) firstToken.observe((Date.now() - started) / 1000);
      content += piece;
      writer.push(piece);
    };
    /**
     * A flagged reply is withheld (a `reset` makes readers drop what was streamed) and the kind reply takes its
     * place; `text` is what the model said, for the flag.
     */
    const withhold = async (category: SafetyCategory, text: string) => {
      await writer.drain();
      flag = { category, source: 'reply', text };
      mark = undefined; // the mark was in the withheld text: the learner never saw it
      await appendReplyEntry(redis, data.replyId, { type: 'reset' });
      content = '';
      write(promptLanguage(data.learner).safetyReply(category, 'reply', config.SAFETY_HELPLINE));
      await writer.drain();
    };
    /** The safety check of the model's whole text before it is stored. */
    const screenReply = async () => {
      await writer.drain();
      if (flag || !content.trim()) return;
      const verdict = await moderate(content, AbortSignal.timeout(config.REPLY_TIMEOUT_MS));
      if (verdict.flagged) await withhold(verdict.categories[0]!, content);
    };
    const endStopped = async () => {
      // The text read before the stop landed is written, so the stream's chunks add up to the stored reply.
      await screenReply();
      await finish(data, 'completed', content, { stopped: true, mark, flag });
      tokens.observe(writer.entries);
      return { outcome: 'stopped' };
    };
    try {
      // Stopped while queued: the model is never asked.
      if (stopRequested) return await endStopped();
      // A previous attempt (a retry, or a worker that died) left a partial reply: readers drop it and start over.
      if (partial > 0) await appendReplyEntry(redis, data.replyId, { type: 'reset' });
      const signal = request.signal;
      // The learner's new message is checked before the model sees it: a flagged one is answered kindly, in the
      // learner's language, and the model is never asked (nor a quiz answer marked).
      const message = data.history.at(-1);
      const verdict =
        message?.role === 'user'
          ? await moderate(message.content, signal)
          : { flagged: false, categories: [] };
      if (verdict.flagged) {
        flag = { category: verdict.categories[0]!, source: 'message', text: message!.content };
        write(promptLanguage(data.learner).safetyReply(flag.category, 'message', config.SAFETY_HELPLINE));
        await writer.drain();
        await finish(data, 'completed', content, { flag });
        tokens.observe(writer.entries);
        return { outcome: 'flagged' };
      }
      // Quiz: an answer to the tutor's question is marked first; the reply starts with the mark, then the model
      // (told the answer is marked) asks the next question.
      let note: string | undefined;
      const quiz =
        data.mode === 'quiz'
          ? quizAnswerOf(data, await latestReplyMode(pool, data.conversationId, data.replyId))
          : undefined;
      if (quiz) {
        mark = await markQuizAnswer(openai, config.OPENAI_MODEL, data, quiz, signal);
        const line = promptLanguage(data.learner).markLine(mark);
        note = promptLanguage(data.learner).alreadyMarked(line);
        write(`${line}\n\n`);
      }
      const stream = await openai.chat.completions.create(
        {
          model: data.image ? config.OPENAI_VISION_MODEL : config.OPENAI_MODEL,
          messages: buildMessages(data, config.REPLY_HISTORY_TOKENS, note),
          stream: true,
        },
        { signal, maxRetries: 0 },
      );
      for await (const chunk of stream) {
        if (stopped) break; // a chunk already read when the stop landed is not written
        const piece = chunk.choices[0]?.delta?.content;
        if (!piece) continue;
        // Each piece is checked before it is streamed (with the end of the text before it, for a term cut in
        // two): a reply that turns harmful stops there, the model is asked for no more (leaving the loop aborts
        // its request), and the learner never reads the harmful words.
        const verdict = screenPiece(lastWords(content, SCREEN_OVERLAP_CHARS) + piece);
        if (verdict.flagged) {
          await withhold(verdict.categories[0]!, content + piece);
          break;
        }
        write(piece);
      }
      if (stopped) return await endStopped();
      if (!content.trim()) throw new Error('The model returned an empty reply');
      await screenReply();
      // No `done` here: the conversation service writes it once the reply is stored (ADR 14).
      await finish(data, 'completed', content, { mark, flag });
      tokens.observe(writer.entries);
      return { outcome: flag ? 'flagged' : 'completed' };
    } catch (err) {
      // Aborting the request for a stop surfaces here (as an abort error from the stream or the request).
      if (stopped) return await endStopped();
      // A failed attempt writes nothing more; the next attempt starts with a reset, or the reply ends in error.
      await writer.discard();
      const attempts = job.opts.attempts ?? 1;
      if (isRetryable(err) && job.attemptsMade + 1 < attempts) throw err; // BullMQ retries with backoff
      log.warn({ err, replyId: data.replyId }, 'reply failed');
      await fail(data, (err as Error).message);
      return { outcome: 'failed' };
    } finally {
      clearTimeout(deadline);
      unwatch();
      await redis.srem(activeRepliesKey(data.userId), data.replyId);
      duration.observe((Date.now() - started) / 1000);
    }
  };
  /**
   * For a job that failed for good without this handler finishing it (it threw on its last attempt, say while
   * PostgreSQL was away): it fails like any other reply (nothing is recorded for one that completed), so the
   * learner's message is refunded and Retry-able instead of waiting for ever.
   */
  return Object.assign(handle, { abandoned: fail });
}
