import { failingLine, fencedKey, keyIn, LEAK_FORMS, leakFormOf, practiceAnswer } from '../src/practice';

const system = (key: string) =>
  [
    'You are a tutor.',
    'Between <practice-item> and </practice-item>:',
    '<practice-item>',
    '<stem>Q</stem>',
    key,
    '</practice-item>',
  ].join('\n');

describe('dev model: a tutoring turn inside practice', () => {
  const number = system('<key kind="number" tolerance="0">0.75</key>');
  const expression = system('<key kind="expression" variables="x">2*x + 2</key>');

  it('reads the fenced key, and the leak asked for by a marker', () => {
    expect(fencedKey(number)).toEqual({ kind: 'number', value: '0.75' });
    expect(fencedKey('no practice here')).toBeUndefined();
    expect(leakFormOf(number, 'Give me a hint [[leak:words-ar]]')).toBe('words-ar');
    expect(leakFormOf(number, 'Give me a hint')).toBeUndefined();
  });

  it('gives the key in each form', () => {
    const forms = Object.fromEntries(LEAK_FORMS.map((f) => [f, keyIn(f, fencedKey(number)!)]));
    expect(forms).toMatchObject({
      digits: '0.75',
      'eastern-digits': '٠٫٧٥',
      'decimal-comma': '0,75',
      fraction: '6/8',
      'words-en': 'three quarters',
      'words-ar': 'ثلاثة أرباع',
    });
    expect(keyIn('expression', fencedKey(expression)!)).toBe('2(x + 1)');
    expect(keyIn('arabic-variables', fencedKey(expression)!)).toBe('٢س + ٢');
    expect(keyIn('choice', { kind: 'text', value: 'Photosynthesis | البناء الضوئي' }, true)).toBe(
      'البناء الضوئي',
    );
  });

  it('keeps the key back unless asked to give it', () => {
    expect(practiceAnswer(number, 'Give me a hint', false)).toMatch(/^\*\*Hint:\*\*/);
    expect(practiceAnswer(number, 'Give me a hint', false)).not.toContain('0.75');
    expect(practiceAnswer(number, 'Give me a hint [[leak:digits]]', false)).toMatch(/^The answer is 0\.75\./);
  });
});

describe('dev model: a programming exercise inside practice', () => {
  const program = system(
    [
      '<key kind="code" language="python">',
      'def average(numbers):',
      '    if not numbers:',
      '        return 0',
      '    return sum(numbers) / len(numbers)',
      '</key>',
      '<learner-code language="python">',
      '1| def average(numbers):',
      '2|     return sum(numbers) / len(numbers)',
      '</learner-code>',
      '<failing-test name="an empty list" hidden="true">',
      '<test-input></test-input>',
      '<expected-output>0</expected-output>',
      '<actual-output></actual-output>',
      '<test-verdict>error</test-verdict>',
      '<test-error line="2">ZeroDivisionError: division by zero</test-error>',
      '</failing-test>',
    ].join('\n'),
  );

  it('reads the model solution as a code key, and writes it out in a fenced block when asked to leak', () => {
    expect(fencedKey(program)).toEqual({
      kind: 'code',
      language: 'python',
      value:
        'def average(numbers):\n    if not numbers:\n        return 0\n    return sum(numbers) / len(numbers)',
    });
    expect(practiceAnswer(program, 'Why does my code fail? [[leak:code]]', false)).toMatch(
      /^Here is the solution:\n\n```python\ndef average\(numbers\):\n {4}if not numbers:\n/,
    );
  });

  it('points at the line of the error, quoting the learner’s code and the error, in either language', () => {
    expect(failingLine(program)).toEqual({
      line: 2,
      code: 'return sum(numbers) / len(numbers)',
      error: 'ZeroDivisionError: division by zero',
    });
    const reply = practiceAnswer(program, 'Why does my code fail?', false)!;
    expect(reply).toMatch(/^Look at line 2: `return sum\(numbers\) \/ len\(numbers\)`\./);
    expect(reply).toContain('ZeroDivisionError: division by zero');
    expect(reply).not.toContain('if not numbers');
    expect(practiceAnswer(program, 'لماذا لا ينجح الكود الخاص بي؟', true)).toMatch(/^انظر إلى السطر 2:/);
  });

  it('without an error, points at the line that returns or prints', () => {
    const wrongOutput = program.replace(/<test-error[^\n]*\n/, '');
    expect(failingLine(wrongOutput)).toEqual({ line: 2, code: 'return sum(numbers) / len(numbers)' });
  });
});
