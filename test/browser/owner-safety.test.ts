/**
 * Safety follow-through, the owner's confirmations and privacy, in Chromium against the whole system (issue 31,
 * items 7, 8 and 10), one system for the file:
 * - a parent with the app open sees their child's self-harm flag arrive as an alert (without reloading), with
 *   guidance and the helpline as a tel:16000 link, until they say they have read it;
 * - the owner's Confirm and Reject ask first (Cancel changes nothing), the user table shows type and plan, and a
 *   flag opens the learner's history where a follow-up is recorded;
 * - no page asks any host but the gateway (the profile picture comes through it), under a CSP that would block one.
 * Screenshots at 390 and 1280 px in English and Arabic go to test-artifacts/screenshots/safety-*.png.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually, onboarded, OWNER_EMAIL, readSse, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  horizontalOverflow,
  SHOTS,
  signInOnStandIn,
} from './chromium';

const FLAGGED = 'I want to kill myself, nothing matters anymore'; // self_harm for the local checker
const START = 'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }';
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  streamPath } }`;
const PLAN = '{ me { plan } }';
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The page at both widths, each screenshot looked at by a person; nothing may overflow the phone. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    expect({ name, width, overflows: await horizontalOverflow(page) }).toEqual({
      name,
      width,
      overflows: [],
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describeInBrowser('safety, owner confirmations and privacy in Chromium (whole system)', () => {
  let child: Awaited<ReturnType<typeof onboarded>>;
  let parent: Awaited<ReturnType<typeof onboarded>>;
  let payers: Awaited<ReturnType<typeof onboarded>>[];
  const contexts: BrowserContext[] = [];

  /** A signed-in page for an existing account, in a context of its own that records every request. */
  async function signedInPage(email: string, name: string, requests: string[] = []) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${system.gateway}/login`);
    await page.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(page, email, name);
    await page.waitForURL(
      (url) => url.origin === new URL(system.gateway).origin && url.pathname !== '/login',
    );
    page.on('request', (request) => requests.push(request.url()));
    return page;
  }

  const { system, browser } = browserSystemForFile('owner-safety-browser', {
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
  });
  beforeAll(async () => {
    await signedUp(system.gateway, OWNER_EMAIL, 'Olivia Owner');
    child = await onboarded(system.gateway, 'salma@safety.test', 'Salma', 'en', 'student');
    parent = await onboarded(system.gateway, 'hoda@safety.test', 'Hoda', 'en', 'parent');
    payers = [
      await onboarded(system.gateway, 'pay.one@safety.test', 'Pay One', 'en', 'student'),
      await onboarded(system.gateway, 'pay.two@safety.test', 'Pay Two', 'en', 'teacher'),
    ];
    for (const p of payers)
      expect((await p.gql('mutation { requestPayment(reference: "IPN-7") { id } }')).errors).toBeUndefined();
    const code = (
      await eventually(
        () => child.gql('mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      )
    ).data!.createLinkCode.code;
    await eventually(
      () => parent.gql('mutation($c: String!) { redeemLinkCode(code: $c) { name } }', { c: code }),
      (r) => !r.errors,
    );
  }, 180_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  }, 60_000);

  it('alerts the parent at once, with guidance and a helpline link that calls, until they have read it', async () => {
    const page = await signedInPage('hoda@safety.test', 'Hoda');
    await page.goto(`${system.gateway}/family`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.safety-alert').count()).toBe(0);

    // The child writes something alarming while the parent's page is open: the alert comes without a reload.
    const conversation = (await child.gql(START)).data!.startConversation.id;
    const sent = await child.gql(SEND, { c: conversation, m: '1700000000001', t: FLAGGED });
    await readSse(child.browser, `${system.gateway}${sent.data!.sendMessage.streamPath}`);
    const alert = page.getByRole('alert').filter({ hasText: fill(en.safetyAlert.title, { name: 'Salma' }) });
    await alert.waitFor({ timeout: 40_000 });
    const call = alert.getByRole('link', { name: fill(en.safetyAlert.call, { helpline: '16000' }) });
    expect(await call.getAttribute('href')).toBe('tel:16000');
    await shoot(page, 'safety-parent-alert-en');

    await page.getByRole('button', { name: en.header.switchLanguage }).click();
    const arAlert = page
      .getByRole('alert')
      .filter({ hasText: fill(ar.safetyAlert.title, { name: 'Salma' }) });
    await arAlert.waitFor();
    expect(await arAlert.getByRole('link').getAttribute('href')).toBe('tel:16000');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shoot(page, 'safety-parent-alert-ar');

    // Read: it goes, and stays gone after a reload (the flag stays in the child's list on /family).
    await arAlert.getByRole('button', { name: ar.safetyAlert.seen }).click();
    await arAlert.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.safety-alert').count()).toBe(0);
  }, 120_000);

  it('asks before Confirm and Reject, shows type and plan, and records a follow-up from a flag', async () => {
    const page = await signedInPage(OWNER_EMAIL, 'Olivia Owner');
    await page.waitForURL(/\/owner$/);
    const row = (email: string) => page.locator('table.users tbody tr').filter({ hasText: email });
    await row('pay.two@safety.test').waitFor();
    expect(await row('pay.two@safety.test').locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining(['Teacher', en.owner.plans.pending]),
    );
    expect(await row('salma@safety.test').locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining(['Student', en.owner.plans.Free]),
    );
    expect(await row('hoda@safety.test').locator('td').allInnerTexts()).toContain('Parent');

    const card = (name: string) =>
      page.getByRole('region', { name: en.owner.pending }).getByRole('listitem').filter({ hasText: name });
    const dialog = page.getByRole('dialog');
    // Cancel does nothing: still pending, still free.
    await card('Pay One').getByRole('button', { name: en.owner.confirm }).click();
    await dialog
      .getByText(fill(en.owner.confirmQuestion, { who: 'Pay One', email: 'pay.one@safety.test' }))
      .waitFor();
    await shoot(page, 'safety-owner-confirm-en');
    await dialog.getByRole('button', { name: en.app.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card('Pay Two').getByRole('button', { name: en.owner.reject }).click();
    await dialog.getByRole('button', { name: en.app.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card('Pay One').count()).toBe(1);
    expect(await card('Pay Two').count()).toBe(1);
    expect((await payers[0]!.gql(PLAN)).data!.me.plan).toBe('Free');
    expect((await payers[1]!.gql('{ paymentStatus { status } }')).data!.paymentStatus.status).toBe('pending');

    // Confirm acts: approved, and the table says Monthly.
    await card('Pay One').getByRole('button', { name: en.owner.confirm }).click();
    await dialog.getByRole('button', { name: en.owner.confirm }).click();
    await page.getByText(en.owner.confirmSuccess).waitFor();
    await eventually(
      () => payers[0]!.gql(PLAN),
      (r) => r.data?.me.plan === 'Monthly',
    );
    await card('Pay Two').getByRole('button', { name: en.owner.reject }).click();
    await dialog.getByRole('button', { name: en.owner.reject }).click();
    await page.getByText(en.owner.rejectSuccess).waitFor();
    await eventually(
      () => payers[1]!.gql('{ paymentStatus { status } }'),
      (r) => r.data?.paymentStatus.status === 'rejected',
    );
    await page.reload();
    await row('pay.one@safety.test').getByText(en.owner.plans.Monthly).waitFor();

    // The flag's history and a follow-up.
    const flag = page.locator('.flag').filter({ hasText: 'Salma' });
    await flag
      .getByRole('button', { name: fill(en.ownerHistory.openFor, { learner: '' }).trim() })
      .first()
      .click();
    const history = page.getByRole('dialog', { name: fill(en.ownerHistory.title, { learner: '' }).trim() });
    await history.getByRole('heading', { name: en.ownerHistory.flags }).waitFor();
    await history.getByRole('button', { name: en.ownerHistory.save }).click();
    await history.getByText(en.ownerHistory.personRequired).waitFor(); // who is required, said before sending
    await history.getByLabel(en.ownerHistory.person).fill('Ms Amal, school counsellor');
    await history.getByLabel(en.ownerHistory.note).fill('Called the mother; Salma is safe.');
    await history.getByRole('button', { name: en.ownerHistory.save }).click();
    await history.getByText('Called the mother; Salma is safe.').waitFor();
    await history.getByText(en.ownerHistory.action.follow_up).waitFor();
    await shoot(page, 'safety-owner-history-en');
    await history.getByRole('button', { name: en.app.close }).click();

    await page.getByRole('button', { name: en.header.switchLanguage }).click();
    await page.getByRole('heading', { name: ar.owner.title }).waitFor();
    await row('pay.one@safety.test').getByText(ar.owner.plans.Monthly).waitFor();
    await shoot(page, 'safety-owner-table-ar');
    await flag
      .getByRole('button', { name: fill(ar.ownerHistory.openFor, { learner: '' }).trim() })
      .first()
      .click();
    await page.getByRole('dialog').getByText('Ms Amal, school counsellor').waitFor();
    await shoot(page, 'safety-owner-history-ar');
  }, 120_000);

  it('asks no host but the gateway on any page, under a CSP that would block one', async () => {
    const gateway = new URL(system.gateway);
    const visitorRequests: string[] = [];
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(visitor);
    const login = await visitor.newPage();
    login.on('request', (request) => visitorRequests.push(request.url()));
    const response = await login.goto(`${system.gateway}/login`);
    const csp = (await response!.headerValue('content-security-policy')) ?? '';
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'self'");
    await login.getByRole('button', { name: en.login.signIn }).waitFor();

    const requests: string[] = [];
    const pages: [string, string, string[]][] = [
      [
        'salma@safety.test',
        'Salma',
        ['/', '/school', '/domain-select', '/progress', '/account', '/upgrade', '/Chat'],
      ],
      ['hoda@safety.test', 'Hoda', ['/', '/family', '/account', '/progress']],
      ['pay.two@safety.test', 'Pay Two', ['/', '/classes', '/account']],
      [OWNER_EMAIL, 'Olivia Owner', ['/owner', '/account']],
    ];
    for (const [email, name, paths] of pages) {
      const page = await signedInPage(email, name, requests);
      for (const p of paths) {
        await page.goto(`${system.gateway}${p}`);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
      }
      // The profile picture is there, and it came from the gateway.
      const avatar = page.locator('header img.avatar');
      await avatar.waitFor();
      expect(await avatar.getAttribute('src')).toMatch(/^\/media\/avatar\?v=/);
      expect(await avatar.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(
        0,
      );
    }
    const elsewhere = [...visitorRequests, ...requests].filter((url) => {
      const u = new URL(url);
      return !['data:', 'blob:'].includes(u.protocol) && u.host !== gateway.host;
    });
    expect(requests.length).toBeGreaterThan(20);
    expect(elsewhere).toEqual([]);
  }, 180_000);
});
