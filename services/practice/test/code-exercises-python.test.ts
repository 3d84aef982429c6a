import type { CodeRunResult, CodeTestSpec } from '@tutor/contracts';
import { PYTHON_CODE_ITEMS } from '../src/domain/bank/programming/python-code';
import { PYTHON_PROJECTS } from '../src/domain/bank/projects/python';
import type { CodeTest, Item } from '../src/domain/items/types';
import { createSandbox, type Sandbox } from '../src/runner/sandbox';

/**
 * The Python exercises and mini projects (issue 34), run in the server's sandbox: every model solution passes
 * every test, every starter fails at least one (a learner cannot pass by pressing submit), and the content is
 * complete in both languages. A table of exercises per topic is printed.
 */

jest.setTimeout(300_000);

const TOPICS = [
  'python-variables',
  'python-conditions',
  'python-loops',
  'python-functions',
  'python-collections',
  'python-files',
  'python-classes',
];
const PROJECTS = [
  'python-calculator',
  'python-guess',
  'python-studentgrades',
  'python-bank',
  'python-library',
];
const ARABIC = /[\u0600-\u06FF]/;

let sandbox: Sandbox;
let runs = 0;
beforeAll(() => {
  sandbox = createSandbox({ threads: 2 });
});
afterAll(() => sandbox.close());

const asSpec = (t: CodeTest): CodeTestSpec => ({
  id: t.id,
  stdin: t.stdin ?? '',
  expected: t.expected,
  ...(t.after !== undefined && { after: t.after }),
});

const run = (code: string, tests: readonly CodeTest[]): Promise<CodeRunResult> =>
  sandbox.run({ runId: `py-content-${++runs}`, language: 'python', code, tests: tests.map(asSpec) });

/** The tests a run did not pass, as `<where> <test id>: <verdict> <what it printed or raised>`. */
const failures = (where: string, result: CodeRunResult): string[] =>
  result.tests
    .filter((t) => t.verdict !== 'passed')
    .map((t) => `${where} ${t.id}: ${t.verdict} ${JSON.stringify(t.error ?? t.stdout)}`);

const solutionOf = (i: Item): string => (i.key.kind === 'code' ? i.key.solution : '');

/** The model solution's lines a hint must not give away: not blank, not trivial, not already in the starter. */
const solutionLines = (i: Item): string[] => {
  const given = new Set((i.code?.starter ?? '').split('\n').map((l) => l.trim()));
  return solutionOf(i)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 6 && !given.has(l));
};

afterAll(() => {
  const rows = TOPICS.map((topic) => {
    const items = PYTHON_CODE_ITEMS.filter((i) => i.unitId === topic);
    const tests = items.flatMap((i) => i.code?.tests ?? []);
    const levels = [1, 2, 3].map((d) => items.filter((i) => i.difficulty === d).length).join('/');
    return `  ${topic.padEnd(20)} | ${String(items.length).padEnd(9)} | ${levels.padEnd(8)} | ${tests.length}`;
  });
  const milestones = PYTHON_PROJECTS.map(
    (p) =>
      `  ${p.projectId.padEnd(20)} | ${p.milestones.length} milestones, ${p.milestones.reduce((n, m) => n + m.tests.length, 0)} tests`,
  );
  console.log(
    [
      'Python exercises that run',
      `  ${'topic'.padEnd(20)} | exercises | d 1/2/3  | tests`,
      ...rows,
      `  ${'total'.padEnd(20)} | ${PYTHON_CODE_ITEMS.length}`,
      'Python projects',
      ...milestones,
    ].join('\n'),
  );
});

describe('Python exercises', () => {
  it('has at least six exercises in every Python topic, and none elsewhere', () => {
    expect(TOPICS.filter((t) => PYTHON_CODE_ITEMS.filter((i) => i.unitId === t).length < 6)).toEqual([]);
    expect(PYTHON_CODE_ITEMS.filter((i) => !TOPICS.includes(i.unitId)).map((i) => i.id)).toEqual([]);
    expect(PYTHON_CODE_ITEMS.filter((i) => i.kind !== 'code' || i.code?.language !== 'python')).toEqual([]);
  });

  it('gives each a brief in Arabic and English, two visible and two hidden tests, and a ladder of hints', () => {
    const incomplete = PYTHON_CODE_ITEMS.filter((i) => {
      const tests = i.code?.tests ?? [];
      return (
        !ARABIC.test(i.stem.ar) ||
        ARABIC.test(i.stem.en) ||
        tests.filter((t) => !t.hidden).length < 2 ||
        tests.filter((t) => t.hidden).length < 2 ||
        i.hints.length < 2 ||
        i.hints.some((h) => !ARABIC.test(h.ar) || !h.en.trim())
      );
    });
    expect(incomplete.map((i) => i.id)).toEqual([]);
  });

  it('never gives a line of the model solution in a hint', () => {
    const telling = PYTHON_CODE_ITEMS.flatMap((i) =>
      i.hints.flatMap((h) =>
        solutionLines(i)
          .filter((line) => h.ar.includes(line) || h.en.includes(line))
          .map((line) => `${i.id}: ${line}`),
      ),
    );
    expect(telling).toEqual([]);
  });

  it('ends the worked solution with the model solution, fenced as Python', () => {
    const unfinished = PYTHON_CODE_ITEMS.filter((i) => {
      const last = i.solution[i.solution.length - 1];
      const fenced = '```python\n' + solutionOf(i) + '\n```';
      return !last || !last.ar.includes(fenced) || !last.en.includes(fenced);
    });
    expect(unfinished.map((i) => i.id)).toEqual([]);
  });

  it('runs every model solution through every test, passing them all', async () => {
    const results = await Promise.all(
      PYTHON_CODE_ITEMS.map(async (i) => failures(i.id, await run(solutionOf(i), i.code?.tests ?? []))),
    );
    expect(results.flat()).toEqual([]);
  });

  it('runs every starter, failing at least one test', async () => {
    const passing = await Promise.all(
      PYTHON_CODE_ITEMS.map(async (i) => {
        const result = await run(i.code?.starter ?? '', i.code?.tests ?? []);
        return result.tests.every((t) => t.verdict === 'passed') ? [i.id] : [];
      }),
    );
    expect(passing.flat()).toEqual([]);
  });
});

describe('Python projects', () => {
  it("makes every one of the catalog's Python projects milestones, 3 to 5, each with visible and hidden tests", () => {
    expect(PYTHON_PROJECTS.map((p) => p.projectId).sort()).toEqual([...PROJECTS].sort());
    const malformed = PYTHON_PROJECTS.flatMap((p) => [
      ...(p.milestones.length < 3 || p.milestones.length > 5
        ? [`${p.projectId}: ${p.milestones.length}`]
        : []),
      ...p.milestones
        .filter(
          (m) =>
            m.tests.filter((t) => !t.hidden).length < 2 ||
            m.tests.filter((t) => t.hidden).length < 1 ||
            !ARABIC.test(m.title.ar) ||
            !ARABIC.test(m.brief.ar) ||
            !m.title.en.trim() ||
            !m.brief.en.trim(),
        )
        .map((m) => `${p.projectId} ${m.id}`),
    ]);
    expect(malformed).toEqual([]);
  });

  it('runs every solution through every milestone, passing them all', async () => {
    const results = await Promise.all(
      PYTHON_PROJECTS.map(async (p) =>
        failures(
          p.projectId,
          await run(
            p.solution,
            p.milestones.flatMap((m) => m.tests),
          ),
        ),
      ),
    );
    expect(results.flat()).toEqual([]);
  });

  it('runs every starter, which does not pass every milestone', async () => {
    const complete = await Promise.all(
      PYTHON_PROJECTS.map(async (p) => {
        const result = await run(
          p.starter,
          p.milestones.flatMap((m) => m.tests),
        );
        const passed = new Set(result.tests.filter((t) => t.verdict === 'passed').map((t) => t.id));
        return p.milestones.every((m) => m.tests.every((t) => passed.has(t.id))) ? [p.projectId] : [];
      }),
    );
    expect(complete.flat()).toEqual([]);
  });
});
