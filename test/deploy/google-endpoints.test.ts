/**
 * docker-compose.yml signs in through the Google stand-in with explicit endpoints: the browser goes to
 * localhost:4011 while the gateway fetches tokens and the profile from dev-google:4011, another host name than
 * the provider's issuer. This runs that wiring for real: a gateway configured like compose's (here the two host
 * names are localhost and 127.0.0.1), next to the system's own, against the system's stand-in.
 */
import { freePorts, PROCESSES } from '@tutor/launcher';
import { Browser, signInWithGoogle, startTestSystem } from '@tutor/test-kit';

describe('Google sign-in with explicit endpoints (the compose wiring)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let gateway: string;

  beforeAll(async () => {
    const [port] = await freePorts(1);
    gateway = `http://localhost:${port}`;
    system = await startTestSystem('google-endpoints', {
      DEV_GOOGLE_REDIRECT_URIS: `${gateway}/auth/google/callback`,
    });
    const standIn = `${system.processes.get('dev-google')!.port}`;
    const spec = PROCESSES.find((p) => p.name === 'gateway')!;
    await system.launch(
      {
        ...spec,
        name: 'gateway-compose-wiring',
        env: {
          GOOGLE_CLIENT_ID: 'dev-google-client',
          GOOGLE_CLIENT_SECRET: 'dev-google-secret',
          GOOGLE_CALLBACK_URL: `${gateway}/auth/google/callback`,
          GOOGLE_AUTHORIZATION_URL: `http://localhost:${standIn}/auth`,
          GOOGLE_TOKEN_URL: `http://127.0.0.1:${standIn}/token`,
          GOOGLE_USERINFO_URL: `http://127.0.0.1:${standIn}/userinfo`,
        },
      },
      port!,
    );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  it('signs a person in', async () => {
    const browser = new Browser();
    const visited = await signInWithGoogle(browser, gateway, 'compose@tutor.test', 'Compose Wiring');
    expect(visited.some((u) => u.startsWith(`${gateway}/auth/google/callback?code=`))).toBe(true);
    const session = await (await browser.request(`${gateway}/auth/login/success`)).json();
    expect(session).toMatchObject({ user: { email: 'compose@tutor.test', name: 'Compose Wiring' } });
  });
});
