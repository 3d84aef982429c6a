import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPLY_STREAM_TTL_SECONDS } from './reply-stream';

/**
 * The reply stream token: what lets the gateway's SSE route open a reply's stream without asking the conversation
 * service who owns it. The conversation service, which knows the owner, signs it when it starts a reply (or hands
 * out an active one); the gateway verifies it against the session's user. `<claims>.<mac>`, both base64url, the
 * MAC an HMAC-SHA256 with the internal secret over a purpose label and the claims (so no other token signed with
 * that secret, such as a gateway identity, can pass for one).
 *
 * It lives as long as a reply stream can (REPLY_STREAM_TTL_SECONDS): a stream's last entry is written at or after
 * the token is signed, and the stream outlives that entry by its TTL, so while a token is valid a missing stream
 * means "not started yet", never "expired".
 */
export const REPLY_STREAM_TOKEN_TTL_SECONDS = REPLY_STREAM_TTL_SECONDS;
const PURPOSE = 'reply-stream-token.v1';

export interface ReplyStreamClaims {
  /** The reply's owner. */
  userId: string;
  replyId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const macOf = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest();

export function signReplyStreamToken(
  { userId, replyId }: { userId: string; replyId: string },
  secret: string,
  { ttlSeconds = REPLY_STREAM_TOKEN_TTL_SECONDS, now = Date.now() } = {},
): string {
  const claims: ReplyStreamClaims = { userId, replyId, exp: Math.floor(now / 1000) + ttlSeconds };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${macOf(body, secret).toString('base64url')}`;
}

/** Why a token does not open a stream: `invalid` (malformed, tampered with, or signed for something else), `expired`. */
export type ReplyStreamTokenProblem = 'invalid' | 'expired';

/** The token's claims when its signature holds (compared in constant time) and it has not expired. */
export function verifyReplyStreamToken(
  token: string,
  secret: string,
  now = Date.now(),
): { claims: ReplyStreamClaims } | { problem: ReplyStreamTokenProblem } {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { problem: 'invalid' };
  const expected = macOf(body, secret);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'invalid' };
  let claims: Partial<ReplyStreamClaims>;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ReplyStreamClaims>;
  } catch {
    return { problem: 'invalid' };
  }
  const { userId, replyId, exp } = claims;
  if (typeof userId !== 'string' || typeof replyId !== 'string' || typeof exp !== 'number')
    return { problem: 'invalid' };
  if (exp * 1000 <= now) return { problem: 'expired' };
  return { claims: { userId, replyId, exp } };
}
