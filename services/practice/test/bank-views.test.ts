import { GENERATORS, WRITTEN_ITEMS } from '../src/domain/bank';
import type { AttemptRow } from '../src/data/practice';
import type { Item } from '../src/domain/items/types';
import { attemptView } from '../src/domain/views';
import { addExercise, PROGRAMS } from './support/code';

/**
 * Over the real bank (whatever the registries hold): a learner who has just opened an item sees its stem and
 * options and nothing of its key, solution or hints, in either language; and each ladder lets the rules work.
 */
const SEEDS = [1, 2, 3, 1234567];
const items: Item[] = [...GENERATORS.flatMap((g) => SEEDS.map((seed) => g.generate(seed))), ...WRITTEN_ITEMS];

const fresh = (item: Item, language: 'ar' | 'en'): AttemptRow => ({
  id: '00000000-0000-4000-8000-000000000000',
  learner_id: '00000000-0000-4000-8000-000000000001',
  session_id: null,
  position: 0,
  source: 'practice',
  source_id: item.id.split('#')[0]!,
  seed: null,
  unit_id: item.unitId,
  subject_id: '',
  language_id: '',
  skill: item.skill,
  language,
  answers: 0,
  wrong_answers: 0,
  hints_released: 0,
  solution_shown: false,
  status: 'open',
});

describe('the bank as a learner first sees it', () => {
  it(`shows no key, solution step or hint of any of the ${items.length} items before an attempt`, () => {
    const leaks: string[] = [];
    for (const item of items)
      for (const language of ['ar', 'en'] as const) {
        const view = attemptView(fresh(item, language), item, 3);
        if (view.solution !== null || view.answer !== null || view.hints.length || view.canHint)
          leaks.push(`${item.id} (${language})`);
        const text = JSON.stringify(view);
        const steps = item.solution.map((s) => s[language]).filter((s) => !item.stem[language].includes(s));
        if ([...steps, ...item.hints.map((h) => h[language])].some((s) => text.includes(s)))
          leaks.push(`${item.id} (${language}): a step or hint`);
      }
    expect(leaks).toEqual([]);
  });

  // The registries' programming exercises, and the tests' own so that the check never runs on none.
  const exercises = [...items.filter((i) => i.kind === 'code'), addExercise];

  it(`shows no hidden test's data and no model solution of the ${exercises.length} programming exercises, before or after a wrong submission`, () => {
    const leaks: string[] = [];
    for (const item of exercises)
      for (const language of ['ar', 'en'] as const) {
        const tests = item.code!.tests;
        const failed = tests.map((x) => ({ id: x.id, verdict: 'failed' as const, stdout: `out of ${x.id}` }));
        const wrong = { ...fresh(item, language), answers: 1, wrong_answers: 1 };
        for (const view of [
          attemptView(fresh(item, language), item, 3),
          attemptView(wrong, item, 3, { code: PROGRAMS.hiddenWrong, tests: failed }),
        ]) {
          if (view.answer !== null || view.solution !== null)
            leaks.push(`${item.id} (${language}): the solution`);
          const text = JSON.stringify(view);
          if (item.key.kind === 'code' && text.includes(JSON.stringify(item.key.solution).slice(1, -1)))
            leaks.push(`${item.id} (${language}): the model solution`);
          for (const hidden of tests.filter((x) => x.hidden))
            for (const data of [hidden.expected, hidden.after, hidden.stdin, `out of ${hidden.id}`])
              if (data?.trim() && text.includes(JSON.stringify(data).slice(1, -1)))
                leaks.push(`${item.id} (${language}): hidden test ${hidden.id}`);
        }
      }
    expect(leaks).toEqual([]);
  });

  it('gives every programming exercise at least two example tests and two hidden ones', () => {
    const few = exercises.filter((i) => {
      const hidden = i.code!.tests.filter((x) => x.hidden).length;
      return hidden < 2 || i.code!.tests.length - hidden < 2;
    });
    expect(few.map((i) => i.id)).toEqual([]);
  });

  it('gives every item a ladder of at least two hints and a solution', () => {
    expect(items.filter((i) => i.hints.length < 2 || !i.solution.length).map((i) => i.id)).toEqual([]);
  });
});
