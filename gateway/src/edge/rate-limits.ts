import type { ApolloServerPlugin } from '@apollo/server';
import { REPLY_ENDED_LUA, replyIdOf } from '@tutor/contracts';
import type { Logger, Redis } from '@tutor/service-runtime';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Config } from '../config';
import type { GatewayContext } from '../graphql/context';

/** What a limited caller is told (the web app shows its own text for the code, in the learner's language). */
export const RATE_LIMITED = 'RATE_LIMITED';

export class RateLimited extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  /** The JSON body of a 429 answer: a message, the code and when to try again (also in `Retry-After`). */
  get body() {
    return { message: this.message, code: RATE_LIMITED, retryAfterSeconds: this.retryAfterSeconds };
  }
}

// One round trip: count this attempt in the current window, start the window's clock on its first attempt.
const TAKE = `
local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

// A send, in one round trip: its uploads and messages counted in their windows (as TAKE), then a place reserved for
// each of its replies among the user's replies in flight (a sorted set of reply ids scored by when they must be
// over at the latest; one whose stream ended, 'done' or 'error' last, no longer counts, nor one past its deadline).
// A refusal at one step takes nothing further. Answers {0} when allowed, {1, ttl} over the uploads' limit, {2, ttl}
// over the messages', {3} when the replies in flight are full.
const TAKE_SEND = `${REPLY_ENDED_LUA}
local function over(key, points, limit)
  if tonumber(limit) == 0 or tonumber(points) == 0 then return false end
  local n = redis.call('INCRBY', key, points)
  if n == tonumber(points) then redis.call('PEXPIRE', key, ARGV[1]) end
  return n > tonumber(limit)
end
if over(KEYS[1], ARGV[2], ARGV[3]) then return {1, redis.call('PTTL', KEYS[1])} end
if over(KEYS[2], ARGV[4], ARGV[5]) then return {2, redis.call('PTTL', KEYS[2])} end
local max = tonumber(ARGV[8])
if max == 0 then return {0} end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', ARGV[6])
for _, id in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
  if reply_ended(id) then redis.call('ZREM', KEYS[3], id) end
end
local fresh = 0
for i = 9, #ARGV do
  if not redis.call('ZSCORE', KEYS[3], ARGV[i]) then fresh = fresh + 1 end
end
if redis.call('ZCARD', KEYS[3]) + fresh > max then return {3} end
for i = 9, #ARGV do redis.call('ZADD', KEYS[3], ARGV[7], ARGV[i]) end
redis.call('PEXPIREAT', KEYS[3], ARGV[7])
return {0}`;

type LimitsRedis = Redis & {
  rateLimitTake(key: string, windowMs: number, points: number): Promise<[number, number]>;
  rateLimitTakeSend(
    uploadsKey: string,
    messagesKey: string,
    inFlightKey: string,
    ...args: (string | number)[]
  ): Promise<number[]>;
};

/** How long a limit waits for Redis before letting the request through (the gateway's client queues commands while
 * Redis is away, which would otherwise hold every send until it is back). */
const REDIS_WAIT_MS = 1000;
const answerSoon = <T>(p: Promise<T>) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_WAIT_MS);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * The gateway's limits, counted in Redis so that every gateway replica shares them: fixed one-minute windows
 * for sign-in attempts (per address), messages and uploads (per user), and a cap on a user's replies in flight.
 * A limit of 0 is off. When Redis cannot answer, requests pass: the limits protect the service, they must not
 * become a way for a Redis hiccup to stop learners.
 */
export class RateLimits {
  private readonly prefix: string;
  private readonly redis: LimitsRedis;

  constructor(
    redis: Redis,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    this.prefix = `${config.NAMESPACE ? `${config.NAMESPACE}:` : ''}ratelimit:`;
    // Sent by SHA (EVALSHA), the script's text only when Redis does not know it yet.
    this.redis = redis as LimitsRedis;
    this.redis.defineCommand('rateLimitTake', { numberOfKeys: 1, lua: TAKE });
    this.redis.defineCommand('rateLimitTakeSend', { numberOfKeys: 3, lua: TAKE_SEND });
  }

  /** Counts `points` attempts of `what` by `who` in the current minute; throws RateLimited over `perMinute`. */
  async take(
    what: string,
    who: string,
    perMinute: number,
    points = 1,
    message = 'Too many requests',
  ): Promise<void> {
    if (!perMinute || points <= 0) return;
    let count: number;
    let ttlMs: number;
    try {
      [count, ttlMs] = await answerSoon(this.redis.rateLimitTake(this.key(what, who), 60_000, points));
    } catch (err) {
      this.log.warn({ err, what }, 'rate limit not checked: Redis did not answer');
      return;
    }
    if (count > perMinute) throw new RateLimited(message, Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  /**
   * A user's send of `replyIds` (`uploads` of them images): counted against the messages and uploads per minute,
   * and each reply given a place among the user's replies in flight, in one round trip. Throws RateLimited, with
   * the first limit it meets, and then takes nothing further.
   */
  async takeSend(userId: string, replyIds: string[], uploads: number): Promise<void> {
    const { RATE_LIMIT_UPLOADS_PER_MINUTE, RATE_LIMIT_MESSAGES_PER_MINUTE, RATE_LIMIT_CONCURRENT_REPLIES } =
      this.config;
    const now = Date.now();
    let answer: number[];
    try {
      answer = await answerSoon(
        this.redis.rateLimitTakeSend(
          this.key('uploads', userId),
          this.key('messages', userId),
          this.key('replies', userId),
          60_000,
          uploads,
          RATE_LIMIT_UPLOADS_PER_MINUTE,
          replyIds.length,
          RATE_LIMIT_MESSAGES_PER_MINUTE,
          now,
          now + this.config.REPLY_WAIT_MS,
          RATE_LIMIT_CONCURRENT_REPLIES,
          ...replyIds,
        ),
      );
    } catch (err) {
      this.log.warn({ err }, 'send limits not checked: Redis did not answer');
      return;
    }
    const [refused, ttlMs = 0] = answer;
    const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
    if (refused === 1) throw new RateLimited('Too many images', retryAfter);
    if (refused === 2) throw new RateLimited('Too many messages', retryAfter);
    if (refused === 3)
      throw new RateLimited(
        `At most ${RATE_LIMIT_CONCURRENT_REPLIES} replies can be on their way at once; wait for one to finish`,
        5,
      );
  }

  /** Gives back the places of replies that will not come (the send was refused). */
  async releaseReplies(userId: string, replyIds: string[]): Promise<void> {
    if (!replyIds.length) return;
    await answerSoon(this.redis.zrem(this.key('replies', userId), ...replyIds)).catch(() => undefined);
  }

  /** A user's keys share one hash slot (`{who}`): a send's script touches three of them at once. */
  private key(what: string, who: string) {
    return `${this.prefix}${what}:{${who}}`;
  }
}

/** Answers a RateLimited error as 429 with `Retry-After`. */
export function sendRateLimited(res: Response, limited: RateLimited): void {
  res.set('Retry-After', String(limited.retryAfterSeconds)).status(429).json(limited.body);
}

/**
 * Express guard for sign-in attempts, counted per client address. A browser's navigation (the sign-in button) is
 * sent back to the login page, which says how long to wait in the learner's language; other callers get the 429.
 */
export function signInLimit(limits: RateLimits, perMinute: number, clientUrl: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    limits
      .take('sign-in', req.ip ?? 'unknown', perMinute, 1, 'Too many sign-in attempts')
      .then(() => next())
      .catch((err: unknown) => {
        if (!(err instanceof RateLimited)) return next(err);
        if (req.method === 'GET' && req.headers.accept?.includes('text/html')) {
          res.set('Retry-After', String(err.retryAfterSeconds));
          return res.redirect(`${clientUrl}/login?error=rate-limited&retryAfter=${err.retryAfterSeconds}`);
        }
        sendRateLimited(res, err);
      });
  };
}

/** The top-level fields of an operation, through fragments, each with its arguments' values. */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen = new Set<string>(),
): { name: string; args: Record<string, unknown> }[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) {
      const field = selection as FieldNode;
      const args = Object.fromEntries(
        (field.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]),
      );
      return [{ name: field.name.value, args }];
    }
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return rootFields(selection.selectionSet, fragments, variables, seen);
    const name = selection.name.value;
    const fragment = fragments[name];
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, variables, seen);
  });
}

/**
 * Applies the message, upload and reply-concurrency limits to the sending mutations, for GraphQL over HTTP and the
 * REST facade alike (both run through this server). A refused send is answered 429 before anything runs.
 */
export function rateLimitPlugin(limits: RateLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let reserved: { userId: string; replyIds: string[] } | undefined;
      return {
        async didResolveOperation({ operation, document, request, contextValue }) {
          const userId = contextValue.caller.user?.id;
          if (operation?.operation !== 'mutation' || !userId) return;
          const fragments = Object.fromEntries(
            document.definitions
              .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
              .map((d) => [d.name.value, d]),
          );
          const sends = rootFields(operation.selectionSet, fragments, request.variables ?? {}).filter(
            (f) => f.name === 'sendMessage' || f.name === 'sendImage',
          );
          if (!sends.length) return;
          try {
            const uploads = sends.filter((f) => f.name === 'sendImage').length;
            const replyIds = sends.map((f) =>
              replyIdOf(String(f.args.conversationId), String(f.args.messageId)),
            );
            await limits.takeSend(userId, replyIds, uploads);
            reserved = { userId, replyIds };
          } catch (err) {
            if (!(err instanceof RateLimited)) throw err;
            throw new GraphQLError(err.message, {
              extensions: {
                code: RATE_LIMITED,
                retryAfterSeconds: err.retryAfterSeconds,
                http: { status: 429, headers: new Map([['retry-after', String(err.retryAfterSeconds)]]) },
              },
            });
          }
        },
        async willSendResponse({ response }) {
          // A send that was refused (no credits, bad input, ...) has no reply on its way: free its place.
          if (!reserved) return;
          const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
          if (result?.errors?.length) await limits.releaseReplies(reserved.userId, reserved.replyIds);
        },
      };
    },
  };
}
