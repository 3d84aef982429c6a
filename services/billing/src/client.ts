import {
  callInternal,
  IDENTITY_HEADER,
  isOk,
  jsonOf,
  signIdentity,
  type InternalAnswer,
} from '@tutor/service-runtime';
import type { ViewerPlan } from '@tutor/contracts';
import type { PlanView } from './domain/plan';

export type { PlanView };
/** A plan as billing answers it: the view, and the stored state with its version (what the gateway keeps, ADR 20). */
export type PlanAnswer = PlanView & { state: ViewerPlan };

/** A refusal from billing: `NO_CREDITS` (the learner must upgrade) or any other failure, never a silent pass. */
export class BillingCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The typed client other services use for message credits (signed with the caller service's identity). */
export function createBillingClient(baseUrl: string, secret: string, issuer: string, timeoutMs = 5000) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    let res: InternalAnswer;
    try {
      res = await callInternal(`${baseUrl.replace(/\/$/, '')}/internal${path}`, {
        method,
        headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity({ issuer }, secret) },
        body: body ? JSON.stringify(body) : undefined,
        timeoutMs,
      });
    } catch (err) {
      throw new BillingCallError(
        503,
        'BILLING_UNAVAILABLE',
        `Billing is unavailable: ${(err as Error).message}`,
      );
    }
    const payload = jsonOf<{ message?: string; code?: string }>(res) ?? {};
    if (!isOk(res))
      throw new BillingCallError(
        res.status,
        payload.code ?? (res.status === 402 ? 'NO_CREDITS' : 'BILLING_ERROR'),
        payload.message ?? `Billing answered ${res.status}`,
      );
    return payload as T;
  };
  return {
    consume: (userId: string, messageId: string) =>
      call<{ consumed: boolean; plan: PlanView; state: ViewerPlan }>('POST', '/credits/consume', {
        userId,
        messageId,
      }),
    refund: (userId: string, messageId: string) =>
      call<{ refunded: boolean; plan: PlanView; state: ViewerPlan }>('POST', '/credits/refund', {
        userId,
        messageId,
      }),
    plan: (userId: string) => call<PlanAnswer>('GET', `/plans/${encodeURIComponent(userId)}`),
  };
}
export type BillingClient = ReturnType<typeof createBillingClient>;
