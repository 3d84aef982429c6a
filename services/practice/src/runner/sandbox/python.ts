/**
 * Python in the worker thread: Pyodide, a fresh interpreter per job (loaded from a memory snapshot, the next one
 * prepared while idle), fresh globals per test.
 */
import { loadPyodide, type PyodideInterface } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import type { RunOutcome, SandboxLimits, TestReply, TestRequest } from './protocol';
import { PYTHON_PRELUDE } from './python-prelude';
import { OutputSink } from './output';
import { takeRealmViolation } from './harden';

interface Interpreter {
  py: PyodideInterface;
  runTest: PyProxy & ((code: string, after: string | null) => PyProxy);
}

/** In Pyodide's in-memory file system: each test gets an empty folder under it. */
const WORK_FOLDER = '/sandbox';

/** The `js` module Pyodide builds from this object: nothing in it. */
const noGlobals = (): object => Object.create(null) as object;

/** A whole interpreter start (~2 s), once per pool: later interpreters start from its memory. */
const makeSnapshot = async (): Promise<Uint8Array> => {
  const maker = await loadPyodide({
    _makeSnapshot: true,
    jsglobals: noGlobals(),
    stdout: () => {},
    stderr: () => {},
  });
  return maker.makeMemorySnapshot();
};

export class PythonRunner {
  private next?: Promise<Interpreter>;
  private current?: { runId: string; interpreter: Interpreter };
  private readonly snapshot: Promise<Uint8Array>;
  private provide?: (snapshot: Uint8Array) => void;

  /** With no snapshot given, `make` says whether to make it (and hand it to `onSnapshot`) or wait for one. */
  constructor(
    private readonly limits: SandboxLimits,
    private readonly interrupt: Int32Array,
    snapshot: Uint8Array | undefined,
    make: boolean,
    onSnapshot: (snapshot: Uint8Array) => void,
  ) {
    if (snapshot) this.snapshot = Promise.resolve(snapshot);
    else if (make) this.snapshot = makeSnapshot().then((made) => (onSnapshot(made), made));
    else this.snapshot = new Promise((resolve) => (this.provide = resolve));
  }

  /** The snapshot another worker made, when this one waits for it. */
  receiveSnapshot(snapshot: Uint8Array): void {
    this.provide?.(snapshot);
  }

  /** The next interpreter, fresh from the snapshot. */
  prepare(): Promise<Interpreter> {
    this.next ??= this.load();
    return this.next;
  }

  private async load(): Promise<Interpreter> {
    const py = await loadPyodide({
      _loadSnapshot: await this.snapshot,
      jsglobals: noGlobals(),
      stdout: () => {},
      stderr: () => {},
    });
    const scope = py.globals.get('dict')() as PyProxy & { get(name: string): unknown; destroy(): void };
    py.runPython(PYTHON_PRELUDE, { globals: scope });
    const make = scope.get('_sbx_make') as PyProxy & ((base: string) => Interpreter['runTest']);
    scope.destroy();
    const runTest = make(WORK_FOLDER);
    make.destroy();
    // Only now: the pool's deadline for an earlier test may land late, while this interpreter is being prepared.
    py.setInterruptBuffer(this.interrupt);
    return { py, runTest };
  }

  async run(req: TestRequest, started: () => void): Promise<TestReply> {
    if (this.current?.runId !== req.runId) {
      this.dropCurrent();
      const interpreter = await this.prepare();
      this.next = undefined;
      this.current = { runId: req.runId, interpreter };
    }
    const { py, runTest } = this.current.interpreter;
    const out = new OutputSink(this.limits.outputBytes, () => Atomics.store(this.interrupt, 0, 2));
    py.setStdout({ write: (bytes: Uint8Array) => out.write(bytes) });
    py.setStderr({ write: (bytes: Uint8Array) => bytes.length });
    let stdinGiven = false;
    py.setStdin({
      stdin: () => {
        if (stdinGiven) return null;
        stdinGiven = true;
        return req.stdin;
      },
    });
    Atomics.store(this.interrupt, 0, 0);
    takeRealmViolation();
    started();
    let outcome: RunOutcome;
    let error: string | undefined;
    let errorLine: number | undefined;
    try {
      const result = runTest(req.code, req.after ?? null);
      const [o, e, l] = result.toJs() as [RunOutcome, string | undefined, number | undefined];
      result.destroy();
      [outcome, error, errorLine] = [o, e ?? undefined, l ?? undefined];
    } catch (err) {
      // The runner catches every exception of the program; one raised while it handles them (the interrupt
      // arriving late, memory running out) lands here, with the interpreter intact. Anything else is the
      // interpreter failing: its job's tests go on in a new worker.
      Atomics.store(this.interrupt, 0, 0);
      const type = (err as { type?: string }).type;
      if (type === 'KeyboardInterrupt') return { type: 'result', outcome: 'time_limit', stdout: out.text() };
      if (type === 'MemoryError') return { type: 'result', outcome: 'memory_limit', stdout: out.text() };
      return {
        type: 'result',
        outcome: 'error',
        stdout: out.text(),
        error: 'The sandbox failed',
        recycle: true,
      };
    }
    Atomics.store(this.interrupt, 0, 0);
    const realm = takeRealmViolation();
    if (realm) [outcome, error] = ['not_allowed', `Not allowed in the sandbox: ${realm}`];
    else if (out.exceeded) [outcome, error] = ['output_limit', undefined];
    // A SystemError is how the interpreter reports its own stack running out (a recursion limit raised too far):
    // the job's next test gets a fresh interpreter rather than one that may be damaged.
    if (outcome === 'error' && error?.startsWith('SystemError')) this.dropCurrent();
    return {
      type: 'result',
      outcome,
      stdout: out.text(),
      ...(error ? { error } : {}),
      ...(errorLine ? { errorLine } : {}),
    };
  }

  /** The job is over: its interpreter is dropped, the next one prepared. */
  end(runId: string): void {
    if (this.current?.runId !== runId) return;
    this.dropCurrent();
    void this.prepare().catch(() => undefined);
  }

  private dropCurrent(): void {
    if (!this.current) return;
    this.current.interpreter.runTest.destroy();
    this.current = undefined;
  }
}
