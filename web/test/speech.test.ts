/** What Read aloud says: a reply's words without markdown syntax, code and formulas left out. */
import { speechLanguage, speechText } from '../src/features/chat/speech';

describe('speechText', () => {
  it('drops markdown syntax and keeps the words', () => {
    expect(speechText('## Forces\n\nA **force** is a *push* or a `pull`.\n\n- one\n- two\n1. three')).toBe(
      'Forces\nA force is a push or a pull.\none\ntwo\nthree',
    );
    expect(speechText('See [the notes](https://example.com/notes) > and ~~not~~ this.')).toBe(
      'See the notes > and not this.',
    );
  });

  it('skips code blocks and formulas', () => {
    expect(speechText('Try this:\n\n```python\nprint("Hello")\n```\n\nThen run it.')).toBe(
      'Try this:\nThen run it.',
    );
    expect(speechText('The area is \\(\\pi r^2\\) and \\[E = mc^2\\] holds.')).toBe('The area is and holds.');
  });

  it('keeps Arabic text as it is', () => {
    expect(speechText('**القوة** هي دفع أو سحب.')).toBe('القوة هي دفع أو سحب.');
  });

  it('reads a reply in the language of its direction', () => {
    expect(speechLanguage('rtl')).toBe('ar');
    expect(speechLanguage('ltr')).toBe('en');
  });
});
