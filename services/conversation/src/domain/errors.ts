export type ConversationErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'NO_CREDITS'
  | 'FAIR_USE_LIMIT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BILLING_UNAVAILABLE'
  | 'NOT_YET'
  | 'PRACTICE_UNAVAILABLE';

/**
 * A refusal with a code the clients map to a status (the REST facade: 400, 404, 403, 402, 413, 415, 503; NOT_YET
 * 409; FAIR_USE_LIMIT 429), and what else a client needs to act on it (`details`, into the error's extensions).
 */
export class ConversationError extends Error {
  constructor(
    readonly code: ConversationErrorCode,
    message: string,
    readonly field?: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}
