/**
 * JavaScript and TypeScript in the worker thread: QuickJS compiled to WebAssembly, a new runtime and context per
 * test (its own heap, memory limit, stack limit and deadline). The program reaches the host only through the three
 * functions the prelude keeps (write, readLine, refuse).
 */
import { readFile } from 'node:fs/promises';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { transform } from 'sucrase';
import type { RunOutcome, SandboxLimits, TestReply, TestRequest } from './protocol';
import { JS_PRELUDE } from './js-prelude';
import { OutputSink } from './output';

/** The compiler's lib (ES2023, no DOM) does not declare WebAssembly; the runtime has it. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } })
  .WebAssembly;

const PROGRAM_FILE = 'main.js';
const AFTER_FILE = 'after.js';
/**
 * QuickJS's own stack: about 10 000 calls deep, as Node. Its frames also use the thread's native stack (16 MB, see
 * index.ts), which must not run out first: that would throw out of the WebAssembly module and cost the worker.
 */
const MAX_STACK_BYTES = 2 * 1024 * 1024;
/** A module whose memory grew past this is replaced after the test (a new one costs a few milliseconds). */
const KEEP_MODULE_BYTES = 32 * 1024 * 1024;
/** Timers fired after the program, at most: an interval never cleared ends here or at the deadline. */
const MAX_TIMERS = 100_000;

interface Failure {
  outcome: RunOutcome;
  error?: string;
  errorLine?: number;
}

class CompileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** TypeScript loses its types only: sucrase keeps every line where it was, so error lines stay the learner's. */
const toJavaScript = (source: string, typescript: boolean): string => {
  if (!typescript) return source;
  try {
    return transform(source, { transforms: ['typescript'], disableESTransforms: true }).code;
  } catch (err) {
    const loc = (err as { loc?: { line: number } }).loc;
    throw new CompileError(`SyntaxError: ${(err as Error).message.replace(/ \(\d+:\d+\)$/, '')}`, loc?.line);
  }
};

const lineIn = (stack: string | undefined, file: string): number | undefined => {
  const match = stack?.match(new RegExp(`${file.replace('.', '\\.')}:(\\d+)`));
  return match ? Number(match[1]) : undefined;
};

export class JavaScriptRunner {
  private module?: Promise<QuickJSWASMModule>;

  constructor(private readonly limits: SandboxLimits) {}

  private variant?: Promise<typeof releaseSync>;

  /** A QuickJS instance; its code is compiled once per worker, so a replaced instance costs milliseconds. */
  prepare(): Promise<QuickJSWASMModule> {
    this.variant ??= readFile(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm'))
      .then((bytes) => wasm.compile(bytes))
      .then((wasmModule) => newVariant(releaseSync, { wasmModule }));
    this.module ??= this.variant.then((variant) => newQuickJSWASMModuleFromVariant(variant));
    return this.module;
  }

  async run(req: TestRequest, started: () => void): Promise<TestReply> {
    const module = await this.prepare();
    const typescript = req.language === 'typescript';
    let program: string;
    let after: string | undefined;
    try {
      program = toJavaScript(req.code, typescript);
      after = req.after ? toJavaScript(req.after, typescript) : undefined;
    } catch (err) {
      const e = err as CompileError;
      started();
      return {
        type: 'result',
        outcome: 'error',
        stdout: '',
        error: e.message,
        ...(e.line ? { errorLine: e.line } : {}),
      };
    }

    const out = new OutputSink(this.limits.outputBytes, () => undefined);
    const errOut = new OutputSink(this.limits.outputBytes, () => undefined);
    const lines = req.stdin.replace(/\r\n?/g, '\n').split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    let refused: string | undefined;
    let interrupted = false;
    let deadline = Infinity;

    const runtime = module.newRuntime();
    runtime.setMemoryLimit(this.limits.memoryMb * 1024 * 1024);
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    runtime.setInterruptHandler(() => {
      if (out.exceeded || errOut.exceeded || Date.now() > deadline) interrupted = true;
      return interrupted;
    });
    runtime.setModuleLoader((name) => {
      refused ??= `import('${name}')`;
      return { error: new Error(`import('${name}') is not allowed in the sandbox`) };
    });
    const ctx = runtime.newContext();
    let recycle = false;
    let failure: Failure | undefined;
    try {
      const nextTimer = this.install(ctx, {
        write: (stream, text) => (stream === 1 ? out : errOut).write(text),
        readLine: () => lines.shift() ?? null,
        refuse: (what) => {
          refused ??= what;
        },
      });
      started();
      deadline = Date.now() + this.limits.timeLimitMs;
      const completions: QuickJSHandle[] = [];
      try {
        failure =
          this.evaluate(ctx, program, PROGRAM_FILE, completions) ??
          (after !== undefined ? this.evaluate(ctx, after, AFTER_FILE, completions) : undefined) ??
          this.drain(ctx, nextTimer) ??
          this.rejected(ctx, completions);
      } finally {
        nextTimer.dispose();
        for (const handle of completions) handle.dispose();
      }
    } catch (err) {
      // The runtime itself failed (not the program): answer, and let the pool replace this worker.
      failure = { outcome: 'error', error: String(err).split('\n')[0] };
      recycle = true;
    }
    if (interrupted || failure?.outcome === 'memory_limit') {
      // Stopped in the middle (out of memory, or interrupted inside a promise job), QuickJS may have lost track
      // of objects, and freeing the runtime would abort the whole WebAssembly module: the module is dropped
      // instead (the garbage collector takes it), and the next test gets a new one.
      this.module = undefined;
    } else {
      try {
        ctx.dispose();
        runtime.dispose();
      } catch {
        this.module = undefined;
      }
      // WebAssembly memory never shrinks: a module a big program grew is dropped, so an idle worker stays small.
      const grown = (module.getWasmMemory() as unknown as { buffer: ArrayBuffer }).buffer.byteLength;
      if (grown > KEEP_MODULE_BYTES) this.module = undefined;
    }

    let outcome: RunOutcome = failure?.outcome ?? 'ok';
    let error = failure?.error;
    if (refused) [outcome, error] = ['not_allowed', `Not allowed in the sandbox: ${refused}`];
    else if (out.exceeded || errOut.exceeded) [outcome, error] = ['output_limit', undefined];
    else if (interrupted) [outcome, error] = ['time_limit', undefined];
    return {
      type: 'result',
      outcome,
      stdout: out.text(),
      ...(error ? { error } : {}),
      ...(failure?.errorLine ? { errorLine: failure.errorLine } : {}),
      ...(recycle ? { recycle } : {}),
    };
  }

  private install(
    ctx: QuickJSContext,
    host: {
      write(stream: number, text: string): void;
      readLine(): string | null;
      refuse(what: string): void;
    },
  ): QuickJSHandle {
    const write = ctx.newFunction('write', (stream, text) => {
      host.write(ctx.getNumber(stream), ctx.getString(text));
    });
    const readLine = ctx.newFunction('readLine', () => {
      const line = host.readLine();
      return line === null ? ctx.null : ctx.newString(line);
    });
    const refuse = ctx.newFunction('refuse', (what) => {
      host.refuse(ctx.getString(what));
    });
    const prelude = ctx.unwrapResult(ctx.evalCode(JS_PRELUDE, 'prelude.js'));
    try {
      return ctx.unwrapResult(ctx.callFunction(prelude, ctx.undefined, write, readLine, refuse));
    } finally {
      for (const handle of [prelude, write, readLine, refuse]) handle.dispose();
    }
  }

  /** Runs one script; its error, if it raised. A promise it ends with (`main();`) is kept in `completions`. */
  private evaluate(
    ctx: QuickJSContext,
    code: string,
    file: string,
    completions: QuickJSHandle[],
  ): Failure | undefined {
    const result = ctx.evalCode(code, file);
    if (result.error) return this.failure(ctx, result.error);
    const state = ctx.getPromiseState(result.value);
    if (state.type === 'fulfilled' && state.notAPromise) result.value.dispose();
    else {
      if (state.type === 'fulfilled') state.value.dispose();
      if (state.type === 'rejected') state.error.dispose();
      completions.push(result.value);
    }
    return this.settle(ctx);
  }

  /**
   * QuickJS does not say when a rejection goes unhandled, but the usual way an async program fails is the
   * promise its last statement makes (`main();`, `run().then(print)`): once everything ran, a rejected one is
   * the program's error.
   */
  private rejected(ctx: QuickJSContext, completions: QuickJSHandle[]): Failure | undefined {
    for (const handle of completions) {
      const state = ctx.getPromiseState(handle);
      if (state.type === 'rejected') return this.failure(ctx, state.error);
      if (state.type === 'fulfilled' && state.value !== handle) state.value.dispose();
    }
    return undefined;
  }

  /** Promise jobs, then timers in virtual-clock order, until none is left (or the deadline interrupts). */
  private drain(ctx: QuickJSContext, nextTimer: QuickJSHandle): Failure | undefined {
    for (let fired = 0; fired < MAX_TIMERS; fired++) {
      const result = ctx.callFunction(nextTimer, ctx.undefined);
      if (result.error) return this.failure(ctx, result.error);
      const more = ctx.dump(result.value) as boolean;
      result.value.dispose();
      const failure = this.settle(ctx);
      if (failure || !more) return failure;
    }
    return { outcome: 'time_limit' };
  }

  private settle(ctx: QuickJSContext): Failure | undefined {
    const jobs = ctx.runtime.executePendingJobs();
    if (jobs.error) return this.failure(ctx, jobs.error);
    jobs.dispose();
    return undefined;
  }

  private failure(ctx: QuickJSContext, handle: QuickJSHandle): Failure {
    const thrown = ctx.dump(handle) as unknown;
    handle.dispose();
    if (thrown && typeof thrown === 'object' && 'message' in thrown) {
      const { name, message, stack } = thrown as { name?: string; message?: string; stack?: string };
      const text = `${name ?? 'Error'}: ${message ?? ''}`;
      const errorLine = lineIn(stack, PROGRAM_FILE);
      if (/out of memory|string too long/i.test(message ?? ''))
        return { outcome: 'memory_limit', error: text };
      return { outcome: 'error', error: text, ...(errorLine ? { errorLine } : {}) };
    }
    if (thrown === null) return { outcome: 'memory_limit', error: 'out of memory' };
    return { outcome: 'error', error: `Uncaught ${String(thrown)}` };
  }
}
