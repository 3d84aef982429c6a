/**
 * Practice (issue 33) in Chromium against the whole system, one learner in Arabic and one in English, each at
 * 1280 px (mouse) and at 390 px (a touch phone). Every item is driven by its kind: the Hint button refused before
 * an attempt (and the server refusing the API call too), a wrong multiple-choice answer naming its misconception,
 * the hints released one at a time ("Hint 1 of N"), the solution refused until the ladder is done and then shown,
 * the set's summary; on the phone, MathLive's maths keyboard for an expression. Then, a day later (the skills'
 * due dates moved to now), "Review today" on home and /progress starts a review set in one tap.
 * Screenshots: test-artifacts/screenshots/practice-*.png.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { databaseName } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  PHONE,
  SHOTS,
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  horizontalOverflow,
  shootAtBothWidths,
  shootPagesOnFailure,
  signedUpInBrowser,
} from './chromium';

type Texts = typeof en;
/** A maths unit whose generators include a multiple choice with named misconceptions, and one of expressions. */
const CHOICE_UNIT = 'middle-1-math-rationals';
const EXPRESSION_UNIT = 'middle-1-math-expressions';
const SUBJECT = 'middle-1-math';
const RATIONALS = { ar: 'الأعداد النسبية', en: 'Rational numbers' } as const;

const CURRENT = `query ($id: ID!) { practiceSession(id: $id) { id size done current {
  id kind choices { id text } attempts wrongAttempts hints hintsLeft canHint canSeeSolution status } } }`;

interface Current {
  id: string;
  kind: 'CHOICE' | 'NUMBER' | 'EXPRESSION' | 'SHORT' | 'ORDER';
  choices: { id: string; text: string }[] | null;
  attempts: number;
  wrongAttempts: number;
  hints: string[];
  hintsLeft: number;
  canHint: boolean;
  canSeeSolution: boolean;
  status: string;
}

/** What a run of the driver saw (each is asserted where it happens). */
interface Seen {
  refusedHint: boolean;
  misconception: boolean;
  ladder: boolean;
  keyboard: boolean;
}

describeInBrowser('practice in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('practice', {
    DEV_MODEL_TTFT_MS: '20',
    DEV_MODEL_TOKENS_PER_SECOND: '400',
  });

  const sessionId = (page: Page) => new URL(page.url()).searchParams.get('session');
  async function current(page: Page): Promise<{ id: string; current: Current | null }> {
    const id = (await eventually(
      () => sessionId(page),
      (found) => Boolean(found),
    ))!;
    const res = await gqlInPage(page, CURRENT, { id });
    expect(res.errors).toBeUndefined();
    return { id, current: res.data.practiceSession.current as Current | null };
  }
  /** Both widths' screenshots; a phone's page goes back to the phone's width after them. */
  const shots = async (page: Page, name: string, phone: boolean) => {
    await shootAtBothWidths(page, `practice-${name}`);
    if (phone) await page.setViewportSize(PHONE);
  };
  const shoot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SHOTS, `practice-${name}.png`), fullPage: true });

  /** The stem shown and the page settled (the renderer loaded). */
  const itemShown = (page: Page) => page.locator('.practice-stem .content:not(.plain)').waitFor();
  const verdict = (page: Page) => page.locator('.practice-verdict');
  /** Check, and the answer's response arrived and shown. */
  const check = async (page: Page, t: Texts) => {
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('answerItem'),
    );
    await page.getByRole('button', { name: t.practice.check, exact: true }).click();
    await answered;
    await page.locator('.practice-verdict, .practice-problem').first().waitFor();
    await page.getByRole('button', { name: t.practice.checking }).waitFor({ state: 'detached' });
  };

  /** The ladder: Hint until none is left ("Hint k of N" in order), the solution refused until then, then shown. */
  async function ladder(page: Page, t: Texts, item: Current, seen: Seen, label: string, phone: boolean) {
    const total = item.hints.length + item.hintsLeft;
    const solution = page.getByRole('button', { name: t.practice.solution, exact: true });
    for (let k = item.hints.length + 1; k <= total; k++) {
      // With hints left the solution waits for the ladder (unless enough wrong answers opened it already).
      const { current: now } = await current(page);
      expect(await solution.isDisabled()).toBe(!now!.canSeeSolution);
      if (!seen.ladder && now!.wrongAttempts < 3) expect(now!.canSeeSolution).toBe(false);
      await page
        .getByRole('button', { name: k === 1 ? t.practice.hint : t.practice.nextHint, exact: true })
        .click();
      await page.getByText(format(t.practice.hintOf, { n: k, total }, t)).waitFor();
    }
    await eventually(
      () => solution.isDisabled(),
      (disabled) => !disabled,
    );
    if (!seen.ladder) await shots(page, `${label}-hints`, phone);
    await solution.click();
    await page.getByRole('heading', { name: t.practice.solutionTitle }).waitFor();
    await page.getByText(t.practice.answerIs, { exact: true }).waitFor();
    if (!seen.ladder) await shots(page, `${label}-solution`, phone);
    seen.ladder = true;
  }

  /** An answer the key is unlikely to accept, written in the input of the item's kind. */
  async function answerWrong(page: Page, t: Texts, item: Current) {
    if (item.kind === 'CHOICE') {
      await page.getByRole('radio').first().click();
    } else if (item.kind === 'ORDER') {
      await page
        .getByRole('button', { name: new RegExp(escape(t.practice.moveDown.split(':')[0]!)) })
        .first()
        .click();
    } else if (item.kind === 'EXPRESSION') {
      await page.getByRole('button', { name: t.practice.asText }).click();
      await page.getByLabel(t.practice.answerLabel).fill('x + 12345');
    } else {
      await page.getByLabel(t.practice.answerLabel).fill(item.kind === 'NUMBER' ? '98765' : 'zzz');
    }
    await check(page, t);
  }

  /** A wrong choice that names its misconception: options tried one by one until the server names one. */
  async function findMisconception(
    page: Page,
    t: Texts,
    item: Current,
    label: string,
    phone: boolean,
  ): Promise<boolean> {
    for (const choice of item.choices ?? []) {
      await page.getByRole('radio', { name: choice.text, exact: true }).click();
      await check(page, t);
      const box = verdict(page);
      const text = await box.innerText();
      if (text.includes(t.practice.verdict.RIGHT)) return false;
      if (
        text.includes(t.practice.verdict.WRONG) &&
        (await box.locator('.practice-verdict-message').count())
      ) {
        expect((await box.locator('.practice-verdict-message').innerText()).trim()).not.toBe('');
        await shots(page, `${label}-misconception`, phone);
        // The tutor explains the mistake; its reply streams into the page (the development model answers).
        await page.getByRole('button', { name: t.practice.tutor.explain, exact: true }).click();
        const reply = page.locator('.practice-tutor-reply');
        await reply.locator('.content').waitFor();
        await eventually(
          () => reply.getAttribute('aria-busy'),
          (busy) => busy === 'false',
        );
        expect((await reply.locator('.content').innerText()).trim()).not.toBe('');
        await shots(page, `${label}-tutor`, phone);
        return true;
      }
    }
    return false;
  }

  /** The maths keyboard: on a touch phone, tapping MathLive's box shows it; keys type into the box. */
  async function mathKeyboard(page: Page, t: Texts, label: string) {
    const field = page.locator('math-field');
    await field.waitFor();
    expect(page.viewportSize()).toEqual(PHONE);
    await field.tap();
    const keyboard = page.locator('.ML__keyboard.is-visible');
    await keyboard.waitFor();
    await page.waitForTimeout(400); // its slide-in animation, for the screenshot
    await shoot(page, `${label}-keyboard-390`);
    await page.keyboard.type('2x+1');
    await eventually(
      () => field.evaluate((el) => (el as unknown as { value: string }).value),
      (value) => value.includes('2x'),
    );
    await page.evaluate(() => (globalThis as any).mathVirtualKeyboard.hide());
    await check(page, t);
    expect(await verdict(page).innerText()).not.toContain(t.practice.verdict.UNREADABLE);
  }

  /**
   * Plays a set to its end, each item by its kind: the first item's Hint refused, a choice tried for its
   * misconception, the phone's maths keyboard on an expression, then every item finished through the ladder.
   */
  async function playSet(page: Page, t: Texts, label: string, seen: Seen, phone: boolean) {
    for (let guard = 0; guard < 20; guard++) {
      const { id, current: item } = await current(page);
      if (!item) break;
      await page.locator(`article[data-attempt="${item.id}"]`).waitFor();
      await itemShown(page);
      if (!seen.refusedHint) {
        const hint = page.getByRole('button', { name: t.practice.hint, exact: true });
        await hint.waitFor();
        expect(await hint.isDisabled()).toBe(true);
        await page.getByText(t.practice.hintNeedsAttempt).first().waitFor();
        // The server refuses it too: the page shows nothing the API would not give.
        const asked = await gqlInPage(page, `mutation ($a: ID!) { requestHint(attemptId: $a) { id } }`, {
          a: item.id,
        });
        expect(asked.errors?.[0]?.extensions?.code).toBe('NOT_YET');
        await shots(page, `${label}-refused`, phone);
        seen.refusedHint = true;
      }
      if (item.kind === 'CHOICE' && !seen.misconception)
        seen.misconception = await findMisconception(page, t, item, label, phone);
      if (item.kind === 'EXPRESSION' && phone && !seen.keyboard) {
        await mathKeyboard(page, t, label);
        seen.keyboard = true;
      }
      let now = (await current(page)).current!;
      if (now.status === 'OPEN') {
        if (now.attempts === 0) {
          await answerWrong(page, t, now);
          now = (await current(page)).current!;
        }
        if (now.status === 'OPEN') await ladder(page, t, now, seen, label, phone);
      }
      const last = (await gqlInPage(page, CURRENT, { id })).data.practiceSession;
      // `done` counts this item already (it is finished): the last one's button says so.
      const next = last.done >= last.size ? t.practice.finish : t.practice.next;
      await page.getByRole('button', { name: next, exact: true }).click();
      // The page shows the next item (or the summary) before the loop reads the set again.
      await page.locator(`article[data-attempt="${item.id}"]`).waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: t.practice.summary.title }).waitFor();
    await shots(page, `${label}-summary`, phone);
  }

  /** Sets of the unit until each thing the test looks for was seen (the bank picks the items). */
  async function practise(page: Page, t: Texts, unitId: string, label: string, seen: Seen, phone: boolean) {
    for (let set = 0; set < 3; set++) {
      await page.goto(`${system.gateway}/practice/${unitId}`);
      await playSet(page, t, label, seen, phone);
      if (seen.misconception || unitId !== CHOICE_UNIT) return;
    }
  }

  async function journey(language: 'ar' | 'en', email: string, name: string) {
    const t: Texts = language === 'ar' ? (ar as unknown as Texts) : en;
    const desktop = await signedUpInBrowser(
      browser,
      system.gateway,
      email,
      name,
      `setLanguage(language: "${language}") { id } setUserType(userType: "student") { id }
       saveStudentDetails(educationalStage: "middle", academicYear: "1") { id }`,
    );
    await desktop.goto(`${system.gateway}/`);
    await desktop.waitForLoadState('networkidle');

    // The units page offers "Practise" per unit with items; it opens the unit's set.
    await desktop.goto(`${system.gateway}/subject/${SUBJECT}/units`);
    const practiseLink = desktop.locator(`a[href="/practice/${CHOICE_UNIT}"]`);
    await practiseLink.waitFor();
    await shootAtBothWidths(desktop, `practice-${language}-units`);
    await practiseLink.click();
    await desktop.waitForURL(/\/practice\/middle-1-math-rationals\?session=/);

    const atDesktop: Seen = { refusedHint: false, misconception: false, ladder: false, keyboard: false };
    await playSet(desktop, t, `${language}-1280`, atDesktop, false);
    if (!atDesktop.misconception)
      await practise(desktop, t, CHOICE_UNIT, `${language}-1280`, atDesktop, false);
    expect(atDesktop).toEqual({ refusedHint: true, misconception: true, ladder: true, keyboard: false });

    // The tutor's turn went into the unit's conversation: it offers "Practise this unit".
    await desktop.goto(`${system.gateway}/`);
    await desktop.locator('.next-step a').click();
    await desktop.waitForURL(/\/Chat\//);
    const practiseThisUnit = desktop.getByRole('link', { name: t.practice.practiseThisUnit });
    await practiseThisUnit.waitFor();
    expect(await practiseThisUnit.getAttribute('href')).toBe(`/practice/${CHOICE_UNIT}`);
    await shootAtBothWidths(desktop, `practice-${language}-chat`);

    // The phone: touch, 390 px; the maths keyboard on an expression item.
    const phoneContext = await phoneLike(browser, desktop.context(), language);
    const phone = await phoneContext.newPage();
    const onPhone: Seen = { refusedHint: false, misconception: false, ladder: false, keyboard: false };
    await practise(phone, t, EXPRESSION_UNIT, `${language}-390-expr`, onPhone, true);
    expect(onPhone.keyboard).toBe(true);
    await practise(phone, t, CHOICE_UNIT, `${language}-390`, onPhone, true);
    expect(onPhone).toMatchObject({ misconception: true, ladder: true, keyboard: true });
    expect(await horizontalOverflow(phone)).toEqual([]);

    // A day later: the skills practised are due. Home shows "Review today"; one tap starts the set.
    await makeDue(email);
    for (const page of [phone, desktop]) {
      await page.goto(`${system.gateway}/`);
      const card = page.getByRole('region', { name: t.review.title });
      await card.waitFor();
      await card.getByText(RATIONALS[language]).waitFor();
    }
    await shootAtBothWidths(desktop, `practice-${language}-home-review`);
    await desktop.goto(`${system.gateway}/progress`);
    await desktop.getByRole('region', { name: t.review.title }).waitFor();
    const checked = desktop.getByRole('region', { name: new RegExp(escape(t.progress.practiceTitle)) });
    // The checked figures per unit, named and each with its Practise, before the screenshots.
    await checked.getByText(RATIONALS[language], { exact: true }).waitFor();
    await checked.locator(`a[href="/practice/${CHOICE_UNIT}"]`).waitFor();
    await shootAtBothWidths(desktop, `practice-${language}-progress`);
    await desktop.goto(`${system.gateway}/`);
    await desktop
      .getByRole('region', { name: t.review.title })
      .getByRole('link', { name: t.review.start })
      .click();
    await desktop.waitForURL(/\/practice\/review\?session=/);
    await desktop.getByRole('heading', { name: t.practice.reviewTitle }).waitFor();
    await itemShown(desktop);
    await shootAtBothWidths(desktop, `practice-${language}-review-set`);
    await phoneContext.close();
    await desktop.context().close();
  }

  /** Moves every skill of the learner's to due now: the scheduler set them a day or more ahead. */
  async function makeDue(email: string) {
    const identity = new pg.Client({ connectionString: dbUrl(databaseName(system.prefix, 'identity')) });
    const practice = new pg.Client({ connectionString: dbUrl(databaseName(system.prefix, 'practice')) });
    await Promise.all([identity.connect(), practice.connect()]);
    try {
      const { rows } = await identity.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
      expect(rows).toHaveLength(1);
      const moved = await practice.query(
        "UPDATE skills SET due_at = now() - interval '1 minute' WHERE learner_id = $1",
        [rows[0]!.id],
      );
      expect(moved.rowCount).toBeGreaterThan(0);
    } finally {
      await Promise.all([identity.end(), practice.end()]);
    }
  }

  it('runs a set in Arabic at 1280 and 390 px, then review today', async () => {
    await shootPagesOnFailure(browser, 'practice-failure-ar', () =>
      journey('ar', 'mona.practice@tutor.test', 'منى'),
    );
  }, 400_000);

  it('runs a set in English at 1280 and 390 px, then review today', async () => {
    await shootPagesOnFailure(browser, 'practice-failure-en', () =>
      journey('en', 'omar.practice@tutor.test', 'Omar'),
    );
  }, 400_000);
});

/** The signed-in learner's cookies in a touch phone's context (MathLive shows its keyboard on coarse pointers). */
async function phoneLike(browser: Browser, from: BrowserContext, language: string): Promise<BrowserContext> {
  return browser.newContext({
    storageState: await from.storageState(),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: language === 'ar' ? 'ar-EG' : 'en-GB',
  });
}

const dbUrl = (name: string) => {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An i18n text with its {{placeholders}} filled, numbers written as the page writes them in that language. */
function format(text: string, values: Record<string, number>, t: Texts): string {
  const arabic = t === (ar as unknown as Texts);
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
    new Intl.NumberFormat(arabic ? 'ar-EG' : 'en-GB').format(values[k] ?? 0),
  );
}
