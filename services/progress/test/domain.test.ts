import type { Queryable } from '@tutor/service-runtime';
import { configSchema } from '../src/config';
import { messageTopic } from '../src/data/progress';
import {
  addDays,
  buildProgress,
  currentStreak,
  dayIn,
  messagesPerDay,
  toRevise,
  unitsThisWeek,
} from '../src/domain/progress';
import { practiceUnits, unitsToRevise } from '../src/domain/practice';
import type { SkillRow } from '../src/data/practice';

/** The pure rules behind the figures: calendar days, the streak, the 14 days, what to revise. */
const day = (
  d: string,
  messages: number,
  replies = 0,
  practice_answers = 0,
  run_start: string | null = null,
) => ({
  day: d,
  messages,
  replies,
  practice_answers,
  run_start,
});
const score = (unit_id: string, correct: number, answered: number) => ({
  unit_id,
  subject_id: 'math',
  language_id: '',
  correct,
  answered,
});

describe('progress rules', () => {
  it('counts days by the calendar of the time zone, across months and years', () => {
    // 22:30 UTC on 31 December is already 1 January in Cairo (UTC+2).
    expect(dayIn('Africa/Cairo', new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(dayIn('UTC', new Date('2025-12-31T22:30:00Z'))).toBe('2025-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('keeps a streak alive until today ends, from the run today or yesterday is in', () => {
    const today = '2026-11-25';
    const run = (d: string, from: string) => day(d, 1, 0, 0, from);
    expect(currentStreak([run('2026-11-25', '2026-11-24'), run('2026-11-24', '2026-11-24')], today)).toBe(2);
    // Nothing yet today: the run up to yesterday still counts.
    expect(
      currentStreak(
        [run('2026-11-24', '2026-11-23'), run('2026-11-23', '2026-11-23'), run('2026-11-21', '2026-11-21')],
        today,
      ),
    ).toBe(2);
    // Nothing today or yesterday: no streak, however long it was before.
    expect(currentStreak([run('2026-11-23', '2026-11-01'), run('2026-11-22', '2026-11-01')], today)).toBe(0);
    // A day with replies only is in no run: yesterday's run counts.
    expect(currentStreak([day('2026-11-25', 0, 3), run('2026-11-24', '2026-11-24')], today)).toBe(1);
    expect(currentStreak([], today)).toBe(0);
    // Three years read from today's row alone, across a leap day.
    expect(currentStreak([run(today, '2023-11-26')], today)).toBe(1096);
  });

  it('lists exactly the last 14 days, oldest first, quiet days as zeros', () => {
    const days = messagesPerDay(
      [day('2026-11-25', 4, 1), day('2026-11-12', 2), day('2026-11-11', 9)],
      '2026-11-25',
    );
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: '2026-11-12', messages: 2, replies: 0, itemsAnswered: 0 });
    expect(days[13]).toEqual({ day: '2026-11-25', messages: 4, replies: 1, itemsAnswered: 0 });
    expect(days.slice(1, 13).every((d) => d.messages === 0 && d.replies === 0)).toBe(true);
  });

  it('revises the lowest shares first, at most three, never an all-correct unit', () => {
    const revise = toRevise([
      score('a', 3, 4),
      score('b', 1, 2),
      score('c', 0, 1),
      score('d', 2, 2),
      score('e', 2, 4),
      score('f', 1, 4),
    ]);
    // c 0%, f 25%, then b and e at 50%: e has more answers.
    expect(revise.map((r) => r.unitId)).toEqual(['c', 'f', 'e']);
    expect(toRevise([score('d', 2, 2)])).toEqual([]);
  });

  it('counts the units practised on the last 7 days, today included', () => {
    const unit = (unit_id: string, last_practised_day: string | null) => ({
      unit_id,
      subject_id: 'math',
      language_id: '',
      last_practised_day,
    });
    const units = [
      unit('today', '2026-11-25'),
      unit('six-days-ago', '2026-11-19'),
      unit('seven-days-ago', '2026-11-18'),
      unit('never-recorded', null),
    ];
    expect(unitsThisWeek(units, '2026-11-25')).toBe(2);
    expect(unitsThisWeek(units, '2026-11-26')).toBe(1);
    expect(unitsThisWeek([], '2026-11-25')).toBe(0);
  });

  it("answers 'today' in the configured zone", () => {
    const progress = buildProgress(
      'a-learner',
      { units: [], scores: [], days: [] },
      'Asia/Tokyo',
      new Date('2026-11-25T16:00:00Z'),
    );
    expect(progress).toMatchObject({
      today: '2026-11-26',
      timeZone: 'Asia/Tokyo',
      streakDays: 0,
      revise: [],
    });
    expect(progress.messagesPerDay.at(-1)!.day).toBe('2026-11-26');
  });

  it('lists practice answers on their day beside the messages', () => {
    const days = messagesPerDay([day('2026-11-25', 0, 0, 5)], '2026-11-25');
    expect(days[13]).toEqual({ day: '2026-11-25', messages: 0, replies: 0, itemsAnswered: 5 });
  });

  it('refuses an unknown time zone at start-up', () => {
    expect(configSchema.safeParse({ PROGRESS_TIME_ZONE: 'Mars/Olympus' }).success).toBe(false);
    expect(configSchema.safeParse({ PROGRESS_TIME_ZONE: 'Africa/Cairo' }).success).toBe(true);
  });
});

describe("a learner message's topic", () => {
  /** A database that records what it is asked, answering the conversation as ConversationStarted stored it. */
  const recording = () => {
    const asked: string[] = [];
    const db = {
      query: async (text: string) => {
        asked.push(text);
        return { rows: [{ subject_id: '', language_id: 'python', unit_id: 'python-loops' }] };
      },
    } as unknown as Queryable;
    return { db, asked };
  };
  const sent = { conversationId: 'c1', userId: 'u1', subjectId: '', unitId: '', languageId: '' };

  it('is what the message names, read from nowhere, when it names its subject or language', async () => {
    const { db, asked } = recording();
    expect(await messageTopic(db, { ...sent, languageId: 'javascript', unitId: 'js-arrays' })).toEqual({
      ...sent,
      languageId: 'javascript',
      unitId: 'js-arrays',
    });
    expect(await messageTopic(db, { ...sent, subjectId: 'math' })).toEqual({ ...sent, subjectId: 'math' });
    expect(asked).toEqual([]);
  });

  it('is completed from the conversation when the message names neither (written before it named the language)', async () => {
    const { db, asked } = recording();
    expect(await messageTopic(db, sent)).toEqual({ ...sent, languageId: 'python', unitId: 'python-loops' });
    expect(asked).toHaveLength(1);
  });
});

describe('checked practice figures', () => {
  const days = { today: '2026-11-25', dayOf: (at: Date) => dayIn('Africa/Cairo', at) };
  const skill = (
    unit_id: string,
    name: string,
    mastery: number | null,
    counts: Partial<SkillRow> = {},
  ): SkillRow => ({
    user_id: 'u1',
    unit_id,
    skill: name,
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
    ...counts,
  });

  it("sums a unit's skills, averages their mastery, and keeps model-marked quizzes apart", () => {
    const units = practiceUnits(
      [
        skill('fractions', 'add', 1, {
          items_answered: 3,
          items_correct: 2,
          solved_alone: 1,
          solved_with_hints: 1,
        }),
        skill('fractions', 'compare', 0.5, { items_answered: 2, items_correct: 1, shown_solution: 1 }),
        skill('fractions', 'simplify', null, { items_answered: 1 }),
      ],
      [
        score('fractions', 4, 5),
        score('geometry', 1, 2),
        { ...score('', 1, 1) }, // a free question: no unit
      ],
      days,
    );
    expect(units.map((u) => u.unitId)).toEqual(['fractions', 'geometry']);
    expect(units[0]).toMatchObject({
      checked: { itemsAnswered: 6, itemsCorrect: 3, solvedAlone: 1, solvedWithHints: 1, shownSolution: 1 },
      mastery: 0.75,
      modelMarkedQuiz: { answered: 5, correct: 4 },
    });
    // A unit quizzed by the model only has no mastery: a model's mark never counts toward it.
    expect(units[1]).toMatchObject({
      mastery: null,
      skills: [],
      modelMarkedQuiz: { answered: 2, correct: 1 },
    });
  });

  it('marks a skill due today when its next review is today or earlier, by Cairo days', () => {
    const [unit] = practiceUnits(
      [
        // 22:30 UTC on the 25th is already the 26th in Cairo: tomorrow.
        skill('u', 'late', 0.5, { next_review_at: new Date('2026-11-25T22:30:00Z') }),
        skill('u', 'now', 0.5, { next_review_at: new Date('2026-11-25T10:00:00Z') }),
        skill('u', 'past', 0.5, { next_review_at: new Date('2026-11-01T10:00:00Z') }),
        skill('u', 'never', null),
      ],
      [],
      days,
    );
    expect(unit!.skills.map((s) => [s.skill, s.dueToday])).toEqual([
      ['late', false],
      ['never', false],
      ['now', true],
      ['past', true],
    ]);
  });

  it('revises the weakest units first, at most three, never a mastered or an unjudged one', () => {
    const units = practiceUnits(
      [
        skill('a', 's', 0.6),
        skill('b', 's', 0.2, { shown_solution: 1 }),
        skill('c', 's', 0.2, { shown_solution: 3 }),
        skill('d', 's', 0.8), // mastered
        skill('e', 's', 0.79),
        skill('f', 's', null), // no attempt ended
      ],
      [score('g', 0, 5)], // model-marked: not judged
      days,
    );
    // b and c tie on mastery: c had more solutions shown.
    expect(unitsToRevise(units).map((u) => u.unitId)).toEqual(['c', 'b', 'a']);
  });
});
