import { chooseQuizSource, chooseReviewSet, chooseUnitSet, orderSkills } from '../src/domain/choice';
import {
  afterAnswer,
  afterHint,
  afterQuizAnswer,
  afterSolution,
  canSeeSolution,
  hintRefusal,
  RuleRefusal,
  type AttemptState,
} from '../src/domain/rules';
import { masteryOf, newSkillState, RECENT_ATTEMPTS, review } from '../src/domain/schedule';
import { testBank, UNIT } from './support/bank';

/** The rules of practice, pure (ADR 22). */
const fresh: AttemptState = {
  status: 'open',
  answers: 0,
  wrongAnswers: 0,
  hintsReleased: 0,
  solutionShown: false,
};
const limits = { ladder: 3, wrongAnswersForSolution: 3 };
const wrong = { verdict: 'wrong' } as const;
const right = { verdict: 'right' } as const;
const unreadable = { verdict: 'unreadable', expected: 'number' } as const;
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return (err as RuleRefusal).refusal;
  }
  return undefined;
};

describe('the rules of an attempt', () => {
  it('refuses a hint before a marked answer; an unreadable answer is no attempt', () => {
    expect(hintRefusal(fresh, limits)).toBe('HINT_BEFORE_ATTEMPT');
    expect(afterAnswer(fresh, unreadable)).toBe(fresh);
    expect(hintRefusal(afterAnswer(fresh, unreadable), limits)).toBe('HINT_BEFORE_ATTEMPT');
    expect(hintRefusal(afterAnswer(fresh, wrong), limits)).toBeUndefined();
  });

  it('releases hints one at a time up to the ladder', () => {
    let s = afterAnswer(fresh, wrong);
    for (let n = 1; n <= 3; n++) {
      s = afterHint(s, limits);
      expect(s.hintsReleased).toBe(n);
    }
    expect(refusalOf(() => afterHint(s, limits))).toBe('NO_HINTS_LEFT');
  });

  it('shows the solution only after an attempt and the whole ladder, or enough wrong answers', () => {
    expect(canSeeSolution(fresh, limits)).toBe(false);
    expect(refusalOf(() => afterSolution(fresh, limits))).toBe('SOLUTION_NOT_YET');
    // The whole ladder with no answer is impossible (a hint needs one), and one answer with two hints is not enough.
    const twoHints = afterHint(afterHint(afterAnswer(fresh, wrong), limits), limits);
    expect(canSeeSolution(twoHints, limits)).toBe(false);
    expect(canSeeSolution(afterHint(twoHints, limits), limits)).toBe(true);
    const threeWrong = [1, 2, 3].reduce((s) => afterAnswer(s, wrong), fresh);
    expect(canSeeSolution(threeWrong, limits)).toBe(true);
    expect(canSeeSolution(threeWrong, { ...limits, wrongAnswersForSolution: 4 })).toBe(false);
    expect(afterSolution(threeWrong, limits)).toMatchObject({
      status: 'shown_solution',
      solutionShown: true,
    });
  });

  it('names the outcome: alone with no hint, with hints, or shown the solution', () => {
    expect(afterAnswer(fresh, right).status).toBe('solved_alone');
    expect(afterAnswer(afterAnswer(fresh, wrong), right).status).toBe('solved_alone');
    const hinted = afterHint(afterAnswer(fresh, wrong), limits);
    expect(afterAnswer(hinted, right).status).toBe('solved_with_hints');
    const done = afterAnswer(fresh, right);
    expect(afterAnswer(done, wrong)).toBe(done);
    expect(refusalOf(() => afterHint(done, limits))).toBe('ITEM_DONE');
  });

  it('ends a quiz question at its first marked answer', () => {
    expect(afterQuizAnswer(fresh, unreadable)).toBe(fresh);
    expect(afterQuizAnswer(fresh, right).status).toBe('solved_alone');
    expect(afterQuizAnswer(fresh, wrong).status).toBe('shown_solution');
  });
});

describe('choosing items', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const day = (d: number) => new Date(now.getTime() + d * 86_400_000);

  it('puts due skills first (longest due first), then the weakest, then the unseen', () => {
    const practised = [
      { skill: 'strong', dueAt: day(5), mastery: 1 },
      { skill: 'weak', dueAt: day(2), mastery: 0.2 },
      { skill: 'due-today', dueAt: day(-1), mastery: 1 },
      { skill: 'due-long', dueAt: day(-9), mastery: 0.8 },
    ];
    expect(orderSkills(['new', 'strong', 'weak', 'due-today', 'due-long'], practised, now)).toEqual([
      'due-long',
      'due-today',
      'weak',
      'strong',
      'new',
    ]);
  });

  it("fills a unit's set from its skills in that order, again from the first when it has fewer", () => {
    const sources = testBank.unitSources(UNIT);
    expect(chooseUnitSet(sources, [], now, 3)).toEqual(['test-add', 'test-compare-1', 'test-add']);
    const addDue = [{ skill: `${UNIT}/compare`, dueAt: day(-1), mastery: 1 }];
    expect(chooseUnitSet(sources, addDue, now, 2)).toEqual(['test-compare-1', 'test-add']);
  });

  it('asks Quiz me questions in a set’s order, never one of the last asked while another is left', () => {
    const sources = testBank.unitSources(UNIT);
    expect(chooseQuizSource(sources, [], now, new Set())).toBe('test-add');
    // Just asked (and marked wrong: the skill is the weakest): the next item, not the same one again.
    const addWeak = [{ skill: `${UNIT}/add`, dueAt: day(1), mastery: 0 }];
    expect(chooseQuizSource(sources, addWeak, now, new Set(['test-add']))).toBe('test-compare-1');
    expect(chooseQuizSource(sources, addWeak, now, new Set(sources.map((s) => s.id)))).toBe('test-add');
    expect(chooseQuizSource([], [], now, new Set())).toBeUndefined();
  });

  it('makes a review set of one item per due skill, skipping skills the bank no longer has', () => {
    const due = [{ skill: `${UNIT}/compare` }, { skill: 'gone/skill' }, { skill: `${UNIT}/add` }];
    expect(chooseReviewSet(due, testBank.skillSources, 5, () => 0)).toEqual(['test-compare-1', 'test-add']);
    expect(chooseReviewSet(due, testBank.skillSources, 1, () => 0)).toEqual(['test-compare-1']);
  });
});

describe('scheduling and mastery', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('schedules solved alone later than with hints, and with hints no sooner than shown the solution', () => {
    const due = (outcome: 'solved_alone' | 'solved_with_hints' | 'shown_solution') =>
      review(newSkillState(now), outcome, now).dueAt.getTime();
    expect(due('solved_alone')).toBeGreaterThan(due('solved_with_hints'));
    expect(due('solved_with_hints')).toBeGreaterThanOrEqual(due('shown_solution'));
    expect(due('shown_solution')).toBeGreaterThan(now.getTime());
  });

  it('reads back a stored card (dates as text) and counts outcomes', () => {
    const first = review(newSkillState(now), 'solved_alone', now);
    const stored = JSON.parse(JSON.stringify(first));
    const later = new Date(first.dueAt.getTime() + 60_000);
    const second = review(stored, 'solved_alone', later);
    expect(second.dueAt.getTime()).toBeGreaterThan(first.dueAt.getTime());
    expect(second).toMatchObject({ solved_alone: 2, recent: ['solved_alone', 'solved_alone'], mastery: 1 });
  });

  it(`takes mastery as the share of the last ${RECENT_ATTEMPTS} attempts solved alone`, () => {
    expect(masteryOf([])).toBe(0);
    expect(masteryOf(['solved_alone', 'solved_with_hints', 'shown_solution', 'solved_alone'])).toBe(0.5);
    let state = newSkillState(now);
    for (const outcome of [
      'shown_solution',
      'shown_solution',
      'solved_alone',
      'solved_alone',
      'solved_alone',
      'solved_alone',
      'solved_alone',
    ] as const)
      state = review(state, outcome, now);
    expect(state.recent).toHaveLength(RECENT_ATTEMPTS);
    expect(state.mastery).toBe(1);
    expect(state).toMatchObject({ solved_alone: 5, shown_solution: 2 });
  });
});
