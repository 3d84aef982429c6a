/**
 * The server-side sandbox (issue 34, ADR 23): runs a learner's program against a job's tests in a small pool of
 * worker threads, Python in Pyodide and JavaScript/TypeScript in QuickJS, both WebAssembly. The main thread keeps
 * a hard watchdog per test: a worker that does not answer in time is terminated and replaced, the pool lives on.
 */
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import type { CodeRunJobData, CodeRunResult, CodeTestResult, TestVerdict } from '@tutor/contracts';
import { capBytes, sameOutput } from './compare';
import type { FromWorker, SandboxLimits, TestReply, TestRequest, ToWorker, WorkerData } from './protocol';

export type { SandboxLimits } from './protocol';
export { normaliseOutput, sameOutput } from './compare';

export interface SandboxOptions extends SandboxLimits {
  /** After the time limit, how long the watchdog waits for the interrupted program before terminating its worker. */
  graceMs: number;
  /** How long a worker may take to get an interpreter ready before a test starts. */
  startMs: number;
}

export const DEFAULT_SANDBOX_OPTIONS: SandboxOptions = {
  timeLimitMs: 2000,
  memoryMb: 128,
  outputBytes: 64 * 1024,
  threads: 2,
  graceMs: 2000,
  startMs: 60_000,
};

export interface Sandbox {
  /** Runs every test of the job; rejects only when the sandbox itself fails, never for what the program does. */
  run(job: CodeRunJobData): Promise<CodeRunResult>;
  /** Terminates the workers; jobs still waiting are rejected. */
  close(): Promise<void>;
  /** Workers replaced so far (watchdog, crash or a damaged runtime): for the runner's metrics. */
  readonly respawns: number;
}

const workerFile = path.join(__dirname, `worker${path.extname(__filename)}`);

/** From TypeScript sources (tests), the worker is compiled on the fly by sucrase; built, it is plain JavaScript. */
const spawnWorker = (data: WorkerData, limits: SandboxLimits): Worker => {
  const options = {
    workerData: data,
    // Nothing of the service's environment (database URLs, keys) is visible inside the thread.
    env: {},
    stdout: true,
    stderr: true,
    // The heap holds the runtimes' JavaScript side; their programs' memory is WebAssembly memory, capped apart.
    // The native stack is large so that QuickJS's stack limit (quickjs.ts) always comes first.
    resourceLimits: { maxOldGenerationSizeMb: Math.max(256, limits.memoryMb * 2), stackSizeMb: 16 },
  };
  if (!workerFile.endsWith('.ts')) return new Worker(workerFile, options);
  const register = require.resolve('sucrase/register/ts');
  return new Worker(`require(${JSON.stringify(register)}); require(${JSON.stringify(workerFile)});`, {
    ...options,
    eval: true,
  });
};

const failure = (outcome: TestReply['outcome'], error?: string): TestReply => ({
  type: 'result',
  outcome,
  stdout: '',
  ...(error ? { error } : {}),
});

/** One worker thread and the test it runs; replaced in place when it must die. */
class Slot {
  private worker!: Worker;
  private readonly interrupt = new SharedArrayBuffer(4);
  private pending?: { resolve(reply: TestReply): void; reject(err: Error): void };
  private timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(private readonly pool: Pool) {
    this.spawn();
  }

  private spawn(): void {
    const snapshot = this.pool.pythonSnapshot;
    // One worker makes the Pyodide snapshot (the first, or its replacement); the others wait for it.
    const makeSnapshot = !snapshot && (this.pool.snapshotMaker ?? this) === this;
    if (makeSnapshot) this.pool.snapshotMaker = this;
    const worker = spawnWorker(
      {
        limits: this.pool.options,
        interrupt: this.interrupt,
        makeSnapshot,
        ...(snapshot ? { pythonSnapshot: snapshot } : {}),
      },
      this.pool.options,
    );
    this.worker = worker;
    // What the runtimes print on their own (an abort's message) may carry a program's text: kept out of the logs.
    worker.stdout.resume();
    worker.stderr.resume();
    // A replaced worker's late messages (a result just after its deadline) belong to no test any more.
    worker.on('message', (message: FromWorker) => {
      if (this.worker === worker) this.onMessage(message);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      const outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.replace(
        outOfMemory ? failure('memory_limit') : failure('error', 'The sandbox stopped unexpectedly'),
      );
    });
    worker.on('exit', () => {
      if (this.worker === worker && !this.closed)
        this.replace(failure('error', 'The sandbox stopped unexpectedly'));
    });
  }

  private onMessage(message: FromWorker): void {
    if (message.type === 'snapshot') this.pool.shareSnapshot(message.snapshot);
    else if (message.type === 'started') this.armWatchdog();
    else if (message.type === 'result') {
      const reply = message;
      this.finish(reply);
      if (reply.recycle) this.replace();
    }
  }

  /**
   * Resolves with the program's outcome, whatever it did; rejects only when the sandbox itself fails (no runtime
   * ready in `startMs`, or closed), so the job fails and is retried rather than blamed on the program.
   */
  run(req: TestRequest): Promise<TestReply> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('The sandbox is closed'));
      this.pending = { resolve, reject };
      const notReady = () => {
        const pending = this.pending;
        this.pending = undefined;
        this.replace();
        pending?.reject(new Error('The sandbox could not get a runtime ready'));
      };
      this.timers = [setTimeout(notReady, this.pool.options.startMs)];
      this.send(req);
    });
  }

  send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  /** At the limit Python is interrupted (KeyboardInterrupt); after the grace the thread is terminated. */
  private armWatchdog(): void {
    this.clearTimers();
    const { timeLimitMs, graceMs } = this.pool.options;
    const interrupt = new Int32Array(this.interrupt);
    this.timers = [
      setTimeout(() => Atomics.store(interrupt, 0, 2), timeLimitMs),
      setTimeout(() => this.replace(failure('time_limit')), timeLimitMs + graceMs),
    ];
  }

  private finish(reply: TestReply): void {
    this.clearTimers();
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve(reply);
  }

  /** Terminates this worker and starts a new one; the test it ran (if any) ends with `reply`. */
  private replace(reply?: TestReply): void {
    if (this.closed) return;
    const old = this.worker;
    this.pool.respawns++;
    this.spawn();
    void old.terminate();
    if (reply) this.finish(reply);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clearTimers();
    this.pending?.reject(new Error('The sandbox is closed'));
    this.pending = undefined;
    await this.worker.terminate();
  }
}

const verdictOf = (reply: TestReply, expected: string): TestVerdict => {
  if (reply.outcome !== 'ok') return reply.outcome;
  return sameOutput(reply.stdout, expected) ? 'passed' : 'failed';
};

class Pool implements Sandbox {
  pythonSnapshot?: Uint8Array;
  snapshotMaker?: Slot;
  respawns = 0;
  private readonly idle: Slot[] = [];
  private readonly waiting: Array<{ take(slot: Slot): void; fail(err: Error): void }> = [];
  private readonly slots: Slot[];
  private closed = false;

  constructor(readonly options: SandboxOptions) {
    this.slots = Array.from({ length: Math.max(1, options.threads) }, () => new Slot(this));
    this.idle.push(...this.slots);
  }

  shareSnapshot(snapshot: Uint8Array): void {
    if (this.pythonSnapshot) return;
    this.pythonSnapshot = snapshot;
    for (const slot of this.slots) slot.send({ type: 'snapshot', snapshot });
  }

  async run(job: CodeRunJobData): Promise<CodeRunResult> {
    const slot = await this.acquire();
    try {
      const tests: CodeTestResult[] = [];
      for (const test of job.tests) {
        // A program that ran out of time twice is not run again in this job: an endless loop at the top of a
        // project would otherwise cost every test's limit, longer than the API waits for a verdict.
        if (tests.filter((t) => t.verdict === 'time_limit').length >= 2) {
          tests.push({ id: test.id, verdict: 'time_limit', stdout: '' });
          continue;
        }
        const reply = await slot.run({
          type: 'test',
          runId: job.runId,
          language: job.language,
          code: job.code,
          stdin: test.stdin,
          ...(test.after ? { after: test.after } : {}),
        });
        tests.push({
          id: test.id,
          verdict: verdictOf(reply, test.expected),
          stdout: capBytes(reply.stdout, this.options.outputBytes),
          ...(reply.error ? { error: reply.error } : {}),
          ...(reply.errorLine ? { errorLine: reply.errorLine } : {}),
        });
      }
      return { tests };
    } finally {
      slot.send({ type: 'end', runId: job.runId });
      this.release(slot);
    }
  }

  private acquire(): Promise<Slot> {
    if (this.closed) return Promise.reject(new Error('The sandbox is closed'));
    const slot = this.idle.pop();
    if (slot) return Promise.resolve(slot);
    return new Promise((take, fail) => this.waiting.push({ take, fail }));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next.take(slot);
    else this.idle.push(slot);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.fail(new Error('The sandbox is closed'));
    await Promise.all(this.slots.map((slot) => slot.close()));
  }
}

/** One sandbox per process (or per test file): workers start at once and keep an interpreter ready. */
export const createSandbox = (options: Partial<SandboxOptions> = {}): Sandbox =>
  new Pool({ ...DEFAULT_SANDBOX_OPTIONS, ...options });
