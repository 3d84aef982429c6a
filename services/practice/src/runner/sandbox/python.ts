/**
 * Python in the worker thread: Pyodide, a fresh interpreter per job (loaded from a memory snapshot, the next one
 * prepared while idle), fresh globals per test.
 */
import { loadPyodide, type PyodideInterface } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import type { RunOutcome, SandboxLimits, TestReply, TestRequest } from './protocol';
import { PYTHON_PRELUDE } from './python-prelude';
import { OutputSink } from './output';

interface Interpreter {
  py: PyodideInterface;
  runTest: PyProxy & ((code: string, after: string | null) => PyProxy);
}

/** The `js` module Pyodide builds from this object: nothing in it. */
const noGlobals = (): object => Object.create(null) as object;

export class PythonRunner {
  private next?: Promise<Interpreter>;
  private current?: { runId: string; interpreter: Interpreter };

  constructor(
    private readonly limits: SandboxLimits,
    private readonly interrupt: Int32Array,
    private snapshot: Uint8Array | undefined,
    private readonly onSnapshot: (snapshot: Uint8Array) => void,
  ) {}

  /** Makes the snapshot if this worker has none, and the next interpreter. */
  prepare(): Promise<Interpreter> {
    this.next ??= this.load();
    return this.next;
  }

  private async load(): Promise<Interpreter> {
    if (!this.snapshot) {
      const maker = await loadPyodide({
        _makeSnapshot: true,
        jsglobals: noGlobals(),
        stdout: () => {},
        stderr: () => {},
      });
      this.snapshot = maker.makeMemorySnapshot();
      this.onSnapshot(this.snapshot);
    }
    const py = await loadPyodide({
      _loadSnapshot: this.snapshot,
      jsglobals: noGlobals(),
      stdout: () => {},
      stderr: () => {},
    });
    py.setInterruptBuffer(this.interrupt);
    const scope = py.globals.get('dict')() as PyProxy & { get(name: string): unknown; destroy(): void };
    py.runPython(PYTHON_PRELUDE, { globals: scope });
    const runTest = scope.get('_sbx_run_test') as Interpreter['runTest'];
    scope.destroy();
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
      // Only the interpreter itself failing lands here (the runner catches every Python exception).
      return {
        type: 'result',
        outcome: 'error',
        stdout: out.text(),
        error: String(err).split('\n')[0],
        recycle: true,
      };
    }
    Atomics.store(this.interrupt, 0, 0);
    if (out.exceeded) [outcome, error] = ['output_limit', undefined];
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
