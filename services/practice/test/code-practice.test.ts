import { randomUUID } from 'node:crypto';
import { InternalCallError } from '@tutor/service-runtime';
import { keyForGuard } from '../src/domain/checking';
import { addExercise, fakeRunner, HIDDEN_EXPECTED, PROGRAMS, PY_UNIT, pyChoiceItem } from './support/code';
import {
  ANSWER,
  HINT,
  learner,
  practiceHarness,
  SESSION,
  SOLUTION,
  START,
  type Learner,
} from './support/harness';

/**
 * Programming exercises through practice's GraphQL API (issue 34), with a stand-in for the code runner: a
 * program is marked by every test of its item, the learner is told the first failing test by name and never a
 * hidden test's data, the last submission is kept, the rules of hints and the solution hold, and the tutor's
 * "why does this fail?" gets the failing test (hidden data included) and counts as a hint.
 */
describe('practice: programming exercises', () => {
  const runner = fakeRunner();
  const t = practiceHarness({ PRACTICE_RUNS_PER_MINUTE: '6' }, { runner });

  const tests = addExercise.code!.tests;
  const hiddenData = tests.filter((x) => x.hidden).flatMap((x) => [x.expected, x.after!]);

  /** A new learner's set of the Python unit: the exercise first (the bank's order), then the choice item. */
  async function exercise(who: Learner, language = 'en') {
    const { data, errors } = await t.gql(who, START, { u: PY_UNIT, l: language });
    expect(errors).toBeUndefined();
    expect(data!.startPractice.current.kind).toBe('CODE');
    return data!.startPractice as { id: string; current: any };
  }
  const submit = (who: Learner, attemptId: string, code: string, requestId = randomUUID()) =>
    t.gql(who, ANSWER, { a: attemptId, t: code, r: requestId });
  const sessionText = async (who: Learner, id: string) =>
    JSON.stringify(await t.gql(who, SESSION, { s: id }));

  /** Nothing a learner reads holds a hidden test's data, or the model solution while the attempt is open. */
  function expectNoLeak(text: string, open = true) {
    for (const data of hiddenData) expect(text).not.toContain(JSON.stringify(data).slice(1, -1));
    if (open) expect(text).not.toContain(JSON.stringify(PROGRAMS.right).slice(1, -1));
  }

  it('shows the exercise: the starter, the examples in full, of the hidden tests only how many', async () => {
    const nour = learner();
    const { id, current } = await exercise(nour);
    expect(current).toMatchObject({
      kind: 'CODE',
      itemId: addExercise.id,
      stem: addExercise.stem.en,
      answer: null,
      solution: null,
      code: {
        language: 'python',
        starter: addExercise.code!.starter,
        examples: [
          { name: 'small numbers', hidden: false, input: '', call: 'print(add(2, 3))', expected: '5' },
          { name: 'a sum of zero', hidden: false, input: '', call: 'print(add(-1, 1))', expected: '0' },
        ],
        hiddenTests: 2,
        lastCode: null,
        lastResults: null,
      },
    });
    expectNoLeak(await sessionText(nour, id));
  });

  it('marks a program by all its tests, names the failing hidden test without its data, keeps the submission', async () => {
    const salma = learner();
    const { id, current } = await exercise(salma);
    const before = runner.runs.length;
    const requestId = randomUUID();
    const wrong = await submit(salma, current.id, PROGRAMS.hiddenWrong, requestId);
    expect(wrong.errors).toBeUndefined();
    expect(runner.runs.length).toBe(before + 1);
    // Every test of the item ran, the hidden ones too.
    expect(runner.runs.at(-1)).toMatchObject({
      language: 'python',
      code: PROGRAMS.hiddenWrong,
      tests: tests.map((x) => ({ id: x.id, stdin: '', after: x.after, expected: x.expected })),
    });
    const result = wrong.data!.answerItem;
    expect(result).toMatchObject({
      verdict: 'WRONG',
      message: 'The test "a big sum" did not pass: your program printed something else.',
      attempt: { status: 'OPEN', attempts: 1, wrongAttempts: 1, canHint: true, answer: null, solution: null },
    });
    expect(result.tests).toEqual([
      {
        name: 'small numbers',
        hidden: false,
        input: '',
        call: 'print(add(2, 3))',
        expected: '5',
        verdict: 'PASSED',
        output: '5\n',
        error: null,
        errorLine: null,
      },
      {
        name: 'a sum of zero',
        hidden: false,
        input: '',
        call: 'print(add(-1, 1))',
        expected: '0',
        verdict: 'PASSED',
        output: '0\n',
        error: null,
        errorLine: null,
      },
      {
        name: 'a big sum',
        hidden: true,
        input: null,
        call: null,
        expected: null,
        verdict: 'FAILED',
        output: null,
        error: 'printed something else',
        errorLine: null,
      },
      {
        name: 'negative numbers',
        hidden: true,
        input: null,
        call: null,
        expected: null,
        verdict: 'PASSED',
        output: null,
        error: null,
        errorLine: null,
      },
    ]);
    expectNoLeak(JSON.stringify(wrong));

    // A repeat of the request is the first answer: no second run, one attempt, one event.
    const again = await submit(salma, current.id, PROGRAMS.hiddenWrong, requestId);
    expect(again.data!.answerItem).toEqual(result);
    expect(runner.runs.length).toBe(before + 1);
    expect((await t.events(salma)).filter((e) => e.type.endsWith('ItemAnswered'))).toHaveLength(1);

    // Reloaded, the editor gets the last code and its results back.
    const reloaded = (await t.gql(salma, SESSION, { s: id })).data!.practiceSession.current;
    expect(reloaded.code).toMatchObject({ lastCode: PROGRAMS.hiddenWrong, lastResults: result.tests });
    expectNoLeak(await sessionText(salma, id));
    const { rows } = await t.svc.pool.query('SELECT answer, code, tests FROM answers WHERE attempt_id = $1', [
      current.id,
    ]);
    expect(rows).toEqual([{ answer: '', code: PROGRAMS.hiddenWrong, tests: expect.any(Array) }]);

    // A hint after the marked attempt, then the fix: solved with hints; the model solution may now be read.
    expect((await t.gql(salma, HINT, { a: current.id })).data!.requestHint.hints).toEqual([
      addExercise.hints[0]!.en,
    ]);
    const fixed = (await submit(salma, current.id, PROGRAMS.right)).data!.answerItem;
    expect(fixed).toMatchObject({
      verdict: 'RIGHT',
      message: null,
      attempt: { status: 'SOLVED_WITH_HINTS', answer: PROGRAMS.right, code: { lastCode: PROGRAMS.right } },
    });
    expect(fixed.tests.every((x: { verdict: string }) => x.verdict === 'PASSED')).toBe(true);
    expect(
      (await t.events(salma)).map((e) => [e.type.split('.').pop(), e.payload.correct ?? e.payload.outcome]),
    ).toEqual([
      ['ItemAnswered', false],
      ['ItemAnswered', true],
      ['SkillReviewed', 'solved_with_hints'],
    ]);
  });

  it('counts a right first program as solved alone', async () => {
    const omar = learner();
    const { current } = await exercise(omar);
    const solved = (await submit(omar, current.id, PROGRAMS.right)).data!.answerItem;
    expect(solved.attempt.status).toBe('SOLVED_ALONE');
    expect((await t.events(omar)).at(-1)!.payload).toMatchObject({ outcome: 'solved_alone', mastery: 1 });
  });

  it("tells each verdict in the session's language: an example's failure, the program's error, the time limit", async () => {
    const hany = learner();
    const { current } = await exercise(hany, 'ar');
    expect((await submit(hany, current.id, PROGRAMS.exampleWrong)).data!.answerItem.message).toBe(
      'لم ينجح الاختبار «أعداد صغيرة»: برنامجك طبع شيئًا آخر.',
    );
    const raised = (await submit(hany, current.id, PROGRAMS.raises)).data!.answerItem;
    expect(raised.message).toBe(
      'لم ينجح الاختبار «أعداد صغيرة»: برنامجك توقف بخطأ: ZeroDivisionError: division by zero.',
    );
    expect(raised.tests[2]).toMatchObject({
      hidden: true,
      verdict: 'ERROR',
      error: 'ZeroDivisionError: division by zero',
      errorLine: 2,
      expected: null,
    });
    const endless = (await submit(hany, current.id, PROGRAMS.endless)).data!.answerItem;
    expect(endless.message).toMatch(/^لم ينجح الاختبار «أعداد صغيرة»: برنامجك تجاوز الوقت المسموح/);
    expect(endless.tests[0].verdict).toBe('TIME_LIMIT');
    // Three wrong programs open the worked solution: the model solution.
    expect(endless.attempt).toMatchObject({ canSeeSolution: true, answer: null });
    const shown = (await t.gql(hany, SOLUTION, { a: current.id })).data!.requestSolution;
    expect(shown).toMatchObject({ status: 'SHOWN_SOLUTION', answer: PROGRAMS.right });
  });

  it('refuses code past the size limit and an empty program, in both languages, running and storing nothing', async () => {
    for (const [language, message] of [
      ['en', 'This code is too long: write at most 20000 characters.'],
      ['ar', 'هذا الكود طويل جدًا: اكتب 20000 حرفًا على الأكثر.'],
    ] as const) {
      const amal = learner();
      const { current } = await exercise(amal, language);
      const before = runner.runs.length;
      const long = await submit(amal, current.id, `# ${'x'.repeat(20_000)}`);
      expect(long.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect((await submit(amal, current.id, '  \n')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(runner.runs.length).toBe(before);
      const { rows } = await t.svc.pool.query('SELECT 1 FROM answers WHERE attempt_id = $1', [current.id]);
      expect(rows).toHaveLength(0);
    }
  });

  it('refuses when the runner gives no verdict in time: nothing recorded, not an attempt', async () => {
    const rana = learner();
    const { id, current } = await exercise(rana, 'ar');
    runner.busy = true;
    try {
      const busy = await submit(rana, current.id, PROGRAMS.right);
      expect(busy.errors?.[0]).toMatchObject({
        message: 'مشغّل الكود مشغول الآن. حاول مرة أخرى بعد قليل.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      runner.busy = false;
    }
    const after = (await t.gql(rana, SESSION, { s: id })).data!.practiceSession.current;
    expect(after).toMatchObject({ attempts: 0, status: 'OPEN', code: { lastCode: null } });
    expect(await t.events(rana)).toEqual([]);
  });

  it('limits server runs per learner, saying how long to wait, in both languages', async () => {
    const fast = learner();
    const { current } = await exercise(fast);
    for (let n = 0; n < 6; n++)
      expect((await submit(fast, current.id, PROGRAMS.exampleWrong)).errors).toBeUndefined();
    const refused = await submit(fast, current.id, PROGRAMS.exampleWrong);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many runs\. Try again in \d+ s\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
    const arabic = learner();
    const ar = await exercise(arabic, 'ar');
    for (let n = 0; n < 6; n++) await submit(arabic, ar.current.id, PROGRAMS.exampleWrong);
    expect((await submit(arabic, ar.current.id, PROGRAMS.exampleWrong)).errors?.[0]?.message).toMatch(
      /^تشغيلات كثيرة جدًا\. حاول مرة أخرى بعد \d+ ث\.$/,
    );
  });

  it("keeps another learner out of an exercise's attempt and its code", async () => {
    const owner = learner();
    const { id, current } = await exercise(owner);
    await submit(owner, current.id, PROGRAMS.hiddenWrong);
    const other = learner();
    expect((await submit(other, current.id, PROGRAMS.right)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(other, SESSION, { s: id })).data!.practiceSession).toBeNull();
  });

  describe('the tutor', () => {
    const turn = (who: Learner, attemptId: string, kind: 'hint' | 'explain' | 'why_fails') =>
      t.internal().tutorTurn({ learnerId: who.id, attemptId, kind, language: 'en' });
    const status = (call: Promise<unknown>) =>
      call.then(
        () => 200,
        (err: unknown) => (err instanceof InternalCallError ? err.status : 500),
      );

    it('answers why a program fails with its code and the failing test, releasing the next hint', async () => {
      const mona = learner();
      const { id, current } = await exercise(mona);
      expect(await status(turn(mona, current.id, 'why_fails'))).toBe(409);
      await submit(mona, current.id, PROGRAMS.hiddenWrong);
      const why = await turn(mona, current.id, 'why_fails');
      expect(why).toMatchObject({
        kind: 'why_fails',
        key: keyForGuard(addExercise),
        keyAllowed: false,
        fallback: addExercise.hints[0]!.en,
        hintsReleased: [addExercise.hints[0]!.en],
        code: {
          language: 'python',
          learnerCode: PROGRAMS.hiddenWrong,
          failing: {
            name: 'a big sum',
            hidden: true,
            input: '',
            call: 'print(add(1234000, 567))',
            expected: HIDDEN_EXPECTED[0],
            actual: '99\n',
            verdict: 'failed',
          },
        },
      });
      expect(why.key).toEqual({ kind: 'code', language: 'python', solution: PROGRAMS.right });
      expect(why.learnerAnswer).toBeUndefined();
      // The learner sees the hint it released, never the hidden test's data.
      const page = await t.gql(mona, SESSION, { s: id });
      expect(page.data!.practiceSession.current.hints).toEqual([addExercise.hints[0]!.en]);
      expectNoLeak(JSON.stringify(page));
      // Asking why counted as a hint: the fix is solved with hints, and nothing is left to explain.
      expect((await submit(mona, current.id, PROGRAMS.right)).data!.answerItem.attempt.status).toBe(
        'SOLVED_WITH_HINTS',
      );
      expect(await status(turn(mona, current.id, 'why_fails'))).toBe(409);
    });

    it('refuses why_fails on an item that is not a program, and for another learner', async () => {
      const sara = learner();
      const { current } = await exercise(sara);
      await submit(sara, current.id, PROGRAMS.hiddenWrong);
      expect(await status(turn(learner(), current.id, 'why_fails'))).toBe(403);
      const question = await t
        .internal()
        .quizQuestion({ learnerId: sara.id, unitId: PY_UNIT, language: 'en' });
      expect(await status(turn(sara, question.attemptId, 'why_fails'))).toBe(409);
    });

    it('never draws a programming exercise for Quiz me', async () => {
      const quizzer = learner();
      for (let n = 0; n < 4; n++) {
        const q = await t.internal().quizQuestion({ learnerId: quizzer.id, unitId: PY_UNIT, language: 'en' });
        expect(q).toMatchObject({ itemId: pyChoiceItem.id, answerKind: 'choice' });
      }
    });
  });
});
