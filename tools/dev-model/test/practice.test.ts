import { fencedKey, keyIn, LEAK_FORMS, leakFormOf, practiceAnswer } from '../src/practice';

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
