/**
 * The reply stream: the inference worker writes a reply into it as the model produces it; the gateway's SSE
 * route, its REST facade and its rate limiter read it. This module describes its keys and entries; the reads and
 * writes are the service runtime's reply-stream module.
 */

/** The Redis stream a reply's entries are appended to (bounded, expiring). */
export const replyStreamKey = (replyId: string) => `reply:{${replyId}}:chunks`;
export const REPLY_STREAM_MAX_LENGTH = 20_000;
export const REPLY_STREAM_TTL_SECONDS = 3600;

/**
 * One entry of a reply stream, stored as flat stream fields:
 * - `{ type: 'chunk', text }`: the next piece of the reply, never the text so far (O(1) bytes per chunk);
 * - `{ type: 'done' }`: the reply is complete (persisted from the ReplyCompleted event); `stopped: true` when the
 *   learner stopped it, so the text so far is the whole reply (readers that ignore `stopped` still end there);
 * - `{ type: 'error', message }`: the reply failed; the learner's message is marked failed and refunded;
 * - `{ type: 'reset' }`: a new attempt starts (a retry, or a worker took over from one that died): readers drop
 *   the partial text they have and keep reading.
 */
export type ReplyStreamEntry =
  | { type: 'chunk'; text: string }
  | { type: 'done'; stopped?: true }
  | { type: 'error'; message: string }
  | { type: 'reset' };

/** An entry with its stream id (the SSE event id a browser resumes after). */
export interface ReplyStreamRecord {
  id: string;
  entry: ReplyStreamEntry;
}

/** Nothing follows a `done` or an `error`. */
export const isFinal = (entry: ReplyStreamEntry) => entry.type === 'done' || entry.type === 'error';

/** The entry as a stream's flat field list. */
export const encodeReplyEntry = (entry: ReplyStreamEntry): string[] =>
  Object.entries(entry).flatMap(([name, value]) => [name, String(value)]);

/** The entry in a stream's flat field list; an unknown shape reads as an error, never as text. */
export function decodeReplyEntry(flat: string[]): ReplyStreamEntry {
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) fields[flat[i]!] = flat[i + 1]!;
  switch (fields.type) {
    case 'chunk':
      return { type: 'chunk', text: fields.text ?? '' };
    case 'done':
      return fields.stopped === 'true' ? { type: 'done', stopped: true } : { type: 'done' };
    case 'reset':
      return { type: fields.type };
    case 'error':
      return { type: 'error', message: fields.message ?? '' };
    default:
      return { type: 'error', message: `unreadable reply stream entry (${fields.type ?? 'no type'})` };
  }
}

/**
 * A learner's request to stop a reply: a flag any worker replica polls while it writes that reply (a key, not
 * pub/sub, so a stop sent before the job starts, or while no worker listens, is still seen). It expires with the
 * stream and is deleted with it (a Retry of a failed reply must not inherit an old stop).
 */
export const replyStopKey = (replyId: string) => `reply:{${replyId}}:stop`;

/** Two unsigned decimal integers (leading zeros allowed) compared exactly, as text: by length, then digit by digit. */
function compareDigits(a: string, b: string): number {
  if (a.length > 1 && a[0] === '0') a = a.replace(/^0+(?=\d)/, '');
  if (b.length > 1 && b[0] === '0') b = b.replace(/^0+(?=\d)/, '');
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Stream ids compare as (milliseconds, sequence), both up to 64 bits. Compared as text, not parsed: the relay
 * compares every entry it reads with every follower's cursor.
 */
export function entryIdAfter(a: string, b: string): boolean {
  const i = a.indexOf('-');
  const j = b.indexOf('-');
  const ms = compareDigits(a.slice(0, i), b.slice(0, j));
  return ms > 0 || (ms === 0 && compareDigits(a.slice(i + 1), b.slice(j + 1)) > 0);
}
export const STREAM_START = '0-0';
export const STREAM_ENTRY_ID = /^\d{1,20}-\d{1,20}$/;

/**
 * The same "has this reply ended?" for Lua scripts (the rate limiter counts replies in flight atomically):
 * `reply_ended(replyId)` is true when the stream's last entry is final, as `isFinal` says.
 */
const [KEY_HEAD, KEY_TAIL] = replyStreamKey('\u0000').split('\u0000') as [string, string];
export const REPLY_ENDED_LUA = `
local function reply_ended(reply_id)
  local last = redis.call('XREVRANGE', '${KEY_HEAD}' .. reply_id .. '${KEY_TAIL}', '+', '-', 'COUNT', 1)[1]
  if not last then return false end
  local fields = last[2]
  for i = 1, #fields, 2 do
    if fields[i] == 'type' then return fields[i + 1] == 'done' or fields[i + 1] == 'error' end
  end
  return false
end`;
