import { HIGH_GENERATORS } from '../src/domain/bank/high';
import { MIDDLE_GENERATORS } from '../src/domain/bank/middle';
import { check } from '../src/domain/checking';
import { seeded } from '../src/domain/items/format';
import type { Item, ItemGenerator } from '../src/domain/items/types';

const GENERATORS: readonly ItemGenerator[] = [...MIDDLE_GENERATORS, ...HIGH_GENERATORS];
const SEEDS_PER_GENERATOR = 1000;
/** Wrong options by their texts and the known mistakes are read for the first seeds only (the reading is slow). */
const DEEP_SEEDS = 100;

const UNITS = [
  ...['rationals', 'expressions', 'equations', 'geometry', 'statistics'].map((s) => `middle-1-math-${s}`),
  ...['reals', 'relations', 'statistics', 'medians', 'inequality'].map((s) => `middle-2-math-${s}`),
  ...['functions', 'ratio', 'trigonometry', 'analytic', 'circle'].map((s) => `middle-3-math-${s}`),
  ...['algebra', 'trigonometry', 'similarity', 'matrices', 'vectors'].map((s) => `high-1-math-${s}`),
  ...['algebra', 'trigonometry', 'calculus', 'analytic', 'mechanics'].map((s) => `high-2-math-${s}`),
  ...['algebra', 'solid-geometry', 'calculus', 'statics', 'dynamics'].map((s) => `high-3-math-${s}`),
];

/** The same seeds on every run (a failure can be replayed), spread over the whole range. */
function seedsFor(generator: ItemGenerator): number[] {
  const random = seeded([...generator.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  return Array.from({ length: SEEDS_PER_GENERATOR }, () => random.int(0, 2 ** 31 - 1));
}

const WESTERN_DIGIT = /[0-9]/;

/** Everything that is wrong with one item (an empty list when it is well-formed and keyed right). */
function problems(generator: ItemGenerator, seed: number, item: Item, deep: boolean): string[] {
  const out: string[] = [];
  const fail = (what: string) => out.push(`${item.id}: ${what}`);
  if (item.id !== `${generator.id}#${seed}`) fail('id');
  if (
    item.unitId !== generator.unitId ||
    item.skill !== generator.skill ||
    !item.skill.startsWith(`${item.unitId}/`)
  )
    fail('unit or skill');
  if (item.kind !== generator.kind || item.key.kind !== item.kind) fail('kind');
  if (item.difficulty !== generator.difficulty) fail('difficulty');
  if (!item.stem.ar.trim() || !item.stem.en.trim()) fail('empty stem');
  if (item.hints.length < 2) fail('fewer than two hints');
  if (item.solution.length < 1) fail('no solution');
  const last = item.solution[item.solution.length - 1];
  if (!last?.ar.includes(item.keyText.ar) || !last.en.includes(item.keyText.en))
    fail('the last step does not state the key');
  for (const hint of item.hints) {
    if (hint.ar.includes(item.keyText.ar) || hint.en.includes(item.keyText.en))
      fail(`a hint gives the key: ${hint.en}`);
  }
  const arabic = [
    item.stem,
    item.keyText,
    ...item.hints,
    ...item.solution,
    ...(item.choices ?? []).map((c) => c.text),
  ];
  for (const text of arabic) if (WESTERN_DIGIT.test(text.ar)) fail(`Western digits in Arabic: ${text.ar}`);

  const right = (answer: string, how: string) => {
    const mark = check(item, answer);
    if (mark.verdict !== 'right') fail(`${how} "${answer}" marked ${mark.verdict}`);
  };
  right(item.keyText.ar, 'Arabic keyText');
  right(item.keyText.en, 'English keyText');
  const key = item.key;
  if (key.kind === 'number') right(String(key.value), 'the key value');
  if (key.kind === 'expression') right(key.expr, 'the key expression');
  if (key.kind === 'choice') {
    right(key.correct, 'the right option id');
    const ids = (item.choices ?? []).map((c) => c.id);
    if (ids.length < 3 || new Set(ids).size !== ids.length || !ids.includes(key.correct)) fail('options');
    for (const option of item.choices ?? []) {
      if (option.id === key.correct) continue;
      for (const answer of deep ? [option.id, option.text.en, option.text.ar] : [option.id]) {
        const mark = check(item, answer);
        if (mark.verdict !== 'wrong') fail(`wrong option "${answer}" marked ${mark.verdict}`);
      }
    }
  }
  for (const mistake of deep ? (item.mistakes ?? []) : []) {
    const mark = check(item, mistake.answer);
    if (mark.verdict !== 'wrong' || !mark.misconception) fail(`known mistake "${mistake.answer}" not named`);
  }
  return out;
}

describe('middle and high maths generators', () => {
  it('cover every maths unit of the preparatory and secondary years', () => {
    const covered = new Set(GENERATORS.map((g) => g.unitId));
    expect(UNITS.filter((u) => !covered.has(u))).toEqual([]);
    expect([...covered].filter((u) => !UNITS.includes(u))).toEqual([]);
    expect(new Set(GENERATORS.map((g) => g.id)).size).toBe(GENERATORS.length);
  });

  it('mix the kinds of item and the difficulties', () => {
    const kinds = new Set(GENERATORS.map((g) => g.kind));
    expect([...kinds].sort()).toEqual(['choice', 'expression', 'number']);
    expect([...new Set(GENERATORS.map((g) => g.difficulty))].sort()).toEqual([1, 2, 3]);
  });

  it.each(GENERATORS.map((g) => [g.id, g] as const))(
    '%s: a thousand seeds give well-formed items whose key passes and whose wrong options fail',
    (_id, generator) => {
      const found: string[] = [];
      seedsFor(generator).forEach((seed, i) =>
        found.push(...problems(generator, seed, generator.generate(seed), i < DEEP_SEEDS)),
      );
      expect(found.slice(0, 5)).toEqual([]);
    },
  );

  it('give the same item for the same seed', () => {
    for (const generator of GENERATORS) expect(generator.generate(4242)).toEqual(generator.generate(4242));
  });

  describe('read answers written the Arabic way', () => {
    const byId = (id: string) => {
      const generator = GENERATORS.find((g) => g.id === id);
      if (!generator) throw new Error(id);
      return generator.generate(1);
    };
    const verdict = (id: string, answer: string) => check(byId(id), answer).verdict;

    it('expressions in س ص with Eastern Arabic digits, in any order and with superscripts or ^', () => {
      expect(byId('middle-1-math-expressions/like-terms').stem.en).toBe('Simplify: (3x - 3y) - (8x - 5y)');
      expect(verdict('middle-1-math-expressions/like-terms', '٢ص - ٥س')).toBe('right');
      expect(verdict('middle-1-math-expressions/like-terms', '-٥س - ٨ص')).toBe('wrong');
      expect(byId('middle-1-math-expressions/expand').stem.en).toBe('Expand: (x - 3)(3x + 1)');
      expect(verdict('middle-1-math-expressions/expand', '٣س^٢ − ٨س − ٣')).toBe('right');
      expect(verdict('middle-1-math-expressions/expand', '-٣ - ٨س + ٣س²')).toBe('right');
      expect(verdict('high-2-math-calculus/derivative-polynomial', '٥ - ٤س')).toBe('right');
      expect(verdict('middle-3-math-analytic/line-equation', 'ص = -٣س - ٢')).toBe('right');
      expect(verdict('middle-3-math-analytic/line-equation', 'ص + ٣س + ٢ = ٠')).toBe('right');
    });

    it('an inverse, a tangent and an antiderivative in other equivalent forms', () => {
      expect(byId('high-2-math-algebra/inverse-function').stem.en).toBe('If f(x) = -4x - 3, find f⁻¹(x).');
      expect(verdict('high-2-math-algebra/inverse-function', '-(س + ٣)/٤')).toBe('right');
      expect(verdict('high-2-math-algebra/inverse-function', 'ص = (-٣ - س)/٤')).toBe('right');
      expect(verdict('high-2-math-algebra/inverse-function', 'س/(-٤) + ٣')).toBe('wrong');
      expect(byId('high-2-math-calculus/tangent-line').keyText.ar).toBe('ص = ٢س - ١٢');
      expect(verdict('high-2-math-calculus/tangent-line', 'ص - ٢س + ١٢ = ٠')).toBe('right');
      expect(verdict('high-2-math-calculus/tangent-line', 'ص = ٢س - ٣')).toBe('wrong');
      expect(byId('high-3-math-calculus/antiderivative').keyText.en).toBe('x³ - 2x² + 5');
      expect(verdict('high-3-math-calculus/antiderivative', '٥ + س³ - ٢س²')).toBe('right');
      const forgotC = check(byId('high-3-math-calculus/antiderivative'), 'س³ - ٢س²');
      expect(forgotC.verdict === 'wrong' && forgotC.misconception?.en).toContain('constant');
    });

    it('the chain rule without the inner derivative is wrong and names the mistake', () => {
      const item = byId('high-3-math-calculus/chain-rule');
      expect(item.stem.en).toBe('If y = (2x - 2)⁶, find dy/dx.');
      expect(check(item, '١٢(٢س - ٢)^٥').verdict).toBe('right');
      const mark = check(item, '٦(٢س - ٢)^٥');
      expect(mark.verdict === 'wrong' && mark.misconception?.ar).toContain('مشتقة ما داخل القوس');
    });

    it('numbers with the Arabic decimal comma, fractions, a unit or "س ="', () => {
      expect(byId('middle-3-math-trigonometry/find-side').keyText.ar).toBe('٥٫٢٩');
      expect(verdict('middle-3-math-trigonometry/find-side', '٥٫٢٩')).toBe('right');
      expect(verdict('middle-3-math-trigonometry/find-side', '٥٫٢٩ سم')).toBe('right');
      expect(verdict('middle-3-math-trigonometry/find-side', '٥٫٤')).toBe('wrong');
      expect(byId('middle-1-math-rationals/add-subtract').stem.en).toBe(
        'Find the result in its simplest form: 1/3 - 1/2',
      );
      expect(verdict('middle-1-math-rationals/add-subtract', '-٢/١٢')).toBe('right');
      expect(verdict('middle-1-math-rationals/add-subtract', '-١/٦')).toBe('right');
      expect(byId('middle-1-math-equations/linear').stem.en).toBe(
        'Find the value of x that satisfies: -6x + 12 = 42',
      );
      expect(verdict('middle-1-math-equations/linear', 'س = -٥')).toBe('right');
      expect(verdict('middle-1-math-equations/linear', '٥')).toBe('wrong');
    });

    it('options by their Arabic text or letter; a wrong one names its misconception', () => {
      const item = byId('middle-2-math-reals/square-root-equation');
      expect(item.stem.ar).toBe('أوجد مجموعة حل المعادلة في ح: س² = ١٦');
      expect(check(item, '{٤، -٤}').verdict).toBe('right');
      const mark = check(item, '{٤}');
      expect(mark.verdict === 'wrong' && mark.misconception?.en).toContain('negative root');
      const inequality = byId('middle-1-math-equations/inequality');
      expect(check(inequality, 'س < -٣').verdict).toBe('right');
      const letter = ['أ', 'ب', 'ج', 'د'][
        inequality.choices?.findIndex((c) => c.text.en === inequality.keyText.en) ?? -1
      ];
      expect(check(inequality, letter as string).verdict).toBe('right');
      const flipped = check(inequality, 'س > -٣');
      expect(flipped.verdict === 'wrong' && flipped.misconception?.en).toContain('reverses');
    });
  });
});
