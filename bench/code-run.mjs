// The server's code runner (issue 34, ADR 23) against its floor, a bare run of the same runtime in this process
// (no worker thread, no limits, no queue): runs per second of a small Python and a small JavaScript submission,
// one at a time, and the time to a verdict when 20 are submitted at once (for the bare runtime: the same 20 run
// one after another, as one interpreter must). Each submission is a `run-code` job on the real BullMQ queue,
// answered by a real runner process started from the built practice package (PRACTICE_ROLE=runner). The ratios
// are the sandbox's and the queue's cost. For Python a middle row, a bare Pyodide started afresh from a memory
// snapshot per run as the runner starts one per job, shows how much of that cost is the fresh interpreter.
// Prints a table and writes bench/results/code-run.json. BENCH_CODE_SECONDS, BENCH_CODE_ROUNDS shorten it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';
import { fileURLToPath } from 'node:url';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { QueueEvents } from 'bullmq';
import { loadPyodide } from 'pyodide';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import runtime from '../packages/service-runtime/dist/index.js';
import { cpuMsOf, percentile, round, table, writeResults } from './lib/support.mjs';

const { createQueue, createRedis, enqueue, queuePrefix } = runtime;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_CODE_SECONDS ?? 8);
const CONCURRENT = 20;
const ROUNDS = Number(process.env.BENCH_CODE_ROUNDS ?? 3);
const namespace = `${process.env.NAMESPACE || 'bench'}-coderun-${randomUUID().slice(0, 8)}`;

/** The e2e test's normal submissions: read a number, print its double. */
const PROGRAMS = {
  python: { code: 'n = int(input())\nprint(n * 2)\n', stdin: '21\n', expected: '42\n' },
  javascript: {
    code: 'const n = Number(readLine());\nconsole.log(n * 2);\n',
    stdin: '21\n',
    expected: '42\n',
  },
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

async function startRunner() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../services/practice/dist/main.js', import.meta.url))],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PRACTICE_ROLE: 'runner',
        CODE_RUNNER_PORT: String(port),
        REDIS_URL: redisUrl,
        NAMESPACE: namespace,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The code runner exited (${child.exitCode})`);
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The code runner was not ready within 60 s');
}

/** Through the queue to the runner, as the practice API submits: resolves with the test's verdict. */
function viaRunner(queue, events) {
  return async (language) => {
    const { code, stdin, expected } = PROGRAMS[language];
    const runId = randomUUID();
    const job = await enqueue(
      queue,
      'run-code',
      { runId, language, code, tests: [{ id: 't', stdin, expected }] },
      runId,
      { attempts: 1 },
    );
    const { tests } = await job.waitUntilFinished(events, 60_000);
    if (tests[0]?.verdict !== 'passed') throw new Error(`${language}: ${JSON.stringify(tests)}`);
  };
}

/** The bare runtimes: one Pyodide loaded once (fresh globals per run), one QuickJS module (a context per run). */
async function bareRuntimes() {
  const py = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  const quickjs = await newQuickJSWASMModuleFromVariant(releaseSync);
  const python = (interpreter = py) => {
    const { code, stdin, expected } = PROGRAMS.python;
    const lines = stdin.split(/(?<=\n)/);
    let out = '';
    interpreter.setStdin({ stdin: () => lines.shift() });
    interpreter.setStdout({ batched: (line) => (out += line + '\n') });
    const globals = interpreter.globals.get('dict')();
    interpreter.runPython(code, { globals });
    globals.destroy();
    if (out !== expected) throw new Error(`bare python printed ${JSON.stringify(out)}`);
  };
  const javascript = () => {
    const { code, stdin, expected } = PROGRAMS.javascript;
    const lines = stdin.split('\n');
    let out = '';
    // QuickJS has neither console nor input of its own: the two host functions the program needs, nothing else.
    const ctx = quickjs.newContext();
    const log = ctx.newFunction('log', (...args) => {
      out += args.map((a) => String(ctx.dump(a))).join(' ') + '\n';
    });
    const readLine = ctx.newFunction('readLine', () => ctx.newString(lines.shift() ?? ''));
    const console = ctx.newObject();
    ctx.setProp(console, 'log', log);
    ctx.setProp(ctx.global, 'console', console);
    ctx.setProp(ctx.global, 'readLine', readLine);
    ctx.unwrapResult(ctx.evalCode(code)).dispose();
    for (const handle of [log, readLine, console]) handle.dispose();
    ctx.dispose();
    if (out !== expected) throw new Error(`bare javascript printed ${JSON.stringify(out)}`);
  };
  // Each run on its own turn of the event loop, so that 20 started together finish one by one, as they would.
  const later = (run) => () =>
    new Promise((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(run());
        } catch (err) {
          reject(err);
        }
      }),
    );
  // Not the floor, a step between: what the runner's fresh interpreter per job costs by itself (no thread, no queue).
  const snapshot = (await loadPyodide({ _makeSnapshot: true })).makeMemorySnapshot();
  let queued = Promise.resolve();
  const freshPython = () =>
    (queued = queued.then(async () =>
      python(await loadPyodide({ _loadSnapshot: snapshot, stdout: () => {}, stderr: () => {} })),
    ));
  return { python: later(python), javascript: later(javascript), freshPython };
}

/** One at a time for SECONDS: runs per second, and the CPU of `pid` per run. */
async function oneAtATime(run, pid) {
  const cpuBefore = cpuMsOf(pid);
  const started = performance.now();
  let runs = 0;
  while (performance.now() - started < SECONDS * 1000) {
    await run();
    runs++;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    runsPerSecond: round(runs / seconds),
    cpuMsPerRun: round((cpuMsOf(pid) - cpuBefore) / runs, 2),
  };
}

/** ROUNDS times, CONCURRENT runs started together: the time from the start to each one's verdict. */
async function concurrent(run) {
  const times = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT }, () => run().then(() => times.push(performance.now() - started))),
    );
  }
  times.sort((a, b) => a - b);
  return { verdictP50Ms: round(percentile(times, 50)), verdictP95Ms: round(percentile(times, 95)) };
}

async function measure(path, language, run, pid) {
  for (let i = 0; i < 5; i++) await run(); // warm-up: the runner's first interpreters, JIT
  return { language, path, ...(await oneAtATime(run, pid)), ...(await concurrent(run)) };
}

const runner = await startRunner();
const connection = createRedis(redisUrl);
const queue = createQueue('code', connection, namespace);
const eventsConnection = createRedis(redisUrl);
const events = new QueueEvents(queue.name, { connection: eventsConnection, prefix: queuePrefix(namespace) });
try {
  await events.waitUntilReady();
  queue.setMaxListeners(CONCURRENT + 10); // each job awaited adds one until it finishes
  const bare = await bareRuntimes();
  const served = viaRunner(queue, events);
  const rows = [];
  for (const language of ['python', 'javascript']) {
    const floor = await measure(
      `bare ${language === 'python' ? 'Pyodide' : 'QuickJS'} (floor)`,
      language,
      bare[language],
      process.pid,
    );
    const system = await measure('queue → runner → sandbox', language, () => served(language), runner.pid);
    const ratio = (key, digits = 2) => round(system[key] / floor[key], digits);
    rows.push(floor);
    if (language === 'python')
      rows.push(
        await measure(
          'bare Pyodide, a new interpreter per run (from a snapshot)',
          language,
          bare.freshPython,
          process.pid,
        ),
      );
    rows.push({
      ...system,
      'runs/s × bare': ratio('runsPerSecond', 4),
      'p50 × bare': ratio('verdictP50Ms'),
      'p95 × bare': ratio('verdictP95Ms'),
    });
  }
  table(
    rows,
    `Code runner (one at a time for ${SECONDS} s; then ${ROUNDS} × ${CONCURRENT} submitted at once, time to verdict ` +
      'in ms; cpuMsPerRun: the runner process, or this one for the floor; the ratios are the sandbox and queue cost)',
  );
  writeResults('code-run', { seconds: SECONDS, concurrent: CONCURRENT, rounds: ROUNDS, results: rows });
} finally {
  await events.close();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await connection.quit();
  await eventsConnection.quit();
  runner.kill('SIGTERM');
}
