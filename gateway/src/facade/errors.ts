import type { GraphQLFormattedError } from 'graphql';

/** A facade answer other than 2xx, with the message the web app shows. */
export class FacadeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds to wait before trying again (429), sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  NO_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A rule's refusal that a later step lifts (practice: a hint before any attempt). */
  NOT_YET: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_REQUESTS: 429,
  /** A monthly learner past the owner's fair-use ceiling: the message (in their language) says when it lifts. */
  FAIR_USE_LIMIT: 429,
  BILLING_UNAVAILABLE: 503,
  PRACTICE_UNAVAILABLE: 503,
};

/** Seconds until a refusal lifts: its own figure, or until its `liftsAt` (the fair-use ceiling's). */
function retryAfterOf(extensions: GraphQLFormattedError['extensions'], now: number): number | undefined {
  const seconds = extensions?.retryAfterSeconds;
  if (typeof seconds === 'number') return seconds;
  const liftsAt = typeof extensions?.liftsAt === 'string' ? Date.parse(extensions.liftsAt) : NaN;
  return Number.isNaN(liftsAt) ? undefined : Math.max(1, Math.ceil((liftsAt - now) / 1000));
}

/** The first GraphQL error as an HTTP status and message: client mistakes 4xx, anything else 502. */
export function fromGraphqlErrors(errors: readonly GraphQLFormattedError[], now = Date.now()): FacadeError {
  const first = errors[0]!;
  const status = STATUS[String(first.extensions?.code)] ?? 502;
  return new FacadeError(
    status,
    status === 502 ? 'The service could not answer. Please try again.' : first.message,
    retryAfterOf(first.extensions, now),
  );
}
