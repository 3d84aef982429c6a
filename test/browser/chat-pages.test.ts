/**
 * A long conversation in Chromium (whole system): it opens with its latest page read from the server, and pages
 * before it load as the learner scrolls up, saying so meanwhile ("Loading earlier messages"), without moving the
 * messages the learner is reading. Scrolled to the top, every message is there once, in order. In English and in
 * Arabic (right to left), at 390 px; screenshots go to test-artifacts/screenshots/chat-pages-*.png.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { databaseName, serviceDatabaseUrl } from '@tutor/service-runtime';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  horizontalOverflow,
  PHONE,
  SHOTS,
  signedUpInBrowser,
} from './chromium';

/** Three server pages of 50 and a part. */
const QUESTIONS = 70;

describeInBrowser('chat: a long conversation read page by page (whole system)', () => {
  const { system, browser } = browserSystemForFile('chat_pages');
  let people = 0;

  /** A conversation of QUESTIONS questions, each answered, stored as the service stores them. */
  async function longConversation(page: Page, userId: string): Promise<string> {
    const started = await gqlInPage(
      page,
      'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }',
    );
    const conversationId = started.data!.startConversation.id as string;
    const db = new pg.Client({
      connectionString: serviceDatabaseUrl(
        process.env.DATABASE_URL!,
        databaseName(system.prefix, 'conversation'),
      ),
    });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO messages (conversation_id, id, user_id, sender, content, status, created_at)
         SELECT $1, 'q' || i || CASE WHEN s = 'model' THEN '-reply' ELSE '' END, $2, s,
                CASE WHEN s = 'model' THEN 'Answer ' ELSE 'Question ' END || i || '.', 'replied',
                now() - interval '1 day' + i * interval '1 minute' + CASE WHEN s = 'model' THEN interval '1 second' ELSE interval '0' END
         FROM generate_series(1, $3::int) i, unnest(ARRAY['student', 'model']) s`,
        [conversationId, userId, QUESTIONS],
      );
    } finally {
      await db.end();
    }
    return conversationId;
  }

  /** The text of every bubble shown, first to last. */
  const bubbleTexts = (page: Page) =>
    page.locator('.bubble .bubble-body').evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));

  async function readsBackToTheStart(language: 'en' | 'ar') {
    const words = language === 'ar' ? ar : en;
    const email = `pages${++people}@chat.test`;
    const page = await signedUpInBrowser(
      browser,
      system.gateway,
      email,
      `Learner ${people}`,
      `setLanguage(language: "${language}") { id } setUserType(userType: "student") { id }
        saveStudentDetails(educationalStage: "high", academicYear: "1") { id }`,
    );
    try {
      const me = await gqlInPage(page, '{ me { id } }');
      const conversationId = await longConversation(page, me.data!.me.id);
      // Each earlier page answers slowly, so the learner sees it load.
      let earlierReads = 0;
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('EarlierMessages')) {
          earlierReads++;
          await new Promise((r) => setTimeout(r, 600));
        }
        await route.continue();
      });
      await page.setViewportSize(PHONE);
      await page.goto(`${system.gateway}/Chat/${conversationId}`);
      const list = page.locator('.messages');
      await page.locator('.bubble').last().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await eventuallyLast(page, `Answer ${QUESTIONS}.`);
      expect(earlierReads).toBe(0);

      // Up to the top, a step at a time; while a page loads the list says so, and the bubble at the top stays put.
      let sawLoading = false;
      for (let step = 0; step < 60; step++) {
        const texts = await bubbleTexts(page);
        if (texts[0] === 'Question 1.') break;
        await list.evaluate((el) => el.scrollTo({ top: 40 }));
        await page.waitForTimeout(150); // the scroll's handler, then React's render
        const loading = page.getByRole('status').filter({ hasText: words.chat.loadingEarlier });
        if (await loading.isVisible()) {
          sawLoading = true;
          // That bubble itself (a locator would find the new first one).
          const top = (await page.locator('.bubble').first().elementHandle())!;
          const before = await top.boundingBox();
          await page.screenshot({ path: path.join(SHOTS, `chat-pages-loading-${language}-390.png`) });
          expect(await horizontalOverflow(page)).toEqual([]);
          await loading.waitFor({ state: 'detached' });
          // The message that was at the top is where it was, the earlier page above it.
          const after = await top.boundingBox();
          expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2); // a pixel's rounding
        }
      }
      expect(sawLoading).toBe(true);
      expect(earlierReads).toBe(2);
      const all = await bubbleTexts(page);
      const expected = Array.from({ length: QUESTIONS }, (_, i) => [
        `Question ${i + 1}.`,
        `Answer ${i + 1}.`,
      ]).flat();
      expect(all).toEqual(expected);
      await page.screenshot({ path: path.join(SHOTS, `chat-pages-start-${language}-390.png`) });
      expect(await horizontalOverflow(page)).toEqual([]);
    } catch (err) {
      await page
        .screenshot({ path: path.join(SHOTS, `chat-pages-${language}-failure.png`), fullPage: true })
        .catch(() => undefined);
      throw err;
    } finally {
      await page.context().close();
    }
  }

  /** Waits until the last bubble shows `text`. */
  const eventuallyLast = (page: Page, text: string) =>
    page.waitForFunction(
      (t) => {
        const all = (globalThis as any).document.querySelectorAll('.bubble .bubble-body');
        return all.length > 0 && (all[all.length - 1].textContent ?? '').trim() === t;
      },
      text,
      { timeout: 30_000 },
    );

  it(
    'opens at the latest page and pages back on scroll, in English',
    () => readsBackToTheStart('en'),
    180_000,
  );
  it('does the same in Arabic, right to left', () => readsBackToTheStart('ar'), 180_000);
});
