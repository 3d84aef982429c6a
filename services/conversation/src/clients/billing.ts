import { BILLING_INTERNAL, type AnswerOf } from '@tutor/contracts';
import { createInternalClient, InternalCallError } from '@tutor/service-runtime';

/** A plan as billing answers it: the view, and the stored state with its version (what the gateway keeps, ADR 20). */
export type PlanAnswer = AnswerOf<typeof BILLING_INTERNAL.routes.plan>;

/** A refusal from billing: `NO_CREDITS` (the learner must upgrade) or any other failure, never a silent pass. */
export { InternalCallError as BillingCallError };

/** Message credits from billing, through its contract (`BILLING_INTERNAL`), signed as the conversation service. */
export function createBillingClient(baseUrl: string, secret: string, issuer: string, timeoutMs = 5000) {
  const billing = createInternalClient(BILLING_INTERNAL, { baseUrl, secret, issuer, timeoutMs });
  return {
    consume: (userId: string, messageId: string) => billing.consume({ userId, messageId }),
    refund: (userId: string, messageId: string) => billing.refund({ userId, messageId }),
    plan: (userId: string) => billing.plan({ userId }),
  };
}
export type BillingClient = ReturnType<typeof createBillingClient>;
