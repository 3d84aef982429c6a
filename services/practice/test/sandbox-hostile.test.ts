import { TEST_VERDICTS, type CodeRunJobData, type TestVerdict } from '@tutor/contracts';
import { createSandbox, type Sandbox } from '../src/runner/sandbox';

/**
 * Issue 34, item 6: hostile programs through the server sandbox. Each ends with its verdict, and a normal
 * program right after passes on the same sandbox (the pool survives whatever the program did).
 */
jest.setTimeout(180_000);

let sandbox: Sandbox;
let runs = 0;
const pid = process.pid;
beforeAll(() => {
  sandbox = createSandbox({
    threads: 2,
    timeLimitMs: 1500,
    memoryMb: 96,
    outputBytes: 16 * 1024,
    graceMs: 1500,
  });
});
afterAll(() => sandbox.close());

type Language = CodeRunJobData['language'];
const runOne = async (language: Language, code: string, stdin = '') => {
  const result = await sandbox.run({
    runId: `hostile-${++runs}`,
    language,
    code,
    tests: [{ id: 't', stdin, expected: 'ok' }],
  });
  return result.tests[0]!;
};

const normal: Record<Language, string> = {
  python: 'print("ok")',
  javascript: 'console.log("ok")',
  typescript: 'const s: string = "ok";\nconsole.log(s)',
};

const expectSurvives = async (language: Language) => {
  const before = sandbox;
  expect(await runOne(language, normal[language])).toMatchObject({ verdict: 'passed', stdout: 'ok\n' });
  expect(sandbox).toBe(before);
  expect(process.pid).toBe(pid);
};

/**
 * Walks everything reachable from the class tree (functions' globals and closures, class and module namespaces)
 * for a JavaScript object, then tries to make a function from text with it to reach the thread's `process`.
 * With the bridge modules emptied it finds none (passed); should it ever, the realm refuses (not_allowed).
 */
const HUNT = String.raw`
seen, found, todo = set(), [], list(object.__subclasses__())
while todo and len(seen) < 200000:
    o = todo.pop()
    if id(o) in seen:
        continue
    seen.add(id(o))
    if type(o).__name__ == 'JsProxy':
        found.append(o)
        continue
    try:
        if isinstance(o, type):
            todo.extend(o.__subclasses__())
            todo.extend(vars(o).values())
        elif isinstance(o, dict):
            todo.extend(o.values())
        elif isinstance(o, (list, tuple, set, frozenset)):
            todo.extend(o)
        elif callable(o) and hasattr(o, '__globals__'):
            todo.append(o.__globals__)
            todo.extend(c.cell_contents for c in (o.__closure__ or ()))
        elif hasattr(o, '__dict__'):
            todo.append(vars(o))
    except Exception:
        pass
reached = False
for o in found:
    try:
        o.constructor.constructor('return process.pid')()
        reached = True
    except Exception:
        pass
print('reached the host' if reached else 'ok')
`;

const cases: Array<[string, Language, string, TestVerdict]> = [
  ['an endless loop', 'python', 'while True:\n    pass', 'time_limit'],
  [
    'an endless loop that swallows the interrupt',
    'python',
    'while True:\n    try:\n        while True: pass\n    except BaseException:\n        pass',
    'time_limit',
  ],
  ['allocating without end', 'python', 'a = []\nwhile True:\n    a.append(bytearray(10**6))', 'memory_limit'],
  ['one huge allocation', 'python', 'x = bytearray(2 * 10**9)', 'memory_limit'],
  ['printing megabytes', 'python', 'while True:\n    print("x" * 1000)', 'output_limit'],
  ['opening /etc/passwd', 'python', 'print(open("/etc/passwd").read())', 'not_allowed'],
  ['writing outside its folder', 'python', 'open("/tmp/x.txt", "w").write("x")', 'not_allowed'],
  ['a socket', 'python', 'import socket\ns = socket.socket()\ns.connect(("example.com", 80))', 'not_allowed'],
  ['a subprocess', 'python', 'import subprocess\nsubprocess.run(["ls", "/"])', 'not_allowed'],
  ['os.system', 'python', 'import os\nos.system("ls /")', 'not_allowed'],
  [
    'a refusal caught by the program',
    'python',
    'import os\ntry:\n    os.system("ls")\nexcept Exception:\n    print("ok")',
    'not_allowed',
  ],
  ['import js', 'python', 'import js\nprint(js.process)', 'not_allowed'],
  ['from js import', 'python', 'from js import eval as e\nprint(e("1"))', 'not_allowed'],
  ['import pyodide_js', 'python', 'import pyodide_js\nprint(pyodide_js.version)', 'not_allowed'],
  ['pyodide.ffi', 'python', 'from pyodide.ffi import to_js', 'not_allowed'],
  ['pyodide.http', 'python', 'import pyodide.http', 'not_allowed'],
  ['sys.modules', 'python', 'import sys\nsys.modules["js"].process', 'error'],
  ['ctypes', 'python', 'import ctypes', 'not_allowed'],
  [
    'recursion past a raised limit',
    'python',
    'import sys\nsys.setrecursionlimit(10**6)\ndef f(n):\n    return f(n + 1) + 1\nf(0)',
    'error',
  ],
  [
    'an event loop waiting for nothing',
    'python',
    'import asyncio\nasync def main():\n    await asyncio.Event().wait()\nasyncio.run(main())',
    'time_limit',
  ],
  [
    'input past the end of stdin, in a loop that swallows it',
    'python',
    'while True:\n    try:\n        input()\n    except EOFError:\n        pass',
    'time_limit',
  ],
  [
    'a regular expression that backtracks for ever',
    'python',
    'import re\nre.match(r"(a+)+$", "a" * 40 + "b")',
    'time_limit',
  ],
  ['an endless loop', 'javascript', 'while (true) {}', 'time_limit'],
  [
    'a regular expression that backtracks for ever',
    'javascript',
    '/(a+)+$/.test("a".repeat(40) + "b")',
    'time_limit',
  ],
  [
    'an endless loop in a catch',
    'javascript',
    'for (;;) { try { while (true) {} } catch (e) {} }',
    'time_limit',
  ],
  ['an interval never cleared', 'javascript', 'setInterval(() => {}, 1)', 'time_limit'],
  [
    'an endless promise chain',
    'javascript',
    'const f = () => {\n  Promise.resolve().then(f);\n};\nf();',
    'time_limit',
  ],
  [
    'allocating without end',
    'javascript',
    'const a = [];\nwhile (true) a.push(new Array(100000).fill(1));',
    'memory_limit',
  ],
  ['one huge string', 'javascript', 'let s = "x";\nwhile (true) s = s + s;', 'memory_limit'],
  ['printing megabytes', 'javascript', 'while (true) console.log("x".repeat(1000));', 'output_limit'],
  [
    'require("fs")',
    'javascript',
    'const fs = require("fs");\nconsole.log(fs.readFileSync("/etc/passwd", "utf8"));',
    'not_allowed',
  ],
  ['child_process', 'javascript', 'require("child_process").execSync("ls /")', 'not_allowed'],
  ['process', 'javascript', 'process.exit(1)', 'not_allowed'],
  ['fetch', 'javascript', 'fetch("http://example.com").then((r) => console.log(r.status))', 'not_allowed'],
  ['a WebSocket', 'javascript', 'new WebSocket("ws://example.com")', 'not_allowed'],
  ['XMLHttpRequest', 'javascript', 'new XMLHttpRequest()', 'not_allowed'],
  ['dynamic import()', 'javascript', 'import("fs").then((fs) => console.log(fs))', 'not_allowed'],
  [
    'the Function constructor to reach the host',
    'javascript',
    'Function("return process")().exit(1)',
    'not_allowed',
  ],
  ['require in TypeScript', 'typescript', 'const fs: unknown = require("fs");', 'not_allowed'],
  ['deep recursion', 'javascript', 'const f = (n) => f(n + 1) + 1;\nf(0);', 'error'],
  ['deep recursion', 'python', 'def f(n):\n    return f(n + 1) + 1\nf(0)', 'error'],
];

describe.each(cases)('%s (%s)', (_name, language, code, verdict) => {
  it(`ends with ${verdict}, and a normal program passes right after`, async () => {
    expect((await runOne(language, code)).verdict).toBe(verdict);
    await expectSurvives(language);
  });
});

describe('a loop in C that never looks at the interrupt (python)', () => {
  it('is ended by the watchdog, which replaces the worker; a normal program passes right after', async () => {
    const respawns = sandbox.respawns;
    expect((await runOne('python', 'print(sum(range(10**15)))')).verdict).toBe('time_limit');
    expect(sandbox.respawns).toBe(respawns + 1);
    await expectSurvives('python');
  });
});

describe("a job's tests after one that cost its worker (python)", () => {
  it('run on the replacement', async () => {
    const result = await sandbox.run({
      runId: `hostile-${++runs}`,
      language: 'python',
      code: 'if input() == "hang":\n    sum(range(10**15))\nprint("ok")',
      tests: [
        { id: 'hangs', stdin: 'hang\n', expected: 'ok' },
        { id: 'runs', stdin: 'go\n', expected: 'ok' },
      ],
    });
    expect(result.tests.map((t) => [t.id, t.verdict])).toEqual([
      ['hangs', 'time_limit'],
      ['runs', 'passed'],
    ]);
  });
});

describe('a JavaScript object hunted through the class tree (python)', () => {
  it('reaches nothing of the host, and a normal program passes right after', async () => {
    const result = await runOne('python', HUNT);
    expect(['passed', 'not_allowed']).toContain(result.verdict);
    expect(result.stdout).not.toContain('reached the host');
    await expectSurvives('python');
  });
});

describe('1 MB of code', () => {
  it.each<[Language, string]>([
    ['python', 'x = 1\n'.repeat(180_000) + 'print("ok")\n'],
    ['javascript', 'x = 1;\n'.repeat(150_000) + 'console.log("ok");\n'],
    ['python', '('.repeat(1_000_000)],
    ['javascript', '['.repeat(1_000_000)],
  ])('%s gets a clear verdict', async (language, code) => {
    const result = await runOne(language, code);
    expect(TEST_VERDICTS).toContain(result.verdict);
    if (result.verdict === 'error') expect(result.error).toMatch(/Error/);
    await expectSurvives(language);
  });
});

describe('a flood', () => {
  it('finishes 40 jobs sent at once', async () => {
    const languages: Language[] = ['python', 'javascript', 'typescript', 'javascript'];
    const jobs = Array.from({ length: 40 }, (_, i) => {
      const language = languages[i % languages.length]!;
      return runOne(language, normal[language]);
    });
    const results = await Promise.all(jobs);
    expect(results.map((r) => r.verdict)).toEqual(Array(40).fill('passed'));
    await expectSurvives('python');
  });
});
