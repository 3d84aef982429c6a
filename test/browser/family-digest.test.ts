/**
 * The weekly digest on /family in Chromium against the whole system (issue 19, item 1; issue 33). A student links
 * her parent (Arabic); the parent's page first shows a quiet week and its question. The test then publishes the
 * student's week to the bus as the tutoring and practice services would (a unit solved alone in practice and high
 * quiz scores, a unit shown the solution twice and low quiz scores, a unit left after one message five days ago),
 * and the parent sees the checked figures first (mastered, stuck, by name) with the tutor-marked quiz scores in
 * their own labelled box, and tonight's question about the stuck unit, in Arabic and English, at 390 and 1280 px,
 * without sideways overflow or serious axe findings. Screenshots go to test-artifacts/screenshots/family-digest-*.png.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ConversationStartedSchema, MessageSentSchema, QuizAnsweredSchema, TOPICS } from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventually, eventAt, testEventBus } from '@tutor/test-kit';
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
import { publishPractice } from '../e2e/practice-events';

const PHYSICS = 'high-1-physics';
const DAY = 86_400_000;
type Unit = { id: string; name: string; nameEn: string };

describeInBrowser('weekly digest on /family in Chromium (whole system)', () => {
  let bus: EventBus;
  let student: Page;
  let parent: Page;

  const { system, browser } = browserSystemForFile('family-digest');
  beforeAll(() => {
    bus = testEventBus(system.prefix.replace(/_+$/, '').replace(/_/g, '-'));
  });
  afterAll(() => bus?.close());

  /** The student's practice as the conversation service and the inference worker announce it. */
  async function publishWeek(studentId: string, [mastered, low, left]: [Unit, Unit, Unit]) {
    const conversation: ReturnType<typeof eventAt>[] = [];
    const replies: ReturnType<typeof eventAt>[] = [];
    const practise = (unit: Unit, daysAgo: number, messages: number, marks: boolean[]) => {
      const id = randomUUID();
      const when = (minute: number) => new Date(Date.now() - daysAgo * DAY + minute * 60_000);
      const about = { conversationId: id, userId: studentId, subjectId: PHYSICS, unitId: unit.id };
      conversation.push(
        eventAt(ConversationStartedSchema, { ...about, kind: 'school', mode: 'quiz' }, id, when(0)),
      );
      for (let i = 1; i <= messages; i++)
        conversation.push(eventAt(MessageSentSchema, { ...about, messageId: randomUUID() }, id, when(i)));
      marks.forEach((correct, i) =>
        replies.push(
          eventAt(QuizAnsweredSchema, { ...about, replyId: randomUUID(), correct }, id, when(i + 1)),
        ),
      );
    };
    practise(mastered, 1, 4, [true, true, true]);
    practise(low, 0, 3, [false, true, false]);
    practise(left, 5, 1, []);
    await bus.publish(TOPICS.tutoringConversation, conversation);
    await bus.publish(TOPICS.tutoringReply, replies);
    // Checked practice today: three attempts solved alone in one unit, two shown the solution in another.
    const attempt = (unit: Unit, mastery: number) => ({
      userId: studentId,
      subjectId: PHYSICS,
      unitId: unit.id,
      skill: `${unit.id}-skill`,
      mastery,
    });
    await publishPractice(bus, [
      ...[1, 2, 3].map(() => ({
        ...attempt(mastered, 1),
        answers: [true],
        outcome: 'solved_alone' as const,
      })),
      ...[1, 2].map(() => ({ ...attempt(low, 0), answers: [false], outcome: 'shown_solution' as const })),
    ]);
  }

  it('shows a quiet week, then what the child practised, mastered and is stuck on, and what to ask tonight', async () => {
    try {
      await journey();
    } catch (err) {
      for (const [i, page] of [student, parent].filter(Boolean).entries())
        await page
          .screenshot({ path: path.join(SHOTS, `family-digest-failure-${i}.png`), fullPage: true })
          .catch(() => undefined);
      throw err;
    }
  }, 300_000);

  async function journey() {
    const gateway = system.gateway;
    student = await signedUpInBrowser(
      browser,
      gateway,
      'salma@digest.test',
      'Salma',
      `setLanguage(language: "en") { id } setUserType(userType: "student") { id }
        saveStudentDetails(educationalStage: "high", academicYear: "1") { id }`,
    );
    parent = await signedUpInBrowser(
      browser,
      gateway,
      'hany@digest.test',
      'Hany',
      'setLanguage(language: "ar") { id } setUserType(userType: "parent") { id }',
    );
    const code = (
      await eventually(
        () => gqlInPage(student, 'mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      )
    ).data.createLinkCode.code;
    await eventually(
      () => gqlInPage(parent, 'mutation($c: String!) { redeemLinkCode(code: $c) { name } }', { c: code }),
      (r) => !r.errors,
    );
    const { data } = await gqlInPage(
      student,
      '{ me { id } subjects(stage: "high", year: "1") { subjects { id units { id name nameEn } } } }',
    );
    const physics = data.subjects.subjects.find((s: { id: string }) => s.id === PHYSICS);
    const [mastered, low, left] = physics.units as [Unit, Unit, Unit];
    const digest = () =>
      gqlInPage(
        parent,
        `{ me { linkedChildren { user { progress { weeklyDigest {
          practised { unitId } checked { itemsAnswered } modelMarkedQuiz { answered } } } } } } }`,
      );
    // Progress admits the parent once the link's event reaches it.
    await eventually(digest, (r) => !r.errors && r.data.me.linkedChildren.length === 1);

    // A quiet week: no lists, the question about what Salma would like to learn.
    await parent.goto(`${gateway}/family`);
    const card = parent.locator('section.family-child', { hasText: 'Salma' }).locator('.family-digest');
    await card.getByRole('heading', { name: ar.family.digest.title }).waitFor();
    await card.getByText(ar.family.digest.quiet).waitFor();
    await card.locator('.family-digest-ask').getByText(ar.family.digest.question.QUIET).waitFor();
    await shootAtBothWidths(parent, 'family-digest-quiet-ar', { axe: true });

    await publishWeek(data.me.id, [mastered, low, left]);
    // The tutoring and practice events reach progress by different consumers: wait for the whole week.
    await eventually(digest, (r) => {
      const week = r.data?.me.linkedChildren[0].user.progress.weeklyDigest;
      return (
        week?.practised.length === 3 &&
        week.checked.itemsAnswered === 5 &&
        week.modelMarkedQuiz.answered === 6
      );
    });
    await parent.reload();
    const list = (title: string) =>
      card.locator('.family-digest-list', { has: parent.getByRole('heading', { name: title }) });
    const checked = card.locator('.family-digest-checked');
    const quiz = card.locator('.model-marked');
    const figure = (label: string) =>
      checked.locator('li', { hasText: label }).locator('.checked-figure-value');
    // Arabic: the checked figures in Arabic digits, the units by their Arabic names with their mastery, the
    // tutor-marked quiz scores apart under their label, tonight's question about the stuck unit.
    expect(await figure(ar.checkedFigures.answered).textContent()).toBe('٥');
    expect(await figure(ar.checkedFigures.solvedAlone).textContent()).toBe('٣');
    expect(await figure(ar.checkedFigures.shownSolution).textContent()).toBe('٢');
    await list(ar.family.digest.practised).getByText(mastered.name).waitFor();
    expect(await list(ar.family.digest.practised).locator('li').count()).toBe(3);
    await list(ar.family.digest.mastered)
      .locator('li', { hasText: mastered.name })
      .getByText(ar.checkedFigures.mastery.replace('{{percent}}', '١٠٠'))
      .waitFor();
    const stuck = list(ar.family.digest.stuck);
    await stuck
      .locator('li', { hasText: low.name })
      .getByText(ar.checkedFigures.mastery.replace('{{percent}}', '٠'))
      .waitFor();
    await stuck.locator('li', { hasText: left.name }).getByText(ar.family.digest.abandoned).waitFor();
    expect(await stuck.locator('li').count()).toBe(2);
    await quiz.getByRole('heading', { name: ar.checkedFigures.modelMarkedTitle }).waitFor();
    await quiz.locator('li', { hasText: mastered.name }).getByText('٣ صحيحة من ٣').waitFor();
    await quiz.locator('li', { hasText: low.name }).getByText('١ صحيحة من ٣').waitFor();
    await card
      .locator('.family-digest-ask')
      .getByText(ar.family.digest.question.STUCK.replace('{{unit}}', low.name))
      .waitFor();
    await shootAtBothWidths(parent, 'family-digest-week-ar', { axe: true });

    // English: the same week in English names.
    await parent.getByRole('button', { name: ar.header.switchLanguage }).click();
    await list(en.family.digest.mastered).getByText(mastered.nameEn).waitFor();
    expect(await figure(en.checkedFigures.answered).textContent()).toBe('5');
    await quiz.getByRole('heading', { name: en.checkedFigures.modelMarkedTitle }).waitFor();
    await quiz.locator('li', { hasText: low.nameEn }).getByText('1 of 3 correct').waitFor();
    await card
      .locator('.family-digest-ask')
      .getByText(en.family.digest.question.STUCK.replace('{{unit}}', low.nameEn))
      .waitFor();
    await shootAtBothWidths(parent, 'family-digest-week-en', { axe: true });
  }
});
