/**
 * The web UI issue's defects, in Chromium against the whole system, at 390×844 (a phone) and 1280×800: a URL per
 * conversation that survives a reload (a reply still being written included), the phone chat starting at the
 * latest message with the composer in view and nothing wider than the screen, a second subject click (its free question) reopening
 * the same conversation, the login page in the browser's language, the owner straight to the panel, and the
 * owner's user table on a phone. Screenshots go to test-artifacts/screenshots/defects-*.png.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { eventually, OWNER_EMAIL, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  horizontalOverflow,
  shootPagesOnFailure,
  SHOTS,
  signInOnStandIn,
} from './chromium';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
type Size = typeof PHONE;
const sizeName = (size: Size) => String(size.width);

/** Through the gateway's /auth/google to the stand-in's page, as a person types an e-mail and name. */
async function signInThroughGoogle(page: Page, email: string, name: string) {
  await signInOnStandIn(page, email, name);
}

describeInBrowser('web UI defects in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('defects', {
    DEV_MODEL_TTFT_MS: '300',
    DEV_MODEL_TOKENS_PER_SECOND: '20',
  });

  /** On failure, what every open page showed. */
  const withFailureShots = (name: string, run: () => Promise<void>) =>
    shootPagesOnFailure(browser, `defects-failure-${name}`, run);

  it(
    'shows the login page in the browser’s language until one is chosen',
    () =>
      withFailureShots('login', async () => {
        for (const [locale, words, dir] of [
          ['ar-EG', ar, 'rtl'],
          ['en-US', en, 'ltr'],
        ] as const) {
          for (const size of [PHONE, DESKTOP]) {
            const context = await browser.newContext({ viewport: size, locale });
            const page = await context.newPage();
            await page.goto(`${system.gateway}/login`);
            await page.getByRole('heading', { name: words.login.title }).waitFor();
            expect(await page.locator('html').getAttribute('dir')).toBe(dir);
            expect(await horizontalOverflow(page)).toEqual([]);
            await page.screenshot({
              path: path.join(SHOTS, `defects-login-${locale.slice(0, 2)}-${sizeName(size)}.png`),
            });
            if (locale === 'ar-EG' && size === DESKTOP) {
              // A chosen language wins over the browser's, after a reload too.
              await page.getByRole('button', { name: ar.header.switchLanguage }).click();
              await page.getByRole('heading', { name: en.login.title }).waitFor();
              await page.reload();
              await page.getByRole('heading', { name: en.login.title }).waitFor();
            }
            await context.close();
          }
        }
      }),
    120_000,
  );

  /** A learner (onboarded, high school year 1, in `language`) signed in in a fresh browser context. */
  async function learner(email: string, language: 'ar' | 'en', size: Size) {
    const person = await signedUp(system.gateway, email, email.split('@')[0]!);
    for (const [query, variables] of [
      ['mutation($l: String!) { setLanguage(language: $l) { id } }', { l: language }],
      ['mutation { setUserType(userType: "student") { id } }', {}],
      ['mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }', {}],
    ] as const)
      expect((await person.gql(query, variables)).errors).toBeUndefined();
    const context = await browser.newContext({ viewport: size, locale: language });
    // The profile picture (served by the gateway) never loads here: the avatars' fallback is what shows.
    await context.route(/\/media\/avatar/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${system.gateway}/login`);
    await page.getByRole('button', { name: (language === 'ar' ? ar : en).login.signIn }).click();
    await signInThroughGoogle(page, email, email.split('@')[0]!);
    await page.waitForURL(`${system.gateway}/`);
    return { context, page };
  }

  const conversationIdOf = (page: Page) => /\/Chat\/([^/?#]+)$/.exec(new URL(page.url()).pathname)?.[1];

  for (const [size, language] of [
    [PHONE, 'ar'],
    [DESKTOP, 'en'],
    [PHONE, 'en'],
    [DESKTOP, 'ar'],
  ] as const) {
    it(
      `keeps the open conversation in the URL and on screen at ${size.width}×${size.height} (${language})`,
      () =>
        withFailureShots(`chat-${language}-${size.width}`, async () => {
          const words = language === 'ar' ? ar : en;
          const { context, page } = await learner(
            `learner-${language}-${size.width}@tutor.test`,
            language,
            size,
          );
          const physics = language === 'ar' ? 'الفيزياء' : 'Physics';

          // A subject opens its conversation at its own URL; a second click opens the same one.
          await page.goto(`${system.gateway}/school`);
          // The subject cards' descriptions in the learner's language.
          await page
            .getByText(
              language === 'ar'
                ? 'الحركة والموجات والكهرباء والفيزياء الحديثة'
                : 'Motion, waves, electricity and modern physics',
            )
            .waitFor();
          expect(await horizontalOverflow(page)).toEqual([]);
          await page.screenshot({
            path: path.join(SHOTS, `defects-school-${language}-${sizeName(size)}.png`),
          });
          await page.getByRole('link', { name: new RegExp(physics) }).click();
          // The subject card starts (or reopens) the subject's conversation (/subject/<id>, spec section 2).
          await page.waitForURL(/\/Chat\/[^/]+$/);
          const id = conversationIdOf(page);
          await page.goto(`${system.gateway}/school`);
          await page.getByRole('link', { name: new RegExp(physics) }).click();
          // The subject card starts (or reopens) the subject's conversation (/subject/<id>, spec section 2).
          await page.waitForURL(/\/Chat\/[^/]+$/);
          expect(conversationIdOf(page)).toBe(id);

          // Three questions and their replies: more than a phone screen holds.
          const input = page.getByRole('textbox', { name: words.chat.messageLabel });
          const send = page.getByRole('button', { name: words.chat.send, exact: true });
          const ask = async (question: string) => {
            await input.fill(question);
            await eventually(
              () => send.isEnabled(), // not while the previous reply is still being written
              (enabled) => enabled,
              60_000,
            );
            await send.click();
          };
          for (let i = 1; i <= 3; i++) {
            await ask(`Question ${i}: what is a force?`);
            await eventually(
              () => page.locator('.bubble.model').count(),
              (n) => n === i,
              60_000,
            );
          }
          expect(await page.locator('.conversation').count()).toBe(1); // no twin conversation

          // A question whose reply is still being written when the page reloads: the reply is followed again.
          await ask('Question 4: and what is inertia?');
          await page.locator('.thinking').or(page.locator('.bubble.model').nth(3)).first().waitFor();
          await page.reload();
          expect(conversationIdOf(page)).toBe(id);
          await eventually(
            () => page.locator('.bubble.model').count(),
            (n) => n === 4,
            60_000,
          );
          expect(await page.locator('.bubble.student').count()).toBe(4);
          await input.fill('…');
          await eventually(
            () => send.isEnabled(), // the resumed reply was followed to its end
            (enabled) => enabled,
            60_000,
          );
          await input.fill('');

          // A reload keeps the conversation: URL and messages, none marked "Not sent".
          await page.reload();
          expect(conversationIdOf(page)).toBe(id);
          await eventually(
            () => page.locator('.bubble.model').count(),
            (n) => n === 4,
          );
          expect(await page.getByText(words.chat.failedLabel).count()).toBe(0);
          expect(await page.getByRole('link', { name: words.chat.upgradeLink }).count()).toBe(1);

          // It starts at the latest message with the composer on screen; the page itself does not scroll.
          await eventually(
            () =>
              page
                .locator('.messages')
                .evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 40 && el.scrollTop > 0),
            (atEnd) => atEnd,
          );
          const box = await input.boundingBox();
          expect(box!.y).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
          expect(await horizontalOverflow(page)).toEqual([]);
          await page.screenshot({ path: path.join(SHOTS, `defects-chat-${language}-${sizeName(size)}.png`) });

          // A long name does not push Rename and Delete out of the list.
          const drawer = page.getByRole('button', { name: new RegExp(words.chat.conversations) });
          if (size === PHONE) await drawer.click();
          await page
            .getByRole('button', { name: new RegExp(`^${words.chat.rename}`) })
            .first()
            .click();
          const long =
            'A very long conversation name about forces, motion, inertia and Newton’s laws of motion';
          await page.getByRole('textbox', { name: words.chat.renameLabel }).fill(long);
          await page.getByRole('textbox', { name: words.chat.renameLabel }).press('Enter');
          const title = page.getByRole('button', { name: long, exact: true });
          await title.waitFor();
          expect(await title.getAttribute('title')).toBe(long);
          const sidebar = (await page.locator('.sidebar').boundingBox())!;
          for (const button of await page.locator('.conversation .icon').all()) {
            const b = (await button.boundingBox())!;
            expect(b.x).toBeGreaterThanOrEqual(sidebar.x);
            expect(b.x + b.width).toBeLessThanOrEqual(sidebar.x + sidebar.width + 0.5);
          }
          expect(await horizontalOverflow(page)).toEqual([]);
          if (size === PHONE) {
            await page.screenshot({ path: path.join(SHOTS, `defects-drawer-${language}-390.png`) });
            await page.keyboard.press('Escape');
            await eventually(
              () => page.locator('.sidebar').isVisible(),
              (visible) => !visible,
            );
            expect(await drawer.getAttribute('aria-expanded')).toBe('false');
          }
          await context.close();
        }),
      240_000,
    );
  }

  it(
    'says a model error in the tutor’s bubble with Retry, and shows no empty tutor bubble',
    () =>
      withFailureShots('model-error', async () => {
        const { context, page } = await learner('errors@tutor.test', 'en', DESKTOP);
        await page.goto(`${system.gateway}/Chat`);
        // The reply's stream reports a model error at once.
        await page.route('**/streams/replies/**', (route) =>
          route.fulfill({
            status: 200,
            headers: { 'content-type': 'text/event-stream' },
            body: 'id: 1\nevent: error\ndata: {"reason":"model"}\n\n',
          }),
        );
        const input = page.getByRole('textbox', { name: en.chat.messageLabel });
        await input.fill('What is energy?');
        await input.press('Enter');
        const failed = page.locator('.bubble.model.failed');
        await failed.getByText(en.chat.errors.noResponse).waitFor();
        await failed.getByRole('button', { name: en.chat.retry }).waitFor();
        expect(await page.getByText(en.chat.failedLabel).count()).toBe(0); // the message itself was sent
        const empty = await page
          .locator('.bubble.model:not(.failed) .content')
          .evaluateAll((els) => els.filter((el) => !el.textContent?.trim()).length);
        expect(empty).toBe(0);
        await page.screenshot({ path: path.join(SHOTS, 'defects-model-error-en-1280.png') });
        // Retry follows the reply again: the error bubble gives way to the answer.
        await page.unroute('**/streams/replies/**');
        await failed.getByRole('button', { name: en.chat.retry }).click();
        await page.locator('.bubble.model:not(.failed)').first().waitFor({ timeout: 60_000 });
        await eventually(
          () => failed.count(),
          (n) => n === 0,
        );

        // The account page's picture falls back to the initial when it cannot be loaded, like the header's.
        await page.goto(`${system.gateway}/account`);
        await page.locator('main .avatar.initial').waitFor();
        expect(await page.locator('main img.avatar').count()).toBe(0);
        await context.close();
      }),
    120_000,
  );

  it(
    'takes the owner straight to the panel, and shows the user table’s Role and Delete on a phone',
    () =>
      withFailureShots('owner', async () => {
        await signedUp(system.gateway, 'bob@tutor.test', 'Bob');
        const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
        const page = await context.newPage();
        const visited: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
        });
        await page.goto(`${system.gateway}/login`);
        await page.getByRole('button', { name: en.login.signIn }).click();
        await signInThroughGoogle(page, OWNER_EMAIL, 'Owner');
        await page.getByRole('button', { name: new RegExp(en.signup.create) }).click();
        await page.waitForURL(/\/owner$/);
        await page.getByRole('heading', { name: en.owner.title }).waitFor();
        expect(visited.filter((p) => /language-selection|usertype|student-questions/.test(p))).toEqual([]);
        // Signing in again lands on the panel too.
        await page.goto(`${system.gateway}/login`);
        await page.waitForURL(/\/owner$/);

        for (const [language, words] of [
          ['en', en],
          ['ar', ar],
        ] as const) {
          if (language === 'ar') {
            await page.setViewportSize(DESKTOP); // the switch is behind the burger menu on a phone
            await page.getByRole('button', { name: en.header.switchLanguage }).click();
            await page.getByRole('heading', { name: ar.owner.title }).waitFor();
          }
          for (const size of [PHONE, DESKTOP]) {
            await page.setViewportSize(size);
            const row = page.locator('table.users tbody tr').filter({ hasText: 'bob@tutor.test' });
            await row.waitFor();
            await row.getByText(words.owner.roles.User, { exact: true }).waitFor();
            const remove = row.getByRole('button', { name: `${words.owner.deleteUser} bob@tutor.test` });
            for (const shown of [remove, row.getByText(words.owner.roles.User, { exact: true })]) {
              await shown.scrollIntoViewIfNeeded();
              const b = (await shown.boundingBox())!;
              expect(b.x).toBeGreaterThanOrEqual(0);
              expect(b.x + b.width).toBeLessThanOrEqual(size.width);
            }
            expect(await horizontalOverflow(page)).toEqual([]);
            await page.screenshot({
              path: path.join(SHOTS, `defects-owner-${language}-${sizeName(size)}.png`),
              fullPage: true,
            });
          }
        }
        await context.close();
      }),
    120_000,
  );
});
