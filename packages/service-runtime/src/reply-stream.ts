import {
  decodeReplyEntry,
  encodeReplyEntry,
  REPLY_STREAM_MAX_LENGTH,
  REPLY_STREAM_TTL_SECONDS,
  replyStopKey,
  replyStreamKey,
  type ReplyStreamEntry,
  type ReplyStreamRecord,
} from '@tutor/contracts';
import type { Redis } from 'ioredis';

/**
 * The reply stream's only writer and only reader (its keys and entries are described in the contracts): the
 * inference worker appends a reply's entries, the gateway and the conversation service read them, and a learner's
 * stop is a flag beside the stream.
 */

export const requestReplyStop = (redis: Redis, replyId: string) =>
  redis.set(replyStopKey(replyId), '1', 'EX', REPLY_STREAM_TTL_SECONDS);
export const isReplyStopRequested = async (redis: Redis, replyId: string) =>
  (await redis.exists(replyStopKey(replyId))) > 0;
/** Which of these replies the learner has stopped, in one command (a worker asks for all it is writing at once). */
export async function stoppedReplies(redis: Redis, replyIds: readonly string[]): Promise<string[]> {
  if (!replyIds.length) return [];
  const flags = await redis.mget(...replyIds.map(replyStopKey));
  return replyIds.filter((_, i) => flags[i] !== null);
}

/**
 * Appends one entry (bounded, expiring). `renewExpiry` false skips the EXPIRE: a job's first and last entries set
 * it (the TTL outlives any job), so the entries in between cost one command each instead of a transaction.
 */
export async function appendReplyEntry(
  redis: Redis,
  replyId: string,
  entry: ReplyStreamEntry,
  { renewExpiry = true } = {},
): Promise<void> {
  const key = replyStreamKey(replyId);
  const maxLength = ['MAXLEN', '~', String(REPLY_STREAM_MAX_LENGTH)] as const;
  if (!renewExpiry) {
    await redis.xadd(key, ...maxLength, '*', ...encodeReplyEntry(entry));
    return;
  }
  await redis
    .multi()
    .xadd(key, ...maxLength, '*', ...encodeReplyEntry(entry))
    .expire(key, REPLY_STREAM_TTL_SECONDS)
    .exec();
}

/** The entries after `cursor`, waiting up to `blockMs` for the first (a blocking read holds its connection). */
export async function readReplyEntries(
  redis: Redis,
  replyId: string,
  cursor: string,
  { blockMs, count = 100 }: { blockMs: number; count?: number },
): Promise<ReplyStreamRecord[]> {
  const batch = await redis.xread(
    'COUNT',
    count,
    'BLOCK',
    blockMs,
    'STREAMS',
    replyStreamKey(replyId),
    cursor,
  );
  return (batch?.[0]?.[1] ?? []).map(([id, fields]) => ({ id, entry: decodeReplyEntry(fields) }));
}

/**
 * The entries after each reply's cursor, over many replies in one blocking read (the gateway's relay reads every
 * open stream this way on one connection); replies with nothing new are absent from the answer. Every key hashes
 * to its own slot, so this needs a single Redis (not a cluster).
 */
export async function readManyReplyEntries(
  redis: Redis,
  cursors: ReadonlyMap<string, string>,
  { blockMs, count = 500 }: { blockMs: number; count?: number },
): Promise<Map<string, ReplyStreamRecord[]>> {
  const ids = [...cursors.keys()];
  const batch = await redis.xread(
    'COUNT',
    count,
    'BLOCK',
    blockMs,
    'STREAMS',
    ...ids.map(replyStreamKey),
    ...ids.map((id) => cursors.get(id)!),
  );
  const byKey = new Map(ids.map((id) => [replyStreamKey(id), id]));
  const found = new Map<string, ReplyStreamRecord[]>();
  for (const [key, entries] of batch ?? []) {
    const replyId = byKey.get(key);
    if (replyId)
      found.set(
        replyId,
        entries.map(([id, fields]) => ({ id, entry: decodeReplyEntry(fields) })),
      );
  }
  return found;
}

/** The stream's last entry, if it has any. */
export async function lastReplyEntry(redis: Redis, replyId: string): Promise<ReplyStreamRecord | undefined> {
  const [last] = await redis.xrevrange(replyStreamKey(replyId), '+', '-', 'COUNT', 1);
  return last ? { id: last[0], entry: decodeReplyEntry(last[1]) } : undefined;
}

export const replyStreamLength = (redis: Redis, replyId: string) => redis.xlen(replyStreamKey(replyId));
export const deleteReplyStreams = (redis: Redis, replyIds: string[]) =>
  replyIds.length
    ? redis.del(...replyIds.flatMap((id) => [replyStreamKey(id), replyStopKey(id)]))
    : Promise.resolve(0);
