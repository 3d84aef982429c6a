export type ConversationErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'NO_CREDITS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BILLING_UNAVAILABLE'
  | 'NOT_YET'
  | 'PRACTICE_UNAVAILABLE';

/** A refusal with a code the clients map to a status (the REST facade: 400, 404, 403, 402, 413, 415, 503; NOT_YET 409). */
export class ConversationError extends Error {
  constructor(
    readonly code: ConversationErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
