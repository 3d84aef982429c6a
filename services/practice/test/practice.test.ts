import { randomUUID } from 'node:crypto';
import type { Item } from '../src/domain/items/types';
import { compareItem, EMPTY_UNIT, HALF_MISCONCEPTION, SUBTRACT_MISCONCEPTION, UNIT } from './support/bank';
import {
  ANSWER,
  HINT,
  learner,
  NEXT,
  practiceHarness,
  SESSION,
  SOLUTION,
  START,
  type Learner,
} from './support/harness';

/**
 * Practice through its GraphQL API, as the gateway calls it: the rules of hints and the solution, marks, outcomes,
 * review and what a learner may read at each step. Real PostgreSQL and Redis; the catalog is a stand-in.
 */
describe('practice sessions', () => {
  const t = practiceHarness();

  const start = async (who: Learner, language = 'en', unitId: string | null = UNIT) => {
    const { data, errors } = await t.gql(who, START, { u: unitId, l: language });
    expect(errors).toBeUndefined();
    return data!.startPractice;
  };
  const answer = (who: Learner, attemptId: string, text: string, requestId = randomUUID()) =>
    t.gql(who, ANSWER, { a: attemptId, t: text, r: requestId });
  const hint = (who: Learner, attemptId: string) => t.gql(who, HINT, { a: attemptId });
  const solution = (who: Learner, attemptId: string) => t.gql(who, SOLUTION, { a: attemptId });
  const session = async (who: Learner, id: string) =>
    (await t.gql(who, SESSION, { s: id })).data!.practiceSession;
  const wrongOf = (item: Item) => String((item.key as { value: number }).value + 100);
  const rightOf = (item: Item) =>
    item.key.kind === 'number' ? String(item.key.value) : (item.key as { correct: string }).correct;

  /**
   * Everything a learner can read of the session, as text: nothing the rules do not allow may be in it (the key,
   * a solution step, a hint not released).
   */
  async function expectNothingBeyond(
    who: Learner,
    sessionId: string,
    item: Item,
    released: number,
    open = true,
  ) {
    const whole = JSON.stringify(await session(who, sessionId));
    for (const h of item.hints.slice(released)) expect(whole).not.toContain(h.en);
    if (!open) return;
    for (const step of item.solution) expect(whole).not.toContain(step.en);
    expect(whole).not.toContain(`"answer":"${item.keyText.en}"`);
    if (item.key.kind === 'choice') expect(whole).not.toContain(item.keyText.en);
  }

  it('refuses a hint and the solution before an attempt, then releases the ladder in order and the solution last', async () => {
    const nour = learner();
    const started = await start(nour);
    expect(started).toMatchObject({ unitId: UNIT, language: 'en', size: 2, done: 0, outcomes: [] });
    const first = started.current;
    expect(first).toMatchObject({
      status: 'OPEN',
      kind: 'NUMBER',
      itemId: 'test-add',
      attempts: 0,
      hints: [],
      hintsLeft: 3,
      canHint: false,
      canSeeSolution: false,
      solution: null,
      answer: null,
    });
    const item = await t.itemOf(first.id);
    await expectNothingBeyond(nour, started.id, item, 0);

    const early = await hint(nour, first.id);
    expect(early.errors?.[0]).toMatchObject({
      message: 'Try the question first: write an answer, then you can ask for a hint.',
      extensions: { code: 'NOT_YET' },
    });
    expect((await solution(nour, first.id)).errors?.[0]?.extensions.code).toBe('NOT_YET');

    // Unreadable: not an attempt, so still no hint.
    const unreadable = await answer(nour, first.id, 'banana');
    expect(unreadable.data!.answerItem).toMatchObject({
      verdict: 'UNREADABLE',
      message: expect.stringContaining("I couldn't read that as a number"),
      attempt: { attempts: 0, wrongAttempts: 0, canHint: false },
    });
    expect((await hint(nour, first.id)).errors?.[0]?.extensions.code).toBe('NOT_YET');

    // A wrong answer that a known mistake explains.
    const key = (item.key as { value: number }).value;
    const [a, b] = item.stem.en.match(/\d+/g)!.map(Number) as [number, number];
    expect(a + b).toBe(key);
    const wrong = await answer(nour, first.id, String(a - b));
    expect(wrong.data!.answerItem).toMatchObject({
      verdict: 'WRONG',
      message: SUBTRACT_MISCONCEPTION.en,
      attempt: {
        status: 'OPEN',
        attempts: 1,
        wrongAttempts: 1,
        canHint: true,
        canSeeSolution: false,
        solution: null,
      },
    });
    await expectNothingBeyond(nour, started.id, item, 0);

    for (let n = 1; n <= 3; n++) {
      const released = (await hint(nour, first.id)).data!.requestHint;
      expect(released.hints).toEqual(item.hints.slice(0, n).map((h) => h.en));
      expect(released.hintsLeft).toBe(3 - n);
      expect(released.solution).toBeNull();
      expect(released.answer).toBeNull();
      await expectNothingBeyond(nour, started.id, item, n);
      if (n < 3) {
        expect(released.canSeeSolution).toBe(false);
        expect((await solution(nour, first.id)).errors?.[0]).toMatchObject({
          message: expect.stringContaining('The worked solution opens after'),
          extensions: { code: 'NOT_YET' },
        });
      } else expect(released).toMatchObject({ canHint: false, canSeeSolution: true });
    }
    expect((await hint(nour, first.id)).errors?.[0]?.extensions.code).toBe('NOT_YET');

    const shown = (await solution(nour, first.id)).data!.requestSolution;
    expect(shown).toMatchObject({
      status: 'SHOWN_SOLUTION',
      solution: item.solution.map((s) => s.en),
      answer: item.keyText.en,
    });
    // Answering after the end is refused; the solution stays readable.
    expect((await answer(nour, first.id, String(key))).errors?.[0]?.extensions.code).toBe('NOT_YET');

    const [mastery] = (
      await t.gql(
        nour,
        '{ skillMastery(unitId: "' +
          UNIT +
          '") { skill mastery solvedAlone solvedWithHints shownSolution nextReviewAt } }',
      )
    ).data!.skillMastery;
    expect(mastery).toMatchObject({ skill: `${UNIT}/add`, mastery: 0, solvedAlone: 0, shownSolution: 1 });
    expect(new Date(mastery.nextReviewAt).getTime()).toBeGreaterThan(Date.now());

    const events = await t.events(nour);
    expect(events.map((e) => e.type.split('.').pop())).toEqual(['ItemAnswered', 'SkillReviewed']);
    expect(events[0]!.payload).toMatchObject({
      userId: nour.id,
      attemptId: first.id,
      itemId: item.id,
      unitId: UNIT,
      subjectId: 'primary-3-math',
      skill: `${UNIT}/add`,
      correct: false,
      hintsUsed: 0,
      solutionShown: false,
      source: 'practice',
    });
    expect(events[1]!.payload).toMatchObject({
      attemptId: first.id,
      outcome: 'shown_solution',
      nextReviewAt: mastery.nextReviewAt,
      mastery: 0,
    });

    // The next item: a multiple choice whose wrong option names its misconception, then solved: with hints.
    const moved = (await t.gql(nour, NEXT, { s: started.id })).data!.nextItem;
    expect(moved).toMatchObject({
      done: 1,
      outcomes: ['SHOWN_SOLUTION'],
      current: { kind: 'CHOICE', status: 'OPEN' },
    });
    const second = moved.current;
    expect(second.choices).toEqual(compareItem.choices!.map((c) => ({ id: c.id, text: c.text.en })));
    const picked = await answer(nour, second.id, 'opt-third');
    expect(picked.data!.answerItem).toMatchObject({ verdict: 'WRONG', message: HALF_MISCONCEPTION.en });
    await hint(nour, second.id);
    const right = await answer(nour, second.id, 'opt-half');
    expect(right.data!.answerItem).toMatchObject({
      verdict: 'RIGHT',
      message: null,
      attempt: { status: 'SOLVED_WITH_HINTS', answer: compareItem.keyText.en },
    });
    const finished = (await t.gql(nour, NEXT, { s: started.id })).data!.nextItem;
    expect(finished).toMatchObject({
      done: 2,
      current: null,
      outcomes: ['SHOWN_SOLUTION', 'SOLVED_WITH_HINTS'],
    });
    expect((await t.events(nour)).map((e) => e.payload.outcome).filter(Boolean)).toEqual([
      'shown_solution',
      'solved_with_hints',
    ]);
  });

  it('counts only an item solved with no hint and no solution toward mastery', async () => {
    const salma = learner();
    const started = await start(salma);
    const item = await t.itemOf(started.current.id);
    const solved = await answer(salma, started.current.id, rightOf(item));
    expect(solved.data!.answerItem.attempt).toMatchObject({
      status: 'SOLVED_ALONE',
      solution: item.solution.map((s) => s.en),
    });
    const { skillMastery } = (
      await t.gql(salma, '{ skillMastery { skill mastery solvedAlone nextReviewAt } }')
    ).data!;
    expect(skillMastery).toEqual([
      { skill: `${UNIT}/add`, mastery: 1, solvedAlone: 1, nextReviewAt: expect.any(String) },
    ]);
    const reviewed = (await t.events(salma)).find((e) => e.type.endsWith('SkillReviewed'))!;
    expect(reviewed.payload).toMatchObject({ outcome: 'solved_alone', mastery: 1 });
  });

  it('opens the solution after three wrong answers without the ladder', async () => {
    const omar = learner();
    const { current } = await start(omar);
    const item = await t.itemOf(current.id);
    for (let n = 1; n <= 3; n++) {
      const { attempt } = (await answer(omar, current.id, wrongOf(item))).data!.answerItem;
      expect(attempt.canSeeSolution).toBe(n === 3);
    }
    expect((await solution(omar, current.id)).data!.requestSolution.status).toBe('SHOWN_SOLUTION');
  });

  it('takes a double-sent answer once: the same mark, one attempt, one event', async () => {
    const mona = learner();
    const { current } = await start(mona);
    const item = await t.itemOf(current.id);
    const requestId = randomUUID();
    const [one, two] = await Promise.all([
      answer(mona, current.id, wrongOf(item), requestId),
      answer(mona, current.id, wrongOf(item), requestId),
    ]);
    expect(one.data!.answerItem.verdict).toBe('WRONG');
    expect(two.data!.answerItem.verdict).toBe('WRONG');
    const again = await answer(mona, current.id, wrongOf(item), requestId);
    expect(again.data!.answerItem.attempt).toMatchObject({ attempts: 1, wrongAttempts: 1 });
    expect((await t.events(mona)).filter((e) => e.type.endsWith('ItemAnswered'))).toHaveLength(1);
  });

  it('refuses an answer past the size limit, in the session language, and counts nothing', async () => {
    const amal = learner();
    const { current } = await start(amal, 'ar');
    const long = await answer(amal, current.id, '١'.repeat(501));
    expect(long.errors?.[0]).toMatchObject({
      message: 'هذه الإجابة طويلة جدًا: اكتب 500 حرفًا على الأكثر.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await answer(amal, current.id, '   ')).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const { rows } = await t.svc.pool.query('SELECT 1 FROM answers WHERE attempt_id = $1', [current.id]);
    expect(rows).toHaveLength(0);
  });

  it('speaks Arabic in an Arabic session: refusals and the unreadable answer', async () => {
    const hany = learner();
    const { current } = await start(hany, 'ar');
    expect(current.stem).toMatch(/^ما ناتج/);
    expect((await hint(hany, current.id)).errors?.[0]?.message).toBe(
      'حاول حل السؤال أولًا: اكتب إجابة، ثم يمكنك طلب تلميح.',
    );
    const unreadable = (await answer(hany, current.id, 'موز')).data!.answerItem;
    expect(unreadable).toMatchObject({ verdict: 'UNREADABLE', attempt: { attempts: 0 } });
    expect(unreadable.message).toMatch(/^لم أستطع قراءة هذا كعدد/);
  });

  it('limits the rate of answers per learner, saying how long to wait', async () => {
    const fast = learner();
    const { current } = await start(fast);
    for (let n = 0; n < 12; n++)
      expect((await answer(fast, current.id, `nothing ${n}`)).errors).toBeUndefined();
    const refused = await answer(fast, current.id, 'one more');
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^You are answering very fast\. Wait \d+ seconds, then try again\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
  });

  it("keeps a learner out of another's session and attempts, and a visitor out of all", async () => {
    const owner = learner();
    const other = learner();
    const started = await start(owner);
    const attemptId = started.current.id;
    expect(await session(other, started.id)).toBeNull();
    expect(await session(other, 'not-a-uuid')).toBeNull();
    for (const call of [
      answer(other, attemptId, '1'),
      hint(other, attemptId),
      solution(other, attemptId),
      t.gql(other, NEXT, { s: started.id }),
      answer(other, 'not-a-uuid', '1'),
    ])
      expect((await call).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    for (const call of [
      t.gql(undefined, SESSION, { s: started.id }),
      t.gql(undefined, START, { u: UNIT, l: 'en' }),
      t.gql(undefined, ANSWER, { a: attemptId, t: '1', r: 'r' }),
      t.gql(undefined, '{ reviewToday(language: "en") { skills { skill } } }'),
    ])
      expect((await call).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    // Nothing of the owner's attempt changed.
    expect((await session(owner, started.id)).current).toMatchObject({ attempts: 0, hints: [] });
  });

  it('refuses the next item while the current one is open, and a unit with no items', async () => {
    const sara = learner();
    const started = await start(sara);
    expect((await t.gql(sara, NEXT, { s: started.id })).errors?.[0]).toMatchObject({
      message: 'Finish this question first: answer it, or see its worked solution.',
      extensions: { code: 'NOT_YET' },
    });
    const empty = await t.gql(sara, START, { u: EMPTY_UNIT, l: 'en' });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'This unit has no practice questions yet.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await t.gql(sara, START, { u: UNIT, l: 'fr' })).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const unit = await t.gql(
      sara,
      `{ a: practiceUnit(unitId: "${UNIT}") { unitId itemCount hasItems }
         b: practiceUnit(unitId: "${EMPTY_UNIT}") { hasItems } c: practiceUnit(unitId: "nowhere") { hasItems } }`,
    );
    expect(unit.data).toEqual({
      a: { unitId: UNIT, itemCount: -1, hasItems: true },
      b: { hasItems: false },
      c: null,
    });
  });

  it('lists the skills due for review and practises them as a set with no unit', async () => {
    const rana = learner();
    expect((await t.gql(rana, START, { u: null, l: 'ar' })).errors?.[0]).toMatchObject({
      message: 'لا يوجد ما تراجعه اليوم. تدرّب على وحدة بدلًا من ذلك.',
      extensions: { code: 'NOT_YET' },
    });
    const { current } = await start(rana);
    const item = await t.itemOf(current.id);
    await answer(rana, current.id, rightOf(item));
    const REVIEW = '{ reviewToday(language: "ar") { skills { skill unitId unitName dueAt } } }';
    expect((await t.gql(rana, REVIEW)).data!.reviewToday.skills).toEqual([]);
    // A day later, as the scheduler would have it: the skill is due.
    await t.svc.pool.query("UPDATE skills SET due_at = now() - interval '1 minute' WHERE learner_id = $1", [
      rana.id,
    ]);
    expect((await t.gql(rana, REVIEW)).data!.reviewToday.skills).toEqual([
      { skill: `${UNIT}/add`, unitId: UNIT, unitName: 'الكسور', dueAt: expect.any(String) },
    ]);
    const review = await start(rana, 'ar', null);
    expect(review).toMatchObject({
      unitId: null,
      size: 1,
      current: { skill: `${UNIT}/add`, status: 'OPEN' },
    });
  });
});
