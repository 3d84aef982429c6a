/** The learner's own text as markdown: pasted code becomes a code block, prose and fenced text stay as written. */
import { learnerMarkdown } from '../src/features/chat/learnerText';

describe('learnerMarkdown', () => {
  it('fences pasted code (indented, statements) and keeps the question before it as prose', () => {
    const pasted =
      'Why does this fail?\ndef total(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s';
    expect(learnerMarkdown(pasted)).toBe(
      'Why does this fail?\n```\ndef total(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s\n```',
    );
  });

  it('fences C-like code with blank lines inside, and the prose after it stays prose', () => {
    const pasted = 'int main() {\n  int x = 1;\n\n  return x;\n}\n\nIt prints nothing.';
    expect(learnerMarkdown(pasted)).toBe(
      '```\nint main() {\n  int x = 1;\n\n  return x;\n}\n```\n\nIt prints nothing.',
    );
  });

  it('leaves prose, a single code-looking line, Arabic and already fenced code as written', () => {
    for (const text of [
      'What is energy?\nAnd what is work?',
      'I wrote x = 5 and it worked.',
      'ما هو قانون نيوتن الثاني؟\nوما هي الكتلة؟',
      'Look:\n```python\nx = 1\ny = 2\n```',
    ])
      expect(learnerMarkdown(text)).toBe(text);
  });
});
