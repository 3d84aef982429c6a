import type { CodeRunJobData, CodeTestResult } from '@tutor/contracts';
import type { CodeProject, Item } from '../../src/domain/items/types';
import type { CodeRunner } from '../../src/runs';

/**
 * Programs for the tests (issue 34): a Python exercise and a JavaScript project of the tests' own, and a stand-in
 * for the code runner where running code in a sandbox is not the point. The stand-in does compute each test's
 * output from the code, so a wrong program fails the tests a real runner would fail.
 */
export const PY_UNIT = 'python-functions';

const both = (en: string, ar: string) => ({ en, ar });

/** Hidden tests' expected outputs: no response a learner gets may contain them. */
export const HIDDEN_EXPECTED = ['1234567', '-424242'];

export const addExercise: Item = {
  id: 'test-py-add',
  unitId: PY_UNIT,
  skill: `${PY_UNIT}/return`,
  difficulty: 1,
  kind: 'code',
  stem: both(
    'Write add(a, b) that returns the sum of a and b.',
    'اكتب الدالة add(a, b) التي تُرجع مجموع a و b.',
  ),
  key: { kind: 'code', solution: 'def add(a, b):\n    return a + b\n' },
  keyText: both('def add(a, b): return a + b', 'def add(a, b): return a + b'),
  solution: [
    both('A function gives its result back with return.', 'الدالة تُرجع نتيجتها بـ return.'),
    both('def add(a, b):\n    return a + b', 'def add(a, b):\n    return a + b'),
  ],
  hints: [
    both('Which operator adds two numbers?', 'ما العامل الذي يجمع عددين؟'),
    both('Use return, not print.', 'استخدم return لا print.'),
    both('The body is one line: return a ... b.', 'جسم الدالة سطر واحد: return a ... b.'),
  ],
  code: {
    language: 'python',
    starter: 'def add(a, b):\n    pass\n',
    tests: [
      { id: 'small', name: both('small numbers', 'أعداد صغيرة'), after: 'print(add(2, 3))', expected: '5' },
      { id: 'zero', name: both('a sum of zero', 'مجموع صفر'), after: 'print(add(-1, 1))', expected: '0' },
      {
        id: 'big',
        name: both('a big sum', 'مجموع كبير'),
        after: 'print(add(1234000, 567))',
        expected: HIDDEN_EXPECTED[0]!,
        hidden: true,
      },
      {
        id: 'negative',
        name: both('negative numbers', 'أعداد سالبة'),
        after: 'print(add(-424000, -242))',
        expected: HIDDEN_EXPECTED[1]!,
        hidden: true,
      },
    ],
  },
};

/** A choice item in the same unit (Quiz me may draw it; never the exercise). */
export const pyChoiceItem: Item = {
  id: 'test-py-choice',
  unitId: PY_UNIT,
  skill: `${PY_UNIT}/def`,
  difficulty: 1,
  kind: 'choice',
  stem: both('Which keyword starts a function?', 'ما الكلمة التي تبدأ بها الدالة؟'),
  choices: [
    { id: 'def', text: both('def', 'def') },
    { id: 'fun', text: both('fun', 'fun') },
  ],
  key: { kind: 'choice', correct: 'def' },
  keyText: both('def', 'def'),
  solution: [both('Python functions start with def.', 'دوال بايثون تبدأ بـ def.')],
  hints: [both('Three letters.', 'ثلاثة أحرف.'), both('Short for define.', 'اختصار define.')],
};

/** The learner's programs: right, wrong on a hidden test only, wrong on the first example. */
export const PROGRAMS = {
  right: 'def add(a, b):\n    return a + b\n',
  /** Passes both examples, fails the hidden "a big sum". */
  hiddenWrong: 'def add(a, b):\n    return min(a + b, 99)\n',
  exampleWrong: 'def add(a, b):\n    return a * b\n',
  endless: 'def add(a, b):\n    while True:\n        pass\n',
  raises: 'def add(a, b):\n    return a / 0\n',
};

export const calculatorProject: CodeProject = {
  projectId: 'javascript-test-calculator',
  language: 'javascript',
  starter: '// Build the calculator here\n',
  solution:
    'function add(a, b) { return a + b; }\nfunction sub(a, b) { return a - b; }\nfunction mul(a, b) { return a * b; }\n',
  milestones: [
    {
      id: 'add',
      title: both('Adding', 'الجمع'),
      brief: both('Write add(a, b).', 'اكتب add(a, b).'),
      tests: [
        { id: 'one', name: both('1 + 2', '١ + ٢'), after: 'console.log(add(1, 2))', expected: '3' },
        {
          id: 'hidden',
          name: both('a hidden sum', 'مجموع مخفي'),
          after: 'console.log(add(4000, 5000))',
          expected: '9000',
          hidden: true,
        },
      ],
    },
    {
      id: 'sub',
      title: both('Subtracting', 'الطرح'),
      brief: both('Write sub(a, b).', 'اكتب sub(a, b).'),
      tests: [{ id: 'one', name: both('5 - 2', '٥ - ٢'), after: 'console.log(sub(5, 2))', expected: '3' }],
    },
    {
      id: 'mul',
      title: both('Multiplying', 'الضرب'),
      brief: both('Write mul(a, b).', 'اكتب mul(a, b).'),
      tests: [{ id: 'one', name: both('3 × 4', '٣ × ٤'), after: 'console.log(mul(3, 4))', expected: '12' }],
    },
  ],
};

/** A Python program of the shape of PROGRAMS: the expression after `return`, evaluated for each call. */
function runPython(code: string, after: string): Omit<CodeTestResult, 'id'> {
  if (code.includes('while True')) return { verdict: 'time_limit', stdout: '' };
  const body = /return (.+)/.exec(code)?.[1];
  const args = /add\((-?\d+), (-?\d+)\)/.exec(after);
  if (!body || !args) return { verdict: 'passed', stdout: '' };
  if (body.includes('/ 0'))
    return { verdict: 'error', stdout: '', error: 'ZeroDivisionError: division by zero', errorLine: 2 };
  const value = new Function('a', 'b', 'min', `return ${body};`)(Number(args[1]), Number(args[2]), Math.min);
  return { verdict: 'passed', stdout: `${value}\n` };
}

/** A JavaScript program, run with a console that collects what it prints. */
function runJavaScript(code: string, after: string): Omit<CodeTestResult, 'id'> {
  const printed: string[] = [];
  try {
    new Function('console', `${code}\n${after}`)({ log: (...xs: unknown[]) => printed.push(xs.join(' ')) });
  } catch (err) {
    return { verdict: 'error', stdout: printed.join('\n'), error: String(err) };
  }
  return { verdict: 'passed', stdout: printed.join('\n') };
}

/** The stand-in runner: every run it was asked for, and `busy` to answer none (no runner in time). */
export function fakeRunner() {
  const runs: CodeRunJobData[] = [];
  const runner: CodeRunner & { runs: CodeRunJobData[]; busy: boolean } = {
    runs,
    busy: false,
    async run(data) {
      runs.push(data);
      if (runner.busy) return undefined;
      const tests = data.tests.map((t): CodeTestResult => {
        const out = (data.language === 'python' ? runPython : runJavaScript)(data.code, t.after ?? '');
        const same = out.stdout.trim() === t.expected.trim();
        return { id: t.id, ...out, verdict: out.verdict === 'passed' && !same ? 'failed' : out.verdict };
      });
      return { tests };
    },
    async close() {},
  };
  return runner;
}
