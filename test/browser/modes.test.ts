/**
 * Teaching modes in Chromium against the whole system (issue 18): in a school conversation the learner picks
 * "Guide me" in the chat header's mode switch (a radio group), asks a question and gets the development model's
 * first hint, then picks "Quiz me" and gets a quiz question. In English at 1280×800 and in Arabic (right to left)
 * at 390×844, each screen without sideways overflow or serious axe findings. Screenshots go to
 * test-artifacts/screenshots/modes-*.png.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signedUp } from '@tutor/test-kit';
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

type Words = typeof en;
const PHYSICS = 'high-1-physics';
/** The development model's replies in each mode (tools/dev-model/src/modes.ts), as the bubble shows them. */
const EXPECTED = {
  en: { hint: 'Hint 1/3:', question: /^Question 1: What is \d+ \+ \d+\?/ },
  ar: { hint: 'تلميح 1/3:', question: /^السؤال 1: كم يساوي \d+ \+ \d+؟/ },
};

describeInBrowser('teaching modes in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('modes_web', {
    FREE_MESSAGES: '10',
    DEV_MODEL_TTFT_MS: '20',
    DEV_MODEL_TOKENS_PER_SECOND: '400',
    RATE_LIMIT_CONCURRENT_REPLIES: '0',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
  });

  /** The screen at its size: a screenshot, no sideways overflow, no serious axe findings. */
  async function look(page: Page, name: string) {
    await page.evaluate(() => (globalThis as any).document.fonts.ready);
    await page.screenshot({ path: path.join(SHOTS, `modes-${name}.png`) });
    expect({ name, overflow: await horizontalOverflow(page) }).toEqual({ name, overflow: [] });
    expect({ name, axe: await seriousAxeViolations(page) }).toEqual({ name, axe: [] });
  }

  /** Sends from the composer; resolves with the text of the reply once it is stored (its actions appear). */
  async function ask(page: Page, words: Words, question: string): Promise<string> {
    const replies = page.locator('.bubble.model');
    const before = await replies.count();
    await page.getByRole('textbox', { name: words.chat.messageLabel }).fill(question);
    await page.getByRole('button', { name: words.chat.send, exact: true }).click();
    const reply = replies.nth(before);
    await reply.getByRole('button', { name: words.chat.copyReply }).waitFor({ timeout: 60_000 });
    return (await reply.locator('.bubble-body').innerText()).trim();
  }

  const runs = [
    { language: 'en', width: 1280, height: 800 },
    { language: 'ar', width: 390, height: 844 },
  ] as const;

  for (const { language, width, height } of runs)
    it(`switches to Guide me, then to Quiz me, in the chat header (${language}, ${width}×${height})`, async () => {
      const words: Words = language === 'ar' ? ar : en;
      const expected = EXPECTED[language];
      const email = `modes.${language}@tutor.test`;
      // Onboarded over HTTP, with a school conversation in Physics (it starts in Explain); the browser signs in.
      const learner = await signedUp(system.gateway, email, 'Maya');
      await learner.gql(`mutation { setLanguage(language: "${language}") { id } }`);
      await learner.gql('mutation { setUserType(userType: "student") { id } }');
      await learner.gql(
        'mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }',
      );
      const started = await learner.gql(
        `mutation { startConversation(kind: SCHOOL, subjectId: "${PHYSICS}") { id mode } }`,
      );
      expect(started.data!.startConversation.mode).toBe('EXPLAIN');
      const conversationId = started.data!.startConversation.id as string;

      const context = await browser.newContext({
        locale: language === 'ar' ? 'ar-EG' : 'en-GB',
        viewport: { width, height },
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${system.gateway}/login`);
        await page.getByRole('button', { name: words.login.signIn }).click();
        await signInOnStandIn(page, email, 'Maya');
        await page.waitForURL(`${system.gateway}/`);
        await page.goto(`${system.gateway}/Chat/${conversationId}`);
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

        const modes = page.getByRole('radiogroup', { name: words.chat.mode.label });
        const explain = modes.getByRole('radio', { name: words.chat.mode.explain });
        const guide = modes.getByRole('radio', { name: words.chat.mode.guide });
        const quiz = modes.getByRole('radio', { name: words.chat.mode.quiz });
        await explain.waitFor();
        expect(await explain.getAttribute('aria-checked')).toBe('true');
        // A school conversation offers no coding assistant.
        expect(await modes.getByRole('radio').count()).toBe(3);

        await guide.click();
        await page
          .locator('.mode-switch [role="radio"][aria-checked="true"]', { hasText: words.chat.mode.guide })
          .waitFor();
        // The switch is announced: it applies from the next message.
        await page.getByText(words.chat.mode.changed.replace('{{mode}}', words.chat.mode.guide)).waitFor();
        expect(await explain.getAttribute('aria-checked')).toBe('false');
        const hint = await ask(
          page,
          words,
          language === 'ar'
            ? 'تتسارع سيارة من 0 إلى 20 م/ث في 4 ث. ما تسارعها؟'
            : 'A car speeds up from 0 to 20 m/s in 4 s. What is its acceleration?',
        );
        expect(hint.startsWith(expected.hint)).toBe(true);
        await look(page, `guide-${language}-${width}`);

        await quiz.click();
        await page
          .locator('.mode-switch [role="radio"][aria-checked="true"]', { hasText: words.chat.mode.quiz })
          .waitFor();
        await page.getByText(words.chat.mode.changed.replace('{{mode}}', words.chat.mode.quiz)).waitFor();
        const question = await ask(page, words, language === 'ar' ? 'اختبرني' : 'Quiz me');
        expect(question).toMatch(expected.question);
        await look(page, `quiz-${language}-${width}`);

        // The switch was saved: the conversation, read again, is in Quiz me.
        const saved = await learner.gql(`{ conversation(id: "${conversationId}") { mode } }`);
        expect(saved.data!.conversation.mode).toBe('QUIZ');
        expect(errors).toEqual([]);
      } catch (err) {
        await page
          .screenshot({ path: path.join(SHOTS, `modes-failure-${language}-${width}.png`) })
          .catch(() => undefined);
        throw err;
      } finally {
        await context.close();
      }
    }, 180_000);
});
