import { IDENTITY_INTERNAL } from '@tutor/contracts';
import { HttpError, serveInternal, type CallerIdentity } from '@tutor/service-runtime';
import type { Router } from 'express';
import type { Config } from '../config';
import type { UserRow } from '../data/users';
import { signIn, signUp } from '../domain/users';
import { profileState } from '../domain/viewer';
import type { Pool } from '@tutor/service-runtime';

/** The profile as the gateway keeps it in the session and shows it at sign-in. */
export const sessionView = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  picture: u.picture,
  role: u.role,
});

/** Sign-in support for the gateway only, as `IDENTITY_INTERNAL` (contracts) describes it. */
export function internalRoutes(pool: Pool, config: Config): Router {
  const answer = (user: UserRow | undefined) =>
    user
      ? { userExists: true as const, user: sessionView(user), profile: profileState(user) }
      : { userExists: false as const };
  const fromGateway = (caller: CallerIdentity) => {
    if (caller.issuer !== 'gateway')
      throw new HttpError(403, 'Only the gateway may sign users in', 'FORBIDDEN');
  };
  return serveInternal(IDENTITY_INTERNAL, config.INTERNAL_SECRET, {
    signIn: async (profile, caller) => {
      fromGateway(caller);
      return answer(await signIn(pool, profile, config.OWNER_EMAIL));
    },
    signUp: async (profile, caller) => {
      fromGateway(caller);
      return answer(await signUp(pool, profile, config.OWNER_EMAIL));
    },
  });
}
