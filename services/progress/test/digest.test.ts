import { buildWeeklyDigest } from '../src/domain/digest';

/** The weekly digest's rules at their boundaries (ADR 15): mastered, lowest scores, abandoned, the question. */
const TODAY = '2026-11-25';
const FROM = '2026-11-19'; // six days before: the week is 19–25 November

/** A unit practised in the week: started on `first`, last practised on `last`. */
const unit = (unit_id: string, first: string, last: string) => ({
  unit_id,
  subject_id: 'math',
  language_id: '',
  first_practised_day: first,
  last_practised_day: last,
});
/** The unit's counts over the week; checked practice in `checked`. */
const week = (
  unit_id: string,
  messages: number,
  quiz_answered = 0,
  quiz_correct = 0,
  checked: { items?: number; alone?: number; hints?: number; shown?: number } = {},
) => ({
  unit_id,
  subject_id: 'math',
  language_id: '',
  messages,
  quiz_answered,
  quiz_correct,
  items_answered: checked.items ?? 0,
  items_correct: checked.alone ?? 0,
  solved_alone: checked.alone ?? 0,
  solved_with_hints: checked.hints ?? 0,
  shown_solution: checked.shown ?? 0,
});
/** A skill's mastery now (the practice service's). */
const skill = (unit_id: string, mastery: number | null) => ({
  user_id: 'u1',
  unit_id,
  skill: 'the-skill',
  subject_id: 'math',
  language_id: '',
  items_answered: 0,
  items_correct: 0,
  solved_alone: 0,
  solved_with_hints: 0,
  shown_solution: 0,
  mastery,
  last_outcome: null,
  next_review_at: null,
});
const none = { itemsAnswered: 0, itemsCorrect: 0, solvedAlone: 0, solvedWithHints: 0, shownSolution: 0 };
const ids = (units: { unitId: string }[]) => units.map((u) => u.unitId);

describe('weekly digest rules', () => {
  it('lists model-marked "mastered" at 3 answers and 80% correct, not below either, and never asks about it', () => {
    const d = buildWeeklyDigest(
      {
        units: [
          unit('three-of-three', TODAY, TODAY),
          unit('four-of-five', TODAY, TODAY),
          unit('two-of-two', TODAY, TODAY),
          unit('three-of-four', TODAY, TODAY),
        ],
        week: [
          week('three-of-three', 4, 3, 3),
          week('four-of-five', 6, 5, 4), // exactly 80%
          week('two-of-two', 3, 2, 2), // too few answers
          week('three-of-four', 5, 4, 3), // 75%
        ],
      },
      TODAY,
    );
    expect(ids(d.mastered)).toEqual(['three-of-three', 'four-of-five']);
    expect(d.mastered[1]).toEqual({
      unitId: 'four-of-five',
      subjectId: 'math',
      languageId: null,
      messages: 6,
      quizAnswered: 5,
      quizCorrect: 4,
      checked: none,
      mastery: null,
      modelMarkedQuiz: { answered: 5, correct: 4 },
    });
    // A model's marks are not mastery: nothing is mastered in practice, so the question is the busiest unit's.
    expect(d.masteredInPractice).toEqual([]);
    expect(d.modelMarkedQuiz).toEqual({ answered: 14, correct: 12 });
    expect(d.question).toEqual({ kind: 'PRACTISED', unitId: 'four-of-five' });
  });

  it('lists at most 3 lowest scores under 60% with at least 2 answers, lowest first', () => {
    const names = [
      'zero-of-two',
      'one-of-three',
      'one-of-two',
      'three-of-five',
      'two-of-five',
      'zero-of-one',
    ];
    const d = buildWeeklyDigest(
      {
        units: names.map((n) => unit(n, TODAY, TODAY)),
        week: [
          week('zero-of-two', 2, 2, 0), // 0%
          week('one-of-three', 3, 3, 1), // 33%
          week('one-of-two', 2, 2, 1), // 50%
          week('three-of-five', 5, 5, 3), // exactly 60%: not low
          week('two-of-five', 5, 5, 2), // 40%
          week('zero-of-one', 1, 1, 0), // one slip
        ],
      },
      TODAY,
    );
    expect(ids(d.lowestScores)).toEqual(['zero-of-two', 'one-of-three', 'two-of-five']);
    expect(d.mastered).toEqual([]);
    expect(d.question).toEqual({ kind: 'STUCK', unitId: 'zero-of-two' });
  });

  it('abandons a unit started this week, left after at most 2 messages, quiet for 3 days or more', () => {
    const d = buildWeeklyDigest(
      {
        units: [
          unit('left-first-day', FROM, FROM),
          unit('left-three-days-ago', '2026-11-22', '2026-11-22'),
          unit('left-two-days-ago', '2026-11-23', '2026-11-23'), // quiet only 2 days
          unit('three-messages', '2026-11-20', '2026-11-20'), // more than 2 messages
          unit('started-last-week', '2026-11-18', '2026-11-20'), // not started this week
          unit('returned-to', '2026-11-20', '2026-11-24'), // practised again since
          unit('opened-never-written', '2026-11-21', '2026-11-21'),
          unit('before-the-digest', '2026-11-20', '2026-11-20'), // no row of the week: not judged
        ],
        week: [
          week('left-first-day', 2),
          week('left-three-days-ago', 1),
          week('left-two-days-ago', 1),
          week('three-messages', 3),
          week('started-last-week', 1),
          week('returned-to', 2),
          week('opened-never-written', 0),
        ],
      },
      TODAY,
    );
    expect(ids(d.abandoned)).toEqual(['left-first-day', 'left-three-days-ago', 'opened-never-written']);
    expect(ids(d.practised)).toHaveLength(8);
    expect(d.question).toEqual({ kind: 'STUCK', unitId: 'left-first-day' });
  });

  it('lists a unit stuck on quizzes once, under its score, not again as abandoned', () => {
    const d = buildWeeklyDigest(
      {
        units: [unit('quizzed-and-left', FROM, FROM), unit('left', FROM, FROM)],
        week: [week('quizzed-and-left', 2, 2, 0), week('left', 1)],
      },
      TODAY,
    );
    expect(ids(d.lowestScores)).toEqual(['quizzed-and-left']);
    expect(ids(d.abandoned)).toEqual(['left']);
    // The lowest score comes before an abandoned unit.
    expect(d.question).toEqual({ kind: 'STUCK', unitId: 'quizzed-and-left' });
  });

  it('asks about the most practised unit when nothing was mastered or stuck, and what to learn in a quiet week', () => {
    const practised = buildWeeklyDigest(
      {
        units: [unit('a', TODAY, TODAY), unit('b', TODAY, TODAY), unit('c', TODAY, TODAY)],
        week: [week('a', 3), week('b', 5), week('c', 5)],
      },
      TODAY,
    );
    // b and c tie on messages: the first practised wins.
    expect(practised.question).toEqual({ kind: 'PRACTISED', unitId: 'b' });
    expect(buildWeeklyDigest({ units: [], week: [] }, TODAY)).toEqual({
      from: FROM,
      to: TODAY,
      practised: [],
      mastered: [],
      lowestScores: [],
      abandoned: [],
      masteredInPractice: [],
      stuckInPractice: [],
      checked: none,
      modelMarkedQuiz: { answered: 0, correct: 0 },
      question: { kind: 'QUIET', unitId: null },
    });
  });

  it('counts a quiz answer on a unit the week did not list as practised still as practice', () => {
    const d = buildWeeklyDigest({ units: [], week: [week('late-quiz', 0, 3, 3)] }, TODAY);
    expect(ids(d.practised)).toEqual(['late-quiz']);
    expect(ids(d.mastered)).toEqual(['late-quiz']);
  });

  it('masters in practice at 3 attempts ended this week and a mastery of 0.8, not below either', () => {
    const names = ['alone-3', 'exactly-0.8', 'two-attempts', 'mastery-0.79', 'quizzed-3-of-3'];
    const d = buildWeeklyDigest(
      {
        units: names.map((n) => unit(n, TODAY, TODAY)),
        week: [
          week('alone-3', 0, 0, 0, { items: 3, alone: 3 }),
          week('exactly-0.8', 0, 0, 0, { items: 6, alone: 4, hints: 1 }),
          week('two-attempts', 0, 0, 0, { items: 2, alone: 2 }),
          week('mastery-0.79', 0, 0, 0, { items: 5, alone: 3, hints: 2 }),
          week('quizzed-3-of-3', 4, 3, 3),
        ],
        skills: [
          skill('alone-3', 1),
          skill('exactly-0.8', 0.8),
          skill('two-attempts', 1),
          skill('mastery-0.79', 0.79),
        ],
      },
      TODAY,
    );
    expect(ids(d.masteredInPractice)).toEqual(['alone-3', 'exactly-0.8']);
    expect(d.masteredInPractice[1]).toMatchObject({
      checked: { itemsAnswered: 6, itemsCorrect: 4, solvedAlone: 4, solvedWithHints: 1, shownSolution: 0 },
      mastery: 0.8,
      modelMarkedQuiz: { answered: 0, correct: 0 },
    });
    // The model-marked list keeps its own rule; tonight's MASTERED comes from practice only.
    expect(ids(d.mastered)).toEqual(['quizzed-3-of-3']);
    expect(d.question).toEqual({ kind: 'MASTERED', unitId: 'alone-3' });
    expect(d.checked).toEqual({
      itemsAnswered: 16,
      itemsCorrect: 12,
      solvedAlone: 12,
      solvedWithHints: 3,
      shownSolution: 0,
    });
  });

  it('is stuck in practice at 2 attempts and a mastery under 0.5, asked about before a low model-marked score', () => {
    const d = buildWeeklyDigest(
      {
        units: ['shown-twice', 'hints-twice', 'one-attempt', 'half', 'quizzed-0-of-2'].map((n) =>
          unit(n, TODAY, TODAY),
        ),
        week: [
          week('shown-twice', 0, 0, 0, { items: 4, shown: 2 }),
          week('hints-twice', 0, 0, 0, { items: 3, hints: 2 }),
          week('one-attempt', 0, 0, 0, { items: 3, shown: 1 }),
          week('half', 0, 0, 0, { items: 2, alone: 1, shown: 1 }),
          week('quizzed-0-of-2', 2, 2, 0),
        ],
        skills: [
          skill('shown-twice', 0),
          skill('hints-twice', 0),
          skill('one-attempt', 0),
          skill('half', 0.5),
        ],
      },
      TODAY,
    );
    // Equal mastery: the unit with more solutions shown first.
    expect(ids(d.stuckInPractice)).toEqual(['shown-twice', 'hints-twice']);
    expect(ids(d.lowestScores)).toEqual(['quizzed-0-of-2']);
    expect(d.question).toEqual({ kind: 'STUCK', unitId: 'shown-twice' });
  });

  it('never calls a unit practised with items abandoned', () => {
    const d = buildWeeklyDigest(
      {
        units: [unit('items-then-left', FROM, FROM), unit('left', FROM, FROM)],
        week: [week('items-then-left', 0, 0, 0, { items: 4, alone: 1 }), week('left', 1)],
      },
      TODAY,
    );
    expect(ids(d.abandoned)).toEqual(['left']);
  });

  it('gives the week across a month boundary', () => {
    expect(buildWeeklyDigest({ units: [], week: [] }, '2026-03-03')).toMatchObject({
      from: '2026-02-25',
      to: '2026-03-03',
    });
  });
});
