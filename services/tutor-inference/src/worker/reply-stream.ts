import {
  REPLY_STREAM_MAX_LENGTH,
  REPLY_STREAM_TTL_SECONDS,
  replyStreamKey,
  type Redis,
  type ReplyStreamEntry,
} from '@tutor/service-runtime';

/**
 * Appends one entry to a reply's stream (bounded, expiring): O(1) bytes per chunk, never the text so far.
 * `renewExpiry` false skips the EXPIRE: a job's first and last entries set it (the TTL outlives any job), so the
 * chunks in between cost one command each instead of a four-command transaction (bench/chat-pipeline.mjs).
 */
export async function appendToReplyStream(
  redis: Redis,
  replyId: string,
  entry: ReplyStreamEntry,
  { renewExpiry = true } = {},
): Promise<void> {
  const key = replyStreamKey(replyId);
  const fields = Object.entries(entry).flat();
  const maxLength = ['MAXLEN', '~', String(REPLY_STREAM_MAX_LENGTH)] as const;
  if (!renewExpiry) {
    await redis.xadd(key, ...maxLength, '*', ...fields);
    return;
  }
  await redis
    .multi()
    .xadd(key, ...maxLength, '*', ...fields)
    .expire(key, REPLY_STREAM_TTL_SECONDS)
    .exec();
}

export const replyStreamLength = (redis: Redis, replyId: string) => redis.xlen(replyStreamKey(replyId));
