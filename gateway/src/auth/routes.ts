import type { Logger } from '@tutor/service-runtime';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Redis } from 'ioredis';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { Config } from '../config';
import type { ViewerModel } from '../viewer/model';
import { clientUrlOf, googleSettings } from './google';
import { identityClient, type GoogleProfile, type SignInResult } from './identity-client';
import { issueCsrfToken } from '../edge/csrf';
import { establishSession } from './session';
import { returnPathOf, type CreateAccount } from './signup';

const SIGNUP_PATH = '/signup';

/**
 * A visitor (or a session whose account is gone) is an answer, not a failure: 200 with the error flag, which
 * means signed out (spec 4), so a first visit logs no failed request in the browser.
 */
const SIGNED_OUT = {
  user: null,
  userExists: false,
  hasStudentDetails: false,
  error: true,
  message: 'Not signed in',
};

const googleProfile = (profile: Profile): GoogleProfile => ({
  googleSub: profile.id,
  email: profile.emails?.[0]?.value ?? '',
  name: profile.displayName || profile.emails?.[0]?.value || 'Learner',
  picture: profile.photos?.[0]?.value ?? null,
});

/**
 * Google sign-in (passport-google-oauth20; `state` and PKCE kept in the session), sign-up of a new Google
 * identity, logout, and the login-success view the web app starts from.
 */
export function authRoutes(
  config: Config,
  redis: Redis,
  viewer: ViewerModel,
  log: Logger,
  createAccount: CreateAccount,
): Router {
  const google = googleSettings(config);
  const clientUrl = clientUrlOf(config);
  const identity = identityClient(config);
  if (google.standIn)
    log.warn(
      { authorizationURL: google.authorizationURL },
      'Google sign-in is the local development stand-in',
    );

  passport.use(googleStrategy(google, identity));

  const router = Router();
  router.get(
    '/google',
    (req, _res, next) => {
      const returnTo = returnPathOf(req, clientUrl);
      if (returnTo) req.session.returnTo = returnTo;
      else delete req.session.returnTo;
      next();
    },
    passport.authenticate('google', { session: false }),
  );
  router.get('/google/callback', googleCallback(config, redis, viewer, log, createAccount));

  router.get('/logout', (req, res, next) => {
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie('tutor.sid');
      res.redirect(`${clientUrl}/login`);
    });
  });

  router.get('/login/success', loginSuccess(viewer, log));

  // The web app's one-click sign-up for an identity already verified at the callback (no second trip to Google).
  router.post('/signup', async (req: Request, res: Response) => {
    if (req.session.user) {
      res.json({ userExists: true, message: 'Already signed up' });
      return;
    }
    if (!(await createAccount(req))) {
      res.status(401).json({ message: 'Sign in with Google first' });
      return;
    }
    res.status(201).json({ userExists: true, message: 'Account created' });
  });
  return router;
}

/** Google's OpenID sign-in, each verified identity signed in (or found new) by identity. */
function googleStrategy(
  google: ReturnType<typeof googleSettings>,
  identity: ReturnType<typeof identityClient>,
): GoogleStrategy {
  const strategy = new GoogleStrategy(
    {
      clientID: google.clientID,
      clientSecret: google.clientSecret,
      callbackURL: google.callbackURL,
      authorizationURL: google.authorizationURL,
      tokenURL: google.tokenURL,
      userProfileURL: google.userProfileURL,
      scope: ['openid', 'email', 'profile'],
      state: true,
      pkce: true,
    },
    (
      _accessToken: string,
      _refreshToken: string,
      profile: Profile,
      done: (err: unknown, result?: { profile: GoogleProfile; signIn: SignInResult }) => void,
    ) => {
      const p = googleProfile(profile);
      identity.signIn(p).then((signIn) => done(null, { profile: p, signIn }), done);
    },
  );
  // Send the access token to the user-info endpoint in the Authorization header, never in the URL
  // (where it would end up in logs); Google accepts both, standards-following providers require this.
  (
    strategy as unknown as { _oauth2: { useAuthorizationHeaderforGET(on: boolean): void } }
  )._oauth2.useAuthorizationHeaderforGET(true);
  return strategy;
}

/**
 * Back from Google: a known account gets its session; a new identity is kept for the sign-up page (and created at
 * once when the sign-in started there).
 */
function googleCallback(
  config: Config,
  redis: Redis,
  viewer: ViewerModel,
  log: Logger,
  createAccount: CreateAccount,
): RequestHandler {
  const clientUrl = clientUrlOf(config);
  return (req, res, next) => {
    passport.authenticate(
      'google',
      { session: false },
      async (err: unknown, result?: { profile: GoogleProfile; signIn: SignInResult }) => {
        try {
          if (err || !result) {
            log.warn({ err }, 'Google sign-in failed');
            return res.redirect(`${clientUrl}/login?error=signin`);
          }
          const returnTo = req.session.returnTo;
          if (result.signIn.userExists) {
            // Sign-in may have refreshed name and picture: the copy has them before login/success is asked.
            await viewer.store.apply(result.signIn.user.id, 'profile', result.signIn.profile, {
              onlyIfHeld: false,
            });
            await establishSession(
              req,
              res,
              redis,
              { id: result.signIn.user.id, email: result.signIn.user.email, role: result.signIn.user.role },
              config,
            );
          } else {
            // No account yet: remember the verified Google identity for the sign-up page, nothing else.
            await new Promise<void>((resolve, reject) =>
              req.session.regenerate((e) => (e ? reject(e) : resolve())),
            );
            req.session.pendingSignup = result.profile;
            issueCsrfToken(req, res);
            // Started from the sign-up page: that click was the request to create the account (spec 2).
            if (returnTo === SIGNUP_PATH) await createAccount(req);
          }
          res.redirect(`${clientUrl}${returnTo ?? '/login'}`);
        } catch (e) {
          next(e);
        }
      },
    )(req, res, next);
  };
}

/** The signed-in user as the web app starts from it (spec's `/auth/login/success`), or who is signing up. */
function loginSuccess(viewer: ViewerModel, log: Logger): RequestHandler {
  return async (req: Request, res: Response) => {
    const user = req.session.user;
    if (!user) {
      const pending = req.session.pendingSignup;
      if (pending) {
        res.json({
          user: { email: pending.email, name: pending.name, picture: pending.picture },
          userExists: false,
          hasStudentDetails: false,
          error: false,
          message: 'No account yet for this Google identity: sign up to create one.',
        });
        return;
      }
      res.json(SIGNED_OUT);
      return;
    }
    // The viewer read model answers (ADR 20): no subgraph call unless this user's copy is missing.
    let me;
    try {
      me = await viewer.read(user);
    } catch (err) {
      log.error({ err }, 'login success: the account could not be read');
      res.status(502).json({ ...SIGNED_OUT, message: 'Could not load your account' });
      return;
    }
    if (!me) {
      // The account is gone (deleted): this session ends now, before the UserDeleted event would end it.
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      res.clearCookie('tutor.sid').json(SIGNED_OUT);
      return;
    }
    res.json({
      user: {
        email: me.email,
        name: me.name,
        picture: me.picture,
        user_type: me.userType,
        language: me.language,
        learning_domain: me.learningDomain,
        isSubscribed: me.isSubscribed,
        remainingMessages: me.remainingMessages,
        expires_at: me.expiresAt,
      },
      userExists: true,
      hasStudentDetails: me.hasStudentDetails,
      error: false,
      message: 'Signed in',
    });
  };
}
