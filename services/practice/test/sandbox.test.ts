import type { CodeRunJobData, CodeTestSpec } from '@tutor/contracts';
import { createSandbox, type Sandbox } from '../src/runner/sandbox';

let sandbox: Sandbox;
let runs = 0;
beforeAll(() => {
  sandbox = createSandbox({ threads: 2 });
});
afterAll(() => sandbox.close());

const run = (language: CodeRunJobData['language'], code: string, tests: Array<Partial<CodeTestSpec>>) =>
  sandbox.run({
    runId: `run-${++runs}`,
    language,
    code,
    tests: tests.map((t, i) => ({ id: `t${i}`, stdin: '', expected: '', ...t })),
  });

describe('Python', () => {
  it('passes, fails and errors with the line', async () => {
    const result = await run('python', 'def add(a, b):\n    return a + b\n', [
      { after: 'print(add(2, 3))', expected: '5\n' },
      { after: 'print(add(2, 2))', expected: '5' },
      { after: 'print(add(2, None))', expected: '' },
    ]);
    expect(result.tests.map((t) => t.verdict)).toEqual(['passed', 'failed', 'error']);
    expect(result.tests[1]!.stdout).toBe('4\n');
    expect(result.tests[2]!.error).toMatch(/^TypeError: unsupported operand/);
    expect(result.tests[2]!.errorLine).toBe(2);
  });
});

describe('JavaScript', () => {
  it('passes, fails and errors with the line', async () => {
    const result = await run(
      'javascript',
      'function add(a, b) {\n  return a.b.c + b;\n}\nconsole.log(1 + 1);\n',
      [{ expected: '2\n' }, { expected: '3' }, { after: 'add(1, 2)', expected: '2' }],
    );
    expect(result.tests.map((t) => t.verdict)).toEqual(['passed', 'failed', 'error']);
    expect(result.tests[2]!.error).toMatch(/^TypeError/);
    expect(result.tests[2]!.errorLine).toBe(2);
  });
});

describe('stdin, TypeScript and async', () => {
  it('reads stdin in Python', async () => {
    const code = 'name = input()\nn = int(input())\nprint(f"Hi {name}", n * 2)\n';
    const result = await run('python', code, [{ stdin: 'Sara\n21\n', expected: 'Hi Sara 42' }]);
    expect(result.tests[0]!.verdict).toBe('passed');
  });

  it('does not run a job again once two of its tests ran out of time', async () => {
    const code = 'n = int(input())\nwhile n == 0:\n    pass\nprint(n)\n';
    const result = await run('python', code, [
      { stdin: '1', expected: '1' },
      { stdin: '0', expected: '0' },
      { stdin: '0', expected: '0' },
      { stdin: '2', expected: '2' },
    ]);
    // The last test would pass: it is marked, not run.
    expect(result.tests.map((t) => t.verdict)).toEqual(['passed', 'time_limit', 'time_limit', 'time_limit']);
    expect(result.tests[3]!.stdout).toBe('');
  });

  it('gives each Python test only its own input, whatever the one before left unread', async () => {
    const result = await run('python', 'print(input())', [
      { stdin: 'one\ntwo', expected: 'one' },
      { stdin: 'three', expected: 'three' },
    ]);
    expect(result.tests.map((t) => [t.verdict, t.stdout.trim()])).toEqual([
      ['passed', 'one'],
      ['passed', 'three'],
    ]);
  });

  it('reads stdin in JavaScript, null at the end', async () => {
    const code = 'const a = readLine();\nconst b = prompt();\nconsole.log(a, b, readLine());\n';
    const result = await run('javascript', code, [{ stdin: 'x\ny', expected: 'x y null' }]);
    expect(result.tests[0]!.verdict).toBe('passed');
  });

  it('runs TypeScript with its lines kept', async () => {
    const code =
      'interface P { n: number }\nconst f = (p: P): number => p.n * 2;\nconsole.log(f({ n: 4 }));\nnull!.x;\n';
    const result = await run('typescript', code, [{ expected: '8' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'error', stdout: '8\n', errorLine: 4 });
  });

  it('runs promises and timers to the end on a virtual clock', async () => {
    const code = [
      'const wait = (ms) => new Promise((r) => setTimeout(r, ms));',
      'async function main() { await wait(5000); console.log("late"); }',
      'setTimeout(() => console.log("soon"), 10);',
      'main().then(() => console.log("done"));',
      'let n = 0; const id = setInterval(() => { if (++n === 3) { clearInterval(id); console.log("tick", n); } }, 100);',
    ].join('\n');
    const result = await run('javascript', code, [{ expected: 'soon\ntick 3\nlate\ndone' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'passed' });
  });
});

describe('what exercises use', () => {
  it('runs Python sleep and asyncio on a virtual clock', async () => {
    const code = [
      'import asyncio, time',
      'start = time.time()',
      'time.sleep(30)',
      'print(round(time.time() - start))',
      'async def tick(n):',
      '    await asyncio.sleep(n)',
      '    print("tick", n)',
      'async def main():',
      '    await asyncio.gather(tick(20), tick(10))',
      'asyncio.run(main())',
    ].join('\n');
    const result = await run('python', code, [{ expected: '30\ntick 10\ntick 20' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'passed' });
  });

  it('keeps output printed without a newline', async () => {
    const result = await run('python', 'print("a", end="")', [{ expected: 'a' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'passed', stdout: 'a' });
  });

  it('lets a Python program write and read files in its own folder, empty for each test', async () => {
    const code =
      'import os\nprint(os.listdir("."))\nwith open("notes.txt", "w") as f:\n    f.write("hi")\nprint(open("notes.txt").read())';
    const result = await run('python', code, [{ expected: '[]\nhi' }, { expected: '[]\nhi' }]);
    expect(result.tests.map((t) => t.verdict)).toEqual(['passed', 'passed']);
  });

  it('gives each Python test fresh globals', async () => {
    const code = 'try:\n    seen += 1\nexcept NameError:\n    seen = 1\nprint(seen)';
    const result = await run('python', code, [{ expected: '1' }, { expected: '1' }]);
    expect(result.tests.map((t) => t.verdict)).toEqual(['passed', 'passed']);
  });

  it('reports a Python syntax error with its line', async () => {
    const result = await run('python', 'x = 1\nif x\n    print(x)', [{ expected: '1' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'error', errorLine: 2 });
    expect(result.tests[0]!.error).toMatch(/^SyntaxError/);
  });

  it('formats console.log like Node for plain values', async () => {
    const code = 'console.log([1, "a", { b: [2] }], { x: null }, new Set([1]), -0, "s", undefined);';
    const result = await run('javascript', code, [
      { expected: "[ 1, 'a', { b: [ 2 ] } ] { x: null } Set(1) { 1 } -0 s undefined" },
    ]);
    expect(result.tests[0]).toMatchObject({ verdict: 'passed' });
  });

  it('lets a JavaScript test call what the program exported, and keeps each test apart', async () => {
    const code =
      'globalThis.count = (globalThis.count || 0) + 1;\nfunction add(a, b) { return a + b; }\nmodule.exports = { add };';
    const result = await run('javascript', code, [
      { after: 'console.log(module.exports.add(2, 3), count)', expected: '5 1' },
      { after: 'console.log(add(1, 1), count)', expected: '2 1' },
    ]);
    expect(result.tests.map((t) => t.verdict)).toEqual(['passed', 'passed']);
  });

  it('recurses as deep as Node does', async () => {
    const code = 'const depth = (n) => (n === 0 ? 0 : 1 + depth(n - 1));\nconsole.log(depth(9000));';
    const result = await run('javascript', code, [{ expected: '9000' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'passed' });
  });

  it('reports the failure of an async program that ends with main() as its error, with the line', async () => {
    const code = 'async function main() {\n  await null;\n  throw new Error("boom");\n}\nmain();';
    const result = await run('javascript', code, [{ expected: '' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'error', error: 'Error: boom', errorLine: 3 });
  });

  it('reports a TypeScript syntax error with its line', async () => {
    const result = await run('typescript', 'const a: number = 1;\nconst b = (;\n', [{ expected: '' }]);
    expect(result.tests[0]).toMatchObject({ verdict: 'error', errorLine: 2 });
  });
});

describe('closing', () => {
  it('fails the jobs still running or waiting, and refuses new ones', async () => {
    const closing = createSandbox({ threads: 1, timeLimitMs: 60_000 });
    const job = (runId: string) => ({
      runId,
      language: 'javascript' as const,
      code: 'while (true) {}',
      tests: [{ id: 't', stdin: '', expected: '' }],
    });
    const settled = Promise.allSettled([closing.run(job('a')), closing.run(job('b'))]);
    // Let the first job reach its worker before closing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await closing.close();
    for (const outcome of await settled) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'The sandbox is closed' } });
    }
    await expect(closing.run(job('c'))).rejects.toThrow('The sandbox is closed');
  });
});
