import { keyLeakCheck } from '../../src/domain/key-leak';
import { choiceTurn, expressionTurn, integerTurn, numberTurn } from '../practice-turns';

/** A test per form the key can be given in (issue 33's "Done when"), and the replies that must pass. */
describe('leak guard: a key given in any form is found', () => {
  const leaks = (turn: Parameters<typeof keyLeakCheck>[0], text: string) => keyLeakCheck(turn).leaks(text);

  it('digits', () => expect(leaks(numberTurn, 'So the answer is 0.75.')).toBe(true));
  it('Eastern Arabic digits with ٫', () => expect(leaks(numberTurn, 'إذن الناتج ٠٫٧٥')).toBe(true));
  it('a decimal comma', () => {
    expect(leaks(numberTurn, 'Das Ergebnis ist 0,75')).toBe(true);
    expect(leaks(numberTurn, 'الناتج \\( 0{,}75 \\)')).toBe(true);
  });
  it('an equivalent fraction, in either digits, or LaTeX', () => {
    expect(leaks(numberTurn, 'you get 3/4')).toBe(true);
    expect(leaks(numberTurn, 'you get 6 / 8')).toBe(true);
    expect(leaks(numberTurn, 'الناتج ٣/٤')).toBe(true);
    expect(leaks(numberTurn, 'that is \\( \\frac{3}{4} \\)')).toBe(true);
  });
  it('with its unit written on', () => {
    const force = {
      ...integerTurn,
      key: { kind: 'number' as const, value: 8, tolerance: 0 },
      stem: 'Add 3 N and 5 N.',
    };
    expect(leaks(force, 'The net force is 8N.')).toBe(true);
    expect(leaks(force, 'القوة المحصلة ٨ نيوتن')).toBe(true);
    expect(leaks(force, 'Try 2x + 8y first')).toBe(false);
  });
  it('a decimal or a percentage', () => {
    expect(leaks(integerTurn, 'x is 3.0')).toBe(true);
    expect(leaks(numberTurn, 'which is 75%')).toBe(true);
    expect(leaks(numberTurn, 'أي ٧٥٪')).toBe(true);
  });
  it('words in English', () => {
    expect(leaks(numberTurn, 'The sum is three quarters.')).toBe(true);
    expect(leaks(integerTurn, 'x must be three.')).toBe(true);
    expect(leaks(numberTurn, 'zero point seven five')).toBe(true);
  });
  it('words in Arabic', () => {
    expect(leaks(numberTurn, 'المجموع ثلاثة أرباع.')).toBe(true);
    expect(leaks(integerTurn, 'قيمة س هي ثلاثة')).toBe(true);
  });
  it('an equivalent expression', () => {
    expect(leaks(expressionTurn, 'It simplifies to 2(x+1).')).toBe(true);
    expect(leaks(expressionTurn, 'You get \\( 2 \\cdot (1 + x) \\).')).toBe(true);
  });
  it('with the Arabic letters of school algebra', () => {
    expect(leaks(expressionTurn, 'الناتج ٢س + ٢')).toBe(true);
    expect(leaks(expressionTurn, 'الناتج ٢(س + ١)')).toBe(true);
  });
  it('a choice’s text in either language, or its letter as the answer', () => {
    expect(leaks(choiceTurn, 'It is photosynthesis.')).toBe(true);
    expect(leaks(choiceTurn, 'الإجابة هي البناء الضوئي')).toBe(true);
    expect(leaks(choiceTurn, 'The answer is B.')).toBe(true);
  });
  it('in a long reply, counting what was said long before (each check reads only the end)', () => {
    const check = keyLeakCheck({ ...integerTurn, stem: 'Solve x + 3 = 6.' });
    const filler = 'Think about what stays the same on both sides. '.repeat(12);
    let text = 'Start from x + 3 = 6. ';
    for (const piece of [...filler.split(/(?<= )/), 'Taking ', 'away ', 'gives ']) {
      text += piece;
      expect(check.leaks(text)).toBe(false);
    }
    expect(check.leaks(`${text}3.`)).toBe(true);
  });
  it('a number cut between pieces is found once its pieces are together', () => {
    const check = keyLeakCheck(numberTurn);
    expect(check.leaks('So it is 0.')).toBe(false);
    expect(check.leaks('So it is 0.75')).toBe(true);
  });
});

describe('leak guard: no false alarm', () => {
  const leaks = (turn: Parameters<typeof keyLeakCheck>[0], text: string) => keyLeakCheck(turn).leaks(text);

  it('on a reply that restates the stem', () => {
    expect(leaks(numberTurn, 'We need 3/8 + 3/8, written as a decimal.')).toBe(false);
    expect(leaks(integerTurn, 'Look again at 5 + x = 8.')).toBe(false);
    expect(leaks(expressionTurn, 'We start from 6x + 4 - 4x - 2.')).toBe(false);
    expect(leaks(choiceTurn, 'The options are Respiration, Photosynthesis and Digestion.')).toBe(false);
  });
  it('on a hint', () => {
    expect(
      leaks(
        numberTurn,
        'Hint: both fractions have 8 as the denominator. What do you get when you add 3 and 3?',
      ),
    ).toBe(false);
    expect(leaks(integerTurn, 'What could you take away from both sides to leave x on its own?')).toBe(false);
    expect(leaks(expressionTurn, 'First put 6x and -4x together. What is left?')).toBe(false);
    expect(leaks(choiceTurn, 'Think about which process needs sunlight.')).toBe(false);
    expect(leaks(numberTurn, 'تلميح: المقامان متساويان، فاجمع البسطين فقط. خطوة واحدة تكفي.')).toBe(false);
  });
  it('on the key’s number where the stem has it too, until the reply says it once more', () => {
    const turn = { ...integerTurn, stem: 'Solve x + 3 = 6.' };
    expect(leaks(turn, 'We have x + 3 = 6: what can you take from both sides?')).toBe(false);
    expect(leaks(turn, 'We have x + 3 = 6, so x = 3.')).toBe(true);
  });
  it('on numbers that are not the key', () => {
    expect(leaks(numberTurn, 'You wrote 6/16: check the denominators, 8 and 8.')).toBe(false);
    expect(leaks(integerTurn, 'Take 5 from both sides: 8 - 5 = ?')).toBe(false);
  });
});
