import {
  internalPathOf,
  type AnswerOf,
  type InputOf,
  type InternalContract,
  type InternalRoute,
} from '@tutor/contracts';
import { signIdentity, IDENTITY_HEADER } from './gateway-identity';
import type { RefusalDetails } from './http';
import { callInternal, isOk, jsonOf, type InternalAnswer } from './internal-http';

/**
 * A refusal or a failure of another service's internal route, never a silent pass: `status` and `code` as the
 * service answered them (`<SERVICE>_UNAVAILABLE`, 503, when it gave no answer at all), and the refusal's `details`
 * when it gave any (a JSON object: the contract names its shape, the caller parses it with that schema).
 */
export class InternalCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: RefusalDetails,
  ) {
    super(message);
  }
}

const isObject = (value: unknown): value is RefusalDetails =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One function per route of the contract, taking the route's input and resolving to its checked answer. */
export type InternalClient<C extends InternalContract> = {
  [K in keyof C['routes']]: (input: InputOf<C['routes'][K]>) => Promise<AnswerOf<C['routes'][K]>>;
};

export interface InternalClientOptions {
  /** Any URL of the service (its settings name its subgraph's): its internal routes are under its origin. */
  baseUrl: string;
  secret: string;
  /** The calling service's name, signed into each call. */
  issuer: string;
  timeoutMs?: number;
}

/** The typed client for a service's internal routes, made from their contract (ADR 13). */
export function createInternalClient<C extends InternalContract>(
  contract: C,
  { baseUrl, secret, issuer, timeoutMs = 5000 }: InternalClientOptions,
): InternalClient<C> {
  const base = `${new URL(baseUrl).origin}/internal`;
  const name = contract.service.toUpperCase();
  const call = async (route: InternalRoute, input: Record<string, unknown>) => {
    let res: InternalAnswer;
    try {
      res = await callInternal(`${base}${internalPathOf(route, input)}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity({ issuer }, secret) },
        body: route.method === 'POST' ? JSON.stringify(input) : undefined,
        timeoutMs,
      });
    } catch (err) {
      throw new InternalCallError(
        503,
        `${name}_UNAVAILABLE`,
        `The ${contract.service} service is unavailable: ${(err as Error).message}`,
      );
    }
    const payload = jsonOf<unknown>(res);
    if (!isOk(res)) {
      const refusal = (payload ?? {}) as { message?: string; code?: string; details?: unknown };
      throw new InternalCallError(
        res.status,
        refusal.code ?? contract.errors[res.status] ?? `${name}_ERROR`,
        refusal.message ?? `The ${contract.service} service answered ${res.status}`,
        isObject(refusal.details) ? refusal.details : undefined,
      );
    }
    const answer = route.answer.safeParse(payload);
    if (!answer.success)
      throw new InternalCallError(
        502,
        `${name}_ERROR`,
        `The ${contract.service} service's answer to ${route.path} does not match its contract`,
      );
    return answer.data;
  };
  return Object.fromEntries(
    Object.entries(contract.routes).map(([key, route]) => [
      key,
      (input: Record<string, unknown>) => call(route, input),
    ]),
  ) as unknown as InternalClient<C>;
}
