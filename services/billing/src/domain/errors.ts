import type { FairUseRefusal } from '@tutor/contracts';

export type BillingErrorCode = 'NO_CREDITS' | 'FAIR_USE_LIMIT' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'FORBIDDEN';

/** A refusal the caller can act on; the GraphQL and HTTP layers turn the code into their own status. */
export class BillingError extends Error {
  constructor(
    readonly code: BillingErrorCode,
    message: string,
    /** The input field at fault (BAD_USER_INPUT). */
    readonly field?: string,
    /** FAIR_USE_LIMIT: which ceiling, its figure and when it lifts. */
    readonly fairUse?: FairUseRefusal,
  ) {
    super(message);
  }
}

export const NO_CREDITS_MESSAGE = "You've used all your free messages. Please upgrade your account.";
