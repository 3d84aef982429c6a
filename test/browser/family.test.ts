/**
 * The family journey in Chromium against the whole system: a student (English) creates a link code in /account,
 * shown as text and as a QR code; a parent (Arabic) enters a wrong code (refused in Arabic), then the right one,
 * follows the header's link to /family and sees the child's stage, year, plan and figures, and no safety flags;
 * in English too, and after the child's flagged message its category and date (never its words). Each
 * screen at 390 and 1280 px without sideways overflow or serious axe findings. Screenshots go to
 * test-artifacts/screenshots/family-*.png.
 */
import path from 'node:path';
import { eventually } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  shootAtBothWidths,
  SHOTS,
  signedUpInBrowser,
} from './chromium';

const SECRET = 'Why do magnets attract iron? (private question)';
// From services/tutor-inference/test/moderation/safety-set.json: the local check flags it as self_harm.
const FLAGGED = 'I want to kill myself, nothing matters anymore';

describeInBrowser('family journey in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('family-browser', { MODERATION_PROVIDER: 'local' });

  const person = (email: string, name: string, onboarding: string) =>
    signedUpInBrowser(browser, system.gateway, email, name, onboarding);

  it('a student links a parent with a code; the parent sees the child in Arabic and English', async () => {
    const gateway = system.gateway;
    const student = await person(
      'salma@family.test',
      'Salma',
      `setLanguage(language: "en") { id } setUserType(userType: "student") { id }
       saveStudentDetails(educationalStage: "high", academicYear: "1") { id }`,
    );
    const parent = await person(
      'hany@family.test',
      'Hany',
      'setLanguage(language: "ar") { id } setUserType(userType: "parent") { id }',
    );
    try {
      // Salma asks the tutor something: the parent will see that she wrote, never what.
      const started = await gqlInPage(
        student,
        'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }',
      );
      expect(started.errors).toBeUndefined();
      const sent = await gqlInPage(
        student,
        `mutation { sendMessage(conversationId: "${started.data.startConversation.id}",
          messageId: "1700000000001", content: "${SECRET}") { replyId } }`,
      );
      expect(sent.errors).toBeUndefined();

      // The family service hears of the new student from identity's event; until then a code is refused.
      await eventually(
        () => gqlInPage(student, 'mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      );
      await student.goto(`${gateway}/account`);
      await student.getByRole('heading', { name: en.family.linkParentTitle }).waitFor();
      await student.getByText(en.family.noParents).waitFor();
      await student.getByRole('button', { name: en.family.createCode }).click();
      await student.getByRole('img', { name: en.family.qrLabel }).waitFor();
      const code = (await student.locator('.family-code-value').textContent())!;
      expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      await shootAtBothWidths(student, 'family-student-code-en', { axe: true });

      // The parent, in Arabic: a wrong code is refused in Arabic, the right one links Salma.
      await parent.goto(`${gateway}/account`);
      await parent.getByRole('heading', { name: ar.family.linkChildTitle }).waitFor();
      const field = parent.getByLabel(ar.family.codeLabel);
      await field.fill('AAAA-AAAA-AAAA-AAAA');
      await parent.getByRole('button', { name: ar.family.link, exact: true }).click();
      await parent.getByText('هذا ليس رمز ربط صحيحًا. تحقق منه وحاول مرة أخرى.').waitFor();
      await field.fill(code.toLowerCase());
      await parent.getByRole('button', { name: ar.family.link, exact: true }).click();
      await parent.getByRole('status').getByText(ar.family.linked.replace('{{name}}', 'Salma')).waitFor();
      await parent.getByText(`${ar.student.high}، ${ar.student.year1}`).waitFor();
      await shootAtBothWidths(parent, 'family-parent-account-ar', { axe: true });

      // Progress and billing admit the parent once the link's event reaches them.
      await eventually(
        () =>
          gqlInPage(
            parent,
            '{ me { linkedChildren { user { remainingMessages progress { streakDays } } } } }',
          ),
        (r) =>
          !r.errors &&
          r.data.me.linkedChildren.length === 1 &&
          r.data.me.linkedChildren[0].user.progress.streakDays === 1,
      );
      await parent.getByRole('navigation').getByRole('link', { name: ar.header.family }).click();
      await parent.waitForURL(/\/family$/);
      await parent.getByRole('heading', { name: ar.family.title, level: 1 }).waitFor();
      const child = parent.locator('section.family-child', { hasText: 'Salma' });
      await child.getByText(`${ar.student.high}، ${ar.student.year1}`).waitFor();
      await child.getByText(ar.account.planFree).waitFor();
      await child.getByRole('img', { name: ar.progress.chartTitle }).waitFor();
      // Checked practice first (none yet: zeros), then streak, messages, units and messages left.
      expect(await child.locator('.family-figure').count()).toBe(6);
      await child
        .locator('.family-figure', { hasText: ar.family.itemsWeek })
        .locator('.family-figure-value', { hasText: /^٠$/ })
        .waitFor();
      await child.getByText(ar.family.noPractice).waitFor();
      // Never a message text: the page has no conversation or message content at all.
      // Salma's one message counts this week, and its words appear nowhere on the parent's page.
      await child
        .locator('.family-figure', { hasText: ar.family.messagesWeek })
        .locator('.family-figure-value', { hasText: /^١$/ })
        .waitFor();
      expect(await parent.locator('main').textContent()).not.toContain(SECRET);
      await child.getByText(ar.family.noSafetyFlags).waitFor();
      await shootAtBothWidths(parent, 'family-parent-family-ar', { axe: true });

      // The same page in English.
      await parent.getByRole('button', { name: ar.header.switchLanguage }).click();
      await parent.getByRole('heading', { name: en.family.title, level: 1 }).waitFor();
      await parent.getByText(`${en.student.high}, ${en.student.year1}`).waitFor();
      await shootAtBothWidths(parent, 'family-parent-family-en', { axe: true });

      // Salma's flagged message: once the family service has it, the parent's page shows its category and date.
      const flagged = await gqlInPage(
        student,
        `mutation { sendMessage(conversationId: "${started.data.startConversation.id}",
          messageId: "1700000000002", content: "${FLAGGED}") { replyId } }`,
      );
      expect(flagged.errors).toBeUndefined();
      await eventually(
        () => gqlInPage(parent, '{ me { linkedChildren { safetyFlags { category } } } }'),
        (r) => !r.errors && r.data.me.linkedChildren[0].safetyFlags.length === 1,
      );
      await parent.reload();
      const flags = child.locator('.family-flags li');
      await flags.getByText(en.owner.flags.category.self_harm).waitFor();
      expect(await flags.count()).toBe(1);
      await flags.locator('time').waitFor();
      expect(await parent.locator('main').textContent()).not.toContain(FLAGGED);
      await shootAtBothWidths(parent, 'family-parent-flags-en', { axe: true });
      // And in Arabic, then back to English for the rest.
      await parent.getByRole('button', { name: en.header.switchLanguage }).click();
      await flags.getByText(ar.owner.flags.category.self_harm).waitFor();
      await shootAtBothWidths(parent, 'family-parent-flags-ar', { axe: true });
      await parent.getByRole('button', { name: ar.header.switchLanguage }).click();
      await parent.getByRole('heading', { name: en.family.title, level: 1 }).waitFor();

      // The student sees the parent and unlinks; the parent's page then invites a new link.
      await student.reload();
      await student.getByRole('button', { name: en.family.unlinkLabel.replace('{{name}}', 'Hany') }).click();
      await student.getByText(en.family.noParents).waitFor();
      await parent.reload();
      await parent.getByRole('heading', { name: en.family.emptyTitle }).waitFor();
      await shootAtBothWidths(parent, 'family-parent-empty-en', { axe: true });
    } catch (err) {
      for (const [i, page] of [student, parent].entries())
        await page
          .screenshot({ path: path.join(SHOTS, `family-failure-${i}.png`), fullPage: true })
          .catch(() => undefined);
      throw err;
    }
  }, 300_000);
});
