/**
 * Stopping a streaming reply in Chromium against the whole system with a slow development model: while the
 * reply streams, Send is Stop; pressing it ends the reply, keeps its text with the Stopped mark, and the learner
 * can send the next message. Screenshots (streaming, stopped) go to test-artifacts/screenshots/stop-*.png.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { eventually } from '@tutor/test-kit';
import en from '../../web/src/i18n/en.json';
import { browserSystemForFile, describeInBrowser, SHOTS, signInOnStandIn } from './chromium';

describeInBrowser('Stop a streaming reply in Chromium (whole system)', () => {
  let page: Page;

  const { system, browser } = browserSystemForFile('browser-stop', {
    FREE_MESSAGES: '5',
    // Slow enough that the reply is still streaming when Stop is pressed.
    DEV_MODEL_TTFT_MS: '200',
    DEV_MODEL_TOKENS_PER_SECOND: '8',
  });

  it('Stop ends a streaming reply, keeps its text with the Stopped mark, and the next message can be sent', async () => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    try {
      await journey(system.gateway);
    } catch (err) {
      await page
        .screenshot({ path: path.join(SHOTS, 'stop-failure.png'), fullPage: true })
        .catch(() => undefined);
      throw err;
    }
  }, 120_000);

  async function journey(gateway: string) {
    await page.goto(`${gateway}/login`);
    await page.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(page, 'sami@tutor.test', 'Sami');
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: new RegExp(en.signup.create) }).click();
    await page.waitForURL(/\/language-selection$/);
    await page.getByRole('button', { name: en.language.english }).click();
    await page.waitForURL(/\/usertype-selection$/);
    await page.getByText(en.userType.student, { exact: true }).click();
    await page.getByRole('button', { name: en.userType.continue }).click();
    await page.waitForURL(/\/student-questions$/);
    await page.locator('#stage').selectOption('high');
    await page.locator('#year').selectOption('1');
    await page.getByRole('button', { name: en.student.save }).click();
    await page.waitForURL(`${gateway}/`);

    await page.getByRole('link', { name: en.home.chooseDomain }).click();
    await page.getByRole('button', { name: new RegExp(en.domain.school) }).click();
    await page.getByRole('link', { name: /Physics/ }).click(); // /subject/<id> starts the subject's conversation
    await page.waitForURL(/\/Chat\/[\w-]+$/); // the subject's conversation, by its URL
    const input = page.getByRole('textbox', { name: en.chat.messageLabel });
    await input.fill('What is Newton’s second law?');
    await input.press('Enter');

    // While the reply streams, Stop stands where Send was.
    const streaming = page.locator('.bubble.model').last();
    await streaming.waitFor();
    const stop = page.getByRole('button', { name: en.chat.stop, exact: true });
    await stop.waitFor();
    expect(await page.getByRole('button', { name: en.chat.send, exact: true }).count()).toBe(0);
    await eventually(
      async () => (await streaming.locator('.content').textContent()) ?? '',
      (text) => text.length > 20,
    );
    await page.screenshot({ path: path.join(SHOTS, 'stop-streaming-en-1280.png'), fullPage: true });
    await stop.click();

    // The reply ends with the Stopped mark; its text is what streamed, and no more comes.
    const mark = page.locator('.bubble.model .stopped-mark');
    await mark.waitFor({ timeout: 10_000 });
    expect(await mark.textContent()).toBe(en.chat.stoppedMark);
    const kept = (await page.locator('.bubble.model .content').last().textContent()) ?? '';
    expect(kept.length).toBeGreaterThan(20);
    await page.waitForTimeout(1500);
    expect(await page.locator('.bubble.model .content').last().textContent()).toBe(kept);
    expect(await page.locator('.bubble.model').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'stop-stopped-en-1280.png'), fullPage: true });

    // Send is back, and the next message goes out and is answered (then stopped too, to keep the test short).
    await input.fill('And on the Moon?');
    await page.getByRole('button', { name: en.chat.send, exact: true }).click();
    await expect(page.locator('.bubble.student').count()).resolves.toBe(2);
    await stop.waitFor();
    await stop.click();
    await page.locator('.bubble.model .stopped-mark').nth(1).waitFor({ timeout: 10_000 });
    expect(await page.locator('.bubble.model').count()).toBe(2);
  }
});
