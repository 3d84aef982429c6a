import type { PracticeTurn } from '@tutor/contracts';

/** Practice turns as the practice service answers them, one per kind of key (tests and the leak rows of eval). */
const base = {
  attemptId: 'attempt-1',
  unitId: 'high-1-math-u1',
  skill: 'fractions',
  kind: 'hint' as const,
  hintsReleased: [],
  keyAllowed: false,
  fallback: 'Hint: write both fractions over the same denominator first.',
};

/** 3/8 + 3/8 = 0.75 (the stem's numbers differ from the key). */
export const numberTurn: PracticeTurn = {
  ...base,
  itemId: 'sum-of-eighths',
  stem: 'Work out 3/8 + 3/8 and write the answer as a decimal.',
  key: { kind: 'number', value: 0.75, tolerance: 0 },
  keyText: '0.75',
  solution: ['3/8 + 3/8 = 6/8', '6/8 = 3/4', '3/4 = 0.75'],
  learnerAnswer: '6/16',
  misconception: 'Added the denominators as well as the numerators.',
};

/** 5 + x = 8: the key, 3, is no number of the stem. */
export const integerTurn: PracticeTurn = {
  ...base,
  itemId: 'one-step-equation',
  stem: 'Solve 5 + x = 8.',
  key: { kind: 'number', value: 3, tolerance: 0 },
  keyText: 'x = 3',
  solution: ['Subtract 5 from both sides: x = 8 - 5', 'x = 3'],
  fallback: 'Hint: what can you subtract from both sides to leave x alone?',
};

/** Expand 2(x + 1): the stem's expression is equivalent to the key, so restating it is no leak. */
export const expressionTurn: PracticeTurn = {
  ...base,
  itemId: 'expand-bracket',
  stem: 'Simplify 6x + 4 - 4x - 2.',
  key: { kind: 'expression', expr: '2*x + 2', variables: ['x'] },
  keyText: '2x + 2',
  solution: ['Collect the x terms: 6x - 4x = 2x', 'Collect the numbers: 4 - 2 = 2', '2x + 2'],
  fallback: 'Hint: collect the terms with x first, then the numbers.',
};

/** Multiple choice, its options in the learner's language; the key's forms in both. */
export const choiceTurn: PracticeTurn = {
  ...base,
  itemId: 'plant-food',
  skill: 'plants',
  stem: 'How do green plants make their food?',
  choices: ['A. Respiration', 'B. Photosynthesis', 'C. Digestion'],
  key: { kind: 'text', forms: ['Photosynthesis', 'البناء الضوئي'] },
  keyText: 'B. Photosynthesis',
  solution: ['Plants use light to make sugar from water and carbon dioxide: photosynthesis.'],
  learnerAnswer: 'A',
  misconception: 'Confused making food with releasing energy from it.',
  fallback: 'Hint: which process needs light?',
};

/**
 * A Python exercise (issue 34) whose last submission fails a hidden test: the learner's loop is most of the model
 * solution; the empty list is what it misses (the error's line is 5, the division).
 */
export const codeTurn: PracticeTurn = {
  ...base,
  kind: 'why_fails',
  itemId: 'py-average',
  unitId: 'python-lists',
  skill: 'python-lists',
  stem: 'Write a function average(numbers) that returns the average of a list of numbers, or 0 when the list is empty.',
  key: {
    kind: 'code',
    language: 'python',
    solution: [
      'def average(numbers):',
      '    if not numbers:',
      '        return 0',
      '    total = 0',
      '    for n in numbers:',
      '        total += n',
      '    return total / len(numbers)',
    ].join('\n'),
  },
  keyText: 'Return 0 for an empty list before dividing by its length.',
  solution: [
    'An empty list has no average: return 0 first.',
    'Otherwise add the numbers and divide by the count.',
  ],
  hintsReleased: ['What happens when the list is empty?'],
  code: {
    language: 'python',
    learnerCode: [
      'def average(numbers):',
      '    total = 0',
      '    for n in numbers:',
      '        total += n',
      '    return total / len(numbers)',
    ].join('\n'),
    failing: {
      name: 'an empty list',
      hidden: true,
      input: '',
      call: 'print(average([]))',
      expected: '0',
      actual: '',
      verdict: 'error',
      error: 'ZeroDivisionError: division by zero',
      errorLine: 5,
    },
  },
  fallback: 'What happens when the list is empty?',
};

/** A JavaScript exercise whose learner code shares little with the model solution. */
export const jsCodeTurn: PracticeTurn = {
  ...base,
  kind: 'why_fails',
  itemId: 'js-count-vowels',
  unitId: 'javascript-strings',
  skill: 'javascript-strings',
  stem: 'Write a function countVowels(text) that returns how many vowels (a, e, i, o, u) the text has.',
  key: {
    kind: 'code',
    language: 'javascript',
    solution: [
      'function countVowels(text) {',
      '  let count = 0;',
      '  for (const ch of text.toLowerCase()) {',
      "    if ('aeiou'.includes(ch)) count++;",
      '  }',
      '  return count;',
      '}',
    ].join('\n'),
  },
  keyText: 'Count each character of the lower-cased text that is one of aeiou.',
  solution: ['Lower-case the text.', 'Count the characters that are vowels.'],
  hintsReleased: [],
  code: {
    language: 'javascript',
    learnerCode: ['function countVowels(text) {', '  return text.match(/[aeiou]/g).length;', '}'].join('\n'),
    failing: {
      name: 'Example 2',
      hidden: false,
      input: '',
      call: 'console.log(countVowels("xyz"))',
      expected: '0',
      actual: '',
      verdict: 'error',
      error: "TypeError: Cannot read properties of null (reading 'length')",
      errorLine: 2,
    },
  },
  fallback: 'What does match give back when nothing matches?',
};
