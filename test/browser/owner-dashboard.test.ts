/**
 * The owner's business figures (/owner/business, issue 35 item 2) in Chromium against the whole system: three
 * people sign up; Layla gets replies from the development model until her free messages run out and asks to pay;
 * the owner approves her on /owner and opens the figures from there. In English and Arabic the page shows the
 * income (one approval at 99 EGP), a model cost above zero, the funnel's counts and Layla as the learner who
 * cost most; a downloaded CSV file holds the same figures as its table (in each language). Screenshots at 390
 * and 1280 px, light and dark, go to test-artifacts/screenshots/owner-business-*.png; none may scroll sideways
 * or have a serious axe finding. A learner opening the page is sent where /owner sends them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually, OWNER_EMAIL, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  horizontalOverflow,
  seriousAxeViolations,
  SHOTS,
  signInOnStandIn,
} from './chromium';

const FREE_MESSAGES = 2;
const LAYLA = { email: 'layla@business.test', name: 'ليلى حسن' };
const RAMI = { email: 'rami@business.test', name: 'Rami Adel' };
const SAMI = { email: 'sami@business.test', name: 'Sami Nour' };

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) {
  sendMessage(conversationId: $c, messageId: $m, content: $t) { message { id } } }`;
const MESSAGES = `query($id: ID!) { conversation(id: $id) { messages { id status } } }`;
const FIGURES = `query($from: String!, $to: String!) {
  growth(from: $from, to: $to) { funnel { signedUp onboarded firstReply hitFreeLimit askedToPay approved } }
  income(from: $from, to: $to) { amount }
  modelCost(from: $from, to: $to, top: 10) { totalUsd topLearners { learner { name } costUsd replies } } }`;

type Person = Awaited<ReturnType<typeof signedUp>>;

/** Sends `count` messages in a new conversation, each after the reply to the one before. */
async function converse(person: Person, count: number) {
  const started = await person.gql(
    'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
  );
  const id = started.data!.startConversation.id as string;
  for (let i = 1; i <= count; i++) {
    expect(
      (await person.gql(SEND, { c: id, m: `b${i}`, t: `What is a list, part ${i}?` })).errors,
    ).toBeUndefined();
    await eventually(
      async () =>
        (await person.gql(MESSAGES, { id })).data!.conversation.messages as { id: string; status: string }[],
      (ms) => ms.some((m) => m.id === `b${i}` && m.status === 'replied'),
      30_000,
    );
  }
}

const setTheme = (page: Page, theme: 'light' | 'dark') =>
  page.evaluate((theme) => {
    (globalThis as any).document.documentElement.dataset.theme = theme;
  }, theme);

/** The page at both widths and in both themes: a screenshot of each; none may overflow or fail axe. */
async function shootAll(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      // From the top, so the sticky header is where it belongs in the full-page shot.
      await page.evaluate(() => (globalThis as any).scrollTo(0, 0));
      // The charts redraw at the new width (they follow their card's size).
      await page.locator('.chart-frame').first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, `${name}-${theme}-${width}.png`), fullPage: true });
      expect({ name, theme, width, overflows: await horizontalOverflow(page) }).toEqual({
        name,
        theme,
        width,
        overflows: [],
      });
    }
    expect({ name, theme, axe: await seriousAxeViolations(page) }).toEqual({ name, theme, axe: [] });
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A table's body as text, row by row (the row's heading cell first). */
const tableRows = (card: Locator) =>
  card
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));

/** RFC 4180: records on CRLF, fields on commas, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return records;
}

/** Downloads a table's CSV file through its button: its name, its bytes' first three, and its records. */
async function downloadTable(page: Page, card: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /CSV/ }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff); // the byte-order mark, for Excel
  return {
    name: download.suggestedFilename(),
    bom: [...bytes.subarray(0, 3)],
    records: parseCsv(text.slice(1)),
  };
}

/** A figure as the page writes it, read back as a number: Arabic digits and separators to Latin, signs dropped. */
const numberIn = (shown: string) =>
  Number(
    shown
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
      .replace(/٫/g, '.')
      .replace(/[٬,]/g, '')
      .replace(/[^\d.]/g, ''),
  );

describeInBrowser("the owner's business figures in Chromium (whole system)", () => {
  const { system, browser } = browserSystemForFile('owner_business', {
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
    FREE_MESSAGES: String(FREE_MESSAGES),
    MONTHLY_PRICE_EGP: '99',
    DEV_MODEL_TTFT_MS: '0',
    DEV_MODEL_TOKENS_PER_SECOND: '2000',
  });

  it('shows income, cost, the funnel and the costliest learner in both languages, with CSV files', async () => {
    const gateway = system.gateway;
    await signedUp(gateway, OWNER_EMAIL, 'Olivia Owner');
    await signedUp(gateway, SAMI.email, SAMI.name);
    const rami = await signedUp(gateway, RAMI.email, RAMI.name);
    const layla = await signedUp(gateway, LAYLA.email, LAYLA.name);
    for (const p of [rami, layla]) await p.gql('mutation { setUserType(userType: "student") { id } }');
    await converse(rami, 1);
    await converse(layla, FREE_MESSAGES); // her last free message
    expect(
      (await layla.gql('mutation { requestPayment(reference: "IPN-99") { id } }')).errors,
    ).toBeUndefined();

    // The owner approves Layla on /owner, then opens the figures from its link.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${gateway}/login`);
    await page.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(page, OWNER_EMAIL, 'Olivia Owner');
    await page.waitForURL(/\/owner$/);
    const request = page.getByRole('listitem').filter({ hasText: LAYLA.email });
    await request.getByRole('button', { name: en.owner.confirm }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.owner.confirm }).click();
    await page.getByText(en.owner.confirmSuccess).waitFor();
    // Its toast closed, so it does not cover the figures in the screenshots.
    await page
      .getByRole('region', { name: en.app.notifications })
      .getByRole('button', { name: en.app.close })
      .click();

    // The figures are fed by events: wait until every one arrived (a wide period holds today, whatever it is).
    const funnel = { signedUp: 3, onboarded: 2, firstReply: 2, hitFreeLimit: 1, askedToPay: 1, approved: 1 };
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    const figures = await eventually(
      async () => (await gqlInPage(page, FIGURES, { from: weekAgo, to: today })).data,
      (d) =>
        JSON.stringify(d?.growth.funnel) === JSON.stringify(funnel) &&
        d?.modelCost.topLearners.reduce((n: number, l: { replies: number }) => n + l.replies, 0) === 3 &&
        d?.income.reduce((n: number, m: { amount: number }) => n + m.amount, 0) === 99,
      60_000,
    );
    const top = figures.modelCost.topLearners[0];
    expect(top.learner.name).toBe(LAYLA.name); // her two replies, the second with the first in its prompt
    expect(Number(figures.modelCost.totalUsd)).toBeGreaterThan(0);

    await page.getByRole('link', { name: en.business.link }).click();
    await page.waitForURL(/\/owner\/business$/);
    const card = (table: string) => page.locator(`[data-table="${table}"]`);
    const figure = (key: string) => page.getByTestId(`figure-${key}`);

    /** The figures in one language, numbers written as the browser writes them in `locale`. */
    async function expectFigures(texts: typeof en, locale: string) {
      const egp99 = await page.evaluate(
        (loc) =>
          new Intl.NumberFormat(loc, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(
            99,
          ),
        locale,
      );
      const n = await page.evaluate(
        (loc) => Array.from({ length: 10 }, (_, i) => new Intl.NumberFormat(loc).format(i)),
        locale,
      );
      const pct = (value: number) =>
        page.evaluate(
          ([loc, v]) => new Intl.NumberFormat(loc, { style: 'percent', maximumFractionDigits: 1 }).format(v),
          [locale, value] as const,
        );
      await eventually(
        () => figure('income').textContent(),
        (text) => text === egp99,
      );
      // Above zero, in the page's digits.
      expect(await figure('cost').textContent()).toMatch(locale === 'ar-EG' ? /[١-٩]/ : /[1-9]/);
      expect(numberIn((await figure('cost').textContent())!)).toBeGreaterThan(0);
      expect(await figure('paying').textContent()).toBe(n[1]);

      const steps = texts.business.funnel;
      expect(await tableRows(card('funnel'))).toEqual([
        [steps.signedUp, n[3], await pct(1), '–'],
        [steps.onboarded, n[2], await pct(2 / 3), await pct(2 / 3)],
        [steps.firstReply, n[2], await pct(2 / 3), await pct(1)],
        [steps.hitFreeLimit, n[1], await pct(1 / 3), await pct(0.5)],
        [steps.askedToPay, n[1], await pct(1 / 3), await pct(1)],
        [steps.approved, n[1], await pct(1 / 3), await pct(1)],
      ]);
      const learners = await tableRows(card('top-learners'));
      expect(learners.map((r) => r.slice(0, 2))).toEqual([
        [LAYLA.name, LAYLA.email],
        [RAMI.name, RAMI.email],
      ]);
      expect(learners[0]![3]).toBe(n[2]); // her replies
      expect(numberIn(learners[0]![2]!)).toBeGreaterThan(numberIn(learners[1]![2]!));
      // The charts: cost per day and active learners have bars; income per month one bar.
      expect(await page.locator('[data-chart="cost-per-day-chart"] .chart-bar').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-chart="income-chart"] .chart-bar').count()).toBe(1);
      expect(await page.locator('[data-chart="active-chart"] .chart-bar').count()).toBeGreaterThan(0);
    }

    await expectFigures(en, 'en-GB');
    expect(await page.getByTestId('business-range').textContent()).toContain('UTC');

    // The funnel's file: English headings, Latin digits, the same figures as the table.
    const funnelFile = await downloadTable(page, card('funnel'));
    expect(funnelFile.name).toMatch(/^funnel_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    expect(funnelFile.bom).toEqual([0xef, 0xbb, 0xbf]);
    const c = en.business.columns;
    const s = en.business.funnel;
    expect(funnelFile.records).toEqual([
      [c.step, c.people, c.ofSignedUp, c.ofPrevious],
      [s.signedUp, '3', '100', ''],
      [s.onboarded, '2', '66.7', '66.7'],
      [s.firstReply, '2', '66.7', '100'],
      [s.hitFreeLimit, '1', '33.3', '50'],
      [s.askedToPay, '1', '33.3', '100'],
      [s.approved, '1', '33.3', '100'],
    ]);
    // Cell by cell, the file is the table read back (a percentage without its sign, no figure as blank).
    const shownFunnel = await tableRows(card('funnel'));
    expect(funnelFile.records.slice(1)).toEqual(
      shownFunnel.map((r) => r.map((x, i) => (i === 0 ? x : x === '–' ? '' : String(numberIn(x))))),
    );
    await shootAll(page, 'owner-business-en');

    // Another period: kept in the address, its own days, the same people (all of them signed up today).
    const range30 = await page.getByTestId('business-range').textContent();
    await page.getByRole('radio', { name: en.business.periods['7d'] }).click();
    await page.waitForURL(/[?&]period=7d$/);
    await eventually(
      () => page.getByTestId('business-range').textContent(),
      (text) => text !== range30,
    );
    // The range is read from the address at once; the figures follow when the period's query answers.
    await eventually(
      () => page.locator('[data-chart="active-chart"] tbody tr').count(),
      (days) => days === 7,
    );
    expect((await tableRows(card('funnel')))[0]?.[1]).toBe('3');
    expect(await tableRows(card('funnel'))).toHaveLength(6);

    // Arabic: the same figures in Arabic digits; the costliest learners' file has Arabic headings and her name.
    await page.getByRole('button', { name: en.header.switchLanguage }).click();
    await page.getByRole('heading', { name: ar.business.title }).waitFor();
    await expectFigures(ar as unknown as typeof en, 'ar-EG');
    const learnersFile = await downloadTable(page, card('top-learners'));
    expect(learnersFile.name).toMatch(/^top-learners_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    const a = ar.business.columns;
    expect(learnersFile.records[0]).toEqual([a.name, a.email, a.costUsd, a.replies, a.tokensIn, a.tokensOut]);
    const shownLearners = await tableRows(card('top-learners'));
    expect(learnersFile.records.slice(1)).toEqual(
      shownLearners.map((r) => [r[0], r[1], ...r.slice(2).map((x) => String(numberIn(x)))]),
    );
    expect(learnersFile.records[1]!.slice(0, 2)).toEqual([LAYLA.name, LAYLA.email]);
    // Her cost in the file is what tutor-inference recorded, to the places shown.
    const fileCost = Number(learnersFile.records[1]![2]);
    const places = learnersFile.records[1]![2]!.split('.')[1]?.length ?? 0;
    expect(fileCost).toBeGreaterThan(0);
    expect(Math.abs(fileCost - Number(top.costUsd))).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-12);
    await shootAll(page, 'owner-business-ar');
    await context.close();

    // A learner is sent away from the figures exactly as from /owner.
    const learnerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const learnerPage = await learnerContext.newPage();
    await learnerPage.goto(`${gateway}/login`);
    await learnerPage.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(learnerPage, RAMI.email, RAMI.name);
    // Signed in: the header has their picture's link.
    await learnerPage.getByRole('link', { name: en.header.profilePicture }).waitFor();
    // /owner sends a non-owner to /login, which sends a signed-in user on: compare where each ends up.
    const settled = (from: string) => (url: URL) => url.pathname !== from && url.pathname !== '/login';
    await learnerPage.goto(`${gateway}/owner`);
    await learnerPage.waitForURL(settled('/owner'));
    const fromOwner = new URL(learnerPage.url()).pathname;
    await learnerPage.goto(`${gateway}/owner/business`);
    await learnerPage.waitForURL(settled('/owner/business'));
    expect(new URL(learnerPage.url()).pathname).toBe(fromOwner);
    expect(await learnerPage.getByTestId('figure-income').count()).toBe(0);
    await learnerContext.close();
  }, 300_000);
});
