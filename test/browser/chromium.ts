import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from '@tutor/launcher';
import { CHROMIUM, chromiumUnavailable, startTestSystem } from '@tutor/test-kit';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** The built web app the gateway serves in the browser tests, and where their screenshots go. */
export const WEB_DIST = path.join(repoRoot, 'web', 'dist');
export const SHOTS = path.join(repoRoot, 'test-artifacts', 'screenshots');

const unavailable = chromiumUnavailable();
if (unavailable) console.warn(`Browser tests skipped: ${unavailable}`);
/** `describe`, or `describe.skip` (with the reason printed) where Chromium cannot run. */
export const describeInBrowser = unavailable ? describe.skip : describe;

type TestSystem = Awaited<ReturnType<typeof startTestSystem>>;

/** The whole system serving the built web app, and Chromium, started side by side. */
export async function startBrowserSystem(
  label: string,
  env: Record<string, string> = {},
): Promise<{ system: TestSystem; browser: Browser }> {
  mkdirSync(SHOTS, { recursive: true });
  const [system, browser] = await Promise.all([
    startTestSystem(label, { WEB_DIST_DIR: WEB_DIST, ...env }),
    launchChromium(),
  ]);
  return { system, browser };
}

export async function stopBrowserSystem(system?: TestSystem, browser?: Browser): Promise<void> {
  await browser?.close();
  await system?.dispose();
}

/** On the Google stand-in's page: types the e-mail and name and signs in, as a person does. */
export async function signInOnStandIn(page: Page, email: string, name: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
