import type { ViewerProfile } from '@tutor/contracts';
import { IDENTITY_HEADER, signIdentity } from '@tutor/service-runtime/gateway-identity';
import { callInternal, isOk } from '@tutor/service-runtime/internal-http';
import type { SessionUser } from './caller';
import type { Config } from '../config';

export interface GoogleProfile {
  googleSub: string;
  email: string;
  name: string;
  picture: string | null;
}

export type SignInResult =
  | {
      userExists: true;
      user: SessionUser & { name: string; picture: string | null };
      /** The profile with its version, as the sign-in left it (the gateway's copy, ADR 20). */
      profile: ViewerProfile;
    }
  | { userExists: false };

/** The identity service's sign-in routes (next to its subgraph), called with the gateway's signed identity. */
export function identityClient(config: Config) {
  const base = new URL(config.IDENTITY_URL).origin;
  const call = async (path: string, profile: GoogleProfile): Promise<SignInResult> => {
    const res = await callInternal(`${base}/internal${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signIdentity({ issuer: 'gateway' }, config.INTERNAL_SECRET),
      },
      body: JSON.stringify(profile),
      timeoutMs: 10_000,
    });
    const text = res.body.toString('utf8');
    if (!isOk(res)) throw new Error(`identity ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as SignInResult;
  };
  return {
    signIn: (p: GoogleProfile) => call('/sign-in', p),
    signUp: (p: GoogleProfile) => call('/sign-up', p),
  };
}
