import { randomUUID } from 'node:crypto';
import { InternalCallError } from '@tutor/service-runtime';
import { keyForGuard } from '../src/domain/checking';
import { compareItem, EMPTY_UNIT, HALF_MISCONCEPTION, OTHER_UNIT, UNIT } from './support/bank';
import { ANSWER, learner, practiceHarness, START, type Learner } from './support/harness';

/** PRACTICE_INTERNAL as the conversation service calls it: tutoring turns inside practice, and Quiz me. */
describe('practice: the internal routes of the tutoring side', () => {
  const t = practiceHarness();

  const status = (call: Promise<unknown>) =>
    call.then(
      () => 200,
      (err: unknown) => (err instanceof InternalCallError ? err.status : 500),
    );
  const start = async (who: Learner) =>
    (await t.gql(who, START, { u: UNIT, l: 'en' })).data!.startPractice.current as { id: string };
  const answer = (who: Learner, attemptId: string, text: string) =>
    t.gql(who, ANSWER, { a: attemptId, t: text, r: randomUUID() });
  const turn = (who: Learner, attemptId: string, kind: 'hint' | 'explain', language: 'ar' | 'en' = 'en') =>
    t.internal().tutorTurn({ learnerId: who.id, attemptId, kind, language });

  it("answers 404 for no attempt, 403 for another learner's, 409 before the rules allow the turn", async () => {
    const nour = learner();
    const attempt = await start(nour);
    expect(await status(turn(nour, randomUUID(), 'hint'))).toBe(404);
    expect(await status(turn(nour, 'not-an-attempt', 'hint'))).toBe(404);
    expect(await status(turn(learner(), attempt.id, 'hint'))).toBe(403);
    expect(await status(turn(nour, attempt.id, 'hint'))).toBe(409);
    expect(await status(turn(nour, attempt.id, 'explain'))).toBe(409);
    // A right answer is no wrong answer to explain either; the item is done, so no hint.
    const item = await t.itemOf(attempt.id);
    await answer(nour, attempt.id, String((item.key as { value: number }).value));
    expect(await status(turn(nour, attempt.id, 'explain'))).toBe(409);
    expect(await status(turn(nour, attempt.id, 'hint'))).toBe(409);
  });

  it('releases the next hint for a hint turn and gives the key for the guard, not allowed yet', async () => {
    const salma = learner();
    const attempt = await start(salma);
    const item = await t.itemOf(attempt.id);
    await answer(salma, attempt.id, String((item.key as { value: number }).value + 100));
    const first = await turn(salma, attempt.id, 'hint');
    expect(first).toMatchObject({
      attemptId: attempt.id,
      itemId: 'test-add',
      unitId: UNIT,
      kind: 'hint',
      stem: item.stem.en,
      key: keyForGuard(item),
      keyText: item.keyText.en,
      solution: item.solution.map((s) => s.en),
      hintsReleased: [item.hints[0]!.en],
      learnerAnswer: String((item.key as { value: number }).value + 100),
      keyAllowed: false,
      fallback: item.hints[0]!.en,
    });
    // The practice page sees the hint the turn released.
    const page = await t.gql(
      salma,
      `{ practiceSession(id: "${await sessionOf(attempt.id)}") { current { hints } } }`,
    );
    expect(page.data!.practiceSession.current.hints).toEqual([item.hints[0]!.en]);
    // An explain turn with no misconception falls back to the last hint released, releasing nothing.
    const explain = await turn(salma, attempt.id, 'explain', 'ar');
    expect(explain).toMatchObject({ fallback: item.hints[0]!.ar, hintsReleased: [item.hints[0]!.ar] });
    await turn(salma, attempt.id, 'hint');
    const last = await turn(salma, attempt.id, 'hint');
    expect(last).toMatchObject({ keyAllowed: true, fallback: item.hints[2]!.en });
  });

  it("gives a wrong option's misconception as an explain turn's fallback", async () => {
    const omar = learner();
    const first = await start(omar);
    const item = await t.itemOf(first.id);
    await answer(omar, first.id, String((item.key as { value: number }).value));
    const { data } = await t.gql(
      omar,
      `mutation { nextItem(sessionId: "${await sessionOf(first.id)}") { current { id kind } } }`,
    );
    const choice = data!.nextItem.current;
    expect(choice.kind).toBe('CHOICE');
    await answer(omar, choice.id, 'B');
    expect(await turn(omar, choice.id, 'explain')).toMatchObject({
      choices: compareItem.choices!.map((c, i) => `${'AB'[i]}. ${c.text.en}`),
      learnerAnswer: 'B',
      misconception: HALF_MISCONCEPTION.en,
      fallback: HALF_MISCONCEPTION.en,
      hintsReleased: [],
      keyAllowed: false,
    });
  });

  it('draws Quiz me questions from the bank, marks them by the key once per request, and records the outcome', async () => {
    const mona = learner();
    expect(
      await status(t.internal().quizQuestion({ learnerId: mona.id, unitId: EMPTY_UNIT, language: 'en' })),
    ).toBe(404);
    const question = await t
      .internal()
      .quizQuestion({ learnerId: mona.id, unitId: OTHER_UNIT, language: 'ar' });
    expect(question).toEqual({
      attemptId: expect.any(String),
      itemId: 'test-place-1',
      skill: `${OTHER_UNIT}/place`,
      stem: 'أيهما أكبر، ١/٢ أم ١/٣؟ (الأعداد)',
      choices: ['أ. ١/٢', 'ب. ١/٣'],
      answerKind: 'choice',
    });
    const quiz = (answer: string, requestId: string) =>
      t
        .internal()
        .quizAnswer({ learnerId: mona.id, attemptId: question.attemptId, answer, requestId, language: 'ar' });
    expect(await quiz('شيء', 'm1')).toMatchObject({ verdict: 'unreadable' });
    expect(await quiz('أ', 'm2')).toEqual({ verdict: 'right' });
    expect(await quiz('أ', 'm2')).toEqual({ verdict: 'right' });
    expect(await status(quiz('ب', 'm3'))).toBe(409);
    expect(
      await status(
        t.internal().quizAnswer({
          learnerId: learner().id,
          attemptId: question.attemptId,
          answer: 'a',
          requestId: 'x',
          language: 'en',
        }),
      ),
    ).toBe(403);
    // A quiz question is not the practice page's, nor a practice item a quiz's.
    const HINT = `mutation { requestHint(attemptId: "${question.attemptId}") { id } }`;
    expect((await t.gql(mona, HINT)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const practised = await start(mona);
    expect(
      await status(
        t.internal().quizAnswer({
          learnerId: mona.id,
          attemptId: practised.id,
          answer: '1',
          requestId: 'p',
          language: 'en',
        }),
      ),
    ).toBe(404);
    const events = await t.events(mona);
    expect(events.map((e) => [e.type.split('.').pop(), e.payload.source ?? e.payload.outcome])).toEqual([
      ['ItemAnswered', 'quiz'],
      ['SkillReviewed', 'solved_alone'],
    ]);
  });

  it('does not ask a Quiz me question again while the unit has another', async () => {
    const rana = learner();
    const ask = () => t.internal().quizQuestion({ learnerId: rana.id, unitId: UNIT, language: 'en' });
    const first = await ask();
    const item = await t.itemOf(first.attemptId);
    const wrong = String((item.key as { value: number }).value + 100);
    await t.internal().quizAnswer({
      learnerId: rana.id,
      attemptId: first.attemptId,
      answer: wrong,
      requestId: 'm1',
      language: 'en',
    });
    const second = await ask();
    expect(second.itemId).not.toBe(first.itemId);
    // Every item asked once: the set's order again, from its first.
    expect((await ask()).itemId).toBe(first.itemId);
  });

  it('records a wrong Quiz me answer as shown the solution, with its misconception', async () => {
    const hany = learner();
    const question = await t
      .internal()
      .quizQuestion({ learnerId: hany.id, unitId: OTHER_UNIT, language: 'en' });
    const mark = await t.internal().quizAnswer({
      learnerId: hany.id,
      attemptId: question.attemptId,
      answer: 'opt-third',
      requestId: 'm1',
      language: 'en',
    });
    expect(mark).toEqual({ verdict: 'wrong', message: HALF_MISCONCEPTION.en });
    expect((await t.events(hany)).at(-1)!.payload).toMatchObject({ outcome: 'shown_solution', mastery: 0 });
  });

  const sessionOf = async (attemptId: string) =>
    (
      await t.svc.pool.query<{ session_id: string }>('SELECT session_id FROM attempts WHERE id = $1', [
        attemptId,
      ])
    ).rows[0]!.session_id;
});
