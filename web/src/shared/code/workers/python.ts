/**
 * Python in the learner's browser: Pyodide from the gateway's own copy of the npm package
 * (/runtime/pyodide/<version>/, never a CDN), loaded once per worker and reused; each program runs in a fresh
 * namespace. The page stops an endless program by ending this worker (Pyodide cannot be interrupted without
 * cross-origin isolation); its next run starts a new one.
 */
import type { PyodideInterface } from 'pyodide';
import { version } from 'pyodide/package.json';
import { outputSink, post, type RunRequest } from './protocol';
const RUNTIME = `${self.location.origin}/runtime/pyodide/${version}/`;

async function load(): Promise<PyodideInterface> {
  const { loadPyodide } = (await import(
    /* @vite-ignore */ `${RUNTIME}pyodide.mjs`
  )) as typeof import('pyodide');
  // The program's `js` module is an empty object: Python code reaches nothing of the worker (no fetch).
  const pyodide = await loadPyodide({ indexURL: RUNTIME, jsglobals: {}, fullStdLib: false });
  // What Pyodide needed is loaded; the program itself gets no network at all.
  for (const name of ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts'])
    Object.defineProperty(self, name, { value: undefined });
  return pyodide;
}
// Pyodide starts loading as soon as the worker does (warmUpPython makes it before the first run).
let runtime: Promise<PyodideInterface> | undefined = load();
runtime.catch(() => undefined);

/** The traceback's last line ("NameError: name 'x' is not defined") and the learner's line it points at. */
function describe(traceback: string, file: string): { error: string; errorLine?: number } {
  const lines = traceback.trim().split('\n');
  const at = [...traceback.matchAll(new RegExp(`File "${file}", line (\\d+)`, 'g'))].pop();
  return { error: lines[lines.length - 1] ?? traceback, errorLine: at ? Number(at[1]) : undefined };
}

/** Python buffers what a program prints when it is not a terminal: the rest goes out before the verdict. */
const flush = (pyodide: PyodideInterface) => pyodide.runPython('import sys\nsys.stdout.flush()');

async function run({ code, stdin, after, outputLimit }: RunRequest) {
  let pyodide: PyodideInterface;
  try {
    pyodide = await (runtime ??= load());
  } catch (err) {
    runtime = undefined;
    return post({ type: 'unavailable', reason: String(err) });
  }
  const out = outputSink(outputLimit);
  const decoder = new TextDecoder();
  pyodide.setStdout({
    write(buffer) {
      out.write(decoder.decode(buffer, { stream: true }));
      return buffer.length;
    },
  });
  pyodide.setStderr({ write: (buffer) => buffer.length });
  const input = new TextEncoder().encode(stdin);
  let offset = 0;
  pyodide.setStdin({
    read(buffer) {
      const n = Math.min(buffer.length, input.length - offset);
      buffer.set(input.subarray(offset, offset + n));
      offset += n;
      return n;
    },
  });
  const globals = pyodide.globals.get('dict')();
  globals.set('__name__', '__main__');
  post({ type: 'started' });
  try {
    await pyodide.runPythonAsync(code, { globals, filename: '<main>' });
    if (after) await pyodide.runPythonAsync(after, { globals, filename: '<test>' });
    flush(pyodide);
    if (!out.full) post({ type: 'done', end: { verdict: 'ok' } });
  } catch (err) {
    flush(pyodide);
    const problem = describe(err instanceof Error ? err.message : String(err), '<main>');
    if (!out.full) post({ type: 'done', end: { verdict: 'error', ...problem } });
  } finally {
    globals.destroy();
  }
}

self.onmessage = (event: MessageEvent<RunRequest>) => void run(event.data);
