import type { CodeRunResult } from '@tutor/contracts';
import { JAVASCRIPT_CODE_ITEMS } from '../src/domain/bank/programming/javascript-code';
import { JAVASCRIPT_PROJECTS } from '../src/domain/bank/projects/javascript';
import type { CodeTest, Item } from '../src/domain/items/types';
import { createSandbox, type Sandbox } from '../src/runner/sandbox';

/**
 * The JavaScript exercises and projects, run in the server's sandbox (issue 34): every model solution passes all
 * its tests, every starter fails at least one (so a learner who submits it unchanged is told it does not pass
 * yet), and the items carry what the rules release: visible and hidden tests, a bilingual brief, a ladder of
 * hints that never gives away a line of the solution.
 */

const TOPICS = [
  'javascript-variables',
  'javascript-conditions',
  'javascript-loops',
  'javascript-functions',
  'javascript-arrays',
  'javascript-dom',
  'javascript-async',
];
const CATALOG_PROJECTS = [
  'javascript-clock',
  'javascript-slider',
  'javascript-todolist',
  'javascript-weatherapp',
  'javascript-contactform',
];

let sandbox: Sandbox;
let runs = 0;

beforeAll(() => {
  sandbox = createSandbox({ threads: 2 });
});

afterAll(async () => {
  await sandbox?.close();
});

/** The ids of `tests` that `code` fails, with what it printed (or its error) for the failure message. */
async function failing(code: string, tests: readonly CodeTest[]): Promise<string[]> {
  const result: CodeRunResult = await sandbox.run({
    runId: `js-content-${++runs}`,
    language: 'javascript',
    code,
    tests: tests.map((t) => ({ id: t.id, stdin: t.stdin ?? '', after: t.after, expected: t.expected })),
  });
  return result.tests
    .filter((t) => t.verdict !== 'passed')
    .map((t) => `${t.id} ${t.verdict}: ${JSON.stringify(t.error ?? t.stdout)}`);
}

/** Lines of the solution worth hiding: not a bracket, a keyword alone or a few characters. */
const telling = (solution: string): string[] =>
  solution
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 6);

const items = JAVASCRIPT_CODE_ITEMS;

afterAll(() => {
  const rows = TOPICS.map((t) => {
    const list = items.filter((i) => i.unitId === t);
    const by = (d: number): number => list.filter((i) => i.difficulty === d).length;
    return `  ${t.padEnd(24)} ${String(list.length).padStart(2)}   (difficulty 1/2/3: ${by(1)}/${by(2)}/${by(3)})`;
  });
  const milestones = JAVASCRIPT_PROJECTS.map((p) => `  ${p.projectId.padEnd(24)} ${p.milestones.length}`);
  console.log(
    [
      'JavaScript exercises per topic',
      ...rows,
      `  ${'total'.padEnd(24)} ${items.length}`,
      'JavaScript projects: milestones',
      ...milestones,
    ].join('\n'),
  );
});

describe('the JavaScript exercises', () => {
  it('number at least six in every JavaScript topic, of difficulty 1, 2 and 3', () => {
    const short = TOPICS.filter((t) => items.filter((i) => i.unitId === t).length < 6);
    expect(short).toEqual([]);
    const ungraded = TOPICS.filter(
      (t) => new Set(items.filter((i) => i.unitId === t).map((i) => i.difficulty)).size < 3,
    );
    expect(ungraded).toEqual([]);
    expect(items.every((i) => i.kind === 'code' && i.code?.language === 'javascript')).toBe(true);
  });

  it('have at least two visible and two hidden tests each', () => {
    const thin = items.filter((i) => {
      const tests = i.code?.tests ?? [];
      return tests.filter((t) => !t.hidden).length < 2 || tests.filter((t) => t.hidden).length < 2;
    });
    expect(thin.map((i) => i.id)).toEqual([]);
  });

  it('have a brief in Arabic (with Arabic letters) and in English, and test names in both', () => {
    const unwritten = items.filter(
      (i) =>
        !/[\u0621-\u064A]/.test(i.stem.ar) ||
        !/[A-Za-z]/.test(i.stem.en) ||
        (i.code?.tests ?? []).some((t) => !/[\u0621-\u064A]/.test(t.name.ar) || !t.name.en.trim()),
    );
    expect(unwritten.map((i) => i.id)).toEqual([]);
  });

  it('have at least two hints, none holding a line of the model solution', () => {
    expect(items.filter((i) => i.hints.length < 2).map((i) => i.id)).toEqual([]);
    const leaks = items.flatMap((i) =>
      telling(i.key.kind === 'code' ? i.key.solution : '').flatMap((line) =>
        i.hints
          .filter((h) => h.ar.includes(line) || h.en.includes(line))
          .map(() => `${i.id}: a hint holds "${line}"`),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('end the worked solution with the model solution in a javascript fence', () => {
    const unfenced = items.filter((i) => {
      const last = i.solution[i.solution.length - 1];
      const fenced = '```javascript\n' + i.keyText.en + '\n```';
      return !last || !last.ar.includes(fenced) || !last.en.includes(fenced);
    });
    expect(unfenced.map((i) => i.id)).toEqual([]);
  });

  it('pass every test with the model solution, in the sandbox', async () => {
    const failures: string[] = [];
    await Promise.all(
      items.map(async (i: Item) => {
        const solution = i.key.kind === 'code' ? i.key.solution : '';
        for (const f of await failing(solution, i.code?.tests ?? [])) failures.push(`${i.id} ${f}`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it('fail at least one test with the starter code, in the sandbox', async () => {
    const passing: string[] = [];
    await Promise.all(
      items.map(async (i) => {
        if ((await failing(i.code?.starter ?? '', i.code?.tests ?? [])).length === 0) passing.push(i.id);
      }),
    );
    expect(passing).toEqual([]);
  });
});

describe('the JavaScript projects', () => {
  it("are the catalog's five, each with three to five milestones of two visible and one hidden test", () => {
    expect(JAVASCRIPT_PROJECTS.map((p) => p.projectId).sort()).toEqual([...CATALOG_PROJECTS].sort());
    const malformed = JAVASCRIPT_PROJECTS.flatMap((p) =>
      p.milestones.length < 3 || p.milestones.length > 5
        ? [`${p.projectId}: ${p.milestones.length} milestones`]
        : p.milestones
            .filter(
              (m) =>
                m.tests.filter((t) => !t.hidden).length < 2 ||
                m.tests.filter((t) => t.hidden).length < 1 ||
                !/[\u0621-\u064A]/.test(m.title.ar + m.brief.ar) ||
                !m.title.en ||
                !m.brief.en,
            )
            .map((m) => `${p.projectId}/${m.id}`),
    );
    expect(malformed).toEqual([]);
  });

  it('pass every milestone with the solution, in the sandbox', async () => {
    const failures: string[] = [];
    for (const p of JAVASCRIPT_PROJECTS)
      for (const m of p.milestones)
        for (const f of await failing(p.solution, m.tests)) failures.push(`${p.projectId}/${m.id} ${f}`);
    expect(failures).toEqual([]);
  });

  it('do not pass every milestone with the starter, in the sandbox', async () => {
    const passing: string[] = [];
    for (const p of JAVASCRIPT_PROJECTS) {
      const failed = await failing(
        p.starter,
        p.milestones.flatMap((m) => m.tests.map((t) => ({ ...t, id: `${m.id}-${t.id}` }))),
      );
      if (failed.length === 0) passing.push(p.projectId);
    }
    expect(passing).toEqual([]);
  });

  // A project keeps its own state at the top level (`const state = ...`, `const form = ...`): the tests' names
  // must not clash with it.
  it("pass beside a learner's own top-level names that the tests use too, in the sandbox", async () => {
    const failures: string[] = [];
    for (const p of JAVASCRIPT_PROJECTS) {
      const tests = p.milestones.flatMap((m) => m.tests.map((t) => ({ ...t, id: `${m.id}-${t.id}` })));
      const names = new Set(
        tests.flatMap((t) => [...(t.after ?? '').matchAll(/^\s*(?:const|let) (\w+)/gm)].map((m) => m[1])),
      );
      const code = `${p.solution}\n${[...names].map((n) => `let ${n} = 'mine';`).join('\n')}`;
      for (const f of await failing(code, tests)) failures.push(`${p.projectId} ${f}`);
    }
    expect(failures).toEqual([]);
  });

  // A later milestone needs its own code: the solution's functions up to milestone n-1 fail milestone n. The
  // project's first two milestones pass with a few lines (the end-to-end test writes them).
  it('pass the first two milestones of the clock with a few lines, and not the third', async () => {
    const clock = JAVASCRIPT_PROJECTS.find((p) => p.projectId === 'javascript-clock');
    const short =
      'function getParts(d) {\n  return [d.getHours(), d.getMinutes(), d.getSeconds()];\n}\n' +
      "function formatTime(h, m, s) {\n  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');\n}";
    const [m1, m2, m3] = clock?.milestones ?? [];
    expect(
      await failing(
        short,
        [...(m1?.tests ?? []), ...(m2?.tests ?? [])].map((t, n) => ({ ...t, id: `t${n}` })),
      ),
    ).toEqual([]);
    expect((await failing(short, m3?.tests ?? [])).length).toBeGreaterThan(0);
  });
});
