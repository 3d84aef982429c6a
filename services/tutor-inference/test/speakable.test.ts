import { mathToWords } from '../src/domain/math-words';
import { speakable } from '../src/domain/speakable';

describe('LaTeX read as words', () => {
  it('reads an equation with powers in English and Arabic (Latin letters as Arabic letters)', () => {
    expect(mathToWords('a^2 + b^2 = c^2', 'en')).toBe('a squared plus b squared equals c squared');
    expect(mathToWords('a^2 + b^2 = c^2', 'ar')).toBe('أ تربيع زائد ب تربيع يساوي ج تربيع');
  });

  it('reads cubes and other powers', () => {
    expect(mathToWords('x^3 - y^{10}', 'en')).toBe('x cubed minus y to the power of 10');
    expect(mathToWords('x^3 - y^{10}', 'ar')).toBe('س تكعيب ناقص ص أس 10');
    expect(mathToWords('2^{n+1}', 'en')).toBe('2 to the power of n plus 1');
  });

  it('reads fractions', () => {
    expect(mathToWords('\\frac{1}{2} + \\dfrac{a}{b}', 'en')).toBe('1 over 2 plus a over b');
    expect(mathToWords('\\frac{1}{2} + \\dfrac{a}{b}', 'ar')).toBe('1 على 2 زائد أ على ب');
    expect(mathToWords('\\frac{x^2}{3}', 'en')).toBe('the fraction x squared, over 3,');
    expect(mathToWords('m = \\frac{y_2 - y_1}{x_2 - x_1}', 'en')).toBe(
      'm equals the fraction y sub 2 minus y sub 1, over x sub 2 minus x sub 1,',
    );
    expect(mathToWords('\\frac{a + 1}{2} = 3', 'ar')).toBe('الكسر أ زائد 1، على 2، يساوي 3');
  });

  it('reads square, cube and nth roots', () => {
    expect(mathToWords('\\sqrt{16} = 4', 'en')).toBe('the square root of 16 equals 4');
    expect(mathToWords('\\sqrt{16} = 4', 'ar')).toBe('الجذر التربيعي لـ 16 يساوي 4');
    expect(mathToWords('\\sqrt[3]{27}', 'en')).toBe('the cube root of 27');
    expect(mathToWords('\\sqrt[3]{27}', 'ar')).toBe('الجذر التكعيبي لـ 27');
    expect(mathToWords('\\sqrt[n]{x}', 'en')).toBe('the root of degree n of x');
  });

  it('reads Greek letters', () => {
    expect(mathToWords('2\\pi r', 'en')).toBe('2 pi r');
    expect(mathToWords('2\\pi r', 'ar')).toBe('2 باي ر');
    expect(mathToWords('\\Delta \\theta + \\alpha', 'en')).toBe('delta theta plus alpha');
    expect(mathToWords('\\Delta \\theta + \\alpha', 'ar')).toBe('دلتا ثيتا زائد ألفا');
  });

  it('reads the operators + − × ÷ = ≠ ≤ ≥ as commands and as symbols', () => {
    expect(mathToWords('6 \\times 2 \\div 3 - 1 \\neq 5', 'en')).toBe(
      '6 times 2 divided by 3 minus 1 is not equal to 5',
    );
    expect(mathToWords('6 × 2 ÷ 3 − 1 ≠ 5', 'en')).toBe('6 times 2 divided by 3 minus 1 is not equal to 5');
    expect(mathToWords('6 \\times 2 \\div 3 - 1 \\neq 5', 'ar')).toBe(
      '6 في 2 مقسوما على 3 ناقص 1 لا يساوي 5',
    );
    expect(mathToWords('x \\leq 3, y \\geq 1', 'en')).toBe(
      'x is less than or equal to 3, y is greater than or equal to 1',
    );
    expect(mathToWords('x ≤ 3, y ≥ 1', 'ar')).toBe('س أصغر من أو يساوي 3, ص أكبر من أو يساوي 1');
  });

  it('reads subscripts', () => {
    expect(mathToWords('v_0 + a t', 'en')).toBe('v sub 0 plus a t');
    expect(mathToWords('x_{1} + x_2', 'ar')).toBe('س 1 زائد س 2');
  });

  it('reads \\text as written and passes over spacing and unknown commands', () => {
    expect(mathToWords('F = 10\\,\\text{newtons}', 'en')).toBe('F equals 10 newtons');
    expect(mathToWords('\\left( x + 1 \\right) \\unknown', 'en')).toBe('x plus 1');
    expect(mathToWords('}x{', 'en')).toBe('x'); // unbalanced braces end neither the reading nor the loop
  });
});

describe('speakable: the text Read aloud says', () => {
  it('drops markdown marks and keeps the words', () => {
    expect(
      speakable('## Forces\n\nA **force** is a *push* or a `pull`.\n\n- one\n- two\n1. three', 'en', 500),
    ).toBe('Forces A force is a push or a pull. one two three');
    expect(speakable('See [the notes](https://example.com/notes) > and ~~not~~ this.', 'en', 500)).toBe(
      'See the notes > and not this.',
    );
    expect(speakable('**القوة** هي دفع أو سحب.', 'ar', 500)).toBe('القوة هي دفع أو سحب.');
  });

  it('reads inline and display LaTeX as words in the reply language', () => {
    expect(speakable('By Pythagoras, \\( a^2 + b^2 = c^2 \\).', 'en', 500)).toBe(
      'By Pythagoras, a squared plus b squared equals c squared.',
    );
    expect(speakable('حسب فيثاغورس: \\[ a^2 + b^2 = c^2 \\]', 'ar', 500)).toBe(
      'حسب فيثاغورس: أ تربيع زائد ب تربيع يساوي ج تربيع.',
    );
    expect(speakable('So \\[ x = \\frac{6}{2 + 1} \\] Next, \\( y = \\frac{a}{b + 1} \\).', 'en', 500)).toBe(
      'So x equals the fraction 6, over 2 plus 1. Next, y equals the fraction a, over b plus 1.',
    );
    expect(speakable('The area is $\\pi r^2$, costs $5 and $10.', 'en', 500)).toBe(
      'The area is pi r squared, costs $5 and $10.',
    );
  });

  it('reads bare maths in prose but leaves words like C++ alone', () => {
    expect(speakable('So x^2 = 9 and x_1 is 3; C++ is fine.', 'en', 500)).toBe(
      'So x squared equals 9 and x sub 1 is 3; C++ is fine.',
    );
    expect(speakable('إذن x^2 = 9', 'ar', 500)).toBe('إذن س تربيع يساوي 9');
    expect(speakable('Area: 154 cm², and 2³ × 2⁴.', 'en', 500)).toBe(
      'Area: 154 cm squared, and 2 cubed times 2⁴.',
    );
    expect(speakable('المساحة x² + y²', 'ar', 500)).toBe('المساحة س تربيع زائد ص تربيع');
    expect(speakable('المساحة 154 سم²', 'ar', 500)).toBe('المساحة 154 سم تربيع');
  });

  it('announces fenced code blocks instead of reading them', () => {
    const reply = 'Try this:\n\n```python\nprint("Hello")\n```\n\nThen run it.';
    expect(speakable(reply, 'en', 500)).toBe('Try this: a Python code block. Then run it.');
    expect(speakable(reply, 'ar', 500)).toBe('Try this: مقطع برمجي بلغة Python. Then run it.');
    expect(speakable('```\nx = 1\n```', 'en', 500)).toBe('a code block.');
    expect(speakable('```js\nlet a = 1;\n```', 'en', 500)).toBe('a JavaScript code block.');
    expect(speakable('```\nx = 1\n```', 'ar', 500)).toBe('مقطع برمجي.');
  });

  it('keeps at most maxChars characters', () => {
    expect(speakable('word '.repeat(100), 'en', 20)).toHaveLength(20);
  });
});
