/**
 * The progress page in Chromium against the whole system. A learner signs up; the page first shows its empty
 * state; the test then publishes the learner's tutoring events to the system's bus as the conversation service
 * and the inference worker would (8 messages over 3 days, quizzes in 2 units), and the page shows the exact
 * figures, in English and Arabic, at 390 and 1280 px, without sideways overflow or serious axe findings. The
 * figures survive a restart of every process, and the progress service catches up with events published while it
 * was stopped. The header and the home page link to the page; "Revise" starts a conversation. Screenshots go to
 * test-artifacts/screenshots/progress-*.png.
 */
import { randomUUID } from 'node:crypto';
import {
  ConversationStartedSchema,
  MessageSentSchema,
  QuizAnsweredSchema,
  ReplyCompletedSchema,
  TOPICS,
} from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventAt, eventually, testEventBus } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  seriousAxeViolations,
  shootAtBothWidths,
  shootPagesOnFailure,
  signInOnStandIn,
} from './chromium';

const ZONE = 'Africa/Cairo';
const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, utcTime: string) => new Date(`${day}T${utcTime}:00Z`);

describeInBrowser('progress page in Chromium (whole system)', () => {
  let bus: EventBus;

  const { system, browser } = browserSystemForFile('progress');
  beforeAll(() => {
    bus = testEventBus(system.prefix.replace(/_+$/, '').replace(/_/g, '-'));
  });
  afterAll(() => bus?.close());

  it('shows a scripted learner exact figures in both languages, across restarts and a stopped consumer', async () => {
    await shootPagesOnFailure(browser, 'progress-failure', journey);
  }, 300_000);

  async function journey() {
    const gateway = system.gateway;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${gateway}/login`);
    await page.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(page, 'salma@tutor.test', 'Salma');
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: new RegExp(en.signup.create) }).click();
    await page.waitForURL(/\/language-selection$/);
    // Onboarded as a primary pupil of year 1 (the page names subjects from that stage's catalog).
    const onboarded = await gqlInPage(
      page,
      `mutation { setLanguage(language: "en") { id } setUserType(userType: "student") { id }
        saveStudentDetails(educationalStage: "primary", academicYear: "1") { id } }`,
    );
    expect(onboarded.errors).toBeUndefined();
    const learnerId = onboarded.data.saveStudentDetails.id as string;

    // Nothing yet: the empty state and its next action.
    await page.goto(`${gateway}/progress`);
    await page.getByRole('heading', { name: en.progress.emptyTitle }).waitFor();
    await page.getByRole('link', { name: en.progress.emptyAction }).waitFor();
    await shootAtBothWidths(page, 'progress-empty-en');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The scripted learner: 8 messages over 3 days (Cairo's), quizzes in 2 units, 3 units in 2 subjects.
    const today = cairoDay(new Date());
    const [d0, d1, d2] = [shift(today, -2), shift(today, -1), today];
    const fractions = randomUUID();
    const letters = randomUUID();
    const shapes = randomUUID();
    const start = (id: string, when: Date, subjectId: string, unitId: string) =>
      eventAt(
        ConversationStartedSchema,
        { conversationId: id, userId: learnerId, kind: 'school', subjectId, unitId, mode: 'quiz' },
        id,
        when,
      );
    const message = (id: string, when: Date, subjectId: string, unitId: string) =>
      eventAt(
        MessageSentSchema,
        { messageId: randomUUID(), conversationId: id, userId: learnerId, subjectId, unitId },
        id,
        when,
      );
    const quiz = (id: string, when: Date, unitId: string, correct: boolean) =>
      eventAt(
        QuizAnsweredSchema,
        {
          replyId: randomUUID(),
          conversationId: id,
          userId: learnerId,
          subjectId: 'primary-1-math',
          unitId,
          correct,
        },
        id,
        when,
      );
    const reply = (id: string, when: Date) =>
      eventAt(
        ReplyCompletedSchema,
        { replyId: randomUUID(), conversationId: id, userId: learnerId, content: 'ok' },
        id,
        when,
      );
    await bus.publish(TOPICS.tutoringConversation, [
      start(fractions, at(d0, '08:00'), 'primary-1-math', 'primary-1-math-numbers'),
      message(fractions, at(d0, '08:01'), 'primary-1-math', 'primary-1-math-numbers'),
      message(fractions, at(d0, '08:05'), 'primary-1-math', 'primary-1-math-numbers'),
      message(fractions, at(d0, '08:09'), 'primary-1-math', 'primary-1-math-numbers'),
      start(shapes, at(d1, '09:00'), 'primary-1-math', 'primary-1-math-shapes'),
      message(shapes, at(d1, '09:01'), 'primary-1-math', 'primary-1-math-shapes'),
      message(shapes, at(d1, '09:03'), 'primary-1-math', 'primary-1-math-shapes'),
      start(letters, at(d2, '06:00'), 'primary-1-arabic', 'primary-1-arabic-alphabet'),
      message(letters, at(d2, '06:01'), 'primary-1-arabic', 'primary-1-arabic-alphabet'),
      message(letters, at(d2, '06:02'), 'primary-1-arabic', 'primary-1-arabic-alphabet'),
      message(letters, at(d2, '06:03'), 'primary-1-arabic', 'primary-1-arabic-alphabet'),
    ]);
    await bus.publish(TOPICS.tutoringReply, [
      reply(fractions, at(d0, '08:02')),
      quiz(fractions, at(d0, '08:02'), 'primary-1-math-numbers', true),
      quiz(fractions, at(d0, '08:06'), 'primary-1-math-numbers', false),
      quiz(fractions, at(d0, '08:10'), 'primary-1-math-numbers', false),
      quiz(shapes, at(d1, '09:02'), 'primary-1-math-shapes', true),
      quiz(shapes, at(d1, '09:04'), 'primary-1-math-shapes', false),
    ]);

    const stat = (label: string) =>
      page.locator('.progress-stat', { hasText: label }).locator('.progress-stat-value');
    const row = (day: string) => page.locator('.progress-chart tbody tr', { hasText: day });
    /** What the page must show in one language; numbers and dates formatted by the browser, as the page does. */
    async function expectFigures(texts: typeof en, locale: string, messagesToday: number) {
      const { n, days } = await page.evaluate(
        ([loc, ds]) => ({
          n: Array.from({ length: 11 }, (_, x) => new Intl.NumberFormat(loc).format(x)),
          days: ds.map((d) =>
            new Intl.DateTimeFormat(loc, {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              timeZone: 'UTC',
            }).format(new Date(`${d}T00:00:00Z`)),
          ),
        }),
        [locale, [d0, d1, d2]] as const,
      );
      await stat(texts.progress.messages14)
        .getByText(n[5 + messagesToday]!, { exact: true })
        .waitFor();
      expect(await stat(texts.progress.streak).textContent()).toBe(n[3]);
      expect(await stat(texts.progress.unitsPractised).textContent()).toBe(n[3]);
      // The chart: three bars; its table: 14 days, the last three with their messages and replies.
      expect(await page.locator('.progress-chart .chart-bar').count()).toBe(3);
      expect(await page.locator('.progress-chart tbody tr').count()).toBe(14);
      expect(await row(days[0]!).locator('td').allTextContents()).toEqual([n[3], n[1]]);
      expect(await row(days[1]!).locator('td').allTextContents()).toEqual([n[2], n[0]]);
      expect(await row(days[2]!).locator('td').allTextContents()).toEqual([n[messagesToday], n[0]]);
      // Units per subject, under the catalog's subject names.
      const subject = (name: string) => page.locator('.progress-subject', { hasText: name });
      const units = (count: string) => texts.progress.unitCount.replace('{{n}}', count);
      await subject(texts === en ? 'Mathematics' : 'الرياضيات')
        .getByText(units(n[2]!))
        .waitFor();
      await subject(texts === en ? 'Arabic' : 'اللغة العربية')
        .getByText(units(n[1]!))
        .waitFor();
      // Quiz scores per unit, and what to revise: 1 of 3 before 1 of 2, each with its button.
      const score = (correct: string, answered: string) =>
        texts.progress.score.replace('{{correct}}', correct).replace('{{answered}}', answered);
      const revise = page.locator('section[aria-labelledby="progress-revise-title"] .progress-row');
      expect(await revise.count()).toBe(2);
      expect(await revise.nth(0).getByText(score(n[1]!, n[3]!)).count()).toBe(1);
      // Units under their catalog names, in the page's language.
      await revise
        .nth(0)
        .getByText(texts === en ? 'Numbers to 100' : 'الأعداد حتى ١٠٠')
        .waitFor();
      expect(await revise.nth(1).getByText(score(n[1]!, n[2]!)).count()).toBe(1);
      const reviseButtons = revise.getByRole('button', { name: new RegExp(`^${texts.progress.reviseUnit}`) });
      expect(await reviseButtons.count()).toBe(2);
      expect(await page.locator('section[aria-labelledby="progress-quiz-title"] .progress-row').count()).toBe(
        2,
      );
    }

    // The conversation and reply topics reach progress by different consumers: the page loads once both have.
    await eventually(
      () => gqlInPage(page, '{ myProgress { messagesPerDay { messages replies } quizScores { answered } } }'),
      (r) => {
        const progress = r.data?.myProgress;
        const sum = (xs: number[] = []) => xs.reduce((a, b) => a + b, 0);
        return (
          sum(progress?.messagesPerDay.map((d: { messages: number }) => d.messages)) === 8 &&
          sum(progress?.messagesPerDay.map((d: { replies: number }) => d.replies)) === 1 &&
          sum(progress?.quizScores.map((u: { answered: number }) => u.answered)) === 5
        );
      },
    );
    await page.reload();
    await page.getByRole('img', { name: en.progress.chartTitle }).waitFor();
    await expectFigures(en, 'en-GB', 3);
    await shootAtBothWidths(page, 'progress-en');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: en.header.switchLanguage }).click();
    await page.getByRole('heading', { name: ar.progress.title }).waitFor();
    await expectFigures(ar as typeof en, 'ar-EG', 3);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shootAtBothWidths(page, 'progress-ar');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every process restarts (same databases, same bus): the same figures.
    for (const name of [...system.processes.keys()]) await system.restart(name);
    await page.reload();
    await page.getByRole('heading', { name: ar.progress.title }).waitFor();
    await expectFigures(ar as typeof en, 'ar-EG', 3);

    // The progress service is stopped while the learner sends two more messages; started again, it catches up.
    await system.kill('progress', 'SIGTERM');
    await bus.publish(TOPICS.tutoringConversation, [
      message(letters, at(d2, '06:30'), 'primary-1-arabic', 'primary-1-arabic-alphabet'),
      message(letters, at(d2, '06:31'), 'primary-1-arabic', 'primary-1-arabic-alphabet'),
    ]);
    await system.restart('progress');
    await page.reload();
    await expectFigures(ar as typeof en, 'ar-EG', 5);

    // Linked from the home page and from the header; "Revise" starts a conversation from the unit.
    // The switch saves the language in the background: wait for it, or the next page load reads the old one.
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && /setLanguage/.test(r.request().postData() ?? ''),
      ),
      page.getByRole('button', { name: ar.header.switchLanguage }).click(),
    ]);
    await page.goto(`${gateway}/`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(en.home.progress) })
      .click();
    await page.waitForURL(/\/progress$/);
    await page.goto(`${gateway}/`);
    await page.getByRole('navigation').getByRole('link', { name: en.header.progress }).click();
    await page.waitForURL(/\/progress$/);
    await page.getByRole('heading', { name: en.progress.title }).waitFor();
    await page
      .locator('section[aria-labelledby="progress-revise-title"]')
      .getByRole('button', { name: new RegExp(`^${en.progress.reviseUnit}`) })
      .first()
      .click();
    await page.waitForURL(/\/Chat\/[^/]+$/);
    await context.close();
  }
});
