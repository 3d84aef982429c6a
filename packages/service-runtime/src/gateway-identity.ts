import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header in which the gateway (or a service calling another) forwards the caller's identity. */
export const IDENTITY_HEADER = 'x-gateway-identity';

export type Role = 'Owner' | 'User';

/** Who is calling. `user` is absent for anonymous calls; `issuer` names the signer (gateway or a service). */
export interface CallerIdentity {
  issuer: string;
  user?: { id: string; email: string; role: Role };
}

interface SignedClaims extends CallerIdentity {
  iat: number;
  exp: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** Signs an identity with HMAC-SHA256 for a short lifetime (default 60 s). */
export function signIdentity(
  identity: CallerIdentity,
  secret: string,
  ttlSeconds = 60,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: SignedClaims = { ...identity, iat, exp: iat + ttlSeconds };
  const body = b64(JSON.stringify(claims));
  const mac = createHmac('sha256', secret).update(body).digest();
  return `${body}.${b64(mac)}`;
}

export class IdentityError extends Error {
  override name = 'IdentityError';
}

/** Verifies a signed identity; throws IdentityError when absent, tampered with, malformed or expired. */
export function verifyIdentity(token: string | undefined, secret: string, now = Date.now()): CallerIdentity {
  if (!token) throw new IdentityError('missing gateway identity');
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) throw new IdentityError('malformed gateway identity');
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new IdentityError('gateway identity signature is invalid');
  }
  let claims: SignedClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedClaims;
  } catch {
    throw new IdentityError('malformed gateway identity');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now)
    throw new IdentityError('gateway identity expired');
  const identity: CallerIdentity = { issuer: String(claims.issuer) };
  if (claims.user) identity.user = { id: claims.user.id, email: claims.user.email, role: claims.user.role };
  return identity;
}
