import { readNumber } from '../src/domain/checking';
import { choiceOptions, orderPieces } from '../src/domain/items/build';
import {
  AR_NOUNS,
  addFractions,
  algebra,
  ar,
  arabicCount,
  en,
  formatFraction,
  formatNumber,
  multiplyFractions,
  num,
  seeded,
} from '../src/domain/items/format';

describe('numbers written for each language', () => {
  it.each([
    [5, '٥', '5'],
    [-7, '-٧', '-7'],
    [3.5, '٣٫٥', '3.5'],
    [0.1 + 0.2, '٠٫٣', '0.3'],
    [1000, '١٬٠٠٠', '1,000'],
    [1234567.25, '١٬٢٣٤٬٥٦٧٫٢٥', '1,234,567.25'],
  ])('%d is %s and %s, and reads back', (value, arabic, english) => {
    expect(formatNumber(value, 'ar')).toBe(arabic);
    expect(formatNumber(value, 'en')).toBe(english);
    expect(readNumber(arabic)).toBeCloseTo(value, 9);
    expect(readNumber(english)).toBeCloseTo(value, 9);
  });

  it('writes fractions, mixed numbers and algebra in each language', () => {
    expect(formatFraction({ n: 3, d: 4 }, 'ar')).toBe('٣/٤');
    expect(formatFraction({ n: 7, d: 2 }, 'en', { mixed: true })).toBe('3 1/2');
    expect(formatFraction({ n: 7, d: 2 }, 'ar', { mixed: true })).toBe('٣ ١/٢');
    expect(addFractions({ n: 1, d: 3 }, { n: 1, d: 6 })).toEqual({ n: 1, d: 2 });
    expect(multiplyFractions({ n: 2, d: 3 }, { n: 3, d: 4 })).toEqual({ n: 1, d: 2 });
    expect(algebra('2x^2 + 3y - 1')).toEqual({ ar: '٢س² + ٣ص - ١', en: '2x² + 3y - 1' });
    expect(ar`اجمع ${12} و${num(0.5)}`).toBe('اجمع ١٢ و٠٫٥');
    expect(en`add ${12} and ${num(0.5)}`).toBe('add 12 and 0.5');
  });

  it('counts in Arabic with the noun agreeing', () => {
    expect([1, 2, 3, 10, 11, 99, 100, 250].map((n) => arabicCount(n, AR_NOUNS.pound))).toEqual([
      'جنيه واحد',
      'جنيهين',
      '٣ جنيهات',
      '١٠ جنيهات',
      '١١ جنيهًا',
      '٩٩ جنيهًا',
      '١٠٠ جنيه',
      '٢٥٠ جنيهًا',
    ]);
  });
});

describe('seeded randomness', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const random = seeded(seed);
      return [
        random.int(1, 1000),
        random.pick(['a', 'b', 'c', 'd']),
        random.shuffle([1, 2, 3, 4, 5]),
        random.distinct(3, 1, 9),
      ];
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in range and gives distinct values', () => {
    const random = seeded(7);
    for (let i = 0; i < 1000; i += 1) {
      const n = random.int(-3, 3);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThanOrEqual(3);
    }
    expect(new Set(random.distinct(9, 1, 9)).size).toBe(9);
  });
});

describe('choices and orderings', () => {
  it('drops distractors that read the same as the key or each other, and numbers options as shown', () => {
    const { choices, key } = choiceOptions(seeded(1), num(0.5), [
      { text: { ar: '١/٢', en: '1/2' } },
      { text: num(3) },
      { text: num(3) },
      { text: num(4) },
    ]);
    expect(choices.map((c) => c.text.en).sort()).toEqual(['0.5', '3', '4']);
    expect(choices.map((c) => c.id)).toEqual(['o1', 'o2', 'o3']);
    expect(key).toEqual({ kind: 'choice', correct: choices.find((c) => c.text.en === '0.5')?.id });
  });

  it('never shows an ordering already in order, and keys it by the ids shown', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const inOrder = [num(1), num(5), num(9)];
      const { pieces, key } = orderPieces(seeded(seed), inOrder);
      expect(pieces.map((p) => p.text.en)).not.toEqual(['1', '5', '9']);
      expect(pieces.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
      if (key.kind !== 'order') throw new Error('not an order key');
      expect(key.sequence.map((id) => pieces.find((p) => p.id === id)?.text.en)).toEqual(['1', '5', '9']);
    }
  });
});
