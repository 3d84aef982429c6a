/**
 * The web app in Chromium against the whole system (gateway, services, the Google stand-in and the development
 * model): a student onboards in Arabic, chats, manages conversations, runs out of free messages and asks for the
 * monthly plan; the owner approves it and deletes another user. Screenshots of the main screens at 1280 and
 * 390 px, in both languages, go to test-artifacts/screenshots.
 */
import path from 'node:path';
import type { Browser, ConsoleMessage, Page, Request, Response as PageResponse } from 'playwright-core';
import { eventually, OWNER_EMAIL, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  seriousAxeViolations,
  shootPagesOnFailure,
  SHOTS,
  signInOnStandIn,
} from './chromium';

/** App pages seen under the gateway's policy: the app must work under it (no inline script, no eval, no CDN). */
let pagesUnderCsp = 0;

/**
 * A browser context that counts the app pages served under the gateway's Content-Security-Policy (scripts
 * from the origin only), recording any violation and every dialog (accepted).
 */
async function appContext(browser: Browser, gateway: string, violations: string[], dialogs: string[]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(
    (url) => url.origin === gateway && !url.pathname.startsWith('/auth/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      if (/script-src 'self'(;|$)/.test(response.headers()['content-security-policy'] ?? '')) pagesUnderCsp++;
      await route.fulfill({ response });
    },
  );
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  return { context, page };
}

/** Both widths of one screen; the page goes back to the desktop width after. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * A visitor opens the app: it lands on /login. Returns anything that went wrong on the way (a console error, a
 * failed request, an error status) and what the page's JavaScript cost over the wire (resource timing), with the
 * content encodings it came in.
 */
async function visitorsFirstPage(page: Page, gateway: string) {
  const problems: string[] = [];
  const encodings = new Set<string>();
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  };
  const onFailed = (r: Request) => problems.push(`failed: ${r.url()} (${r.failure()?.errorText})`);
  const onResponse = (r: PageResponse) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
    const encoding = r.headers()['content-encoding'] ?? 'none';
    // Under 1 KB a file goes as it is (compressing it would save nothing): only larger ones must be compressed.
    const small = encoding === 'none' && Number(r.headers()['content-length'] ?? Infinity) < 1024;
    if (new URL(r.url()).pathname.endsWith('.js') && !small) encodings.add(encoding);
  };
  page.on('console', onConsole).on('requestfailed', onFailed).on('response', onResponse);
  try {
    await page.goto(`${gateway}/`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: en.login.title }).waitFor();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('console', onConsole).off('requestfailed', onFailed).off('response', onResponse);
  }
  const entries: { transferred: number; encoded: number; decoded: number }[] = await page.evaluate(() =>
    (globalThis as any).performance
      .getEntriesByType('resource')
      .filter((e: any) => new URL(e.name).pathname.endsWith('.js'))
      .map((e: any) => ({
        transferred: e.transferSize,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
  );
  const total = (key: 'transferred' | 'encoded' | 'decoded') => entries.reduce((n, e) => n + e[key], 0);
  const scripts = {
    files: entries.length,
    transferred: total('transferred'),
    encoded: total('encoded'),
    decoded: total('decoded'),
    encodings,
  };
  return { problems, scripts };
}

/** Through the gateway's /auth/google to the stand-in's page, as a person types an e-mail and name. */
async function signInThroughGoogle(page: Page, email: string, name: string) {
  await signInOnStandIn(page, email, name);
}

describeInBrowser('web app in Chromium (whole system)', () => {
  const dialogs: string[] = [];
  const violations: string[] = [];

  const { system, browser } = browserSystemForFile('web', {
    FREE_MESSAGES: '2',
    DEV_MODEL_TTFT_MS: '200',
    DEV_MODEL_TOKENS_PER_SECOND: '30',
  });

  it('runs the learner and owner journeys in Arabic and English', async () => {
    // What the pages showed when it failed, for the reader of the artifacts.
    await shootPagesOnFailure(browser, 'failure', journeys);
  }, 240_000);

  async function journeys() {
    const gateway = system.gateway;
    // Another learner, for the owner to delete later.
    await signedUp(gateway, 'bob@tutor.test', 'Bob');

    const { context: studentContext, page: student } = await appContext(
      browser,
      gateway,
      violations,
      dialogs,
    );

    // A visitor lands on /login (English by default), then signs in through the Google stand-in.
    const firstPage = await visitorsFirstPage(student, gateway);
    expect(firstPage.problems).toEqual([]);
    const js = firstPage.scripts;
    console.log(
      `Login page JavaScript: ${kb(js.transferred)} KB transferred, ${kb(js.encoded)} KB encoded, ` +
        `${kb(js.decoded)} KB decoded (${js.files} files; ${[...js.encodings].join(', ')})`,
    );
    expect([...js.encodings].every((e) => e === 'br' || e === 'gzip')).toBe(true);
    expect(js.encoded).toBeLessThan(js.decoded / 2);
    // The page's icon is there, and so is /favicon.ico for whatever asks for it without reading the page.
    const icon = await student.locator('link[rel=icon]').getAttribute('href');
    for (const url of [icon, '/favicon.ico']) {
      const res = await student.request.get(`${gateway}${url}`);
      expect({ url, status: res.status(), type: res.headers()['content-type'] }).toEqual({
        url,
        status: 200,
        type: expect.stringMatching(/^image\/svg\+xml/),
      });
    }
    await shoot(student, 'login-en');
    expect(await seriousAxeViolations(student)).toEqual([]);
    await student.goto(`${gateway}/no-such-page`);
    await student.getByRole('heading', { name: en.app.notFound }).waitFor();

    await student.goto(`${gateway}/login`);
    await student.getByRole('button', { name: en.login.signIn }).click();
    await signInThroughGoogle(student, 'amal@tutor.test', 'Amal');
    await student.waitForURL(/\/login$/);
    await student.getByRole('button', { name: new RegExp(en.signup.create) }).click();

    // Onboarding in Arabic: the document turns right-to-left at once.
    await student.waitForURL(/\/language-selection$/);
    await student.getByRole('button', { name: ar.language.arabic }).click();
    await eventually(
      async () => student.locator('html').getAttribute('dir'),
      (v) => v === 'rtl',
    );
    expect(await student.locator('html').getAttribute('lang')).toBe('ar');
    await student.waitForURL(/\/usertype-selection$/);
    await student.getByRole('button', { name: ar.userType.continue }).click();
    await student.getByText(ar.userType.required).waitFor();
    await student.getByText(ar.userType.student, { exact: true }).click();
    await student.getByRole('button', { name: ar.userType.continue }).click();
    await student.waitForURL(/\/student-questions$/);
    await student.locator('#stage').selectOption('high');
    await student.locator('#year').selectOption('1');
    await student.getByRole('button', { name: ar.student.save }).click();
    await student.waitForURL(`${gateway}/`);
    await student.getByRole('heading', { level: 1, name: /Amal/ }).waitFor();
    expect(await student.locator('h1').textContent()).toBe(
      ar.home.title.replace('{{name}}', '\u2068Amal\u2069'),
    );
    await shoot(student, 'home-ar');
    expect(await seriousAxeViolations(student)).toEqual([]);

    // A subject card starts a conversation; the reply streams in and its formula is typeset.
    await student.getByRole('link', { name: ar.home.chooseDomain }).click();
    await student.getByRole('button', { name: new RegExp(ar.domain.school) }).click();
    await student.getByRole('link', { name: /الفيزياء/ }).click();
    await student.waitForURL(/\/Chat\/[^/]+$/); // the conversation's own URL
    await student.getByText(ar.chat.remaining.replace('{{count}}', '٢')).waitFor();
    const input = student.getByRole('textbox', { name: ar.chat.messageLabel });
    await eventually(
      async () => input.getAttribute('placeholder'),
      (v) => v === ar.chat.placeholderExisting,
    );
    await input.fill('ما هو قانون نيوتن الثاني؟');
    await input.press('Enter');
    await student.getByText(ar.chat.thinking).or(student.locator('.bubble.model')).first().waitFor();
    const reply = student.locator('.bubble.model').last();
    await reply.locator('.katex').first().waitFor({ timeout: 30_000 });
    await student.locator('.bubble.model .math-block .katex').first().waitFor({ timeout: 30_000 });
    expect(await reply.getAttribute('dir')).toBe('rtl');
    await student.getByText(ar.chat.remaining.replace('{{count}}', '١')).waitFor();
    // Only the allowed tags reached the page (the formula's markup is KaTeX's own).
    const tags = await reply
      .locator('.content')
      .evaluate((el) =>
        [...el.querySelectorAll('*')].filter((n) => !n.closest('.katex')).map((n) => n.tagName.toLowerCase()),
      );
    expect(tags.filter((tag) => !/^(h[1-4]|p|ul|li|strong|em|div|span|pre)$/.test(tag))).toEqual([]);
    await shoot(student, 'chat-ar');
    expect(await seriousAxeViolations(student)).toEqual([]);

    // Rename inline (Enter saves), then a new conversation (General Chat) that is deleted again.
    await student
      .getByRole('button', { name: new RegExp(`^${ar.chat.rename}`) })
      .first()
      .click();
    const rename = student.getByRole('textbox', { name: ar.chat.renameLabel });
    await rename.fill('فيزياء الحركة');
    await rename.press('Enter');
    await student.getByRole('button', { name: 'فيزياء الحركة', exact: true }).waitFor();
    await student.getByRole('button', { name: ar.chat.newConversation }).click();
    await eventually(
      async () => input.getAttribute('placeholder'),
      (v) => v === ar.chat.placeholderNew,
    );
    await input.fill('سؤال عام');
    await student.getByRole('button', { name: ar.chat.send, exact: true }).click();
    await student.getByRole('button', { name: ar.chat.generalChat, exact: true }).waitFor();
    await student.locator('.bubble.model').last().locator('.katex').first().waitFor({ timeout: 30_000 });

    // No free messages left: the input is disabled, Send is gone, and the spec's text shows.
    await student.getByText(ar.chat.outOfMessages).waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await student.getByRole('button', { name: ar.chat.send, exact: true }).count()).toBe(0);

    await student.getByRole('button', { name: `${ar.chat.delete}: ${ar.chat.generalChat}` }).click();
    await eventually(
      async () => student.locator('.conversation').count(),
      (v) => v === 1,
    );
    expect(dialogs).toContain(ar.chat.confirmDelete);

    // The monthly plan: 'Payment Sent', then the page waits for the owner.
    await student.getByRole('link', { name: ar.chat.upgradeLink }).first().click();
    await student.waitForURL(/\/upgrade$/);
    await student.getByRole('heading', { name: ar.upgrade.title }).waitFor();
    await student.getByRole('button', { name: ar.upgrade.paymentSent }).click();
    await student.getByText(ar.upgrade.thanks).waitFor();
    await shoot(student, 'upgrade-ar');
    expect(await seriousAxeViolations(student)).toEqual([]);

    // The owner, in a second browser context, confirms it and deletes Bob.
    const { context: ownerContext, page: owner } = await appContext(browser, gateway, violations, dialogs);
    await owner.goto(`${gateway}/login`);
    await owner.getByRole('button', { name: en.login.signIn }).click();
    await signInThroughGoogle(owner, OWNER_EMAIL, 'Owner');
    await owner.getByRole('button', { name: new RegExp(en.signup.create) }).click();
    await owner.waitForURL(/\/owner$/); // straight to the panel: the owner skips the learner's onboarding
    await owner.getByRole('heading', { name: en.owner.pending }).waitFor();
    const line = en.owner.requestLine
      .replace('{{name}}', 'Amal')
      .replace('{{email}}', 'amal@tutor.test')
      .replace('{{status}}', 'pending');
    await owner.getByText(line).waitFor();
    await shoot(owner, 'owner-en');
    expect(await seriousAxeViolations(owner)).toEqual([]);
    // The user table sorts by a column, and a second click reverses it.
    const emails = () => owner.locator('table.users tbody tr td:nth-child(2)').allTextContents();
    await owner.getByRole('button', { name: new RegExp(`^${en.owner.email}`) }).click();
    await eventually(emails, (list) => list.join() === [...list].sort().join() && list.length === 3);
    await owner.getByRole('button', { name: new RegExp(`^${en.owner.email}`) }).click();
    await eventually(emails, (list) => list.join() === [...list].sort().reverse().join());
    await owner.getByRole('button', { name: en.owner.confirm }).click();
    await owner.getByRole('dialog').getByRole('button', { name: en.owner.confirm }).click(); // it asks first
    await owner.getByText(en.owner.confirmSuccess).waitFor();
    await owner.getByText(en.owner.noPending).waitFor();
    // Delete asks first, in the page's own dialog (Cancel keeps the user), then deletes.
    await owner.getByRole('button', { name: `${en.owner.deleteUser} bob@tutor.test` }).click();
    const confirmDelete = owner.getByRole('dialog', { name: en.owner.deleteTitle });
    await confirmDelete
      .getByText(en.owner.confirmDeleteUser.replace('{{email}}', 'bob@tutor.test'))
      .waitFor();
    await confirmDelete.getByRole('button', { name: en.app.cancel }).click();
    await confirmDelete.waitFor({ state: 'hidden' });
    expect(await owner.getByRole('cell', { name: 'bob@tutor.test', exact: true }).count()).toBe(1);
    await owner.getByRole('button', { name: `${en.owner.deleteUser} bob@tutor.test` }).click();
    await confirmDelete.getByRole('button', { name: en.owner.deleteUser, exact: true }).click();
    await owner.getByText(en.owner.deleteSuccess).waitFor();
    await eventually(
      async () => owner.getByRole('cell', { name: 'bob@tutor.test' }).count(),
      (v) => v === 0,
    );
    // The owner's own row has no delete button.
    expect(await owner.getByRole('button', { name: `${en.owner.deleteUser} ${OWNER_EMAIL}` }).count()).toBe(
      0,
    );

    // The student's page learns of the approval by polling (every 5 s).
    await student.getByText(ar.upgrade.approved).waitFor({ timeout: 20_000 });

    // A second request (a renewal, offered once the plan is active), which the owner rejects this time.
    await student.getByRole('button', { name: ar.upgrade.renew }).click();
    await student.getByRole('button', { name: ar.upgrade.paymentSent }).click();
    await student.getByText(ar.upgrade.thanks).waitFor();
    await owner.reload();
    await owner.getByRole('button', { name: en.owner.reject }).click();
    await owner.getByRole('dialog').getByRole('button', { name: en.owner.reject }).click(); // it asks first
    await owner.getByText(en.owner.rejectSuccess).waitFor();
    await owner.getByRole('heading', { name: en.owner.rejected }).waitFor();
    await student.getByText(ar.upgrade.rejected).waitFor({ timeout: 20_000 });

    // English screens: the header's language switch; the layout turns left-to-right again.
    await student.getByRole('button', { name: ar.header.switchLanguage }).click();
    await eventually(
      async () => student.locator('html').getAttribute('dir'),
      (v) => v === 'ltr',
    );
    await shoot(student, 'upgrade-en');
    await student.goto(`${gateway}/Chat`);
    await student
      .getByText(en.chat.monthlyActive)
      .or(student.getByText(/Monthly plan expires on/))
      .waitFor();
    await student.getByRole('button', { name: 'فيزياء الحركة', exact: true }).click();
    await student.locator('.bubble.model .katex').first().waitFor();
    await shoot(student, 'chat-en');

    // A rate-limited send (HTTP 429 from the gateway) says how long to wait; Retry sends it again, same id.
    await student.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"SendMessage"')) return route.continue();
      await route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '7' },
        body: JSON.stringify({
          errors: [
            { message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 7 } },
          ],
        }),
      });
    });
    const repliesBefore = await student.locator('.bubble.model').count();
    const englishInput = student.getByRole('textbox', { name: en.chat.messageLabel });
    // The model repeats the question, markup and all: it must reach the page as text.
    await englishInput.fill('What is <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>?');
    await englishInput.press('Enter');
    await student.getByText(en.app.rateLimited.replace('{{seconds}}', '7')).waitFor();
    await student.unroute('**/graphql');
    await student.getByRole('button', { name: en.chat.retry }).click();
    await eventually(
      () => student.locator('.bubble.model .math-block .katex').count(),
      (n) => n > repliesBefore,
    );
    expect(await student.evaluate(() => (globalThis as any).__xss)).toBeUndefined();
    expect(await student.locator('.bubble img, .bubble script').count()).toBe(0);
    await student.getByText('<img src=x onerror="window.__xss=1">', { exact: false }).first().waitFor();
    // English replies (the learner switched to English) can be read aloud; the failed mark is gone.
    await student.getByRole('button', { name: en.chat.readAloud }).first().waitFor({ timeout: 30_000 });
    expect(await student.getByRole('button', { name: en.chat.retry }).count()).toBe(0);

    // An image with Send Image.
    await student.locator('input[type=file]').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await student.getByRole('button', { name: en.chat.sendImage }).click();
    await student.getByText('I can see the image you sent.').waitFor({ timeout: 30_000 });
    // Sending waits for the reply: Send is enabled again once it is stored (with its Read aloud).
    await student.locator('.bubble.model').last().getByRole('button', { name: en.chat.readAloud }).waitFor();

    // A reply that arrives whole (its stream already over: 204) appears word by word, 200 ms a word.
    await student.route('**/streams/replies/**', (route) => route.fulfill({ status: 204 }));
    const before = await student.locator('.bubble.model').count();
    await englishInput.fill('What is inertia?');
    await englishInput.press('Enter');
    await eventually(
      () => student.locator('.bubble.model').count(),
      (n) => n > before,
    );
    const whole = student.locator('.bubble.model').nth(before);
    const early = (await whole.locator('.content').textContent())?.length ?? 0;
    await student.waitForTimeout(1000);
    const later = (await whole.locator('.content').textContent())?.length ?? 0;
    expect(later).toBeGreaterThan(early);
    await whole.getByRole('button', { name: en.chat.readAloud }).waitFor({ timeout: 30_000 }); // once fully shown
    expect(await whole.locator('.math-block .katex').count()).toBe(1);
    await student.unroute('**/streams/replies/**');

    // Programming: a language, the AI Assistant, and a suggested question that starts the conversation.
    await student.goto(`${gateway}/programming`);
    await student.getByRole('link', { name: /^Python/ }).click();
    await student.getByRole('heading', { name: en.programmingLanguage.title }).waitFor();
    await student.getByRole('link', { name: new RegExp(`^${en.programmingLanguage.assistant}`) }).click();
    await student.waitForURL(/\/assistant$/);
    await student.getByText(en.chat.empty).waitFor();
    const starters = student.locator('.starter');
    await eventually(
      () => starters.count(),
      (n) => n === 4,
    );
    await starters.first().click();
    await student.getByRole('button', { name: 'Python', exact: true }).waitFor();
    // Read aloud comes with the stored reply (the streamed bubble it replaces has none).
    const stored = student
      .locator('.bubble.model')
      .filter({ has: student.getByRole('button', { name: en.chat.readAloud }) });
    await stored.first().waitFor({ timeout: 30_000 });
    const code = stored.first().locator('pre.code');
    expect(await code.evaluate((el) => (globalThis as any).getComputedStyle(el).direction)).toBe('ltr');
    await shoot(student, 'assistant-en');
    expect(await seriousAxeViolations(student)).toEqual([]);
    await student.goto(`${gateway}/`);
    await shoot(student, 'home-en');
    await student.goto(`${gateway}/account`);
    await student.getByRole('heading', { name: en.account.title }).waitFor();
    await shoot(student, 'account-en');
    expect(await seriousAxeViolations(student)).toEqual([]);

    // And Arabic versions of the login, account and owner screens.
    await owner.getByRole('button', { name: en.header.switchLanguage }).click();
    await owner.getByRole('heading', { name: ar.owner.title }).waitFor();
    await shoot(owner, 'owner-ar');
    await student.getByRole('button', { name: en.header.switchLanguage }).click();
    await student.getByRole('heading', { name: ar.account.title }).waitFor();
    await shoot(student, 'account-ar');
    await student.getByRole('link', { name: ar.account.logout }).click();
    await student.waitForURL(/\/login$/);
    await student.getByRole('heading', { name: ar.login.title }).waitFor();
    await shoot(student, 'login-ar');
    expect(violations).toEqual([]);
    expect(pagesUnderCsp).toBeGreaterThan(5);
    await Promise.all([studentContext.close(), ownerContext.close()]);
  }
});
