/**
 * The teacher journey in Chromium against the whole system (ADR 19): a teacher (Arabic) opens /classes from the
 * header (empty), makes a class, sees its code as text and QR; a student (English) joins with it from /account;
 * the teacher writes a unit of their own and pins a unit of the syllabus; the student's subject page shows the
 * pinned unit first, marked, and the teacher's unit, which starts a conversation; the teacher then sees the
 * student's message counted, never its words, and her checked practice (issue 33) per unit with the class's
 * average mastery; after a reload the code is still there, and a new one is made only after a confirmation. Both languages, each screen at 390 and 1280 px without sideways
 * overflow or serious axe findings. Screenshots go to test-artifacts/screenshots/classes-*.png.
 */
import path from 'node:path';
import { eventually } from '@tutor/test-kit';
import { publishPractice, systemBus } from '../e2e/practice-events';
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

const SECRET = 'Why does a kicked ball slow down? (private question)';
const MOTION = { id: 'high-1-physics-motion', ar: 'الحركة في خط مستقيم', en: 'Motion in a straight line' };
const OWN_UNIT = 'كرة القدم والقوى';

describeInBrowser('teacher journey in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('classes-browser', {
    DEV_MODEL_TTFT_MS: '20',
    DEV_MODEL_TOKENS_PER_SECOND: '400',
  });

  const person = (email: string, name: string, onboarding: string) =>
    signedUpInBrowser(browser, system.gateway, email, name, onboarding);

  it('a teacher makes a class, a student joins, the pinned unit and the teacher’s unit show on the subject page', async () => {
    const gateway = system.gateway;
    const teacher = await person(
      'adel@classes.test',
      'Adel',
      'setLanguage(language: "ar") { id } setUserType(userType: "teacher") { id }',
    );
    const student = await person(
      'salma@classes.test',
      'Salma',
      `setLanguage(language: "en") { id } setUserType(userType: "student") { id }
       saveStudentDetails(educationalStage: "high", academicYear: "1") { id }`,
    );
    try {
      // The family service hears of both from identity's events: until then a teacher's call is FORBIDDEN.
      await eventually(
        () =>
          gqlInPage(
            teacher,
            'mutation { renewClassCode(classId: "00000000-0000-4000-8000-000000000000") { code } }',
          ),
        (r) => r.errors?.[0]?.extensions?.code === 'NOT_FOUND',
      );
      await eventually(
        () => gqlInPage(student, 'mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      );

      // The teacher, in Arabic: the header's link, no classes yet, then a new class and its code.
      await teacher.goto(`${gateway}/`);
      await teacher.getByRole('navigation').getByRole('link', { name: ar.header.classes }).click();
      await teacher.waitForURL(/\/classes$/);
      await teacher.getByRole('heading', { name: ar.classes.emptyTitle }).waitFor();
      await shootAtBothWidths(teacher, 'classes-empty-ar', { axe: true });
      await teacher.getByLabel(ar.classes.name).fill('فيزياء أولى ثانوي');
      await teacher.getByLabel(ar.account.stage).selectOption(ar.student.high);
      await teacher.getByLabel(ar.account.year).selectOption(ar.student.year1);
      await teacher.getByLabel(ar.classes.subject).selectOption('الفيزياء');
      await teacher.getByRole('button', { name: ar.classes.create }).click();
      await teacher.getByRole('img', { name: ar.classes.qrLabel }).waitFor();
      const code = (await teacher.locator('.family-code-value').textContent())!;
      expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      await teacher.getByText(ar.classes.noStudents).waitFor();
      await shootAtBothWidths(teacher, 'classes-code-ar', { axe: true });

      // The student, in English: a wrong code is refused, the right one joins.
      await student.goto(`${gateway}/account`);
      await student.getByRole('heading', { name: en.classes.joinTitle }).waitFor();
      await student.getByText(en.classes.noMemberships).waitFor();
      const field = student.getByLabel(en.classes.codeLabel);
      await field.fill('AAAA-AAAA-AAAA-AAAA');
      await student.getByRole('button', { name: en.classes.join, exact: true }).click();
      await student.getByText('This is not a valid class code. Check it and try again.').waitFor();
      await field.fill(code.toLowerCase());
      await student.getByRole('button', { name: en.classes.join, exact: true }).click();
      await student
        .getByRole('status')
        .getByText(en.classes.joined.replace('{{name}}', 'فيزياء أولى ثانوي'))
        .waitFor();
      await student
        .getByRole('button', { name: en.classes.leaveLabel.replace('{{name}}', 'فيزياء أولى ثانوي') })
        .waitFor();
      await shootAtBothWidths(student, 'classes-student-account-en', { axe: true });

      // The teacher writes a unit and pins a unit of the syllabus.
      await teacher.reload();
      const card = teacher.locator('section.class-card');
      await card.getByText('Salma').waitFor();
      await card.getByLabel(ar.classes.unitTitle).fill(OWN_UNIT);
      await card.getByLabel(ar.classes.unitNotes).fill('اشرح قوانين الحركة بأمثلة من مباريات كرة القدم.');
      await card.getByRole('button', { name: ar.classes.addUnit }).click();
      await card.locator('.class-units').getByText(OWN_UNIT).waitFor();
      await card.getByLabel(ar.classes.topicLabel).selectOption(MOTION.ar);
      await card.getByRole('button', { name: ar.classes.pin, exact: true }).click();
      await card.getByText(ar.classes.pinned.replace('{{unit}}', MOTION.ar)).waitFor();

      // The student's Physics page, once the conversation service has the class: the pinned unit first, marked.
      await eventually(
        () =>
          gqlInPage(
            student,
            '{ subjects(stage: "high", year: "1") { subjects { id classTopic { id } classUnits { id } } } }',
          ),
        (r) =>
          r.data?.subjects.subjects.some(
            (s: { id: string; classTopic: { id: string } | null; classUnits: unknown[] }) =>
              s.classTopic?.id === MOTION.id && s.classUnits.length === 1,
          ),
      );
      await student.goto(`${gateway}/subject/high-1-physics/units`); // the subject's units page
      const headings = student.getByRole('heading', { level: 2 });
      await student.getByRole('heading', { name: en.subject.classTopic }).waitFor();
      expect((await headings.allTextContents()).slice(0, 3)).toEqual([
        en.subject.classTopic,
        en.subject.teacherUnits,
        en.subject.units,
      ]);
      const pinned = student.locator('.syllabus-card-highlight');
      await pinned.getByText(MOTION.en).waitFor();
      await pinned.getByText(en.subject.classTopicLabel).waitFor();
      await shootAtBothWidths(student, 'classes-subject-en', { axe: true });
      await student.getByRole('button', { name: en.header.switchLanguage }).click();
      await student.getByRole('heading', { name: ar.subject.classTopic }).waitFor();
      await pinned.getByText(MOTION.ar).waitFor();
      await shootAtBothWidths(student, 'classes-subject-ar', { axe: true });
      await student.getByRole('button', { name: ar.header.switchLanguage }).click();
      await student.getByRole('heading', { name: en.subject.classTopic }).waitFor();

      // The teacher's unit starts a conversation like any other; the student writes one message.
      await student.getByRole('button', { name: new RegExp(OWN_UNIT) }).click();
      await student.waitForURL(/\/Chat\/[0-9a-f-]+$/);
      const conversationId = student.url().split('/').at(-1)!;
      const sent = await gqlInPage(
        student,
        `mutation { sendMessage(conversationId: "${conversationId}", messageId: "1700000000001",
          content: "${SECRET}") { replyId } }`,
      );
      expect(sent.errors).toBeUndefined();

      // The teacher sees the message counted (in Arabic digits), never its words; then the page in English.
      await eventually(
        () => gqlInPage(teacher, '{ me { classes { figures { students { messagesThisWeek } } } } }'),
        (r) => r.data?.me.classes[0]?.figures.students[0]?.messagesThisWeek === 1,
      );
      // Her practice in Motion, as the practice service publishes it: two items, both solved alone.
      const studentId = (await gqlInPage(student, '{ me { id } }')).data.me.id as string;
      const bus = systemBus(system.prefix);
      const attempt = { userId: studentId, subjectId: 'high-1-physics', unitId: MOTION.id, skill: 'speed' };
      await publishPractice(bus, [
        { ...attempt, answers: [true], outcome: 'solved_alone', mastery: 1 },
        { ...attempt, answers: [true], outcome: 'solved_alone', mastery: 1 },
      ]);
      await bus.close();
      await eventually(
        () => gqlInPage(teacher, '{ me { classes { figures { students { itemsAnsweredThisWeek } } } } }'),
        (r) => r.data?.me.classes[0]?.figures.students[0]?.itemsAnsweredThisWeek === 2,
      );
      await teacher.reload();
      await card.getByText(ar.classes.messagesWeek.replace('{{n}}', '١')).waitFor();
      await card.getByText(ar.classes.itemsWeek.replace('{{n}}', '٢')).waitFor();
      // The class's practice per unit: Motion, its average mastery in Arabic digits; no quiz, so no tutor-marked box.
      const practice = card.locator('.class-section', {
        has: teacher.getByRole('heading', { name: ar.classes.practiceTitle }),
      });
      await practice
        .locator('li', { hasText: MOTION.ar })
        .getByText(ar.classes.averageMastery.replace('{{percent}}', '١٠٠').replace('{{count}}', '١'))
        .waitFor();
      expect(await card.locator('.model-marked').count()).toBe(0);
      expect(await teacher.locator('main').textContent()).not.toContain(SECRET);
      await shootAtBothWidths(teacher, 'classes-teacher-ar', { axe: true });
      await teacher.getByRole('button', { name: ar.header.switchLanguage }).click();
      await teacher.getByRole('heading', { name: en.classes.title, level: 1 }).waitFor();
      await card.getByText(en.classes.messagesWeek.replace('{{n}}', '1')).waitFor();
      // The code is there on every visit (the teacher hands it out over days), text and QR.
      expect(await card.locator('.family-code-value').textContent()).toBe(code);
      await card.getByText(en.classes.codeHint).waitFor();
      // A new code only after a confirmation (the old one stops working for whoever has not joined yet).
      await card.getByRole('button', { name: en.classes.renew }).click();
      const confirm = teacher.getByRole('dialog', { name: en.classes.renewConfirmTitle });
      await confirm.getByText(en.classes.renewConfirmBody).waitFor();
      await confirm.getByRole('button', { name: en.classes.renew }).click();
      await eventually(
        () => card.locator('.family-code-value').textContent(),
        (shown) => /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/.test(shown ?? '') && shown !== code,
      );
      await shootAtBothWidths(teacher, 'classes-teacher-en', { axe: true });
    } catch (err) {
      for (const [i, page] of [teacher, student].entries())
        await page
          .screenshot({ path: path.join(SHOTS, `classes-failure-${i}.png`), fullPage: true })
          .catch(() => undefined);
      throw err;
    }
  }, 300_000);
});
