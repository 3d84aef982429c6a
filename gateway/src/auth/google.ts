import type { Config } from '../config';

export interface GoogleSettings {
  clientID: string;
  clientSecret: string;
  callbackURL: string;
  authorizationURL: string;
  tokenURL: string;
  userProfileURL: string;
  /** True when the development stand-in plays Google. */
  standIn: boolean;
}

/**
 * Real Google when a client is configured; otherwise the local stand-in (tools/dev-google), whose endpoints follow
 * from its port. Production never gets here without real settings (the config refuses to load).
 */
export function googleSettings(config: Config): GoogleSettings {
  const callbackURL = config.GOOGLE_CALLBACK_URL ?? `http://localhost:${config.PORT}/auth/google/callback`;
  if (config.GOOGLE_CLIENT_ID) {
    return {
      clientID: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
      callbackURL,
      authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      userProfileURL: config.GOOGLE_USERINFO_URL,
      standIn: false,
    };
  }
  const issuer = `http://localhost:${config.DEV_GOOGLE_PORT}`;
  return {
    clientID: 'dev-google-client',
    clientSecret: 'dev-google-secret',
    callbackURL,
    authorizationURL: `${issuer}/auth`,
    tokenURL: `${issuer}/token`,
    userProfileURL: `${issuer}/userinfo`,
    standIn: true,
  };
}

/** Where browser navigations return after sign-in and logout: CLIENT_URL, else the origin Google returns to. */
export function clientUrlOf(config: Config): string {
  return (config.CLIENT_URL ?? new URL(googleSettings(config).callbackURL).origin).replace(/\/$/, '');
}
