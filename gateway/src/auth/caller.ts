import type { Request } from 'express';
import type { CallerIdentity } from '@tutor/service-runtime';

/** The signed-in user as the gateway's session holds it; absent for visitors. */
export type SessionUser = NonNullable<CallerIdentity['user']>;

/** The caller of a request as the gateway knows it: from the server-side session only, never from the request body. */
export function callerOf(req: Request): CallerIdentity {
  const user = (req as Request & { session?: { user?: SessionUser } }).session?.user;
  return user ? { issuer: 'gateway', user } : { issuer: 'gateway' };
}

/**
 * The role of a signed-in e-mail under the configuration now: Owner for OWNER_EMAIL (case-insensitive), else
 * User. Computed on every request rather than kept from sign-in, so a change of OWNER_EMAIL takes effect at the
 * next request of every session, an earlier owner's included (issue 31, item 8).
 */
export function roleOf(email: string, ownerEmail: string | undefined): SessionUser['role'] {
  return ownerEmail && email.trim().toLowerCase() === ownerEmail.trim().toLowerCase() ? 'Owner' : 'User';
}
