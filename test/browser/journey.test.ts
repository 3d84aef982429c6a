/**
 * The learner's journey in Chromium against the whole system, once in English and once in Arabic: from the
 * visitor's login page (in the browser's language) through sign-up, the onboarding steps, home, the subject
 * grid and a chat, to the programming assistant, the account and the upgrade page; the owner's dashboard too.
 * Every screen is looked at in light and dark, at 1280×800 and 390×844: a screenshot of each goes to
 * test-artifacts/screenshots/journey-*, nothing may stick out sideways, and axe must find no serious or
 * critical violation. On the way it checks what a learner relies on: the phone drawer opens and closes, Stop
 * ends a streaming reply and keeps its text, Copy puts the reply on the clipboard, Read aloud plays (an Arabic
 * reply too), code is highlighted, a reload keeps the open conversation on screen, the upgrade page says where
 * to pay, and the theme toggle is remembered.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually, OWNER_EMAIL } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  horizontalOverflow,
  seriousAxeViolations,
  SHOTS,
  signInOnStandIn,
} from './chromium';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;
const INSTAPAY = 'tutor.pay@instapay';
const WHATSAPP = '+20 100 555 0199';

type Words = typeof en;

describeInBrowser(
  'the learner journey in Chromium: Arabic and English, light and dark, desktop and phone',
  () => {
    /** Everything a look at a screen found wrong, by screen: reported together at the end of each journey. */
    let problems: string[];

    const { system, browser } = browserSystemForFile('journey', {
      FREE_MESSAGES: '10',
      // Slow enough that Stop finds a reply still streaming.
      DEV_MODEL_TTFT_MS: '200',
      DEV_MODEL_TOKENS_PER_SECOND: '12',
      PAYMENT_INSTAPAY_ADDRESS: INSTAPAY,
      PAYMENT_WHATSAPP_NUMBER: WHATSAPP,
    });

    /**
     * One screen in both themes and both sizes: screenshots, overflow and axe. The theme is the system's
     * (emulated), as for a learner who never touched the toggle; the page goes back to the desktop size after.
     */
    async function look(page: Page, language: string, screen: string) {
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.evaluate(() => (globalThis as any).document.fonts.ready);
          await page.waitForTimeout(150); // a layout pass after the resize (no assertion rests on it)
          const name = `journey-${language}-${screen}-${theme}-${size.width}`;
          await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: size.width === 1280 });
          for (const element of await horizontalOverflow(page))
            problems.push(`${name}: overflows: ${element}`);
          for (const violation of await seriousAxeViolations(page))
            problems.push(`${name}: axe: ${violation}`);
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(SIZES[0]);
    }

    async function learnerContext(language: 'en' | 'ar'): Promise<BrowserContext> {
      const context = await browser.newContext({
        locale: language === 'ar' ? 'ar-EG' : 'en-GB',
        viewport: SIZES[0],
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: system.gateway });
      return context;
    }

    const replies = (page: Page) => page.locator('.bubble.model');

    /** Sends a message from the composer and waits until its reply is complete (its actions appear). */
    async function ask(page: Page, words: Words, question: string) {
      const before = await replies(page).count();
      const input = page.getByRole('textbox', { name: words.chat.messageLabel });
      await input.fill(question);
      await input.press('Enter');
      await eventually(
        () => replies(page).count(),
        (n) => n > before,
      );
      await replies(page)
        .last()
        .getByRole('button', { name: words.chat.copyReply })
        .waitFor({ timeout: 60_000 });
    }

    async function journey(language: 'en' | 'ar') {
      const words: Words = language === 'ar' ? ar : en;
      const gateway = system.gateway;
      problems = [];
      const context = await learnerContext(language);
      const page = await context.newPage();
      try {
        // A visitor: the login page is in the browser's language.
        await page.goto(`${gateway}/`);
        await page.waitForURL(/\/login$/);
        await page.getByRole('heading', { name: words.login.title }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await look(page, language, 'login');

        // Google, then the account, then the onboarding steps.
        await page.getByRole('button', { name: words.login.signIn }).click();
        await signInOnStandIn(page, `${language}.learner@tutor.test`, language === 'ar' ? 'ليلى' : 'Lily');
        await page.waitForURL(/\/login$/);
        const create = page.getByRole('button', { name: new RegExp(words.signup.create) });
        await create.waitFor();
        await look(page, language, 'signup');
        await create.click();
        await page.waitForURL(/\/language-selection$/);
        await look(page, language, 'onboarding-language');
        await page
          .getByRole('button', { name: language === 'ar' ? words.language.arabic : words.language.english })
          .click();
        await page.waitForURL(/\/usertype-selection$/);
        await look(page, language, 'onboarding-role');
        await page.getByText(words.userType.student, { exact: true }).click();
        await page.getByRole('button', { name: words.userType.continue }).click();
        await page.waitForURL(/\/student-questions$/);
        await look(page, language, 'onboarding-school');
        await page.locator('#stage').selectOption('high');
        await page.locator('#year').selectOption('1');
        await page.getByRole('button', { name: words.student.save }).click();
        await page.waitForURL(`${gateway}/`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await look(page, language, 'home');

        // The theme toggle wins over the system's preference and is remembered across a reload.
        const html = page.locator('html');
        await page.getByRole('button', { name: words.header.themeLight }).click();
        expect(await html.getAttribute('data-theme')).toBe('dark');
        await page.reload();
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await html.getAttribute('data-theme')).toBe('dark');
        await page.getByRole('button', { name: words.header.themeDark }).click();
        expect(await html.getAttribute('data-theme')).toBe('light');
        await page.evaluate(() => {
          // Back to following the system, so that each look below sees both themes.
          const storage = (globalThis as any).localStorage;
          for (const key of Object.keys(storage)) if (key.startsWith('tutor.theme')) storage.removeItem(key);
          delete (globalThis as any).document.documentElement.dataset.theme;
        });

        // A subject from the grid opens its conversation, under its own URL.
        await page.getByRole('link', { name: words.home.chooseDomain }).click();
        await page.waitForURL(/\/domain-select$/);
        await look(page, language, 'domains');
        await page.getByRole('button', { name: new RegExp(words.domain.school) }).click();
        await page.waitForURL(/\/school$/);
        await page.getByRole('link', { name: language === 'ar' ? /الفيزياء/ : /Physics/ }).waitFor();
        await look(page, language, 'subjects');
        await page.getByRole('link', { name: language === 'ar' ? /الفيزياء/ : /Physics/ }).click();
        // The subject card opens the subject's conversation (spec section 2), its units offered as starting points.
        await page.waitForURL(/\/Chat\/[^/]+$/);
        await page.getByRole('heading', { name: words.chat.startFromUnit }).waitFor();
        await look(page, language, 'subject');
        const chatUrl = page.url();
        await ask(
          page,
          words,
          language === 'ar' ? 'ما هو قانون نيوتن الثاني؟' : 'What is Newton’s second law?',
        );
        const reply = replies(page).last();
        await reply.locator('.katex').first().waitFor();
        expect(await reply.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

        // Copy puts the reply's text on the clipboard.
        await reply.getByRole('button', { name: words.chat.copyReply }).click();
        const copied: string = await page.evaluate(() => (globalThis as any).navigator.clipboard.readText());
        expect(copied).toContain(language === 'ar' ? 'نموذج تطوير محلي' : 'local development model');

        // Read aloud plays the reply, in its own language.
        const speech = page.waitForRequest((r) => /SynthesizeSpeech/.test(r.postData() ?? ''));
        await reply.getByRole('button', { name: words.chat.readAloud }).click();
        expect(JSON.parse((await speech).postData() ?? '{}').variables.language).toBe(language);
        await eventually(
          () =>
            page.evaluate(() =>
              [...(globalThis as any).document.querySelectorAll('audio')].some(
                (audio: any) => !audio.paused && audio.currentTime > 0,
              ),
            ),
          (playing) => playing,
          20_000,
        );
        await reply.getByRole('button', { name: words.chat.pauseReading }).click();
        await look(page, language, 'chat');

        // A reload keeps the open conversation on screen, its last reply in view.
        await page.reload();
        expect(page.url()).toBe(chatUrl);
        await replies(page).last().locator('.katex').first().waitFor();
        expect(await replies(page).last().isVisible()).toBe(true);
        await eventually(
          () => replies(page).last().boundingBox(),
          (box) => box !== null && box.y < SIZES[0].height,
        );

        // On the phone the conversations are a drawer: it opens, and Escape closes it.
        await page.setViewportSize(SIZES[1]);
        const drawer = page.getByRole('button', { name: new RegExp(words.chat.conversations) });
        await drawer.click();
        expect(await drawer.getAttribute('aria-expanded')).toBe('true');
        await page
          .getByRole('button', { name: new RegExp(words.chat.newConversation) })
          .first()
          .waitFor();
        await page.screenshot({ path: path.join(SHOTS, `journey-${language}-chat-drawer-390.png`) });
        for (const element of await horizontalOverflow(page))
          problems.push(`chat drawer: overflows: ${element}`);
        await page.keyboard.press('Escape');
        expect(await drawer.getAttribute('aria-expanded')).toBe('false');
        await page.setViewportSize(SIZES[0]);

        // Stop ends a streaming reply and keeps what it had written, marked Stopped.
        const input = page.getByRole('textbox', { name: words.chat.messageLabel });
        const count = await replies(page).count();
        await input.fill(language === 'ar' ? 'اشرح قانون نيوتن الأول' : 'Explain Newton’s first law');
        await input.press('Enter');
        const streaming = replies(page).nth(count);
        await eventually(
          async () =>
            (
              (await streaming
                .locator('.content')
                .textContent()
                .catch(() => '')) ?? ''
            ).length,
          (n) => n > 20,
          30_000,
        );
        await page.getByRole('button', { name: words.chat.stop, exact: true }).click();
        await streaming.getByText(words.chat.stoppedMark).waitFor();
        const kept = (await streaming.locator('.content').textContent()) ?? '';
        expect(kept.length).toBeGreaterThan(10);

        // The programming assistant: code comes highlighted.
        await page.goto(`${gateway}/programming`);
        await page
          .getByRole('link', { name: /Python/ })
          .first()
          .click();
        await page.waitForURL(/\/programming-language/);
        await look(page, language, 'programming-language');
        await page
          .getByRole('link', { name: new RegExp(words.programmingLanguage.assistant) })
          .first()
          .click();
        await page.waitForURL(/\/assistant/);
        await ask(page, words, language === 'ar' ? 'كيف أطبع نصًا؟' : 'How do I print text?');
        const code = replies(page).last().locator('pre').first();
        await code.waitFor();
        expect(await code.locator('span[class^="hljs-"]').count()).toBeGreaterThan(0);
        await look(page, language, 'assistant');

        // A language's topics, and a mini project: its page (brief, skills, steps); Start opens its conversation.
        await page.goto(`${gateway}/programming`);
        await page
          .getByRole('link', { name: /Python/ })
          .first()
          .click();
        await page.getByRole('heading', { name: words.programmingLanguage.topics }).waitFor();
        await page
          .getByRole('link', { name: new RegExp(words.programmingLanguage.projects) })
          .first()
          .click();
        await page.waitForURL(/\/projects$/);
        await page.getByRole('link', { name: language === 'ar' ? /آلة حاسبة/ : /Calculator/ }).click();
        await page.waitForURL(/\/single-project\?project=python-calculator&language=python$/);
        await page.getByRole('heading', { name: words.projects.steps }).waitFor();
        await look(page, language, 'project');
        await page.getByRole('button', { name: words.projects.start }).click();
        await page.waitForURL(/\/assistant\/[^/]+$/);

        // The account, and the upgrade page with where to pay.
        await page.goto(`${gateway}/account`);
        await page.getByRole('heading', { name: words.account.title }).waitFor();
        await look(page, language, 'account');
        await page.goto(`${gateway}/upgrade`);
        await page.getByText(INSTAPAY).first().waitFor();
        await page.getByText(WHATSAPP).first().waitFor();
        await look(page, language, 'upgrade');

        // A page that does not exist.
        await page.goto(`${gateway}/no-such-page`);
        await page.getByRole('heading', { name: words.app.notFound }).waitFor();
        await look(page, language, 'not-found');
      } catch (err) {
        await page
          .screenshot({ path: path.join(SHOTS, `journey-${language}-failure.png`), fullPage: true })
          .catch(() => undefined);
        throw err;
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    }

    it('walks the learner journey in English', () => journey('en'), 600_000);
    it('walks the learner journey in Arabic', () => journey('ar'), 600_000);

    it('shows the owner the dashboard in both languages', async () => {
      problems = [];
      const context = await browser.newContext({ viewport: SIZES[0], locale: 'en-GB' });
      const page = await context.newPage();
      try {
        await page.goto(`${system.gateway}/login`);
        await page.getByRole('button', { name: en.login.signIn }).click();
        await signInOnStandIn(page, OWNER_EMAIL, 'Owner');
        await page.waitForURL(/\/login$/);
        await page.getByRole('button', { name: new RegExp(en.signup.create) }).click();
        await page.waitForURL(/\/owner$/); // straight to the panel, no learner onboarding
        for (const language of ['en', 'ar'] as const) {
          const words: Words = language === 'ar' ? ar : en;
          if (language === 'ar') {
            await page.getByRole('button', { name: en.header.switchLanguage }).click();
            await eventually(
              () => page.locator('html').getAttribute('dir'),
              (dir) => dir === 'rtl',
            );
          }
          await page.getByRole('heading', { name: words.owner.title }).waitFor();
          await look(page, language, 'owner');
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    }, 300_000);
  },
);
