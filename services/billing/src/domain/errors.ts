export type BillingErrorCode = 'NO_CREDITS' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'FORBIDDEN';

/** A refusal the caller can act on; the GraphQL and HTTP layers turn the code into their own status. */
export class BillingError extends Error {
  constructor(
    readonly code: BillingErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const NO_CREDITS_MESSAGE = "You've used all your free messages. Please upgrade your account.";
