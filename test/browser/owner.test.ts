/**
 * The owner's dashboard at scale, in Chromium against the whole system: 60 learners signed up through the API
 * (some with a user type, three with a payment request); the owner sees the right counts, pages through the
 * directory (50, then the rest), searches by part of a name or e-mail (debounced, kept in the URL across a
 * reload), sorts by registration date both ways, sees an empty state for a search that finds nobody, and confirms
 * a request, after which the counts follow. Screenshots of the owner and upgrade pages at 390 and 1280 px, in
 * English and Arabic, light and dark, go to test-artifacts/screenshots/owner-*.png.
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
  seriousAxeViolations,
  SHOTS,
  signInOnStandIn,
} from './chromium';

const LEARNERS = 60;
const pad = (i: number) => String(i).padStart(2, '0');
/** pupil01..pupil60; the odd ones are Hassan, the even ones Layla. */
const learner = (i: number) => ({
  email: `pupil${pad(i)}@school.test`,
  name: `Pupil ${pad(i)} ${i % 2 ? 'Hassan' : 'Layla'}`,
});

const setTheme = (page: Page, theme: 'light' | 'dark') =>
  page.evaluate((theme) => {
    (globalThis as any).document.documentElement.dataset.theme = theme;
  }, theme);

/** The screen at both widths and in both themes; each must fit the phone and pass axe. */
async function shootAll(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${theme}-${width}.png`), fullPage: true });
      expect({ name, theme, width, overflows: await horizontalOverflow(page) }).toEqual({
        name,
        theme,
        width,
        overflows: [],
      });
    }
    expect({ name, theme, violations: await seriousAxeViolations(page) }).toEqual({
      name,
      theme,
      violations: [],
    });
  }
  await setTheme(page, 'light');
}

async function signInInBrowser(page: Page, gateway: string, email: string, name: string) {
  await page.goto(`${gateway}/login`);
  await page.getByRole('button', { name: en.login.signIn }).click();
  await signInOnStandIn(page, email, name);
}

describeInBrowser('the owner dashboard in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('owner', { RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' });

  it('counts, pages, searches and sorts 60 learners, keeping the view in the URL', async () => {
    const gateway = system.gateway;
    const owner = await signedUp(gateway, OWNER_EMAIL, 'Olivia Owner');
    // One after the other, so each has its own registration time and the order is known.
    const people: Awaited<ReturnType<typeof signedUp>>[] = [];
    for (let i = 1; i <= LEARNERS; i++)
      people.push(await signedUp(gateway, learner(i).email, learner(i).name));
    const types = ['student', 'student', 'student', 'student', 'parent', 'parent', 'teacher'];
    for (const [i, userType] of types.entries()) {
      const { errors } = await people[i]!.gql('mutation($t: String!) { setUserType(userType: $t) { id } }', {
        t: userType,
      });
      expect(errors).toBeUndefined();
    }
    for (const p of people.slice(0, 3)) {
      const { errors } = await p.gql('mutation { requestPayment(reference: "IPN-1") { id } }');
      expect(errors).toBeUndefined();
    }
    // The directory follows identity's events: wait until it has everyone and every user type.
    await eventually(
      () => owner.gql('{ directoryStats { users students parents teachers } }'),
      (r) => JSON.stringify(r.data?.directoryStats) === '{"users":61,"students":4,"parents":2,"teachers":1}',
      60_000,
    );

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await signInInBrowser(page, gateway, OWNER_EMAIL, 'Olivia Owner');
    await page.waitForURL(/\/owner$/);
    const stat = (key: string) => page.getByTestId(`stat-${key}`);
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          ['pending', 'users', 'active', 'students', 'parents', 'teachers'].map(
            async (k) => [k, await stat(k).textContent()] as const,
          ),
        ),
      );
    await stat('users').waitFor();
    expect(await counts()).toEqual({
      pending: '3',
      users: '61',
      active: '0',
      students: '4',
      parents: '2',
      teachers: '1',
    });

    // Pages of 50: the first, then the rest; the page is in the URL and survives a reload.
    const rows = page.locator('table.users tbody tr');
    const emails = () => page.locator('table.users tbody tr td:nth-child(2)').allTextContents();
    const pageOf = (p: number, of: number) =>
      page.getByText(en.owner.pageOf.replace('{{page}}', String(p)).replace('{{pages}}', String(of)));
    await pageOf(1, 2).waitFor();
    expect(await rows.count()).toBe(50);
    await page.getByText('1–50 of 61').waitFor();
    expect(await page.getByRole('button', { name: en.owner.previous }).isDisabled()).toBe(true);
    // Next reads the page after the first one's endCursor (by key); a reload of page 2 reads it by its number.
    const afters: (string | null)[] = [];
    page.on('request', (r) => {
      const body = r.postData();
      if (body?.includes('OwnerUsers')) afters.push(JSON.parse(body).variables?.after ?? null);
    });
    await page.getByRole('button', { name: en.owner.next }).click();
    await pageOf(2, 2).waitFor();
    await page.waitForURL(/[?&]page=2/);
    await eventually(
      () => rows.count(),
      (n) => n === 11,
    );
    expect(afters.at(-1)).toEqual(expect.any(String));
    await page.reload();
    await pageOf(2, 2).waitFor();
    await eventually(
      () => rows.count(),
      (n) => n === 11,
    );
    const everyone = new Set(await emails());
    await page.getByRole('button', { name: en.owner.previous }).click();
    await pageOf(1, 2).waitFor();
    await eventually(
      () => rows.count(),
      (n) => n === 50,
    ); // page 2's rows stay, dimmed, until page 1 is in
    for (const e of await emails()) everyone.add(e);
    expect(everyone.size).toBe(61);

    // Search by part of a name (any case): one page of the 30 Laylas, back on page 1, in the URL.
    const search = page.getByRole('searchbox', { name: en.owner.search });
    await page.getByRole('button', { name: en.owner.next }).click();
    await page.waitForURL(/[?&]page=2/);
    await search.fill('LAYLA');
    await page.waitForURL((url) => url.searchParams.get('q') === 'LAYLA' && !url.searchParams.has('page'));
    await page.getByText('1–30 of 30').waitFor();
    expect(await rows.count()).toBe(30);
    for (const name of await page.locator('table.users tbody td:nth-child(1)').allTextContents())
      expect(name).toMatch(/Layla$/);
    // By part of an e-mail past its first letters.
    await search.fill('l07@sch');
    await page.waitForURL((url) => url.searchParams.get('q') === 'l07@sch');
    await eventually(emails, (list) => list.join() === 'pupil07@school.test');
    await page.reload();
    expect(await search.inputValue()).toBe('l07@sch');
    await eventually(emails, (list) => list.join() === 'pupil07@school.test');

    // Nobody found: the empty state, and its action clears the search.
    await search.fill('nobody-at-all');
    await page
      .getByRole('heading', { name: en.owner.noMatchTitle.replace('{{q}}', 'nobody-at-all') })
      .waitFor();
    expect(await rows.count()).toBe(0);
    await page.getByRole('button', { name: en.owner.clearSearch }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await pageOf(1, 2).waitFor();
    expect(await search.inputValue()).toBe('');

    // Sort by registration date: the owner signed up first; the other way, the last learner leads.
    const registered = page.getByRole('columnheader', { name: en.owner.registered });
    await registered.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'registered');
    await eventually(
      () => registered.getAttribute('aria-sort'),
      (v) => v === 'ascending',
    );
    await eventually(emails, (list) => list[0] === OWNER_EMAIL && list[1] === 'pupil01@school.test');
    await registered.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'desc');
    await eventually(
      emails,
      (list) => list[0] === 'pupil60@school.test' && list[1] === 'pupil59@school.test',
    );
    await page.reload();
    await eventually(
      () => registered.getAttribute('aria-sort'),
      (v) => v === 'descending',
    );
    await eventually(emails, (list) => list[0] === 'pupil60@school.test');
    expect(await page.getByRole('columnheader', { name: en.owner.name }).getAttribute('aria-sort')).toBe(
      'none',
    );

    // A confirmation: the request leaves the pending list and the counts follow.
    const first = page.getByRole('listitem').filter({ hasText: 'pupil01@school.test' });
    await first.getByRole('button', { name: en.owner.confirm }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.owner.confirm }).click(); // it asks first
    await page.getByText(en.owner.confirmSuccess).waitFor();
    await eventually(counts, (c) => c.pending === '2' && c.active === '1');

    // The dashboard in both languages, widths and themes.
    await page.goto(`${gateway}/owner`);
    await stat('users').waitFor();
    await shootAll(page, 'owner-dashboard-en');
    await page.getByRole('button', { name: en.header.switchLanguage }).click();
    await page.getByRole('heading', { name: ar.owner.title }).waitFor();
    await page.getByRole('heading', { name: ar.owner.pending }).waitFor();
    await shootAll(page, 'owner-dashboard-ar');
    // The phone keeps Role and Delete of a row on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const row = rows.filter({ hasText: 'pupil02@school.test' });
    const remove = row.getByRole('button', { name: `${ar.owner.deleteUser} pupil02@school.test` });
    await remove.scrollIntoViewIfNeeded();
    const box = (await remove.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await context.close();

    // The upgrade page: a learner with no request (the form), one waiting, one with the active plan.
    for (const [who, shot] of [
      [learner(4), 'upgrade-form'],
      [learner(2), 'upgrade-pending'],
      [learner(1), 'upgrade-active'],
    ] as const) {
      const learnerContext = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'en-US',
      });
      const learnerPage = await learnerContext.newPage();
      await signInInBrowser(learnerPage, gateway, who.email, who.name);
      await learnerPage.waitForURL(/\/(language-selection|usertype-selection|student-questions)?$/);
      await learnerPage.goto(`${gateway}/upgrade`);
      await learnerPage.getByRole('heading', { name: en.upgrade.title }).waitFor();
      const ready =
        shot === 'upgrade-form'
          ? learnerPage.getByText(en.upgrade.instructions)
          : shot === 'upgrade-pending'
            ? learnerPage.getByRole('list', { name: en.upgrade.timeline })
            : learnerPage.getByRole('heading', { name: en.upgrade.activeTitle });
      await ready.waitFor();
      await shootAll(learnerPage, `owner-${shot}-en`);
      await learnerPage.getByRole('button', { name: en.header.switchLanguage }).click();
      await learnerPage.getByRole('heading', { name: ar.upgrade.title }).waitFor();
      await shootAll(learnerPage, `owner-${shot}-ar`);
      await learnerContext.close();
    }
  }, 300_000);
});
