/**
 * The code runner as deployed (ADR 23): a real process started from the built practice package with
 * PRACTICE_ROLE=runner, fed through the real code-run queue (BullMQ on Redis). Every hostile program of issue 34
 * item 6, in Python and in JavaScript, ends with its verdict; the runner is the same process after it (same pid,
 * never exited, same start time in its metrics) and a normal submission right after passes. Verdicts only: no
 * assertion on how long anything took.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { CodeRunJobData, CodeRunResult, RunnableLanguage, TestVerdict } from '@tutor/contracts';
import { freePorts, repoRoot } from '@tutor/launcher';
import { createQueue, createRedis, enqueue, queuePrefix, type Redis } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { QueueEvents, type Queue } from 'bullmq';

jest.setTimeout(180_000);

const namespace = `${process.env.NAMESPACE || 'test'}-coderun-${randomUUID().slice(0, 8)}`;
let runner: ChildProcess;
let port: number;
let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
let connection: Redis;
let queue: Queue;
let events: QueueEvents;
let eventsConnection: Redis;
let startTime: string;

function startRunner(): ChildProcess {
  const child = spawn(process.execPath, [path.join(repoRoot, 'services', 'practice', 'dist', 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.RUNNER_LOG_LEVEL ?? 'silent',
      PRACTICE_ROLE: 'runner',
      CODE_RUNNER_PORT: String(port),
      REDIS_URL: process.env.REDIS_URL,
      NAMESPACE: namespace,
    },
    // RUNNER_LOG_LEVEL=info shows the runner's log.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', (code, signal) => (exited = { code, signal }));
  return child;
}

const metrics = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
/** The runner's own start time (prom-client's process_start_time_seconds): another process would differ. */
const startTimeOf = async () => /^process_start_time_seconds\S* (\d+)/m.exec(await metrics())?.[1] ?? '';

beforeAll(async () => {
  [port] = (await freePorts(1)) as [number];
  runner = startRunner();
  await eventually(
    () =>
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      ),
    (status) => status === 200 || exited !== undefined,
    60_000,
  );
  expect(exited).toBeUndefined();
  startTime = await startTimeOf();
  connection = createRedis(process.env.REDIS_URL!);
  queue = createQueue('code', connection, namespace);
  eventsConnection = createRedis(process.env.REDIS_URL!);
  events = new QueueEvents(queue.name, {
    connection: eventsConnection,
    prefix: queuePrefix(namespace),
  });
  await events.waitUntilReady();
});

afterAll(async () => {
  if (exited === undefined) runner.kill('SIGKILL');
  await events?.close();
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await connection?.quit();
  await eventsConnection?.quit();
});

/** Puts a job on the queue as the practice API does, and waits for the runner's answer. */
async function run(data: Omit<CodeRunJobData, 'runId'> | Record<string, unknown>): Promise<CodeRunResult> {
  const runId = randomUUID();
  const job = await enqueue(queue, 'run-code', { runId, ...data } as CodeRunJobData, runId, { attempts: 1 });
  return (await job.waitUntilFinished(events, 150_000)) as CodeRunResult;
}

const verdicts = (result: CodeRunResult) => result.tests.map((t) => t.verdict);
const oneTest = (language: RunnableLanguage, code: string, expected = '') => ({
  language,
  code,
  tests: [{ id: 't1', stdin: '', expected }],
});

/** The same process, alive and serving: never exited, same pid answering, same start time. */
async function expectSameRunner(pid: number) {
  expect(exited).toBeUndefined();
  expect(runner.pid).toBe(pid);
  expect(() => process.kill(pid, 0)).not.toThrow();
  expect(await startTimeOf()).toBe(startTime);
}

const NORMAL = {
  python: { code: 'n = int(input())\nprint(n * 2)\n', stdin: '21\n', expected: '42' },
  javascript: { code: 'const n = Number(readLine());\nconsole.log(n * 2);\n', stdin: '21\n', expected: '42' },
} as const;

async function expectNormalPasses(language: 'python' | 'javascript') {
  const { code, stdin, expected } = NORMAL[language];
  const result = await run({ language, code, tests: [{ id: 'normal', stdin, expected }] });
  expect(result.tests).toEqual([
    expect.objectContaining({ id: 'normal', verdict: 'passed', stdout: '42\n' }),
  ]);
}

const MEGABYTE_OF_CODE = (comment: string) => `${comment} ${'x'.repeat(1024 * 1024)}\nprint(1)\n`;

/** Each hostile program of issue 34 item 6, per language, with the verdict it must end with. */
const HOSTILE: Record<'python' | 'javascript', Array<[string, string, TestVerdict]>> = {
  python: [
    ['an endless loop', 'while True:\n    pass\n', 'time_limit'],
    [
      'an endless allocation',
      'chunks = []\nwhile True:\n    chunks.append(bytearray(10**6))\n',
      'memory_limit',
    ],
    ['megabytes of output', "while True:\n    print('x' * 1000)\n", 'output_limit'],
    ['opening a file outside its folder', "print(open('/etc/passwd').read())\n", 'not_allowed'],
    ['writing a file outside its folder', "open('../escape.txt', 'w').write('x')\n", 'not_allowed'],
    ['a socket', "import socket\nsocket.create_connection(('127.0.0.1', 6379))\n", 'not_allowed'],
    ['a subprocess', "import subprocess\nsubprocess.run(['ls', '/'])\n", 'not_allowed'],
    ['os.system', "import os\nos.system('ls /')\n", 'not_allowed'],
    ['the JavaScript bridge', 'import js\nprint(js.process.env)\n', 'not_allowed'],
    ['1 MB of code', MEGABYTE_OF_CODE('#'), 'not_allowed'],
  ],
  javascript: [
    ['an endless loop', 'while (true) {}\n', 'time_limit'],
    [
      'an endless allocation',
      'const a = [];\nwhile (true) a.push(new Array(1e6).fill(7));\n',
      'memory_limit',
    ],
    ['megabytes of output', "while (true) console.log('x'.repeat(1000));\n", 'output_limit'],
    [
      "require('fs')",
      "const fs = require('fs');\nconsole.log(fs.readFileSync('/etc/passwd', 'utf8'));\n",
      'not_allowed',
    ],
    ['fetch', "fetch('http://127.0.0.1:6379/').then((r) => console.log(r.status));\n", 'not_allowed'],
    ["require('child_process')", "require('child_process').execSync('ls /');\n", 'not_allowed'],
    ['process.env', 'console.log(process.env.REDIS_URL);\n', 'not_allowed'],
    ["import('net')", "import('net').then((net) => net.connect(6379));\n", 'not_allowed'],
    ['1 MB of code', MEGABYTE_OF_CODE('//'), 'not_allowed'],
  ],
};

describe.each(['python', 'javascript'] as const)('the code runner through the queue: %s', (language) => {
  it('runs a normal submission: passed, failed and error with its line', async () => {
    const code =
      language === 'python'
        ? 'def add(a, b):\n    return a + b\n'
        : 'function add(a, b) {\n  return a + b.c.d;\n}\n';
    const call = language === 'python' ? 'print(add(2, 3))' : 'console.log(add(2, { c: { d: 3 } }))';
    const result = await run({
      language,
      code,
      tests: [
        { id: 'right', stdin: '', after: call, expected: '5' },
        { id: 'wrong', stdin: '', after: call, expected: '6' },
        {
          id: 'raises',
          stdin: '',
          after: language === 'python' ? 'print(add(2, None))' : 'console.log(add(2, 3))',
          expected: '',
        },
      ],
    });
    expect(verdicts(result)).toEqual(['passed', 'failed', 'error']);
    expect(result.tests[2]!.errorLine).toBe(2);
  });

  it.each(HOSTILE[language])(
    'ends %s with its verdict, and the runner serves on',
    async (_, code, verdict) => {
      const pid = runner.pid!;
      const result = await run(oneTest(language, code));
      expect(verdicts(result)).toEqual([verdict]);
      await expectSameRunner(pid);
      await expectNormalPasses(language);
    },
  );
});

describe('the code runner through the queue: whatever arrives', () => {
  it('answers malformed jobs with a clear error, never running them', async () => {
    const pid = runner.pid!;
    const unknownLanguage = await run({
      language: 'cobol',
      code: 'DISPLAY 1',
      tests: [{ id: 'a', stdin: '', expected: '1' }],
    });
    expect(unknownLanguage.tests).toEqual([
      expect.objectContaining({
        id: 'a',
        verdict: 'error',
        error: expect.stringMatching(/^Malformed run request: language/),
      }),
    ]);
    const noTests = await run({ language: 'python', code: 'print(1)' });
    expect(noTests.tests).toEqual([
      expect.objectContaining({
        id: 'request',
        verdict: 'error',
        error: expect.stringMatching(/^Malformed run request: tests/),
      }),
    ]);
    await expectSameRunner(pid);
    await expectNormalPasses('python');
  });

  it('gives each of a flood of 40 jobs its verdict, the runner still the same process', async () => {
    const pid = runner.pid!;
    const jobs = Array.from({ length: 40 }, (_, i) => {
      const language = i % 2 ? 'javascript' : 'python';
      // Every fifth one loops for ever: the flood keeps both threads busy with programs the watchdog must end.
      if (i % 5 === 4)
        return {
          job: oneTest(language, language === 'python' ? 'while True: pass\n' : 'for (;;) {}\n'),
          verdict: 'time_limit',
        };
      const { code, stdin, expected } = NORMAL[language];
      return { job: { language, code, tests: [{ id: `n${i}`, stdin, expected }] }, verdict: 'passed' };
    });
    const results = await Promise.all(jobs.map(({ job }) => run(job)));
    expect(results.map(verdicts)).toEqual(jobs.map(({ verdict }) => [verdict]));
    await expectSameRunner(pid);
    await expectNormalPasses('python');
    await expectNormalPasses('javascript');
    // The runs were this process's: its metrics counted them.
    expect(await metrics()).toMatch(
      /^code_runs_total\{[^}]*language="python"[^}]*verdict="time_limit"[^}]*\} [1-9]/m,
    );
  });

  it('lets a running job finish on SIGTERM, then exits cleanly', async () => {
    const tests = Array.from({ length: 4 }, (_, i) => ({ id: `s${i}`, stdin: '', expected: '499999500000' }));
    const running = run({ language: 'python', code: 'print(sum(range(10**6)))\n', tests });
    await eventually(
      () => queue.getActiveCount(),
      (active) => active > 0,
      60_000,
    );
    runner.kill('SIGTERM');
    expect(verdicts(await running)).toEqual(['passed', 'passed', 'passed', 'passed']);
    await eventually(
      () => exited,
      (e) => e !== undefined,
      60_000,
    );
    expect(exited).toEqual({ code: 0, signal: null });
  });
});
