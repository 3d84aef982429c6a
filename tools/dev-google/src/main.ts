/**
 * A local OpenID provider standing in for Google during development and tests (oidc-provider does the protocol).
 * Its sign-in page lets a person type any e-mail and name, so several users and the owner can be tried.
 * It says plainly on every page that it is not Google.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import express from 'express';

const port = Number(process.env.DEV_GOOGLE_PORT ?? 4011);
const issuer = process.env.DEV_GOOGLE_ISSUER ?? `http://localhost:${port}`;
// The gateway uses these when GOOGLE_CLIENT_ID is unset (gateway/src/auth/google.ts); they guard nothing real.
const clientId = 'dev-google-client';
const clientSecret = 'dev-google-secret';
const gatewayPort = process.env.PORT ?? '4000';
const redirectUris = (
  process.env.DEV_GOOGLE_REDIRECT_URIS ??
  `http://localhost:${gatewayPort}/auth/google/callback,http://127.0.0.1:${gatewayPort}/auth/google/callback`
)
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);

interface Account {
  email: string;
  name: string;
  picture: string;
}
const accounts = new Map<string, Account>();
/** Google's `sub` is stable per account; here it is derived from the e-mail. */
const subjectOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 21);

/**
 * A 64×64 PNG in one colour taken from `seed`: the stand-in's profile picture, served from itself (like Google's
 * googleusercontent.com), so development sends no e-mail hash to a third party such as Gravatar.
 */
function avatarPng(seed: string): Buffer {
  const [r, g, b] = createHash('sha256').update(seed).digest();
  const size = 64;
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r!, g!, b!]).flat()),
  ]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (uid: string, error = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in (not Google)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
label{display:block;margin:.8rem 0 .3rem}input{width:100%;padding:.55rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.2rem;padding:.6rem 1.2rem;font-size:1rem}.note{background:#fef3c7;padding:.6rem;border-radius:.4rem}
.error{color:#b91c1c}</style></head><body>
<h1>Development sign-in</h1>
<p class="note">This is a local stand-in for Google, for development and tests only. Type any e-mail and name to sign in as that person.</p>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" required maxlength="100">
<button type="submit">Sign in</button></form></body></html>`;

async function main() {
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    scopes: ['openid', 'email', 'profile'],
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name,
          picture: account.picture,
        }),
      };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['dev-google-stand-in-cookie-key'] },
    // Google's user-info path; passport-google-oauth20 reads OpenID claims only from a URL ending in /userinfo.
    routes: { userinfo: '/userinfo' },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    pkce: { required: () => false },
    // The login form is posted from this origin; nothing here is a real secret.
    conformIdTokenClaims: false,
  });

  const app = express();
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', (_req, res) => void res.json({ status: 'ok', pid: process.pid }));
  app.get('/avatar/:seed.png', (req, res) => {
    res.type('image/png').set('cache-control', 'public, max-age=86400').send(avatarPng(req.params.seed));
  });
  app.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      res.type('html').send(page(details.uid));
    } catch (err) {
      next(err);
    }
  });
  app.post(
    '/interaction/:uid/login',
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req, res, next) => {
      try {
        const details = await provider.interactionDetails(req, res);
        const email = String(req.body?.email ?? '').trim();
        const name = String(req.body?.name ?? '').trim();
        if (!/^[^\s@]+@[^\s@]+$/.test(email) || !name) {
          res.status(400).type('html').send(page(details.uid, 'Please type an e-mail address and a name.'));
          return;
        }
        const accountId = subjectOf(email);
        accounts.set(accountId, {
          email,
          name: name.slice(0, 100),
          picture: `${issuer}/avatar/${accountId}.png`,
        });
        // Sign-in and consent in one step: a development stand-in asks nothing more.
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        next(err);
      }
    },
  );
  app.use(provider.callback());
  // Express 5 calls back with the error too (its port taken): main's failure then.
  await new Promise<void>((resolve, reject) =>
    app.listen(port, (err?: Error) => (err ? reject(err) : resolve())),
  );
  process.stdout.write(
    `${JSON.stringify({ level: 30, msg: `development Google stand-in (not Google) at ${issuer}` })}\n`,
  );
}

main().catch((err: Error) => {
  process.stderr.write(`dev-google failed to start: ${err.message}\n`);
  process.exit(1);
});
