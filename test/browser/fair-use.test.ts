/**
 * The fair-use refusal as a monthly learner meets it, in Chromium against the whole system (issue 35 item 3): the
 * owner set a ceiling of one message a day; the learner's second message of the day is refused in Arabic, with the
 * ceiling's figure and the time it lifts in their own zone, no Retry, and the draft back in the box. Screenshots at
 * 390 and 1280 px: test-artifacts/screenshots/fair-use-refused-ar-*.png.
 */
import { OWNER_EMAIL, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import {
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  PHONE,
  shootAtBothWidths,
  shootPagesOnFailure,
  signedUpInBrowser,
} from './chromium';

describeInBrowser('the fair-use refusal in the chat, in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('browser-fair-use', {
    DEV_MODEL_TTFT_MS: '0',
    DEV_MODEL_TOKENS_PER_SECOND: '2000',
  });

  it('says in Arabic, at 390 px, that the day’s ceiling is reached and when it lifts; the draft stays', async () => {
    await shootPagesOnFailure(browser, 'fair-use-failure', async () => {
      const { gql: owner } = await signedUp(system.gateway, OWNER_EMAIL, 'The Owner');
      const page = await signedUpInBrowser(
        browser,
        system.gateway,
        'mona@fairuse.test',
        'Mona',
        `setLanguage(language: "ar") { id } setUserType(userType: "student") { id }
          saveStudentDetails(educationalStage: "high", academicYear: "1") { id }`,
      );
      expect((await gqlInPage(page, 'mutation { requestPayment { status } }')).errors).toBeUndefined();
      expect(
        (await owner('mutation { confirmPayment(email: "mona@fairuse.test") { status } }')).errors,
      ).toBeUndefined();
      expect((await owner('mutation { setFairUsePolicy(messagesPerDay: 1) { enabled } }')).data).toEqual({
        setFairUsePolicy: { enabled: true },
      });

      await page.setViewportSize(PHONE);
      await page.goto(`${system.gateway}/Chat`);
      const input = page.getByRole('textbox', { name: ar.chat.messageLabel });
      const send = page.getByRole('button', { name: ar.chat.send, exact: true });
      await input.fill('ما هي السرعة؟');
      await send.click();
      await page.locator('.bubble.model').first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: ar.chat.stop }).waitFor({ state: 'detached', timeout: 30_000 });

      const second = 'وما هو التسارع؟';
      await input.fill(second);
      await send.click();
      // The figure in Arabic digits, the time in the page's zone (whatever it is), in Arabic.
      const [before, after] = ar.chat.errors.fairUseMessages.split('{{time}}') as [string, string];
      const reason = new RegExp(
        `^${escape(ar.chat.failedBecause.replace('{{reason}}', before.replace('{{limit}}', '١')))}[٠-٩]+:[٠-٩]{2} [صم]${escape(after)}$`,
      );
      await page.locator('.bubble.student .failed-line').getByText(reason).waitFor();
      expect(await page.getByRole('button', { name: ar.chat.retry }).count()).toBe(0);
      // Said once, in the bubble: no toast repeats it over the conversation.
      expect(await page.locator('.toast').count()).toBe(0);
      expect(await input.inputValue()).toBe(second);
      await shootAtBothWidths(page, 'fair-use-refused-ar');
    });
  }, 240_000);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
