import { IDENTITY_INTERNAL, type AnswerOf } from '@tutor/contracts';
import { createInternalClient } from '@tutor/service-runtime/internal-client';
import type { Config } from '../config';

/** A Google identity as the gateway verified it (what the sign-in routes take). */
export interface GoogleProfile {
  googleSub: string;
  email: string;
  name: string;
  picture: string | null;
}
/** An account and its profile with its version, as the sign-in left it (the gateway's copy, ADR 20), or none. */
export type SignInResult = AnswerOf<typeof IDENTITY_INTERNAL.routes.signIn>;

/** The identity service's sign-in routes, through their contract, called with the gateway's signed identity. */
export function identityClient(config: Config) {
  const identity = createInternalClient(IDENTITY_INTERNAL, {
    baseUrl: config.IDENTITY_URL,
    secret: config.INTERNAL_SECRET,
    issuer: 'gateway',
    timeoutMs: 10_000,
  });
  return {
    signIn: (p: GoogleProfile) => identity.signIn(p),
    signUp: (p: GoogleProfile) => identity.signUp(p),
  };
}
