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

// The in-flight replies of one user: a sorted set of reply ids scored by when they must be over at the latest.
// A reply whose stream ended ('done' or 'error' last) no longer counts; neither does one past its deadline.
const RESERVE = `${REPLY_ENDED_LUA}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if reply_ended(id) then redis.call('ZREM', KEYS[1], id) end
end
local fresh = 0
for i = 4, #ARGV do
  if not redis.call('ZSCORE', KEYS[1], ARGV[i]) then fresh = fresh + 1 end
end
if redis.call('ZCARD', KEYS[1]) + fresh > tonumber(ARGV[3]) then return 0 end
for i = 4, #ARGV do redis.call('ZADD', KEYS[1], ARGV[2], ARGV[i]) end
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 1`;

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

  constructor(
    private readonly redis: Redis,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    this.prefix = `${config.NAMESPACE ? `${config.NAMESPACE}:` : ''}ratelimit:`;
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
      [count, ttlMs] = (await answerSoon(
        this.redis.eval(TAKE, 1, `${this.prefix}${what}:${who}`, 60_000, points),
      )) as [number, number];
    } catch (err) {
      this.log.warn({ err, what }, 'rate limit not checked: Redis did not answer');
      return;
    }
    if (count > perMinute) throw new RateLimited(message, Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  /** Reserves a place for each reply among the user's replies in flight; throws RateLimited when they are full. */
  async reserveReplies(userId: string, replyIds: string[]): Promise<void> {
    const max = this.config.RATE_LIMIT_CONCURRENT_REPLIES;
    if (!max || !replyIds.length) return;
    const now = Date.now();
    let reserved: number;
    try {
      reserved = (await answerSoon(
        this.redis.eval(
          RESERVE,
          1,
          this.inFlightKey(userId),
          now,
          now + this.config.REPLY_WAIT_MS,
          max,
          ...replyIds,
        ),
      )) as number;
    } catch (err) {
      this.log.warn({ err }, 'reply concurrency not checked: Redis did not answer');
      return;
    }
    if (!reserved)
      throw new RateLimited(`At most ${max} replies can be on their way at once; wait for one to finish`, 5);
  }

  /** Gives back the places of replies that will not come (the send was refused). */
  async releaseReplies(userId: string, replyIds: string[]): Promise<void> {
    if (!replyIds.length) return;
    await answerSoon(this.redis.zrem(this.inFlightKey(userId), ...replyIds)).catch(() => undefined);
  }

  private inFlightKey(userId: string) {
    return `${this.prefix}replies:{${userId}}`;
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
export function rateLimitPlugin(limits: RateLimits, config: Config): ApolloServerPlugin<GatewayContext> {
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
            await limits.take(
              'uploads',
              userId,
              config.RATE_LIMIT_UPLOADS_PER_MINUTE,
              uploads,
              'Too many images',
            );
            await limits.take(
              'messages',
              userId,
              config.RATE_LIMIT_MESSAGES_PER_MINUTE,
              sends.length,
              'Too many messages',
            );
            const replyIds = sends.map((f) =>
              replyIdOf(String(f.args.conversationId), String(f.args.messageId)),
            );
            await limits.reserveReplies(userId, replyIds);
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
