import { HIGH_GENERATORS } from '../src/domain/bank/high';
import { MIDDLE_GENERATORS } from '../src/domain/bank/middle';
import { check } from '../src/domain/checking';
import { seeded } from '../src/domain/items/format';
import type { Item, ItemGenerator } from '../src/domain/items/types';

const GENERATORS: readonly ItemGenerator[] = [...MIDDLE_GENERATORS, ...HIGH_GENERATORS];
const SEEDS_PER_GENERATOR = 1000;

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
function problems(generator: ItemGenerator, seed: number, item: Item): string[] {
  const out: string[] = [];
  const fail = (what: string) => out.push(`${item.id}: ${what}`);
  if (item.id !== `${generator.id}#${seed}`) fail('id');
  if (item.unitId !== generator.unitId || item.skill !== generator.skill || !item.skill.startsWith(`${item.unitId}/`))
    fail('unit or skill');
  if (item.kind !== generator.kind || item.key.kind !== item.kind) fail('kind');
  if (item.difficulty !== generator.difficulty) fail('difficulty');
  if (!item.stem.ar.trim() || !item.stem.en.trim()) fail('empty stem');
  if (item.hints.length < 2) fail('fewer than two hints');
  if (item.solution.length < 1) fail('no solution');
  const last = item.solution[item.solution.length - 1];
  if (!last?.ar.includes(item.keyText.ar) || !last.en.includes(item.keyText.en)) fail('the last step does not state the key');
  for (const hint of item.hints) {
    if (hint.ar.includes(item.keyText.ar) || hint.en.includes(item.keyText.en)) fail(`a hint gives the key: ${hint.en}`);
  }
  const arabic = [item.stem, item.keyText, ...item.hints, ...item.solution, ...(item.choices ?? []).map((c) => c.text)];
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
      for (const answer of [option.id, option.text.en, option.text.ar]) {
        const mark = check(item, answer);
        if (mark.verdict !== 'wrong') fail(`wrong option "${answer}" marked ${mark.verdict}`);
      }
    }
  }
  for (const mistake of item.mistakes ?? []) {
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

  it('mix the kinds of item', () => {
    const kinds = new Set(GENERATORS.map((g) => g.kind));
    expect([...kinds].sort()).toEqual(['choice', 'expression', 'number']);
  });

  it.each(GENERATORS.map((g) => [g.id, g] as const))(
    '%s: a thousand seeds give well-formed items whose key passes and whose wrong options fail',
    (_id, generator) => {
      const found: string[] = [];
      for (const seed of seedsFor(generator)) found.push(...problems(generator, seed, generator.generate(seed)));
      expect(found.slice(0, 5)).toEqual([]);
    },
  );

  it('give the same item for the same seed', () => {
    for (const generator of GENERATORS) expect(generator.generate(4242)).toEqual(generator.generate(4242));
  });
});
