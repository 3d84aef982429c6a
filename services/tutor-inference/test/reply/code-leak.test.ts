import { keyLeakCheck } from '../../src/domain/key-leak';
import { codeTurn, jsCodeTurn } from '../practice-turns';

/** The leak guard for a programming exercise's model solution (issue 34): a copy is held back, pointing is not. */
describe('leak guard: a code key (the model solution)', () => {
  const leaks = (turn: Parameters<typeof keyLeakCheck>[0], text: string) => keyLeakCheck(turn).leaks(text);
  const fenced = (language: string, code: string) => `Here you go:\n\n\`\`\`${language}\n${code}\n\`\`\`\n`;
  const solutionOf = (turn: typeof codeTurn) => (turn.key.kind === 'code' ? turn.key.solution : '');

  it('holds back the whole solution in a fenced block', () => {
    expect(leaks(codeTurn, fenced('python', solutionOf(codeTurn)))).toBe(true);
    expect(leaks(jsCodeTurn, fenced('js', solutionOf(jsCodeTurn)))).toBe(true);
  });

  it('holds back the solution re-spaced, commented, in other quotes, without semicolons, or renamed', () => {
    const python = [
      'def average( numbers ):   # the average',
      '    if not numbers :  # nothing to divide',
      '        return 0',
      '    total=0',
      '    for n in numbers:',
      '        total+=n',
      '    return total/len( numbers )',
    ].join('\n');
    expect(leaks(codeTurn, fenced('python', python))).toBe(true);
    const js = [
      'function countVowels(text){ // count them',
      '    let count = 0',
      '    /* each letter */ for (const ch of text.toLowerCase()) {',
      '        if ("aeiou".includes(ch)) count++',
      '    }',
      '    return count',
      '}',
    ].join('\n');
    expect(leaks(jsCodeTurn, fenced('javascript', js))).toBe(true);
    const renamed = [
      'function vowels(s) {',
      '  let n = 0;',
      '  for (const c of s.toLowerCase()) {',
      "    if ('aeiou'.includes(c)) n++;",
      '  }',
      '  return n;',
      '}',
    ].join('\n');
    expect(leaks(jsCodeTurn, fenced('javascript', renamed))).toBe(true);
  });

  it('holds back the solution written as inline code, a line at a time', () => {
    const text =
      'First write `let count = 0;`, then loop with `for (const ch of text.toLowerCase()) {` and add one when ' +
      "`if ('aeiou'.includes(ch)) count++;`, and finally `return count;`.";
    expect(leaks(jsCodeTurn, text)).toBe(true);
  });

  it('passes the learner’s own code quoted back, whole or the line with the error', () => {
    const learner = codeTurn.code!.learnerCode;
    const numbered = learner
      .split('\n')
      .map((line, i) => `${i + 1}| ${line}`)
      .join('\n');
    expect(leaks(codeTurn, fenced('python', learner))).toBe(false);
    expect(leaks(codeTurn, fenced('python', numbered))).toBe(false);
    expect(
      leaks(
        codeTurn,
        'Look at line 5: `return total / len(numbers)`. What is `len(numbers)` when the list is empty?',
      ),
    ).toBe(false);
    expect(leaks(jsCodeTurn, fenced('js', jsCodeTurn.code!.learnerCode))).toBe(false);
  });

  it('passes a one-line fix hint that shares one line with the solution', () => {
    expect(
      leaks(
        codeTurn,
        'Line 5 divides by `len(numbers)`, which is 0 for `[]`. Before it, you could check:\n\n```python\nif not numbers:\n```\n\nWhat should the function give back then?',
      ),
    ).toBe(false);
    expect(
      leaks(
        jsCodeTurn,
        'On line 2, `match` gives `null` when nothing matches. Try starting with `let count = 0;`.',
      ),
    ).toBe(false);
  });

  it('holds back the one missing line when it is all the learner’s code lacks', () => {
    const add = {
      ...codeTurn,
      stem: 'Write add(a, b) that returns the sum of a and b.',
      key: { kind: 'code' as const, language: 'python', solution: 'def add(a, b):\n    return a + b' },
      hintsReleased: [],
      fallback: 'Which operation gives a sum?',
      code: { language: 'python', learnerCode: 'def add(a, b):\n    return a - b' },
    };
    expect(leaks(add, 'Change line 2 to `return a + b`.')).toBe(true);
    expect(leaks(add, 'Look at line 2: `return a - b`. Which operation gives a sum?')).toBe(false);
  });

  it('does not count a line the learner was already shown in a hint', () => {
    const hinted = { ...codeTurn, hintsReleased: ['Start with `if not numbers:` and `return 0`.'] };
    expect(leaks(codeTurn, 'Add these two lines:\n```python\nif not numbers:\n    return 0\n```')).toBe(true);
    expect(leaks(hinted, 'Add these two lines:\n```python\nif not numbers:\n    return 0\n```')).toBe(false);
  });

  it('holds back a block being streamed once enough of it is written (an open fence counts)', () => {
    const check = keyLeakCheck(jsCodeTurn);
    const lines = solutionOf(jsCodeTurn).split('\n');
    let text = 'Here is how:\n```js\n';
    const heldAt = lines.findIndex((line) => {
      text += `${line}\n`;
      return check.leaks(text);
    });
    expect(heldAt).toBeGreaterThan(0);
    expect(heldAt).toBeLessThan(lines.length - 1);
  });
});
