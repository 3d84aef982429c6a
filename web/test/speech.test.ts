/** Read aloud asks for speech in the reply's own language (the words themselves are made by tutor-inference). */
import { speechLanguage } from '../src/features/chat/speech';

describe('speechLanguage', () => {
  it('reads a reply in the language of its direction', () => {
    expect(speechLanguage('rtl')).toBe('ar');
    expect(speechLanguage('ltr')).toBe('en');
  });
});
