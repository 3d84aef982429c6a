import { IdentityError, signIdentity, verifyIdentity } from '../src/gateway-identity';

const secret = 'test-secret-0123456789';
const identity = {
  issuer: 'gateway',
  user: { id: '6f1c1b9e-0000-4000-8000-000000000001', email: 'a@example.com', role: 'User' as const },
};

describe('signed gateway identity', () => {
  it('verifies what it signed', () => {
    expect(verifyIdentity(signIdentity(identity, secret), secret)).toEqual(identity);
  });

  it('carries an anonymous caller', () => {
    expect(verifyIdentity(signIdentity({ issuer: 'gateway' }, secret), secret)).toEqual({
      issuer: 'gateway',
    });
  });

  it('rejects a missing header', () => {
    expect(() => verifyIdentity(undefined, secret)).toThrow(IdentityError);
  });

  it('rejects a tampered identity (role raised to Owner)', () => {
    const [body, mac] = signIdentity(identity, secret).split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    claims.user.role = 'Owner';
    const forged = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
    expect(() => verifyIdentity(forged, secret)).toThrow(/signature is invalid/);
  });

  it('rejects an identity signed with another secret', () => {
    expect(() => verifyIdentity(signIdentity(identity, 'another-secret-987654'), secret)).toThrow(
      /signature is invalid/,
    );
  });

  it('rejects an expired identity', () => {
    const token = signIdentity(identity, secret, 60, Date.now() - 120_000);
    expect(() => verifyIdentity(token, secret)).toThrow(/expired/);
  });

  it('rejects garbage', () => {
    expect(() => verifyIdentity('not-a-token', secret)).toThrow(/malformed/);
    expect(() => verifyIdentity('a.b.c', secret)).toThrow(/malformed/);
  });
});
