/**
 * Chat content in Chromium against the whole system: a learner sends code and an image in a programming
 * conversation; code blocks are highlighted (hljs spans) with a working Copy button, the learner's own code stays
 * left to right with its indentation, and the image shows as a thumbnail that opens in a dialog. The reply's
 * actions: Copy puts its markdown on the clipboard, Read aloud plays it (an Arabic reply too). The composer grows
 * with its lines, an attached image shows as a chip that can be removed, and Jump to latest appears when the
 * learner scrolls up. A conversation of 20 messages opens with its latest 6; one sent then joins them without
 * pushing any out, and "Show earlier messages" adds the rest. Screenshots at 390×844 and 1280×800, in English
 * and Arabic, light and dark, go to test-artifacts/screenshots/chat-content-*.png.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  horizontalOverflow,
  SHOTS,
  signInOnStandIn,
} from './chromium';

const CODE = 'def add(a, b):\n    if a is None:\n        return b\n    return a + b';

/** One screen at both sizes, with `focus` (a bubble) scrolled to the top of the messages after each resize. */
async function shoot(page: Page, name: string, focus: Locator) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await focus.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(SHOTS, `chat-content-${name}-${width}.png`) });
    expect(await horizontalOverflow(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The same shots in the dark theme, then back to light. */
async function shootDark(page: Page, name: string, focus: Locator) {
  await page.evaluate(() => ((globalThis as any).document.documentElement.dataset.theme = 'dark'));
  // Colour transitions finish first, so the shot shows the theme and not a moment of the change.
  await page.evaluate(() =>
    Promise.all(
      (globalThis as any).document.getAnimations().map((a: any) => a.finished.catch(() => undefined)),
    ),
  );
  await shoot(page, `${name}-dark`, focus);
  await page.evaluate(() => ((globalThis as any).document.documentElement.dataset.theme = 'light'));
}

/** Read aloud on `reply`: the speech plays (the audio advances), its bar follows, and the button pauses it. */
async function readsAloud(page: Page, reply: Locator, words: typeof en) {
  await reply.getByRole('button', { name: words.chat.readAloud, exact: true }).click();
  const audio = reply.locator('audio');
  await audio.waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForFunction(
    (el) => !(el as any).paused && (el as any).currentTime > 0,
    await audio.elementHandle(),
    { timeout: 30_000 },
  );
  const pause = reply.getByRole('button', { name: words.chat.pauseReading, exact: true });
  await pause.waitFor();
  const bar = reply.getByRole('progressbar', { name: words.chat.readingProgress });
  await eventually(
    async () => Number(await bar.getAttribute('aria-valuenow')),
    (percent) => percent > 0,
  );
  await pause.click();
  await reply.getByRole('button', { name: words.chat.readAloud, exact: true }).waitFor();
  expect(await audio.evaluate((el) => (el as any).paused)).toBe(true);
}

describeInBrowser('chat content in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('chat_content', {
    // Enough for the long conversation of the message-window test (11 messages).
    FREE_MESSAGES: '20',
    DEV_MODEL_TTFT_MS: '50',
    DEV_MODEL_TOKENS_PER_SECOND: '200',
    RATE_LIMIT_CONCURRENT_REPLIES: '0',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
  });

  it('highlights and copies code, keeps the learner’s code LTR, and opens a sent image', async () => {
    const gateway = system.gateway;
    // Signed up and onboarded over HTTP, so the browser only signs in.
    const lina = await signedUp(gateway, 'lina@tutor.test', 'Lina');
    await lina.gql('mutation { setLanguage(language: "en") { id } }');
    await lina.gql('mutation { setUserType(userType: "student") { id } }');
    await lina.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The account exists: signing in through the Google stand-in opens the app.
    await page.goto(`${gateway}/login`);
    await page.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(page, 'lina@tutor.test', 'Lina');
    await page.waitForURL(`${gateway}/`);
    try {
      await journey(page, gateway);
    } catch (err) {
      await page.screenshot({ path: path.join(SHOTS, 'chat-content-failure.png') }).catch(() => undefined);
      throw err;
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  async function journey(page: Page, gateway: string) {
    // The Python assistant: the development model answers with a python fence.
    await page.goto(`${gateway}/programming`);
    await page.getByRole('link', { name: /^Python/ }).click();
    await page.getByRole('heading', { name: en.programmingLanguage.title }).waitFor();
    await page.getByRole('link', { name: new RegExp(`^${en.programmingLanguage.assistant}`) }).click();
    await page.waitForURL(/\/assistant$/);
    const input = page.getByRole('textbox', { name: en.chat.messageLabel });
    await input.fill(`Why does this not work?\n\n\`\`\`python\n${CODE}\n\`\`\``);
    await page.getByRole('button', { name: en.chat.send, exact: true }).click();

    // The learner's own code: a block that reads left to right and keeps its indentation.
    const own = page.locator('.bubble.student').last().locator('pre.code');
    await own.waitFor({ timeout: 30_000 });
    expect(await own.textContent()).toBe(CODE);
    const style = await own.evaluate((el) => {
      const s = (globalThis as any).getComputedStyle(el);
      return { direction: s.direction, whiteSpace: s.whiteSpace };
    });
    expect(style).toEqual({ direction: 'ltr', whiteSpace: 'pre' });
    expect(await own.locator('span.hljs-keyword').first().textContent()).toBe('def');
    expect(await page.locator('.bubble.student').last().locator('p').first().getAttribute('dir')).toBe(
      'auto',
    );

    // The stored reply (it has Read aloud): its fence is highlighted, and Copy puts the code on the clipboard.
    const reply = page
      .locator('.bubble.model')
      .filter({ has: page.getByRole('button', { name: en.chat.readAloud }) })
      .last();
    await reply.waitFor({ timeout: 30_000 });
    const code = reply.locator('pre.code.language-python');
    expect(await code.locator('span[class^="hljs-"]').count()).toBeGreaterThan(0);
    expect(await code.locator('span.hljs-string').first().textContent()).toBe('"Hello"');
    const block = reply.locator('.code-block');
    await block.getByRole('button', { name: en.chat.copyCode, exact: true }).click();
    await block.getByRole('button', { name: en.chat.copied, exact: true }).waitFor();
    expect(await clipboard(page)).toBe('print("Hello")');
    // The learner's block has its own button.
    await page
      .locator('.bubble.student')
      .last()
      .getByRole('button', { name: en.chat.copyCode, exact: true })
      .click();
    expect(await clipboard(page)).toBe(CODE);

    // The reply's own Copy: its markdown (the fence and all), and "Copied" with a check for a moment.
    const actions = reply.locator('.reply-actions');
    await actions.getByRole('button', { name: en.chat.copyReply, exact: true }).click();
    await actions.getByRole('button', { name: en.chat.copied, exact: true }).waitFor();
    const copiedReply = await clipboard(page);
    expect(copiedReply).toContain('## An answer from the development model');
    expect(copiedReply).toContain('```python\nprint("Hello")\n```');
    await actions.getByRole('button', { name: en.chat.copyReply, exact: true }).waitFor();

    // Read aloud on an English reply: the speech plays and pauses.
    // (Located by place: while it plays, its button is no longer the "Read aloud" that found it.)
    const englishReply = page.locator('.bubble.model').last();
    expect(await englishReply.getAttribute('dir')).toBe('ltr');
    await readsAloud(page, englishReply, en);
    await shoot(page, 'code-en', page.locator('.bubble.student').last());
    await shootDark(page, 'code-en', page.locator('.bubble.student').last());

    // The composer grows with its lines (Shift+Enter), up to a limit, then scrolls; Enter would send.
    const oneLine = (await input.boundingBox())!.height;
    await input.fill('');
    await input.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Enter');
    const fourLines = (await input.boundingBox())!.height;
    expect(fourLines).toBeGreaterThan(oneLine * 2);
    await input.fill(Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n'));
    const capped = (await input.boundingBox())!.height;
    expect(capped).toBeGreaterThan(fourLines);
    expect(capped).toBeLessThan(oneLine * 9);
    expect(await input.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await input.fill('');
    expect((await input.boundingBox())!.height).toBe(oneLine);

    // An image: a chip (thumbnail, name, remove) until sent; Remove clears the chip and the file input.
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 320 } });
    const file = page.locator('input[type=file]');
    const screenPng = { name: 'screen.png', mimeType: 'image/png', buffer: picture };
    await file.setInputFiles(screenPng);
    const chip = page.locator('.attachment-chip');
    await chip.getByText('screen.png').waitFor();
    await chip.locator('img').waitFor();
    await chip.getByRole('button', { name: en.chat.removeImage }).click();
    await chip.waitFor({ state: 'detached' });
    expect(await file.evaluate((el) => (el as any).files.length)).toBe(0);
    expect(await page.getByRole('button', { name: en.chat.sendImage }).count()).toBe(0);
    await file.setInputFiles(screenPng);
    await chip.waitFor();
    await shoot(page, 'chip-en', page.locator('.bubble.model').last());
    // The image is a thumbnail once stored, that opens larger and closes with Escape (focus back on it).
    await page.getByRole('button', { name: en.chat.sendImage }).click();
    await chip.waitFor({ state: 'detached' });
    await page.getByText('I can see the image you sent.').waitFor({ timeout: 30_000 });
    const thumb = page.getByRole('button').filter({ has: page.getByAltText(en.chat.sentImageAlt) });
    await thumb.waitFor({ timeout: 30_000 });
    const image = thumb.locator('img');
    await page.waitForFunction(
      (el) => (el as any).complete && (el as any).naturalWidth > 0,
      await image.elementHandle(),
    );
    const box = (await image.boundingBox())!;
    expect(Math.max(box.width, box.height)).toBeLessThanOrEqual(240);
    await page.locator('.bubble.model').last().getByRole('button', { name: en.chat.readAloud }).waitFor();
    await shoot(page, 'image-en', page.locator('.bubble.student').last());

    await thumb.click();
    const dialog = page.getByRole('dialog', { name: en.chat.sentImageAlt });
    await dialog.waitFor();
    expect(await dialog.locator('img').evaluate((el) => (el as any).naturalWidth)).toBe(480);
    await shoot(page, 'dialog-en', thumb);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await thumb.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
    await thumb.click();
    await dialog.getByRole('button', { name: en.chat.closeImage }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The same conversation in Arabic: the layout mirrors, code still reads left to right.
    await page.getByRole('button', { name: en.header.switchLanguage }).click();
    await page.getByRole('button', { name: ar.chat.copyCode, exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const modelCode = page.locator('.bubble.model pre.code.language-python').first();
    expect(await modelCode.evaluate((el) => (globalThis as any).getComputedStyle(el).direction)).toBe('ltr');
    const thumbAr = page.getByRole('button').filter({ has: page.getByAltText(ar.chat.sentImageAlt) });
    await thumbAr.waitFor();
    await shoot(page, 'image-ar', page.locator('.bubble.student').last());
    await thumbAr.click();
    await page.getByRole('dialog', { name: ar.chat.sentImageAlt }).waitFor();
    await shoot(page, 'dialog-ar', thumbAr);
    await page.keyboard.press('Escape');

    // An Arabic question with code: the paragraph reads right to left, the code left to right, indented.
    const arabicInput = page.getByRole('textbox', { name: ar.chat.messageLabel });
    await arabicInput.fill(`لماذا لا تعمل هذه الدالة؟\n\n\`\`\`python\n${CODE}\n\`\`\``);
    await page.getByRole('button', { name: ar.chat.send, exact: true }).click();
    const arabic = page.locator('.bubble.student').last();
    await arabic.locator('pre.code').waitFor({ timeout: 30_000 });
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect(
      await arabic
        .locator('p')
        .first()
        .evaluate((el) => (globalThis as any).getComputedStyle(el).direction),
    ).toBe('rtl');
    expect(
      await arabic.locator('pre.code').evaluate((el) => (globalThis as any).getComputedStyle(el).direction),
    ).toBe('ltr');
    expect(await arabic.locator('pre.code').textContent()).toBe(CODE);
    const arabicReply = page.locator('.bubble.model').last();
    await arabicReply
      .getByRole('button', { name: ar.chat.copyCode, exact: true })
      .waitFor({ timeout: 30_000 });
    await shoot(page, 'code-ar', arabic);
    await shootDark(page, 'code-ar', arabic);

    // Read aloud on the Arabic reply (the learner now uses Arabic): it is read, in Arabic, too.
    expect(await arabicReply.getAttribute('dir')).toBe('rtl');
    await readsAloud(page, arabicReply, ar);

    // Scrolled up, Jump to latest appears; it brings the last message back into view and goes.
    const messages = page.locator('.messages');
    await messages.evaluate((el) => el.scrollTo({ top: 0 }));
    const jump = page.getByRole('button', { name: ar.chat.scrollToBottom });
    await jump.waitFor();
    await shoot(page, 'jump-ar', page.locator('.bubble').first());
    await jump.click();
    await jump.waitFor({ state: 'detached' });
    await eventually(
      async () => {
        const list = (await messages.boundingBox())!;
        const last = (await page.locator('.bubble').last().boundingBox())!;
        return last.y + last.height <= list.y + list.height + 1 && last.y >= list.y - last.height;
      },
      (inView) => inView,
    );
  }

  it('opens a long conversation with its latest messages, shows earlier ones on request, and keeps new ones', async () => {
    const gateway = system.gateway;
    // A conversation of 20 messages (10 questions, each replied), made over GraphQL as bench/web-vitals.mjs does.
    const omar = await signedUp(gateway, 'omar@tutor.test', 'Omar');
    await omar.gql('mutation { setLanguage(language: "en") { id } }');
    await omar.gql('mutation { setUserType(userType: "student") { id } }');
    await omar.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
    const started = await omar.gql(
      'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }',
    );
    const conversationId = started.data!.startConversation.id as string;
    const question = (i: number) => `Explain Newton's law number ${i} with an example and a formula.`;
    for (let i = 1; i <= 10; i++) {
      const sent = await omar.gql(
        'mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) { replyId } }',
        { c: conversationId, m: `window-${i}`, t: question(i) },
      );
      expect(sent.errors).toBeUndefined();
      await eventually(
        async () =>
          (await omar.gql(`{ conversation(id: "${conversationId}") { messages { id status } } }`)).data!
            .conversation.messages as { id: string; status: string }[],
        (all) => all.length === i * 2 && all.find((m) => m.id === `window-${i}`)?.status === 'replied',
        60_000,
      );
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${gateway}/login`);
      await page.getByRole('button', { name: en.login.signIn }).click();
      await signInOnStandIn(page, 'omar@tutor.test', 'Omar');
      await page.waitForURL(`${gateway}/`);
      await page.goto(`${gateway}/Chat/${conversationId}`);

      // At open: the latest 6 (questions 8 to 10 and their replies); 14 wait behind the button.
      const bubbles = page.locator('.bubble');
      const earlier = (count: number) =>
        page.getByRole('button', { name: en.chat.showEarlier.replace('{{count}}', String(count)) });
      await earlier(14).waitFor();
      await page.locator('.bubble.model').last().getByRole('button', { name: en.chat.copyReply }).waitFor();
      expect(await bubbles.count()).toBe(6);
      expect(await bubbles.first().textContent()).toContain(question(8));

      // A message sent while the window is open joins it, with its reply; none of the shown ones leaves.
      await page.getByRole('textbox', { name: en.chat.messageLabel }).fill(question(11));
      await page.getByRole('button', { name: en.chat.send, exact: true }).click();
      await page
        .locator('.bubble.model')
        .nth(3)
        .getByRole('button', { name: en.chat.copyReply })
        .waitFor({ timeout: 60_000 });
      expect(await bubbles.count()).toBe(8);
      expect(await bubbles.first().textContent()).toContain(question(8));
      expect(await bubbles.nth(6).textContent()).toContain(question(11));
      expect(await earlier(14).count()).toBe(1);

      // "Show earlier messages" adds the 14 earlier ones: the whole conversation of 22, from its first question.
      // Dispatched, not clicked: a click first scrolls the button into view, and reaching the top of the list
      // shows the earlier messages by itself (the button then goes before the click lands).
      await earlier(14).dispatchEvent('click');
      await earlier(14).waitFor({ state: 'detached' });
      await eventually(
        () => bubbles.count(),
        (n) => n === 22,
      );
      expect(await bubbles.first().textContent()).toContain(question(1));
    } catch (err) {
      await page
        .screenshot({ path: path.join(SHOTS, 'chat-content-window-failure.png') })
        .catch(() => undefined);
      throw err;
    } finally {
      await context.close();
    }
  }, 180_000);

  const clipboard = (page: Page) =>
    page.evaluate(() => (globalThis as any).navigator.clipboard.readText() as Promise<string>);
});
