import { databaseName, serviceDatabaseUrl } from '@tutor/service-runtime';
import pg from 'pg';
import { Browser, eventually, onboarded, startTestSystem, type Gql } from '@tutor/test-kit';
import { CONTRACT } from '../../gateway/src/facade/contract';
// The test reads the written bank to know an item's key, hints, solution and a wrong option's misconception by
// the attempt's itemId (written items have fixed ids and keys); it never sends any of it but as an answer.
import { WRITTEN_ITEMS } from '../../services/practice/src/domain/bank';
import type { Item } from '../../services/practice/src/domain/items/types';

/**
 * Practice through the gateway (issue 33, ADR 22), for a learner in Arabic and one in English: a hint before any
 * attempt is refused; a wrong option names its misconception; two hints come in order; the solution is refused
 * until the ladder is done; the item is solved with hints, the next alone, the third ends with the solution
 * shown; each skill gets its next review. The learner's /progress and the linked parent's /family read those
 * checked outcomes. At every step every field of the attempt is read: no key, solution or unreleased hint before
 * the rules allow. Another learner cannot read or answer the session; a repeated request id is one answer; an
 * over-long answer and too many answers are refused in the learner's language; the REST facade has no practice.
 */
const UNIT = 'high-1-physics-measurement';
const ANSWERS_PER_MINUTE = 10;

const ATTEMPT = `id itemId skill kind stem choices { id text } answerUnit variables status attempts wrongAttempts
  hints hintsLeft canHint canSeeSolution solution answer code { language starter hiddenTests lastCode }`;
const SESSION = `id unitId language size done outcomes current { ${ATTEMPT} }`;
const START = `mutation($u: ID, $l: String!) { startPractice(unitId: $u, language: $l) { ${SESSION} } }`;
const READ = `query($id: ID!) { practiceSession(id: $id) { ${SESSION} } }`;
const ANSWER = `mutation($a: ID!, $x: String!, $r: ID!) { answerItem(attemptId: $a, answer: $x, requestId: $r) {
  verdict message attempt { ${ATTEMPT} } } }`;
const HINT = `mutation($a: ID!) { requestHint(attemptId: $a) { ${ATTEMPT} } }`;
const SOLUTION = `mutation($a: ID!) { requestSolution(attemptId: $a) { ${ATTEMPT} } }`;
const NEXT = `mutation($s: ID!) { nextItem(sessionId: $s) { ${SESSION} } }`;
const MASTERY = `query($u: ID) { skillMastery(unitId: $u) { skill unitId mastery solvedAlone solvedWithHints
  shownSolution nextReviewAt } }`;
const REVIEW = 'query($l: String!) { reviewToday(language: $l) { skills { skill unitId unitName dueAt } } }';

const FIGURES = 'itemsAnswered itemsCorrect solvedAlone solvedWithHints shownSolution';
const PROGRESS = `today streakDays skillsDueToday messagesPerDay { day itemsAnswered }
  practiceUnits { unitId subjectId checked { ${FIGURES} } mastery
    skills { skill checked { ${FIGURES} } mastery lastOutcome nextReviewAt dueToday } }
  toRevise { unitId } practiceThisWeek { ${FIGURES} }
  weeklyDigest { checked { ${FIGURES} } stuckInPractice { unitId } question { kind unitId } }`;
const MY_PROGRESS = `{ myProgress { ${PROGRESS} } }`;
const CHILD_PROGRESS = `{ me { linkedChildren { user { id progress { ${PROGRESS} } } } } }`;

/** The refusals' texts (services/practice/src/domain/errors.ts), as each learner must read them. */
const SAID = {
  hintBeforeAttempt: {
    en: 'Try the question first: write an answer, then you can ask for a hint.',
    ar: 'حاول حل السؤال أولًا: اكتب إجابة، ثم يمكنك طلب تلميح.',
  },
  solutionNotYet: {
    en: 'The worked solution opens after you have tried and used every hint, or after a few wrong answers.',
    ar: 'يظهر الحل بعد أن تحاول وتستخدم كل التلميحات، أو بعد عدة إجابات خاطئة.',
  },
  noHintsLeft: {
    en: 'There are no more hints for this question. You can now see the worked solution.',
    ar: 'لا توجد تلميحات أخرى لهذا السؤال. يمكنك الآن رؤية الحل خطوة بخطوة.',
  },
  itemDone: {
    en: 'This question is finished. Go on to the next one.',
    ar: 'انتهى هذا السؤال. انتقل إلى السؤال التالي.',
  },
  tooLong: {
    en: 'This answer is too long: write at most 500 characters.',
    ar: 'هذه الإجابة طويلة جدًا: اكتب 500 حرفًا على الأكثر.',
  },
  empty: { en: 'Write an answer first.', ar: 'اكتب إجابة أولًا.' },
  badRequestId: { en: 'The answer has no valid request id.', ar: 'الإجابة بلا معرّف طلب صالح.' },
  unreadableNumber: {
    en: "I couldn't read that as a number. Write it with digits, like 12, 3.5, 3/4 or ٣٫٥.",
    ar: 'لم أستطع قراءة هذا كعدد. اكتبه بالأرقام، مثل ١٢ أو ٣٫٥ أو ٣/٤.',
  },
  tooFast: {
    en: /^You are answering very fast\. Wait \d+ seconds, then try again\.$/,
    ar: /^أنت تجيب بسرعة كبيرة\. انتظر \d+ ثانية ثم حاول مرة أخرى\.$/,
  },
} as const;

type Lang = 'ar' | 'en';
type Person = Awaited<ReturnType<typeof onboarded>>;
type View = Record<string, any>;
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;
const messageOf = (r: Gql) => r.errors?.[0]?.message;
let requests = 0;
const requestId = () => `req-${++requests}`;

function bankItem(itemId: string): Item {
  const item = WRITTEN_ITEMS.find((i) => i.id === itemId);
  if (!item) throw new Error(`no written item ${itemId}`);
  return item;
}

const EASTERN = '٠١٢٣٤٥٦٧٨٩';

/** The right answer as a learner sends it: a number in Arabic-Indic digits and decimal comma for Arabic. */
function rightAnswer(item: Item, lang: Lang = 'en'): string {
  const key = item.key;
  if (key.kind === 'choice') return key.correct;
  if (key.kind === 'number')
    return lang === 'en'
      ? String(key.value)
      : String(key.value)
          .replace('.', '٫')
          .replace(/\d/g, (d) => EASTERN.charAt(Number(d)));
  if (key.kind === 'short') return key.accepted[0]!;
  if (key.kind === 'order') return key.sequence.join(',');
  throw new Error(`no written answer for ${key.kind}`);
}

/** A wrong answer that names a misconception where the item has one, and that misconception. */
function wrongAnswer(item: Item): { answer: string; misconception?: { ar: string; en: string } } {
  if (item.kind === 'choice') {
    const option = item.choices!.find((c) => c.misconception)!;
    return { answer: option.id, misconception: option.misconception };
  }
  const known = item.mistakes?.[0];
  if (known) return { answer: known.answer, misconception: known.misconception };
  if (item.key.kind === 'number') return { answer: String(item.key.value * 10 + 7) };
  throw new Error(`no wrong answer written for ${item.id}`);
}

/**
 * Every field of the attempt against what the rules allow now: the stem and the released hints in the learner's
 * language, no later hint and no solution step anywhere in the view, the solution and the key only when `open`.
 */
function expectAllowed(view: View, item: Item, lang: Lang, released: number, open: boolean) {
  expect(view.itemId).toBe(item.id);
  expect(view.skill).toBe(item.skill);
  expect(view.stem).toBe(item.stem[lang]);
  expect(view.hints).toEqual(item.hints.slice(0, released).map((h) => h[lang]));
  expect(view.hintsLeft).toBe(item.hints.length - released);
  const text = JSON.stringify(view);
  for (const hint of item.hints.slice(released)) {
    expect(text).not.toContain(JSON.stringify(hint.ar).slice(1, -1));
    expect(text).not.toContain(JSON.stringify(hint.en).slice(1, -1));
  }
  if (open) {
    expect(view.solution).toEqual(item.solution.map((s) => s[lang]));
    expect(view.answer).toBe(item.keyText[lang]);
    return;
  }
  expect(view.solution).toBeNull();
  expect(view.answer).toBeNull();
  for (const step of item.solution) {
    expect(text).not.toContain(JSON.stringify(step.ar).slice(1, -1));
    expect(text).not.toContain(JSON.stringify(step.en).slice(1, -1));
  }
}

describe('practice (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let layla: Person; // learner, Arabic
  let sam: Person; // learner, English
  let omar: Person; // Layla's parent, Arabic
  let hany: Person; // Sam's parent, English
  let rami: Person; // a fast learner, Arabic
  let rana: Person; // a fast learner, English
  const started = new Date();
  const sessions: Partial<Record<Lang, { id: string; firstAttempt: string }>> = {};

  beforeAll(async () => {
    system = await startTestSystem('practice', {
      PRACTICE_ANSWERS_PER_MINUTE: String(ANSWERS_PER_MINUTE),
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
    });
    const person = (email: string, name: string, language: Lang, type: string) =>
      onboarded(system.gateway, email, name, language, type);
    [layla, sam, omar, hany, rami, rana] = await Promise.all([
      person('layla@practice.test', 'Layla', 'ar', 'student'),
      person('sam@practice.test', 'Sam', 'en', 'student'),
      person('omar@practice.test', 'Omar', 'ar', 'parent'),
      person('hany@practice.test', 'Hany', 'en', 'parent'),
      person('rami@practice.test', 'Rami', 'ar', 'student'),
      person('rana@practice.test', 'Rana', 'en', 'student'),
    ]);
  }, 300_000);
  afterAll(() => system?.dispose(), 60_000);

  it('serves no field through which a key, a solution or an unreleased hint could be read', async () => {
    const fields = async (type: string) =>
      (await layla.gql(`{ __type(name: "${type}") { fields { name } } }`)).data!.__type.fields.map(
        (f: { name: string }) => f.name,
      );
    expect(await fields('PracticeAttempt')).toEqual([
      'id',
      'itemId',
      'skill',
      'kind',
      'stem',
      'choices',
      'answerUnit',
      'variables',
      'status',
      'attempts',
      'wrongAttempts',
      'hints',
      'hintsLeft',
      'canHint',
      'canSeeSolution',
      'solution',
      'answer',
      'code',
    ]);
    expect(await fields('ItemChoice')).toEqual(['id', 'text']);
    expect(await fields('AnswerResult')).toEqual(['verdict', 'message', 'attempt', 'tests']);
    // A program's tests: a hidden one's data is never filled (test/e2e/code-practice.test.ts reads them).
    expect(await fields('CodeTestResult')).toEqual([
      'name',
      'hidden',
      'verdict',
      'input',
      'call',
      'expected',
      'output',
      'error',
      'errorLine',
    ]);
    expect(await fields('PracticeSession')).toEqual([
      'id',
      'unitId',
      'language',
      'size',
      'done',
      'current',
      'outcomes',
    ]);
    // Across the whole served schema, the only text fields named for a key, an answer, a solution, a hint or a
    // misconception are the attempt's own, which the rules fill (each read at every step of the sets below).
    const { data } = await layla.gql(
      '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }',
    );
    type Field = { name: string; type: Record<string, any> };
    const named = (t: Record<string, any> | null): string | undefined =>
      t ? (t.name ?? named(t.ofType)) : undefined;
    const textFields = data!.__schema.types.flatMap((t: { name: string; fields: Field[] | null }) =>
      (t.fields ?? [])
        .filter((f) => /key|answer|solution|hint|misconception/i.test(f.name) && named(f.type) === 'String')
        .map((f) => `${t.name}.${f.name}`),
    );
    // answerUnit is the unit a number is written in (m, cm), shown beside the box: not the key.
    expect(textFields.sort()).toEqual([
      'PracticeAttempt.answer',
      'PracticeAttempt.answerUnit',
      'PracticeAttempt.hints',
      'PracticeAttempt.solution',
    ]);
  }, 60_000);

  it('has nothing of practice in the REST facade', async () => {
    const paths = Object.values(CONTRACT).map((r) => r.path);
    expect(paths.filter((p) => /practice|item|hint|solution|answer|attempt|skill|review/i.test(p))).toEqual(
      [],
    );
    // Nor does the gateway pass on the practice service's internal routes (the tutor's turn carries the key).
    const notServed = [
      '/auth/practice',
      '/auth/get-practice',
      '/auth/practice/hint',
      '/auth/answer-item',
      '/internal/tutor-turns',
      '/internal/quiz-questions',
      '/internal/quiz-answers',
    ];
    for (const path of notServed)
      for (const method of ['GET', 'POST']) {
        const res = await layla.browser.rest(method, `${system.gateway}${path}`, {});
        expect({ path, method, status: res.status }).toEqual({ path, method, status: 404 });
      }
  }, 60_000);

  /** One learner's set: the ladder on the first item, the second solved alone, the third's solution shown. */
  async function practise(learner: Person, lang: Lang) {
    const start = await learner.gql(START, { u: UNIT, l: lang });
    expect(start.errors).toBeUndefined();
    const session = start.data!.startPractice;
    expect(session).toMatchObject({ unitId: UNIT, language: lang, size: 5, done: 0, outcomes: [] });
    let view: View = session.current;
    const item = bankItem(view.itemId);
    // The unit's first skill is a multiple choice with a two-hint ladder and misconceptions (the bank's order).
    expect(item.kind).toBe('choice');
    expect(item.hints).toHaveLength(2);
    expect(view).toMatchObject({ kind: 'CHOICE', status: 'OPEN', attempts: 0, canHint: false });
    expect(view.choices).toEqual(item.choices!.map((c) => ({ id: c.id, text: c.text[lang] })));
    expectAllowed(view, item, lang, 0, false);
    sessions[lang] = { id: session.id, firstAttempt: view.id };
    const a = view.id;
    const reread = async () => (await learner.gql(READ, { id: session.id })).data!.practiceSession.current;

    // Before any attempt: no hint, no solution, each refusal in the learner's language.
    const early = await learner.gql(HINT, { a });
    expect([codeOf(early), messageOf(early)]).toEqual(['NOT_YET', SAID.hintBeforeAttempt[lang]]);
    const earlySolution = await learner.gql(SOLUTION, { a });
    expect([codeOf(earlySolution), messageOf(earlySolution)]).toEqual(['NOT_YET', SAID.solutionNotYet[lang]]);
    expectAllowed(await reread(), item, lang, 0, false);

    // An over-long answer is refused, not stored, not counted.
    const long = await learner.gql(ANSWER, { a, x: 'x'.repeat(501), r: requestId() });
    expect([codeOf(long), messageOf(long)]).toEqual(['BAD_USER_INPUT', SAID.tooLong[lang]]);
    // So is one far past the limit, however large the gateway lets it through: bad input, never a server error.
    const huge = await learner.browser.json('POST', `${system.gateway}/graphql`, {
      query: ANSWER,
      variables: { a, x: 'x'.repeat(300_000), r: requestId() },
    });
    const hugeBody = (await huge.json()) as Gql;
    expect([huge.status, codeOf(hugeBody), messageOf(hugeBody)]).toEqual([
      200,
      'BAD_USER_INPUT',
      SAID.tooLong[lang],
    ]);
    // An empty answer and a request id past its 120 characters are refused alike.
    const empty = await learner.gql(ANSWER, { a, x: '   ', r: requestId() });
    expect([codeOf(empty), messageOf(empty)]).toEqual(['BAD_USER_INPUT', SAID.empty[lang]]);
    const badId = await learner.gql(ANSWER, { a, x: rightAnswer(item), r: 'r'.repeat(121) });
    expect([codeOf(badId), messageOf(badId)]).toEqual(['BAD_USER_INPUT', SAID.badRequestId[lang]]);
    expect((await reread()).attempts).toBe(0);

    // A wrong option names its misconception. Sent again with the same request id (even with the right
    // option), it is the same one answer.
    const wrong = wrongAnswer(item);
    const first = requestId();
    const marked = await learner.gql(ANSWER, { a, x: wrong.answer, r: first });
    expect(marked.errors).toBeUndefined();
    expect(marked.data!.answerItem).toMatchObject({
      verdict: 'WRONG',
      message: wrong.misconception![lang],
      attempt: { status: 'OPEN', attempts: 1, wrongAttempts: 1, canHint: true, canSeeSolution: false },
    });
    expectAllowed(marked.data!.answerItem.attempt, item, lang, 0, false);
    const repeat = await learner.gql(ANSWER, { a, x: rightAnswer(item), r: first });
    expect(repeat.data!.answerItem).toMatchObject({
      verdict: 'WRONG',
      message: wrong.misconception![lang],
      attempt: { status: 'OPEN', attempts: 1, wrongAttempts: 1 },
    });

    // Two hints, in the ladder's order; the solution is refused until the ladder is done.
    view = (await learner.gql(HINT, { a })).data!.requestHint;
    expect(view).toMatchObject({ hints: [item.hints[0]![lang]], canSeeSolution: false });
    expectAllowed(view, item, lang, 1, false);
    const midSolution = await learner.gql(SOLUTION, { a });
    expect([codeOf(midSolution), messageOf(midSolution)]).toEqual(['NOT_YET', SAID.solutionNotYet[lang]]);
    expectAllowed(await reread(), item, lang, 1, false);
    view = (await learner.gql(HINT, { a })).data!.requestHint;
    expect(view).toMatchObject({
      hints: item.hints.map((h) => h[lang]),
      hintsLeft: 0,
      canHint: false,
      canSeeSolution: true,
    });
    expectAllowed(view, item, lang, 2, false); // allowed now, but not shown until asked for or solved
    const third = await learner.gql(HINT, { a });
    expect([codeOf(third), messageOf(third)]).toEqual(['NOT_YET', SAID.noHintsLeft[lang]]);

    // Right after the hints: solved with hints; the worked solution and the key are shown, and stay shown.
    const solved = await learner.gql(ANSWER, { a, x: rightAnswer(item), r: requestId() });
    expect(solved.data!.answerItem).toMatchObject({
      verdict: 'RIGHT',
      message: null,
      attempt: { status: 'SOLVED_WITH_HINTS', attempts: 2, wrongAttempts: 1 },
    });
    expectAllowed(solved.data!.answerItem.attempt, item, lang, 2, true);
    const shown = (await learner.gql(SOLUTION, { a })).data!.requestSolution;
    expect(shown.status).toBe('SOLVED_WITH_HINTS');
    expectAllowed(shown, item, lang, 2, true);
    const late = await learner.gql(ANSWER, { a, x: rightAnswer(item), r: requestId() });
    expect([codeOf(late), messageOf(late)]).toEqual(['NOT_YET', SAID.itemDone[lang]]);

    // The next item, right at once: solved alone. A double click (the same request id twice at once) is one.
    let next = (await learner.gql(NEXT, { s: session.id })).data!.nextItem;
    expect(next).toMatchObject({ done: 1, outcomes: ['SOLVED_WITH_HINTS'] });
    const second = bankItem(next.current.itemId);
    expect(second.skill).not.toBe(item.skill);
    expectAllowed(next.current, second, lang, 0, false);
    // (An answer it cannot read as a number is not counted, and says how to write one.)
    expect(second.kind).toBe('number');
    const unread = await learner.gql(ANSWER, { a: next.current.id, x: 'about half', r: requestId() });
    expect(unread.data!.answerItem).toMatchObject({
      verdict: 'UNREADABLE',
      message: SAID.unreadableNumber[lang],
      attempt: { status: 'OPEN', attempts: 0, wrongAttempts: 0, canHint: false },
    });
    const click = { a: next.current.id, x: rightAnswer(second, lang), r: requestId() };
    const clicks = await Promise.all([learner.gql(ANSWER, click), learner.gql(ANSWER, click)]);
    for (const c of clicks) {
      expect(c.errors).toBeUndefined();
      expect(c.data!.answerItem).toMatchObject({ verdict: 'RIGHT', attempt: { attempts: 1 } });
    }
    expectAllowed((await reread()) as View, second, lang, 0, true);
    expect((await reread()).status).toBe('SOLVED_ALONE');

    // The third: wrong, the whole ladder, then the solution asked for and shown: shown_solution.
    next = (await learner.gql(NEXT, { s: session.id })).data!.nextItem;
    const thirdItem = bankItem(next.current.itemId);
    const t = next.current.id;
    const missed = await learner.gql(ANSWER, { a: t, x: wrongAnswer(thirdItem).answer, r: requestId() });
    expect(missed.data!.answerItem.verdict).toBe('WRONG');
    for (let i = 0; i < thirdItem.hints.length; i++)
      expect((await learner.gql(HINT, { a: t })).data!.requestHint.hints).toHaveLength(i + 1);
    const asked = (await learner.gql(SOLUTION, { a: t })).data!.requestSolution;
    expect(asked.status).toBe('SHOWN_SOLUTION');
    expectAllowed(asked, thirdItem, lang, thirdItem.hints.length, true);
    next = (await learner.gql(NEXT, { s: session.id })).data!.nextItem;
    expect(next).toMatchObject({
      done: 3,
      outcomes: ['SOLVED_WITH_HINTS', 'SOLVED_ALONE', 'SHOWN_SOLUTION'],
    });
    expectAllowed(next.current, bankItem(next.current.itemId), lang, 0, false);

    // Each skill's outcome and next review, as practice scheduled it.
    const mastery = (await learner.gql(MASTERY, { u: UNIT })).data!.skillMastery as View[];
    const bySkill = new Map(mastery.map((m) => [m.skill, m]));
    expect(bySkill.get(item.skill)).toMatchObject({ unitId: UNIT, mastery: 0, solvedWithHints: 1 });
    expect(bySkill.get(second.skill)).toMatchObject({ mastery: 1, solvedAlone: 1, solvedWithHints: 0 });
    expect(bySkill.get(thirdItem.skill)).toMatchObject({ mastery: 0, shownSolution: 1 });
    for (const m of mastery) expect(Date.parse(m.nextReviewAt)).toBeGreaterThan(started.getTime());
    // Not due yet: today's review lists none of them.
    const review = await learner.gql(REVIEW, { l: lang });
    expect(review.data!.reviewToday.skills).toEqual([]);
    return { item, second, third: thirdItem, mastery: bySkill };
  }

  /** What /progress must show after `practise`: the checked figures, each skill's outcome and next review. */
  function expectProgress(progress: View, run: Awaited<ReturnType<typeof practise>>) {
    const figures = {
      itemsAnswered: 4,
      itemsCorrect: 2,
      solvedAlone: 1,
      solvedWithHints: 1,
      shownSolution: 1,
    };
    const [unit] = progress.practiceUnits;
    expect(progress.practiceUnits).toHaveLength(1);
    expect(unit).toMatchObject({ unitId: UNIT, subjectId: 'high-1-physics', checked: figures });
    expect(unit.mastery).toBeCloseTo(1 / 3, 5);
    const skills = new Map<string, View>(unit.skills.map((s: View) => [s.skill, s]));
    const expected: [Item, string, number][] = [
      [run.item, 'SOLVED_WITH_HINTS', 0],
      [run.second, 'SOLVED_ALONE', 1],
      [run.third, 'SHOWN_SOLUTION', 0],
    ];
    for (const [item, lastOutcome, mastery] of expected)
      expect(skills.get(item.skill)).toMatchObject({
        lastOutcome,
        mastery,
        nextReviewAt: new Date(run.mastery.get(item.skill)!.nextReviewAt).toISOString(),
        dueToday: false,
      });
    expect(progress.practiceThisWeek).toEqual(figures);
    expect(progress.weeklyDigest.checked).toEqual(figures);
    expect(progress.toRevise).toEqual([{ unitId: UNIT }]);
    expect(progress.weeklyDigest.stuckInPractice).toEqual([{ unitId: UNIT }]);
    expect(progress.weeklyDigest.question).toEqual({ kind: 'STUCK', unitId: UNIT });
    expect(progress.skillsDueToday).toBe(0);
    expect(progress.streakDays).toBe(1);
    expect(progress.messagesPerDay.at(-1)).toEqual({ day: progress.today, itemsAnswered: 4 });
  }

  const checkedOf = (p: View | undefined) => p?.practiceUnits?.[0]?.checked;
  const settled = (p: View | undefined) =>
    checkedOf(p)?.itemsAnswered === 4 &&
    checkedOf(p)?.shownSolution === 1 &&
    p?.practiceUnits[0].skills.every((s: View) => s.nextReviewAt);

  async function link(child: Person, parent: Person) {
    const code = (
      await eventually(
        () => child.gql('mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      )
    ).data!.createLinkCode.code;
    const redeemed = await eventually(
      () => parent.gql('mutation($code: String!) { redeemLinkCode(code: $code) { name } }', { code }),
      (r) => codeOf(r) !== 'FORBIDDEN', // until the family service has heard the parent is one
    );
    expect(redeemed.errors).toBeUndefined();
  }

  for (const [lang, who] of [
    ['ar', 'Layla, in Arabic'],
    ['en', 'Sam, in English'],
  ] as const)
    it(`${who}: the ladder, solved with hints, then alone; /progress and the parent's /family show it`, async () => {
      const [learner, parent] = lang === 'ar' ? [layla, omar] : [sam, hany];
      const run = await practise(learner, lang);

      const mine = await eventually(
        () => learner.gql(MY_PROGRESS),
        (r) => !r.errors && settled(r.data!.myProgress),
        60_000,
      );
      expectProgress(mine.data!.myProgress, run);

      await link(learner, parent);
      const family = await eventually(
        () => parent.gql(CHILD_PROGRESS),
        (r) => !r.errors && settled(r.data!.me.linkedChildren?.[0]?.user.progress),
        60_000,
      );
      const [child] = family.data!.me.linkedChildren;
      expect(child.user.id).toBe(learner.id);
      expectProgress(child.user.progress, run);
      expect(child.user.progress).toEqual(mine.data!.myProgress);
    }, 240_000);

  it("lets no other learner, parent or signed-out caller read or answer a learner's session", async () => {
    const { id, firstAttempt } = sessions.ar!;
    for (const other of [sam, omar]) {
      expect((await other.gql(READ, { id })).data!.practiceSession).toBeNull();
      for (const [query, variables] of [
        [ANSWER, { a: firstAttempt, x: 'o1', r: requestId() }],
        [HINT, { a: firstAttempt }],
        [SOLUTION, { a: firstAttempt }],
        [NEXT, { s: id }],
      ] as const) {
        const refused = await other.gql(query, variables);
        expect(codeOf(refused)).toBe('NOT_FOUND');
        expect(refused.data ?? null).toBeNull();
      }
    }
    // Skills are the caller's own: a parent who never practised has none, even with a linked child.
    expect((await omar.gql(MASTERY, { u: UNIT })).data!.skillMastery).toEqual([]);
    const visitor = new Browser();
    await visitor.request(`${system.gateway}/auth/login/success`);
    const signedOut = (await visitor.graphql(system.gateway, READ, { id })).body as Gql;
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
    // Layla's own session is unchanged by all that: three ended, her fourth item untouched.
    const own = (await layla.gql(READ, { id })).data!.practiceSession;
    expect(own).toMatchObject({ done: 3, current: { attempts: 0, hints: [] } });
  }, 60_000);

  it(`refuses answers past ${ANSWERS_PER_MINUTE} a minute, in the learner's language`, async () => {
    for (const [learner, lang] of [
      [rami, 'ar'],
      [rana, 'en'],
    ] as const) {
      const session = (await learner.gql(START, { u: UNIT, l: lang })).data!.startPractice;
      const a = session.current.id;
      const wrong = wrongAnswer(bankItem(session.current.itemId)).answer;
      for (let i = 0; i < ANSWERS_PER_MINUTE; i++)
        expect((await learner.gql(ANSWER, { a, x: wrong, r: requestId() })).data!.answerItem.verdict).toBe(
          'WRONG',
        );
      const limited = await learner.gql(ANSWER, { a, x: wrong, r: requestId() });
      expect(codeOf(limited)).toBe('TOO_MANY_REQUESTS');
      expect(messageOf(limited)).toMatch(SAID.tooFast[lang]);
      const after = (await learner.gql(READ, { id: session.id })).data!.practiceSession.current;
      expect(after.attempts).toBe(ANSWERS_PER_MINUTE);
    }
  }, 120_000);

  it('lists a skill in review today once it is due, with the unit named in the learner’s language', async () => {
    // The scheduler's date moved into the past in the practice database (days are not waited out).
    const db = new pg.Client({
      connectionString: serviceDatabaseUrl(
        process.env.DATABASE_URL!,
        databaseName(system.prefix, 'practice'),
      ),
    });
    await db.connect();
    await db.query("UPDATE skills SET due_at = now() - interval '1 minute' WHERE learner_id = $1", [
      layla.id,
    ]);
    await db.end();
    const review = await layla.gql(REVIEW, { l: 'ar' });
    expect(review.errors).toBeUndefined();
    const due = review.data!.reviewToday.skills as View[];
    expect(due).toHaveLength(3);
    for (const skill of due) {
      expect(skill.unitId).toBe(UNIT);
      expect(skill.unitName).toMatch(/[\u0600-\u06FF]/);
      expect(Date.parse(skill.dueAt)).toBeLessThanOrEqual(Date.now());
    }
    // A set of the due skills starts from them.
    const set = await layla.gql(START, { u: null, l: 'ar' });
    expect(set.errors).toBeUndefined();
    expect(set.data!.startPractice).toMatchObject({ unitId: null, size: 3 });
    expect(due.map((d) => d.skill)).toContain(set.data!.startPractice.current.skill);
  }, 60_000);
});
