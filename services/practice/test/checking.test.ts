import { check, keyForGuard, readNumber } from '../src/domain/checking';
import type { Item, ItemKey, KnownMistake } from '../src/domain/items/types';
import { practiceKey } from '@tutor/contracts';

const MISCONCEPTION = { ar: 'جمعت البسطين والمقامين', en: 'You added the numerators and the denominators' };

function item(key: ItemKey, extra: Partial<Item> = {}): Item {
  return {
    id: 'test#1',
    unitId: 'primary-5-math-fraction-operations',
    skill: 'primary-5-math-fraction-operations/add',
    difficulty: 1,
    kind: key.kind,
    stem: { ar: 'سؤال', en: 'A question' },
    key,
    keyText: { ar: 'المفتاح', en: 'the key' },
    solution: [{ ar: 'الحل', en: 'The solution' }],
    hints: [
      { ar: 'تلميح ١', en: 'Hint 1' },
      { ar: 'تلميح ٢', en: 'Hint 2' },
    ],
    ...extra,
  };
}

const numberItem = (
  value: number,
  tolerance = 0,
  mistakes?: KnownMistake[],
  unit?: { ar: string; en: string },
) => item({ kind: 'number', value, tolerance, ...(unit ? { unit } : {}) }, mistakes ? { mistakes } : {});
const expressionItem = (expr: string, variables = ['x'], mistakes?: KnownMistake[]) =>
  item({ kind: 'expression', expr, variables }, mistakes ? { mistakes } : {});

const verdict = (i: Item, answer: string) => check(i, answer).verdict;

describe('number answers', () => {
  it.each([
    ['42', 42],
    ['٤٢', 42],
    ['۴۲', 42],
    ['-7', -7],
    ['−٧', -7],
    ['3.5', 3.5],
    ['٣٫٥', 3.5],
    ['3,5', 3.5],
    ['٣,٥', 3.5],
    ['٣،٥', 3.5],
    ['0,125', 0.125],
    ['2,25', 2.25],
    ['1,000', 1000],
    ['١٬٠٠٠', 1000],
    ['12,500', 12500],
    ['1,234,567', 1234567],
    ['12 345', 12345],
    ['1,000.5', 1000.5],
    ['.5', 0.5],
    ['3/4', 0.75],
    ['٣/٤', 0.75],
    ['٣⁄٤', 0.75],
    ['3 ÷ 4', 0.75],
    ['6/8', 0.75],
    ['2 1/2', 2.5],
    ['٢ ١/٢', 2.5],
    ['2½', 2.5],
    ['-2 1/2', -2.5],
    ['50%', 0.5],
    ['٥٠٪', 0.5],
    ['٪٥٠', 0.5],
    ['5 cm', 5],
    ['٥ سم', 5],
    ['12 cm²', 12],
    ['١٢ سم٢', 12],
    ['90°', 90],
    ['٢٥ جنيهًا', 25],
    ['x = 2', 2],
    ['س = ٢', 2],
    ['x=2', 2],
    ['\u200f٤٢\u200f', 42],
    ['42.', 42],
  ])('reads %s as %d', (answer, value) => {
    expect(readNumber(answer)).toBeCloseTo(value, 9);
  });

  it.each(['', 'abc', '3 + 4', '2x', '٢س', '1.2.3', '1,00,0', '3/0', 'x', '--5', '5 5'])(
    'does not read %p as a number',
    (answer) => {
      expect(readNumber(answer)).toBeUndefined();
    },
  );

  it('marks within tolerance, and fractions and decimals for one another', () => {
    expect(verdict(numberItem(0.5), '1/2')).toBe('right');
    expect(verdict(numberItem(0.5), '٠٫٥')).toBe('right');
    expect(verdict(numberItem(0.5), '50%')).toBe('right');
    expect(verdict(numberItem(1 / 3), '1/3')).toBe('right');
    expect(verdict(numberItem(1 / 3), '2/6')).toBe('right');
    expect(verdict(numberItem(1 / 3), '0.33')).toBe('wrong');
    expect(verdict(numberItem(1 / 3, 0.01), '0.33')).toBe('right');
    expect(verdict(numberItem(3.14159, 0.01), '٣٫١٤')).toBe('right');
    expect(verdict(numberItem(2.5), '2 1/2')).toBe('right');
    expect(verdict(numberItem(2.5), '5/2')).toBe('right');
    expect(verdict(numberItem(7), '8')).toBe('wrong');
  });

  it('reads a percent as the value itself when the key is a percentage', () => {
    const percent = { ar: '٪', en: '%' };
    expect(verdict(numberItem(25, 0, undefined, percent), '25%')).toBe('right');
    expect(verdict(numberItem(25, 0, undefined, percent), '٢٥')).toBe('right');
    expect(verdict(numberItem(25, 0, undefined, percent), '0.25')).toBe('wrong');
    expect(verdict(numberItem(0.25), '25%')).toBe('right');
  });

  it('names the misconception of a known wrong number, in any numerals', () => {
    const mistakes = [{ answer: '2/7', misconception: MISCONCEPTION }];
    expect(check(numberItem(7 / 12, 0, mistakes), '٢/٧')).toEqual({
      verdict: 'wrong',
      misconception: MISCONCEPTION,
    });
    expect(check(numberItem(7 / 12, 0, mistakes), '4/14')).toEqual({
      verdict: 'wrong',
      misconception: MISCONCEPTION,
    });
    expect(check(numberItem(7 / 12, 0, mistakes), '1/2')).toEqual({ verdict: 'wrong' });
  });

  it('is unreadable, never wrong, when the answer is not a number', () => {
    for (const answer of ['', '   ', 'I do not know', '3 + 4', '٢س', '1.2.3']) {
      expect(check(numberItem(7), answer)).toEqual({ verdict: 'unreadable', expected: 'number' });
    }
  });
});

describe('expression answers', () => {
  it.each([
    ['2*x + 3', '2x+3'],
    ['2*x + 3', '3 + 2x'],
    ['2*x + 3', '٢س + ٣'],
    ['2*x + 3', '٣+٢س'],
    ['2*x + 3', 'x + x + 3'],
    ['2*x + 3', '2X + 3'],
    ['2*x + 3', 'y = 2x + 3'],
    ['2*x + 3', 'ص = ٢س + ٣'],
    ['x^2 - 1', '(x-1)(x+1)'],
    ['x^2 - 1', 'x² - 1'],
    ['x^2 - 1', 'س٢ - ١'.replace('٢', '²')],
    ['x^2 - 1', 'x**2 - 1'],
    ['x^2 - 1', 'س٢ - ١'],
    ['3*x^2 + 2*x', '٣س٢ + ٢س'],
    ['6*x*y', '6xy'],
    ['6*x*y', '٦ س ص'],
    ['6*x*y', '2x × 3y'],
    ['x/2', '1/2 x'],
    ['x/2', '0.5x'],
    ['x/2', '٠٫٥س'],
    ['x/2', 'x ÷ 2'],
    ['3*(x + 2)', '3x + 6'],
    ['sqrt(x)', '√x'],
    ['sin(x)', 'جا س'],
    ['sin(x)^2 + cos(x)^2', '1'],
    ['2*pi*x', '٢ ط س'],
  ])('key %s is answered by %s', (key, answer) => {
    const variables = key.includes('y') ? ['x', 'y'] : ['x'];
    expect(verdict(expressionItem(key, variables), answer)).toBe('right');
  });

  it.each([
    ['2*x + 3', '2x - 3'],
    ['2*x + 3', '5x'],
    ['x^2 - 1', '(x-1)^2'],
    ['sqrt(x^2)', 'x'],
    ['3*(x + 2)', '3x + 2'],
  ])('key %s is not answered by %s', (key, answer) => {
    expect(verdict(expressionItem(key), answer)).toBe('wrong');
  });

  it.each([
    ['3*x^2 + 5*x - 2', '3x² + 5x - 2', 'right'],
    ['3*x^2 + 5*x - 2', '٣س٢ + ٥س - ٢', 'right'],
    ['3*x^2 + 5*x - 2', '5x - 2 + 3x^2', 'right'],
    ['3*x^2 + 5*x - 2', '(3x - 1)(x + 2)', 'wrong'],
    ['3*x^2 + 5*x - 2', '3x^2 + 6x - x - 2', 'wrong'],
    ['3*x^2 + 5*x - 2', '3x^2 + 4x - 2', 'wrong'],
    ['2*x + 7*y', '(5x + 3y) - (3x - 4y)', 'wrong'],
    ['2*x + 7*y', 'ص = ٢س + ٧ص'.replace('ص = ', ''), 'right'],
  ])('a key to be written in simplest form (%s) takes %s as %s', (key, answer, expected) => {
    const variables = key.includes('y') ? ['x', 'y'] : ['x'];
    const simplest = item({ kind: 'expression', expr: key, variables, form: 'simplified' });
    const mark = check(simplest, answer);
    expect(mark.verdict).toBe(expected);
    // Equal to the key but not simplified: the learner is told what is left, in both languages.
    if (expected === 'wrong' && verdict(expressionItem(key, variables), answer) === 'right') {
      expect(mark).toMatchObject({ misconception: { en: expect.stringContaining('simplest form') } });
    }
  });

  it('reads equations as equivalent when one is a multiple of the other', () => {
    const equation = expressionItem('2*x + 3 = 7');
    expect(verdict(equation, '2x = 4')).toBe('right');
    expect(verdict(equation, 'x = 2')).toBe('right');
    expect(verdict(equation, 'س = ٢')).toBe('right');
    expect(verdict(equation, '4 = 2x')).toBe('right');
    expect(verdict(equation, '4x + 6 = 14')).toBe('right');
    expect(verdict(equation, 'x = 3')).toBe('wrong');
    expect(verdict(equation, 'x^2 = 4')).toBe('wrong');
    expect(verdict(equation, '2x + 3')).toBe('wrong');
    const line = expressionItem('y = 2*x + 3', ['x', 'y']);
    expect(verdict(line, '2x - y + 3 = 0')).toBe('right');
    expect(verdict(line, 'ص = ٢س + ٣')).toBe('right');
    expect(verdict(line, 'y = 3x + 2')).toBe('wrong');
  });

  it('reads "x = 2" as 2 for an expression key, but not "x = 2x + 3" as 2x + 3', () => {
    const solved = expressionItem('2');
    expect(verdict(solved, 'x = 2')).toBe('right');
    expect(verdict(solved, 'س = ٢')).toBe('right');
    expect(verdict(solved, '2')).toBe('right');
    expect(verdict(solved, 'x = 3')).toBe('wrong');
    expect(verdict(expressionItem('2*x + 3'), 'x = 2x + 3')).toBe('wrong');
  });

  it('names the misconception of a known wrong expression, however it is written', () => {
    const mistake = { answer: '5*x^2', misconception: { ar: 'جمعت الأسس', en: 'You added the powers' } };
    const i = expressionItem('5*x', ['x'], [mistake]);
    expect(check(i, '٥س²')).toEqual({ verdict: 'wrong', misconception: mistake.misconception });
    expect(check(i, 'x^2 * 5')).toEqual({ verdict: 'wrong', misconception: mistake.misconception });
    expect(check(i, '6x')).toEqual({ verdict: 'wrong' });
  });

  it.each([
    '',
    'hello there',
    '2x +',
    '(x',
    'x = = 2',
    'import("fs")',
    'x; 2',
    '2 in cm',
    'ل + ١',
    'q + 1',
    '2x, 3',
  ])('is unreadable, not wrong: %p', (answer) => {
    expect(check(expressionItem('2*x + 3'), answer)).toEqual({
      verdict: 'unreadable',
      expected: 'expression',
    });
  });

  it('does not hang or throw on huge exponents and long expressions', () => {
    const i = expressionItem('2*x + 3');
    expect(verdict(i, '10^10^10^10^10')).toBe('unreadable');
    expect(verdict(i, '2^(2^(2^(2^(2^x))))')).toBe('wrong');
    expect(verdict(i, 'x^99999999')).toBe('unreadable');
    expect(verdict(i, '9'.repeat(400))).toBe('unreadable');
    expect(verdict(i, `${'('.repeat(240)}x${')'.repeat(240)}`)).toBe('unreadable');
    expect(verdict(i, 'x+'.repeat(240) + 'x')).toBe('unreadable');
    expect(verdict(i, 'x'.repeat(600))).toBe('unreadable');
    expect(verdict(numberItem(1), '1'.repeat(501))).toBe('unreadable');
    expect(verdict(numberItem(1), '9'.repeat(300))).toBe('wrong');
    expect(verdict(numberItem(1), '9'.repeat(400))).toBe('unreadable');
  });

  it('reads hostile answers of every kind without throwing', () => {
    const items = [
      numberItem(1),
      expressionItem('2*x + 3'),
      item({ kind: 'short', accepted: ['one'] }),
      item({ kind: 'choice', correct: 'o1' }, { choices: [{ id: 'o1', text: { ar: '١', en: '1' } }] }),
      item({ kind: 'order', sequence: ['p1'] }, { pieces: [{ id: 'p1', text: { ar: '١', en: '1' } }] }),
    ];
    const answers = [
      '1,'.repeat(249),
      '(' + '1/'.repeat(240),
      '٫'.repeat(499),
      'x^'.repeat(249),
      '\u0000'.repeat(400),
    ];
    for (const i of items)
      for (const answer of answers) expect(['wrong', 'unreadable']).toContain(check(i, answer).verdict);
  });
});

describe('short answers', () => {
  const short = item(
    { kind: 'short', accepted: ['مُثَلَّث قائم الزاوية', 'right triangle', 'right-angled triangle'] },
    {
      mistakes: [
        { answer: 'مثلث حاد الزاوية', misconception: { ar: 'الحادة أصغر من ٩٠°', en: 'Acute is < 90°' } },
      ],
    },
  );

  it.each([
    'مثلث قائم الزاوية',
    'مثلث قائم الزاويه',
    'مُثلّث  قائم الزاوية.',
    'Right Triangle',
    ' right triangle! ',
    'right-angled triangle',
  ])('accepts %p', (answer) => {
    expect(verdict(short, answer)).toBe('right');
  });

  it('folds alef forms, ى and ي, tashkeel and digits', () => {
    const i = item({ kind: 'short', accepted: ['إلى الأمام ٣ خطوات'] });
    expect(verdict(i, 'الي الامام 3 خطوات')).toBe('right');
    expect(verdict(i, 'إلى الأمام ٤ خطوات')).toBe('wrong');
    expect(verdict(item({ kind: 'short', accepted: ['12'] }), '١٢')).toBe('right');
    expect(verdict(item({ kind: 'short', accepted: ['0.5'] }), '1/2')).toBe('right');
  });

  it('names a known mistake and is unreadable when empty', () => {
    expect(check(short, 'مثلث حاد الزاوية')).toMatchObject({
      verdict: 'wrong',
      misconception: { en: 'Acute is < 90°' },
    });
    expect(check(short, 'square')).toEqual({ verdict: 'wrong' });
    expect(check(short, ' ؟ ')).toEqual({ verdict: 'unreadable', expected: 'text' });
  });
});

describe('choice answers', () => {
  const options = [
    { id: 'o1', text: { ar: '٢/٧', en: '2/7' }, misconception: MISCONCEPTION },
    { id: 'o2', text: { ar: '٧/١٢', en: '7/12' } },
    { id: 'o3', text: { ar: '١/١٢', en: '1/12' } },
    { id: 'o4', text: { ar: 'لا شيء مما سبق', en: 'None of these' } },
  ];
  const choice = item({ kind: 'choice', correct: 'o2' }, { choices: options });

  it.each(['o2', 'O2', 'B', 'b', '(b)', 'b)', 'ب', '7/12', '٧/١٢', '14/24', 'B. 7/12', 'ب) ٧/١٢'])(
    'reads %p as the right option',
    (answer) => {
      expect(verdict(choice, answer)).toBe('right');
    },
  );

  it('returns the misconception of a wrong option, chosen any way', () => {
    for (const answer of ['o1', 'A', 'أ', 'ا', '2/7', '٢/٧']) {
      expect(check(choice, answer)).toEqual({ verdict: 'wrong', misconception: MISCONCEPTION });
    }
    expect(check(choice, 'C')).toEqual({ verdict: 'wrong' });
    expect(check(choice, 'none of these')).toEqual({ verdict: 'wrong' });
    expect(check(choice, 'لا شئ مما سبق'.replace('شئ', 'شيء'))).toEqual({ verdict: 'wrong' });
  });

  it('is unreadable when no option is named', () => {
    for (const answer of ['', 'E', 'هـ', '5/12', 'the second one']) {
      expect(check(choice, answer)).toEqual({ verdict: 'unreadable', expected: 'choice' });
    }
  });
});

describe('order answers', () => {
  const pieces = [
    { id: 'p1', text: { ar: '٣٠٠', en: '300' } },
    { id: 'p2', text: { ar: '١٬٢٥٠', en: '1,250' } },
    { id: 'p3', text: { ar: '٤٥', en: '45' } },
  ];
  const order = item({ kind: 'order', sequence: ['p3', 'p1', 'p2'] }, { pieces });

  it.each([
    'p3 p1 p2',
    'P3, P1, P2',
    '45, 300, 1,250',
    '٤٥، ٣٠٠، ١٬٢٥٠',
    '45 < 300 < 1250',
    '3, 1, 2',
    '٣ ١ ٢',
    '3,1,2',
  ])('reads %p as the right order', (answer) => {
    expect(verdict(order, answer)).toBe('right');
  });

  it('reads pieces of several words by arrows or commas, and lines of code by lines', () => {
    const stages = item(
      { kind: 'order', sequence: ['s1', 's2', 's3'] },
      {
        pieces: [
          { id: 's2', text: { ar: 'النسيج', en: 'Tissue' } },
          { id: 's3', text: { ar: 'الكائن الحي', en: 'Whole organism' } },
          { id: 's1', text: { ar: 'الخلية', en: 'Cell' } },
        ],
      },
    );
    expect(verdict(stages, 'Cell → Tissue → Whole organism')).toBe('right');
    expect(verdict(stages, 'الخلية ← النسيج ← الكائن الحي')).toBe('right');
    expect(verdict(stages, 'Cell, Whole organism, Tissue')).toBe('wrong');
    const code = item(
      { kind: 'order', sequence: ['l1', 'l2', 'l3'] },
      {
        pieces: [
          { id: 'l3', text: { ar: 'print(total)', en: 'print(total)' } },
          { id: 'l1', text: { ar: 'total = 0', en: 'total = 0' } },
          { id: 'l2', text: { ar: 'total += 5', en: 'total += 5' } },
        ],
      },
    );
    expect(verdict(code, 'total = 0\ntotal += 5\nprint(total)')).toBe('right');
    expect(verdict(code, 'print(total)\ntotal = 0\ntotal += 5')).toBe('wrong');
  });

  it('marks a whole wrong ordering wrong and a partial one unreadable', () => {
    expect(verdict(order, '1,250, 300, 45')).toBe('wrong');
    expect(verdict(order, '1 2 3')).toBe('wrong');
    expect(verdict(order, '45, 300')).toBe('unreadable');
    expect(verdict(order, '45, 45, 300')).toBe('unreadable');
    expect(verdict(order, '45, 300, 999')).toBe('unreadable');
  });
});

describe('keyForGuard', () => {
  it('gives each kind in the form the leak guard reads', () => {
    expect(keyForGuard(numberItem(0.75, 0.01))).toEqual({ kind: 'number', value: 0.75, tolerance: 0.01 });
    expect(keyForGuard(expressionItem('2*x + 3'))).toEqual({
      kind: 'expression',
      expr: '2*x + 3',
      variables: ['x'],
    });
    const choice = item(
      { kind: 'choice', correct: 'o2' },
      {
        choices: [
          { id: 'o1', text: { ar: 'أ', en: 'a' } },
          { id: 'o2', text: { ar: '٧/١٢', en: '7/12' } },
        ],
        keyText: { ar: '٧/١٢', en: '7/12' },
      },
    );
    expect(keyForGuard(choice)).toEqual({ kind: 'text', forms: ['٧/١٢', '7/12'] });
    const order = item(
      { kind: 'order', sequence: ['b', 'a'] },
      {
        pieces: [
          { id: 'a', text: { ar: '٥', en: '5' } },
          { id: 'b', text: { ar: '٣', en: '3' } },
        ],
        keyText: { ar: '٣، ٥', en: '3, 5' },
      },
    );
    expect(keyForGuard(order)).toEqual({ kind: 'text', forms: ['٣، ٥', '3, 5'] });
    const short = keyForGuard(item({ kind: 'short', accepted: ['مثلث', 'triangle'] }));
    expect(short.kind).toBe('text');
    for (const key of [keyForGuard(choice), keyForGuard(order), short])
      expect(practiceKey.parse(key)).toEqual(key);
  });
});
