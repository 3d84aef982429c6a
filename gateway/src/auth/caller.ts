import type { Request } from 'express';
import type { CallerIdentity } from '@tutor/service-runtime';

/** The signed-in user as the gateway's session holds it; absent for visitors. */
export type SessionUser = NonNullable<CallerIdentity['user']>;

/** The caller of a request as the gateway knows it: from the server-side session only, never from the request body. */
export function callerOf(req: Request): CallerIdentity {
  const user = (req as Request & { session?: { user?: SessionUser } }).session?.user;
  return user ? { issuer: 'gateway', user } : { issuer: 'gateway' };
}
