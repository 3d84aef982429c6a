/**
 * The chat as a learner meets it, in Chromium against the whole system (issue 31): the spec's subject path
 * (a subject card, 'Starting conversation...', the message box, a reply that streams) at 390 and 1280 px in
 * Arabic and English, with the units page where it now lives; a long message (the counter and the limit before
 * sending, the server's reason after, the draft kept after a reload); a large photo shrunk on the device (no large
 * request) and a file of another type refused; pasted code shown as code; a reply stopped before its first word
 * laid out right-to-left in Arabic; a reply that arrives whole before the page subscribes still revealed
 * progressively; and the tutor's first turn in a conversation started from a unit, a project or the coding
 * assistant. Screenshots: test-artifacts/screenshots/chat-learner-*.png.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { eventually } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  DESKTOP,
  describeInBrowser,
  gqlInPage,
  PHONE,
  SHOTS,
  shootAtBothWidths,
  signedUpInBrowser,
} from './chromium';

/** The server's limit in this file, lower than the page's (4000): a refusal the page cannot foresee. */
const SERVER_MAX_CHARS = 300;
const WORDS = { en, ar } as const;
type Language = keyof typeof WORDS;

describeInBrowser('The chat as a learner meets it, in Chromium (whole system)', () => {
  let people = 0;

  const { system, browser } = browserSystemForFile('browser-chat-learner', {
    FREE_MESSAGES: '100',
    MESSAGE_MAX_CHARS: String(SERVER_MAX_CHARS),
    // Slow enough that a reply streams for a few seconds and can be stopped before its first word.
    DEV_MODEL_TTFT_MS: '1500',
    DEV_MODEL_TOKENS_PER_SECOND: '20',
  });

  /** A high-school student, signed up and onboarded, reading the app in `language`. */
  const student = (language: Language) =>
    signedUpInBrowser(
      browser,
      system.gateway,
      `learner${++people}@chat.test`,
      `Learner ${people}`,
      `setLanguage(language: "${language}") { id } setUserType(userType: "student") { id }
        saveStudentDetails(educationalStage: "high", academicYear: "1") { id }`,
    );

  /** Runs `body`, with a screenshot of the page when it fails. */
  async function shotOnFailure(page: Page, name: string, body: () => Promise<void>) {
    try {
      await body();
    } catch (err) {
      await page
        .screenshot({ path: path.join(SHOTS, `chat-learner-${name}-failure.png`), fullPage: true })
        .catch(() => undefined);
      throw err;
    }
  }

  /**
   * Records the length of the last tutor bubble's text at every change of the message list, so that a test can
   * tell a reply that grew into view from one that appeared whole.
   */
  const recordReplyLengths = (page: Page) =>
    page.evaluate(() => {
      const w = globalThis as any;
      w.__replyLengths = [];
      const list = w.document.querySelector('.messages');
      const before = list.querySelectorAll('.bubble.model').length;
      new w.MutationObserver(() => {
        const replies = list.querySelectorAll('.bubble.model');
        if (replies.length <= before) return;
        const text = replies[replies.length - 1].querySelector('.content')?.textContent ?? '';
        if (text.length > 0) w.__replyLengths.push(text.length);
      }).observe(list, { childList: true, subtree: true, characterData: true });
    });
  const replyLengths = (page: Page): Promise<number[]> =>
    page.evaluate(() => (globalThis as any).__replyLengths);
  /** The newest reply, stored and fully shown (its Read aloud comes once it is complete). */
  const storedReply = async (page: Page, language: Language) => {
    const reply = page.locator('.bubble.model').last();
    await reply.getByRole('button', { name: WORDS[language].chat.readAloud }).waitFor({ timeout: 60_000 });
    return (await reply.locator('.content').textContent()) ?? '';
  };
  const composer = (page: Page, language: Language) =>
    page.getByRole('textbox', { name: WORDS[language].chat.messageLabel });

  /** On a phone: the conversation's title shows, and the drawer's "Start New Conversation" is one line. */
  async function phoneHeaderAndDrawer(page: Page, language: Language) {
    const words = WORDS[language];
    expect(await page.locator('.chat-title').isVisible()).toBe(true);
    await page.getByRole('button', { name: words.chat.conversations }).click();
    const start = page.getByRole('button', { name: words.chat.newConversation });
    await start.waitFor();
    const lines = await start.evaluate((el) => {
      const doc = (globalThis as any).document;
      const walker = doc.createTreeWalker(el, 4); // its text
      const range = doc.createRange();
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });
    expect(lines).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, `chat-learner-drawer-${language}-390.png`) });
    await page.keyboard.press('Escape');
  }

  it('a subject card starts the conversation and the reply streams, at 390 and 1280 px in Arabic and English; the units page still works', async () => {
    const subjects = ['high-1-physics', 'high-1-chemistry', 'high-1-biology', 'high-1-math'];
    for (const language of ['en', 'ar'] as const) {
      const page = await student(language);
      const words = WORDS[language];
      await shotOnFailure(page, `subject-${language}`, async () => {
        for (const size of [PHONE, DESKTOP]) {
          await page.setViewportSize(size);
          await page.goto(`${system.gateway}/school`);
          // The spec's path: the card goes to /subject/<id>, which says it is starting and opens /Chat/<id>.
          const card = page.locator(`a[href="/subject/${subjects.shift()}"]`);
          await card.click();
          await page.waitForURL(/\/Chat\/[^/]+$/);
          await page.getByRole('heading', { name: words.chat.startFromUnit }).waitFor();
          await page.locator('.subject-units .starter').first().waitFor();
          await page.screenshot({
            path: path.join(SHOTS, `chat-learner-subject-${language}-${size.width}.png`),
            fullPage: true,
          });
          await recordReplyLengths(page);
          await composer(page, language).fill(language === 'ar' ? 'ما هي الطاقة؟' : 'What is energy?');
          // The Send button (on a phone, Enter is a new line).
          await page.getByRole('button', { name: words.chat.send, exact: true }).click();
          const final = await storedReply(page, language);
          const lengths = await replyLengths(page);
          // It streamed: some of it was shown before all of it.
          expect(lengths.some((n) => n > 0 && n < final.length)).toBe(true);
          await page.screenshot({
            path: path.join(SHOTS, `chat-learner-reply-${language}-${size.width}.png`),
            fullPage: true,
          });
          if (size === PHONE) await phoneHeaderAndDrawer(page, language);
        }
      });
      await page.context().close();
    }

    // The units page, where it now lives: from the empty subject conversation's link; a unit opens its chat.
    const page = await student('en');
    await shotOnFailure(page, 'units', async () => {
      // The transient screen, held on screen by keeping the start's request back until it is seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (/StartLearning/.test(route.request().postData() ?? '')) await held;
        await route.continue();
      });
      await page.goto(`${system.gateway}/subject/high-1-physics`);
      await page.getByRole('status').getByText(en.subject.starting).waitFor();
      await shootAtBothWidths(page, 'chat-learner-starting-en');
      release();
      await page.waitForURL(/\/Chat\/[^/]+$/);
      await page.unroute('**/graphql'); // once the held request went on
      await page.getByRole('link', { name: en.chat.allUnits }).click();
      await page.waitForURL(/\/subject\/high-1-physics\/units$/);
      await page.getByRole('heading', { name: en.subject.units, exact: true }).waitFor();
      await shootAtBothWidths(page, 'chat-learner-units-en', { axe: true });
      await page.locator('button.syllabus-card').first().click();
      await page.waitForURL(/\/Chat\/[^/]+$/);
    });
    await page.context().close();
  }, 300_000);

  it('a long message: the counter and the limit before sending, the server’s reason after, the draft kept after a reload', async () => {
    for (const language of ['en', 'ar'] as const) {
      const words = WORDS[language];
      const page = await student(language);
      await shotOnFailure(page, `long-${language}`, async () => {
        await page.goto(`${system.gateway}/subject/high-1-physics`);
        await page.waitForURL(/\/Chat\/[^/]+$/);
        const input = composer(page, language);
        const send = page.getByRole('button', { name: words.chat.send, exact: true });

        // Over the page's limit: said before sending, and Send is disabled.
        await input.fill('a'.repeat(5000));
        // Numbers in a text are written in its language (web/src/i18n/numbers.ts): 5,000 or ٥٬٠٠٠.
        const num = (n: number) => new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-GB').format(n);
        const tooLong = words.chat.tooLongBefore
          .replace('{{length}}', num(5000))
          .replace('{{max}}', num(4000));
        await page.getByText(tooLong).waitFor();
        expect(await send.isDisabled()).toBe(true);
        await shootAtBothWidths(page, `chat-learner-long-${language}`);
        await page.setViewportSize(DESKTOP);

        // Under the page's limit but over the server's: the server's reason, in the learner's language, no Retry.
        const text = `${'b'.repeat(SERVER_MAX_CHARS + 50)} end`;
        await input.fill(text);
        await send.click();
        const reason = words.chat.failedBecause.replace(
          '{{reason}}',
          words.chat.errors.tooLong.replace('{{max}}', num(SERVER_MAX_CHARS)),
        );
        await page.locator('.bubble.student .failed-line').getByText(reason).waitFor();
        expect(await page.getByRole('button', { name: words.chat.retry }).count()).toBe(0);
        // Said once, in the bubble: no toast repeats it over the conversation.
        expect(await page.locator('.toast').count()).toBe(0);
        // The text is back in the box, and stays there after a reload.
        await eventually(
          () => input.inputValue(),
          (v) => v === text,
        );
        await shootAtBothWidths(page, `chat-learner-refused-${language}`);
        await page.reload();
        await eventually(
          () => composer(page, language).inputValue(),
          (v) => v === text,
        );
      });
      await page.context().close();
    }
  }, 180_000);

  it('a large photo is shrunk on the device before upload; a file of another type is refused', async () => {
    const page = await student('en');
    await shotOnFailure(page, 'image', async () => {
      await page.goto(`${system.gateway}/Chat`);
      const largest = { body: 0 };
      page.on('request', (request) => {
        largest.body = Math.max(largest.body, request.postDataBuffer()?.length ?? 0);
      });

      // Another type: said at once, nothing attached.
      await page.locator('input[type=file]').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await page.getByText(en.chat.errors.imageType).waitFor();
      expect(await page.locator('.attachment-chip').count()).toBe(0);

      // A 48 MB photo: sent, shrunk to well under the service's 5 MB, and answered.
      await page.locator('input[type=file]').setInputFiles(largePng());
      await page.getByRole('button', { name: en.chat.sendImage }).click();
      await page.getByText('I can see the image you sent.').waitFor({ timeout: 60_000 });
      expect(largest.body).toBeGreaterThan(0);
      expect(largest.body).toBeLessThan(5 * 1024 * 1024);
      await shootAtBothWidths(page, 'chat-learner-image-en');

      // A payment waiting for the owner: the chat says so instead of offering the upgrade again.
      const paid = await gqlInPage(page, 'mutation { requestPayment(reference: "12345") { status } }');
      expect(paid.errors).toBeUndefined();
      await page.reload();
      await page.getByRole('link', { name: en.chat.paymentPending }).waitFor();
      await page.locator('.bubble.model').first().waitFor();
      expect(await page.locator('.status-bar').getByRole('link', { name: en.chat.upgradeLink }).count()).toBe(
        0,
      );
      await shootAtBothWidths(page, 'chat-learner-payment-pending-en');
    });
    await page.context().close();
  }, 180_000);

  it('pasted code shows as code in the learner’s bubble; a reply stopped before its first word is right-to-left in Arabic', async () => {
    const page = await student('ar');
    await shotOnFailure(page, 'code', async () => {
      await page.goto(`${system.gateway}/Chat`);
      const code = 'def total(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s';
      await composer(page, 'ar').fill(`لماذا لا تعمل هذه الدالة؟\n${code}`);
      await page.getByRole('button', { name: ar.chat.send, exact: true }).click();
      const block = page.locator('.bubble.student pre.code').last();
      await block.waitFor();
      expect(await block.textContent()).toBe(code);
      const style = await block.evaluate((el) => {
        const s = (globalThis as any).getComputedStyle(el);
        return { direction: s.direction, font: s.fontFamily, space: s.whiteSpace };
      });
      expect(style.direction).toBe('ltr');
      expect(style.font).toMatch(/mono/i);
      expect(style.space).toMatch(/^pre/);
      await storedReply(page, 'ar');
      await shootAtBothWidths(page, 'chat-learner-code-ar');

      // Stopped before its first word (the model takes 1.5 s to start): the empty bubble reads right to left.
      await page.setViewportSize(DESKTOP);
      await composer(page, 'ar').fill('ما هي الطاقة؟');
      await page.getByRole('button', { name: ar.chat.send, exact: true }).click();
      await page.getByRole('button', { name: ar.chat.stop, exact: true }).click();
      const stopped = page
        .locator('.bubble.model')
        .filter({ has: page.locator('.stopped-mark') })
        .last();
      await stopped.waitFor({ timeout: 30_000 });
      expect(await stopped.getAttribute('dir')).toBe('rtl');
      await shootAtBothWidths(page, 'chat-learner-stopped-ar');
    });
    await page.context().close();
  }, 180_000);

  it('a reply that arrives whole before the page subscribes is still revealed progressively', async () => {
    const page = await student('en');
    await shotOnFailure(page, 'whole', async () => {
      await page.goto(`${system.gateway}/Chat`);
      // The page's stream request waits until the reply is written and stored: its whole history arrives at once.
      await page.route('**/streams/replies/**', async (route) => {
        const replyId = new URL(route.request().url()).pathname.split('/').at(-1)!;
        await eventually(
          async () => (await gqlInPage(page, `{ reply(id: "${replyId}") { status } }`)).data?.reply?.status,
          (status) => status === 'replied',
          60_000,
        );
        await route.continue();
      });
      await composer(page, 'en').waitFor();
      await recordReplyLengths(page);
      await composer(page, 'en').fill('What is inertia?');
      await composer(page, 'en').press('Enter');
      const final = await storedReply(page, 'en');
      const lengths = await replyLengths(page);
      expect(final.length).toBeGreaterThan(40);
      // Revealed, not dropped in whole: at some point less than half of it was shown.
      expect(lengths.some((n) => n > 0 && n < final.length / 2)).toBe(true);
    });
    await page.context().close();
  }, 180_000);

  // The first turn is stored by the conversation service when such a conversation starts (issue 31 item 2).
  it('a conversation started from a unit, a project or the coding assistant opens with the tutor’s first turn', async () => {
    const page = await student('en');
    await shotOnFailure(page, 'first-turn', async () => {
      const projects = await gqlInPage(page, '{ projects(languageId: "python") { id } }');
      const unit = await gqlInPage(
        page,
        '{ subjects(stage: "high", year: "1") { subjects { id units { id } } } }',
      );
      const physics = unit.data.subjects.subjects.find((s: { id: string }) => s.id === 'high-1-physics');
      const starts = [
        {
          base: '/Chat',
          args: `kind: SCHOOL, subjectId: "high-1-physics", unitId: "${physics.units[0].id}"`,
        },
        {
          base: '/assistant',
          args: `kind: PROGRAMMING, languageId: "python", projectId: "${projects.data.projects[0].id}"`,
        },
        { base: '/assistant', args: 'kind: PROGRAMMING, languageId: "python", mode: CODE' },
      ];
      for (const { base, args } of starts) {
        const started = await gqlInPage(page, `mutation { startConversation(${args}) { id } }`);
        expect(started.errors).toBeUndefined();
        await page.goto(`${system.gateway}${base}/${started.data.startConversation.id}`);
        const first = page.locator('.bubble.model').first();
        await first.waitFor({ timeout: 15_000 });
        expect(((await first.locator('.content').textContent()) ?? '').trim().length).toBeGreaterThan(10);
        expect(await page.locator('.bubble.student').count()).toBe(0);
      }
    });
    await page.context().close();
  }, 120_000);
});

/** A real 48 MB PNG (4000 × 4000, stored without compression), written to a file as a phone's photo would be. */
function largePng(): string {
  const side = 4000;
  const row = Buffer.alloc(1 + side * 3, 0x80); // filter byte, then grey pixels
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: side }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'chat-learner-')), 'photo.png');
  writeFileSync(file, png);
  return file;
}
