import {
  REPLY_STREAM_MAX_LENGTH,
  REPLY_STREAM_TTL_SECONDS,
  replyStreamKey,
  type Redis,
  type ReplyStreamEntry,
} from '@tutor/service-runtime';

/** Appends one entry to a reply's stream (bounded, expiring): O(1) bytes per chunk, never the text so far. */
export async function appendToReplyStream(
  redis: Redis,
  replyId: string,
  entry: ReplyStreamEntry,
): Promise<void> {
  const key = replyStreamKey(replyId);
  const fields = Object.entries(entry).flat();
  await redis
    .multi()
    .xadd(key, 'MAXLEN', '~', String(REPLY_STREAM_MAX_LENGTH), '*', ...fields)
    .expire(key, REPLY_STREAM_TTL_SECONDS)
    .exec();
}

export const replyStreamLength = (redis: Redis, replyId: string) => redis.xlen(replyStreamKey(replyId));
