import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from '@tutor/launcher';
import { CHROMIUM, chromiumUnavailable, startTestSystem } from '@tutor/test-kit';
import en from '../../web/src/i18n/en.json';

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

/** Stands for the object `get()` gives once it exists: each property is read from it when it is used. */
function later<T extends object>(what: string, get: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, property) {
      const target = get();
      if (!target) throw new Error(`${what} is used before the test file's beforeAll started it`);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The start-up of a browser test file: the whole system serving the built web app, and Chromium, started before
 * the file's tests (`label` names its databases, `env` adds settings) and stopped after them. `system` and
 * `browser` stand for them from the first test on. One per file: each costs a whole system's start.
 */
export function browserSystemForFile(label: string, env: Record<string, string> = {}) {
  let started: { system: TestSystem; browser: Browser } | undefined;
  beforeAll(async () => {
    started = await startBrowserSystem(label, env);
  }, 180_000);
  afterAll(() => stopBrowserSystem(started?.system, started?.browser), 60_000);
  return {
    system: later('The test system', () => started?.system),
    browser: later('Chromium', () => started?.browser),
  };
}

/**
 * Runs `run`; if it fails, a full-page screenshot of every page open in `browser` goes to
 * test-artifacts/screenshots/`<name>-<i>.png` (what the test saw), then the failure is thrown on.
 */
export async function shootPagesOnFailure(browser: Browser, name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (err) {
    for (const [i, page] of browser
      .contexts()
      .flatMap((c) => c.pages())
      .entries())
      await page
        .screenshot({ path: path.join(SHOTS, `${name}-${i}.png`), fullPage: true })
        .catch(() => undefined);
    throw err;
  }
}

/** On the Google stand-in's page: types the e-mail and name and signs in, as a person does. */
export async function signInOnStandIn(page: Page, email: string, name: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical WCAG 2 A/AA findings on the page, as "rule (nodes): first node". Evaluated
 * through the debugging protocol, so the Content-Security-Policy does not stop it.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations: { id: string; impact: string; nodes: string[] }[] = await page.evaluate(async () => {
    const axe = (globalThis as any).axe;
    const result = await axe.run((globalThis as any).document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n: any) => String(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]}`);
}

/**
 * What sticks out of the viewport sideways (a phone would scroll the page horizontally): the outermost such
 * elements, each as "tag.class (left–right)". Elements inside a scroller of their own (a code block) are fine.
 */
export const horizontalOverflow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const doc = (globalThis as any).document;
    const width = doc.documentElement.clientWidth;
    if (doc.documentElement.scrollWidth <= width) return [];
    const out: string[] = [];
    for (const el of doc.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      const parentBox = el.parentElement?.getBoundingClientRect();
      if (parentBox && (parentBox.right > width + 1 || parentBox.left < -1)) continue; // its parent is listed
      out.push(
        `${el.tagName.toLowerCase()}.${String(el.className)} (${Math.round(box.left)}–${Math.round(box.right)})`,
      );
    }
    return out.length ? out : [`document ${doc.documentElement.scrollWidth} > ${width}`];
  });

/** The phone and desktop sizes every screen is checked at. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * One screen at the phone's width, then the desktop's (where the page stays): a full-page screenshot of each,
 * `<name>-<width>.png`, no sideways overflow at either and, with `axe`, no serious axe finding.
 */
export async function shootAtBothWidths(page: Page, name: string, { axe = false } = {}): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
    const overflows = await horizontalOverflow(page);
    expect({ name, width: size.width, overflows }).toEqual({ name, width: size.width, overflows: [] });
  }
  if (axe) expect({ name, axe: await seriousAxeViolations(page) }).toEqual({ name, axe: [] });
}

/** A GraphQL call from the page, with its session and XSRF cookie, as the web app makes it. */
export function gqlInPage(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ([q, v]) => {
      const doc = (globalThis as any).document;
      const token = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(doc.cookie)?.[1];
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { 'x-xsrf-token': decodeURIComponent(token) } : {}),
        },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await res.json()) as {
        data?: any;
        errors?: { message?: string; extensions?: { code?: string } }[];
      };
    },
    [query, variables] as const,
  );
}

/**
 * A person signed up through the pages (the stand-in's sign-in, then Create account), then onboarded by the app's
 * own mutations (`onboarding`, e.g. setLanguage and setUserType); their page, at the desktop's size.
 */
export async function signedUpInBrowser(
  browser: Browser,
  gateway: string,
  email: string,
  name: string,
  onboarding: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${gateway}/login`);
  await page.getByRole('button', { name: en.login.signIn }).click();
  await signInOnStandIn(page, email, name);
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: new RegExp(en.signup.create) }).click();
  await page.waitForURL(/\/language-selection$/);
  const done = await gqlInPage(page, `mutation { ${onboarding} }`);
  expect(done.errors).toBeUndefined();
  return page;
}
