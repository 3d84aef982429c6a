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
/** The unit's counts over the week. */
const week = (unit_id: string, messages: number, quiz_answered = 0, quiz_correct = 0) => ({
  unit_id,
  subject_id: 'math',
  language_id: '',
  messages,
  quiz_answered,
  quiz_correct,
});
const ids = (units: { unitId: string }[]) => units.map((u) => u.unitId);

describe('weekly digest rules', () => {
  it('masters a unit at 3 answers and 80% correct, not below either', () => {
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
    });
    expect(d.question).toEqual({ kind: 'MASTERED', unitId: 'three-of-three' });
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
      question: { kind: 'QUIET', unitId: null },
    });
  });

  it('counts a quiz answer on a unit the week did not list as practised still as practice', () => {
    const d = buildWeeklyDigest({ units: [], week: [week('late-quiz', 0, 3, 3)] }, TODAY);
    expect(ids(d.practised)).toEqual(['late-quiz']);
    expect(ids(d.mastered)).toEqual(['late-quiz']);
  });

  it('gives the week across a month boundary', () => {
    expect(buildWeeklyDigest({ units: [], week: [] }, '2026-03-03')).toMatchObject({
      from: '2026-02-25',
      to: '2026-03-03',
    });
  });
});
