/**
 * JavaScript and TypeScript in the learner's browser, one program per worker (the page makes a new one for each
 * run, so nothing is left of the last). TypeScript loses its types through sucrase, which keeps line numbers, so
 * an error's line is the learner's. The gateway serves this worker with a policy of its own: eval allowed here
 * and nowhere else, and no network (docs/adr/0012-web-app.md).
 */
import { transform } from 'sucrase';
import { inspect } from './inspect';
import { outputSink, post, type RunRequest } from './protocol';

/** The program's source file name in stack traces; its first line is the wrapper's. */
const FILE = 'program.js';

/** The learner's line an error points at: the first stack frame in the program (the wrapper's line taken off). */
function lineOf(err: unknown, codeLines: number): number | undefined {
  const at = err instanceof Error ? new RegExp(`${FILE}:(\\d+):\\d+`).exec(err.stack ?? '') : null;
  const line = at ? Number(at[1]) - 1 : undefined;
  return line && line <= codeLines ? line : undefined;
}

/**
 * The timers the program sets, so that its run ends when the last one has fired (an endless interval meets the
 * time limit); an error in a callback ends the run with that error.
 */
function trackTimers(onIdle: () => void, onError: (err: unknown) => void) {
  const pending = new Set<number>();
  const settle = (id: number) => {
    pending.delete(id);
    if (!pending.size) onIdle();
  };
  const guarded = (fn: (...a: unknown[]) => void, args: unknown[]) => () => {
    try {
      fn(...args);
      return true;
    } catch (err) {
      onError(err);
      return false;
    }
  };
  return {
    idle: () => pending.size === 0,
    setTimeout: (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const call = guarded(fn, args);
      const id = setTimeout(() => call() && settle(id), ms) as unknown as number;
      pending.add(id);
      return id;
    },
    setInterval: (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const call = guarded(fn, args);
      const id = setInterval(() => call() || clearInterval(id), ms) as unknown as number;
      pending.add(id);
      return id;
    },
    clear: (id: number) => {
      clearTimeout(id);
      clearInterval(id);
      if (pending.has(id)) settle(id);
    },
  };
}

async function run({ language, code, stdin, after, outputLimit }: RunRequest) {
  const out = outputSink(outputLimit);
  let ended = false;
  const end = (verdict: 'ok' | 'error', problem: { error?: string; errorLine?: number } = {}) => {
    if (ended || out.full) return;
    ended = true;
    post({ type: 'done', end: { verdict, ...problem } });
  };
  const codeLines = code.split('\n').length;
  const fail = (err: unknown, line = lineOf(err, codeLines)) =>
    end('error', {
      error: err instanceof Error ? `${err.name}: ${err.message}` : `Uncaught ${inspect(err, 1)}`,
      ...(line ? { errorLine: line } : {}),
    });

  let source: string;
  try {
    source = transform(`${code}\n${after}`, {
      transforms: language === 'typescript' ? ['typescript'] : [],
      disableESTransforms: true,
    }).code;
  } catch (err) {
    // A syntax error: sucrase names its place ("Unexpected token (3:5)").
    const loc = (err as { loc?: { line: number } }).loc;
    return fail(new SyntaxError((err as Error).message), loc && loc.line <= codeLines ? loc.line : undefined);
  }

  const lines = stdin.split('\n');
  if (stdin.endsWith('\n')) lines.pop();
  const readLine = () => (lines.length ? lines.shift()! : null);
  const print = (...values: unknown[]) => {
    out.write(`${values.map((v) => inspect(v)).join(' ')}\n`);
    if (out.full) throw new RangeError('output limit'); // stops a printing loop; the page has its answer
  };
  const console = { log: print, info: print, debug: print, warn: print, error: print };
  let returned = false;
  const timers = trackTimers(() => returned && end('ok'), fail);
  self.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    fail(event.reason);
  });
  post({ type: 'started' });
  try {
    // Indirect eval: the program sees the worker's globals and these names, not this function's variables.
    const program = (0, eval)(
      `(async function (console, prompt, readLine, setTimeout, setInterval, clearTimeout, clearInterval) {\n${source}\n})\n//# sourceURL=${FILE}`,
    ) as (...args: unknown[]) => Promise<void>;
    const prompt = () => readLine();
    await program(
      console,
      prompt,
      readLine,
      timers.setTimeout,
      timers.setInterval,
      timers.clear,
      timers.clear,
    );
    returned = true;
    if (timers.idle()) end('ok');
  } catch (err) {
    fail(err);
  }
}

self.onmessage = (event: MessageEvent<RunRequest>) => void run(event.data);
