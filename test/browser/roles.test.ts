/**
 * Issue 31 (items 5 and 6) in Chromium against the whole system, one system for the file: a home per user type
 * (a parent's children and their week, a teacher's classes, a student's learning) and pages offered only to the
 * types that can use them (the server refusing the rest); the learner's grammatical gender choosing the Arabic
 * form of address; a teacher's unit named on the learner's /progress and the parent's /family, a pinned unit
 * keeping its syllabus number, and a quiz answered in a free-question conversation counted under its subject.
 * Screens at 390 and 1280 px in both languages, without sideways overflow: test-artifacts/screenshots/roles-*.png.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ConversationStartedSchema, QuizAnsweredSchema, TOPICS } from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventAt, eventually, testEventBus } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  shootAtBothWidths,
  shootPagesOnFailure,
  signedUpInBrowser,
} from './chromium';

const OWN_UNIT = 'Football and forces';
const STUDENT = `setUserType(userType: "student") { id }
  saveStudentDetails(educationalStage: "high", academicYear: "1") { id }`;

describeInBrowser('role homes, grammatical gender, names and numbers in Chromium (whole system)', () => {
  let bus: EventBus;

  const { system, browser } = browserSystemForFile('roles', {
    DEV_MODEL_TTFT_MS: '20',
    DEV_MODEL_TOKENS_PER_SECOND: '400',
  });
  beforeAll(() => {
    bus = testEventBus(system.prefix.replace(/_+$/, '').replace(/_/g, '-'));
  });
  afterAll(() => bus?.close());

  const person = (email: string, name: string, onboarding: string) =>
    signedUpInBrowser(browser, system.gateway, email, name, onboarding);
  const at = (page: Page, route: string) => page.goto(`${system.gateway}${route}`);
  /** On failure, every open page's screenshot, to see what the test saw. */
  const keepFailures = (label: string, run: () => Promise<void>) =>
    shootPagesOnFailure(browser, `roles-failure-${label}`, run);
  const switchLanguage = (page: Page, from: typeof en) =>
    page.getByRole('button', { name: from.header.switchLanguage }).click();

  it(
    'gives a parent, a teacher and a student each their own home, and offers each only their pages',
    () =>
      keepFailures('homes', async () => {
        const parent = await person(
          'hoda.abdelrahman.elsayed@roles.test',
          'Hoda',
          'setLanguage(language: "en") { id } setUserType(userType: "parent") { id }',
        );
        const teacher = await person(
          'adel@roles.test',
          'Adel',
          'setLanguage(language: "ar") { id } setUserType(userType: "teacher") { id }',
        );
        const student = await person(
          'omar@roles.test',
          'Omar',
          `setLanguage(language: "en") { id } ${STUDENT}`,
        );

        // The parent: their children's week (none linked yet), no studies, no subjects of a stage they have not got.
        await at(parent, '/');
        await parent.getByText(en.home.parent.subtitle).waitFor();
        await parent.getByRole('heading', { name: en.family.emptyTitle }).waitFor();
        expect(await parent.getByText(en.home.subtitle).count()).toBe(0);
        const parentNav = parent.getByRole('navigation', { name: en.header.menu });
        await parentNav.getByRole('link', { name: en.header.family }).waitFor();
        expect(await parentNav.getByRole('link', { name: en.header.domains }).count()).toBe(0);
        expect(await parentNav.getByRole('link', { name: en.header.progress }).count()).toBe(0);
        await shootAtBothWidths(parent, 'roles-home-parent-en', { axe: true });
        await switchLanguage(parent, en);
        await parent.getByText(ar.home.parent.subtitle).waitFor();
        await shootAtBothWidths(parent, 'roles-home-parent-ar');
        await switchLanguage(parent, ar);
        await at(parent, '/school');
        await parent.getByRole('heading', { name: en.roles.notForYouTitle }).waitFor();
        await parent.getByText(en.roles.notForYouBody.parent).waitFor();
        await at(parent, '/account');
        await parent.getByRole('heading', { name: en.family.linkChildTitle }).waitFor();
        expect(await parent.getByRole('heading', { name: en.account.studies }).count()).toBe(0);
        await shootAtBothWidths(parent, 'roles-account-parent-en', { axe: true });

        // The teacher, in Arabic: their classes (none yet) and the way to make one.
        await eventually(
          () => gqlInPage(teacher, '{ me { classes { id } } }'),
          (r) => !r.errors,
        );
        await at(teacher, '/');
        await teacher.getByText(ar.home.teacher.subtitle).waitFor();
        await teacher.getByRole('link', { name: ar.classes.create }).waitFor();
        expect(await teacher.getByText(ar.home.subtitle).count()).toBe(0);
        await shootAtBothWidths(teacher, 'roles-home-teacher-ar', { axe: true });
        const made = await gqlInPage(
          teacher,
          `mutation { createClass(name: "فيزياء ١", educationalStage: "high", academicYear: "1",
          subjectId: "high-1-physics") { code } }`,
        );
        expect(made.errors).toBeUndefined();
        await teacher.reload();
        await teacher.getByRole('heading', { name: 'فيزياء ١' }).waitFor();
        await teacher.getByText(ar.home.teacher.students_zero).waitFor();
        await shootAtBothWidths(teacher, 'roles-home-teacher-classes-ar');
        await switchLanguage(teacher, ar);
        await teacher.getByText(en.home.teacher.subtitle).waitFor();
        await teacher.getByText('0 students').waitFor();
        await shootAtBothWidths(teacher, 'roles-home-teacher-classes-en');
        await switchLanguage(teacher, en);

        // The student: their own learning home; at /classes their classes and their own code hint, no teacher's
        // form; and the server still refuses them a class.
        await at(student, '/');
        await student.getByText(en.home.subtitle).waitFor();
        await at(student, '/classes');
        await student.getByRole('heading', { name: en.classes.myClasses, level: 1 }).waitFor();
        await student.getByText(en.classes.joinCodeHint).waitFor();
        expect(await student.getByText(en.family.codeHint).count()).toBe(0);
        expect(await student.getByRole('heading', { name: en.classes.newTitle }).count()).toBe(0);
        await shootAtBothWidths(student, 'roles-classes-student-en', { axe: true });
        await switchLanguage(student, en);
        await student.getByText(ar.classes.joinCodeHint).waitFor();
        expect(await student.getByText('ينشئه طفلك').count()).toBe(0);
        await shootAtBothWidths(student, 'roles-classes-student-ar');
        await switchLanguage(student, ar);
        // The family service learns the language from an event: under load the switch back may reach it a moment
        // after the page shows it, so the refusal is asked again until it comes in the learner's language.
        const refuse = () =>
          gqlInPage(
            student,
            `mutation { createClass(name: "x", educationalStage: "high", academicYear: "1",
            subjectId: "high-1-physics") { code } }`,
          );
        let refused = await refuse();
        for (let i = 0; i < 20 && refused.errors?.[0]?.message !== 'Only a teacher can do this.'; i++) {
          expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
          await student.waitForTimeout(500);
          refused = await refuse();
        }
        expect(refused.errors?.[0]?.message).toBe('Only a teacher can do this.');

        // The Python page names its language, and its breadcrumb leads home (the spec's back arrow to /) and
        // back to the languages; a project's page is "Project Page" in the breadcrumb, not a stray label.
        await at(student, '/programming');
        await student.getByRole('link', { name: /^Python/ }).click();
        await student.waitForURL(/\/programming-language$/);
        await student.locator('.page-intro').getByText('Python', { exact: true }).waitFor();
        const crumbs = student.getByRole('navigation', { name: en.app.breadcrumbs });
        expect(await crumbs.getByRole('link', { name: en.header.home }).getAttribute('href')).toBe('/');
        const languages = crumbs.getByRole('link', { name: en.programmingLanguage.allLanguages });
        expect(await languages.getAttribute('href')).toBe('/programming');
        await shootAtBothWidths(student, 'roles-python-en', { axe: true });
        await student
          .getByRole('link', { name: new RegExp(en.programmingLanguage.projects) })
          .first()
          .click();
        await student.getByRole('link', { name: /Calculator/ }).click();
        await student.waitForURL(/\/single-project\?project=python-calculator&language=python$/);
        await crumbs.locator('[aria-current="page"]').getByText(en.projects.projectPage).waitFor();
        await shootAtBothWidths(student, 'roles-project-en');
        await switchLanguage(student, en);
        const arCrumbs = student.getByRole('navigation', { name: ar.app.breadcrumbs });
        await arCrumbs.locator('[aria-current="page"]').getByText(ar.projects.projectPage).waitFor();
        await shootAtBothWidths(student, 'roles-project-ar');
        await student.goBack();
        await student.goBack();
        await student.locator('.page-intro').getByText('Python', { exact: true }).waitFor();
        await shootAtBothWidths(student, 'roles-python-ar');
        await arCrumbs.getByRole('link', { name: ar.programmingLanguage.allLanguages }).click();
        await student.waitForURL(/\/programming$/);
      }),
    300_000,
  );

  it(
    'addresses a learner who chose the feminine in the feminine, in Arabic',
    () =>
      keepFailures('gender', async () => {
        const mariam = await person(
          'mariam@roles.test',
          'Mariam',
          `setLanguage(language: "ar") { id } ${STUDENT}`,
        );
        await at(mariam, '/');
        await mariam.getByText(ar.home.subtitle).waitFor(); // not said yet: the masculine default
        await at(mariam, '/account');
        await mariam.getByRole('heading', { name: ar.gender.title }).waitFor();
        await mariam.getByRole('radio', { name: ar.gender.female }).click();
        await mariam.getByRole('radio', { name: ar.gender.female, checked: true }).waitFor();
        await shootAtBothWidths(mariam, 'roles-account-gender-ar', { axe: true });
        await at(mariam, '/');
        await mariam.getByText(ar.home.subtitle_female).waitFor();
        expect(ar.home.subtitle_female).toContain('تريدين');
        await shootAtBothWidths(mariam, 'roles-home-female-ar');
        // Kept by identity: after a reload, and for the tutor (the profile the gateway answers from).
        await mariam.reload();
        await mariam.getByText(ar.home.subtitle_female).waitFor();
        const me = await gqlInPage(mariam, '{ me { grammaticalGender } }');
        expect(me.data.me.grammaticalGender).toBe('female');
        await switchLanguage(mariam, ar);
        await mariam.getByText(en.home.subtitle).waitFor(); // English has one form
        await at(mariam, '/account');
        await shootAtBothWidths(mariam, 'roles-account-gender-en');
      }),
    120_000,
  );

  it(
    "names a teacher's unit and counts a free-question quiz on /progress and /family; a pinned unit keeps its number",
    () =>
      keepFailures('names', async () => {
        const teacher = await person(
          'nour@roles.test',
          'Nour',
          'setLanguage(language: "en") { id } setUserType(userType: "teacher") { id }',
        );
        const student = await person(
          'salma@roles.test',
          'Salma',
          `setLanguage(language: "en") { id } ${STUDENT}`,
        );
        const parent = await person(
          'amal@roles.test',
          'Amal',
          'setLanguage(language: "ar") { id } setUserType(userType: "parent") { id }',
        );
        const made = await eventually(
          () =>
            gqlInPage(
              teacher,
              `mutation { createClass(name: "Physics A", educationalStage: "high", academicYear: "1",
              subjectId: "high-1-physics") { code class { id } } }`,
            ),
          (r) => !r.errors,
        );
        const classId = made.data.createClass.class.id as string;
        const joined = await eventually(
          () =>
            gqlInPage(student, `mutation { joinClass(code: "${made.data.createClass.code}") { classId } }`),
          (r) => !r.errors,
        );
        expect(joined.data.joinClass.classId).toBe(classId);
        const unit = await gqlInPage(
          teacher,
          `mutation { createClassUnit(classId: "${classId}", title: "${OWN_UNIT}", notes: "Newton on the pitch.") { id } }`,
        );
        expect(unit.errors).toBeUndefined();
        // The syllabus's third unit is pinned: the list below the class's topic still numbers the others 1, 2, 4...
        const catalog = await gqlInPage(
          student,
          '{ subjects(stage: "high", year: "1") { subjects { id units { id nameEn } } } }',
        );
        const units = catalog.data.subjects.subjects.find((s: { id: string }) => s.id === 'high-1-physics')
          .units as {
          id: string;
          nameEn: string;
        }[];
        expect(units.length).toBeGreaterThanOrEqual(4);
        const pinned = await gqlInPage(
          teacher,
          `mutation { pinClassTopic(classId: "${classId}", unitId: "${units[2]!.id}") { id } }`,
        );
        expect(pinned.errors).toBeUndefined();
        await eventually(
          () =>
            gqlInPage(
              student,
              '{ subjects(stage: "high", year: "1") { subjects { id classTopic { id } classUnits { id } } } }',
            ),
          (r) =>
            r.data?.subjects.subjects.some(
              (s: { classTopic: { id: string } | null; classUnits: unknown[] }) =>
                s.classTopic?.id === units[2]!.id && s.classUnits.length === 1,
            ),
        );
        await at(student, '/subject/high-1-physics/units');
        const card = (name: string) => student.locator('.syllabus-card', { hasText: name }).last();
        await card(units[3]!.nameEn).getByText(en.subject.unit.replace('{{number}}', '4')).waitFor();
        await card(units[1]!.nameEn).getByText(en.subject.unit.replace('{{number}}', '2')).waitFor();
        await shootAtBothWidths(student, 'roles-subject-pinned-en');

        // The student practises the teacher's unit, and answers a quiz in Physics's free-question conversation.
        await student.getByRole('button', { name: new RegExp(OWN_UNIT) }).click();
        await student.waitForURL(/\/Chat\/[0-9a-f-]+$/);
        const conversationId = student.url().split('/').at(-1)!;
        const sent = await gqlInPage(
          student,
          `mutation { sendMessage(conversationId: "${conversationId}", messageId: "1700000000001",
          content: "Why does a kicked ball slow down?") { replyId } }`,
        );
        expect(sent.errors).toBeUndefined();
        const studentId = (await gqlInPage(student, '{ me { id } }')).data.me.id as string;
        const free = randomUUID();
        await bus.publish(TOPICS.tutoringConversation, [
          eventAt(
            ConversationStartedSchema,
            {
              conversationId: free,
              userId: studentId,
              kind: 'school',
              subjectId: 'high-1-physics',
              mode: 'quiz',
            },
            free,
            new Date(),
          ),
        ]);
        await bus.publish(TOPICS.tutoringReply, [
          eventAt(
            QuizAnsweredSchema,
            {
              replyId: randomUUID(),
              conversationId: free,
              userId: studentId,
              subjectId: 'high-1-physics',
              correct: true,
            },
            free,
            new Date(),
          ),
        ]);
        await eventually(
          () => gqlInPage(student, '{ myProgress { quizScores { unitId } unitTitles { title } } }'),
          (r) => r.data?.myProgress.quizScores.length === 1 && r.data.myProgress.unitTitles.length === 1,
        );

        await at(student, '/progress');
        const subjects = student.locator('section[aria-labelledby="progress-subjects-title"]');
        await subjects.getByText(OWN_UNIT).waitFor();
        const quizzes = student.locator('section[aria-labelledby="progress-quiz-title"]');
        await quizzes.getByText(en.progress.freeQuestionsIn.replace('{{subject}}', 'Physics')).waitFor();
        await quizzes
          .getByText(en.progress.score.replace('{{correct}}', '1').replace('{{answered}}', '1'))
          .waitFor();
        expect(await student.locator('main').textContent()).not.toContain('class-unit-');
        await shootAtBothWidths(student, 'roles-progress-en', { axe: true });
        await switchLanguage(student, en);
        await quizzes.getByText(ar.progress.freeQuestionsIn.replace('{{subject}}', 'الفيزياء')).waitFor();
        await quizzes
          .getByText(ar.progress.score.replace('{{correct}}', '١').replace('{{answered}}', '١'))
          .waitFor();
        await shootAtBothWidths(student, 'roles-progress-ar');
        await switchLanguage(student, ar);

        // The parent, linked: the unit named on their home and on /family, in Arabic.
        const link = await gqlInPage(student, 'mutation { createLinkCode { code } }');
        const code = link.data.createLinkCode.code as string;
        await eventually(
          () => gqlInPage(parent, `mutation { redeemLinkCode(code: "${code}") { name } }`),
          (r) => !r.errors,
        );
        await eventually(
          () => gqlInPage(parent, '{ me { linkedChildren { user { progress { unitTitles { title } } } } } }'),
          (r) => r.data?.me.linkedChildren[0]?.user.progress.unitTitles.length === 1,
        );
        await at(parent, '/');
        await parent.getByRole('heading', { name: 'Salma' }).waitFor();
        await shootAtBothWidths(parent, 'roles-home-parent-child-ar', { axe: true });
        await at(parent, '/family');
        await parent.locator('.family-digest').getByText(OWN_UNIT).first().waitFor();
        expect(await parent.locator('main').textContent()).not.toContain('class-unit-');
        await shootAtBothWidths(parent, 'roles-family-ar');
        await switchLanguage(parent, ar);
        await parent.locator('.family-digest').getByText(OWN_UNIT).first().waitFor();
        await shootAtBothWidths(parent, 'roles-family-en');
      }),
    300_000,
  );
});
