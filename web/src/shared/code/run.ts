import type { BrowserRun, CodeLanguage } from './types';
import type { RunReply, RunRequest } from './workers/protocol';

type Runnable = 'python' | 'javascript' | 'typescript';

/** Python (Pyodide), JavaScript and TypeScript run in the learner's browser; the other languages do not. */
export const runsInBrowser = (language: string): language is Runnable =>
  language === 'python' || language === 'javascript' || language === 'typescript';

/** A program that runs longer is stopped (its worker ended). */
export const TIME_LIMIT_MS = 5000;
/** What a program may print (characters); the rest is cut and the run ends with `output_limit`. */
export const OUTPUT_LIMIT = 64 * 1024;
/** Pyodide's first download and start (about 12 MB, then from the HTTP cache) before the runtime counts as failed. */
const LOAD_LIMIT_MS = 90_000;

/** The runtime could not load (offline, the gateway unreachable): the page says so in the learner's language. */
export class RuntimeUnavailable extends Error {
  override name = 'RuntimeUnavailable';
}

const newWorker = (language: Runnable) =>
  language === 'python'
    ? new Worker(new URL('./workers/python.ts', import.meta.url), { type: 'module', name: 'python' })
    : new Worker(new URL('./workers/javascript.ts', import.meta.url), { type: 'module', name: 'javascript' });

/**
 * Python's worker is kept between runs (Pyodide takes a second or more to start) and runs one program at a time;
 * a JavaScript run gets a new worker each time. A worker that was stopped is never reused.
 */
let python: Worker | undefined;
let pythonQueue: Promise<unknown> = Promise.resolve();

interface RunOptions {
  stdin?: string;
  after?: string;
  signal?: AbortSignal;
  timeLimitMs?: number;
  /** The program began (the runtime is loaded): Python's first run first downloads and starts Pyodide. */
  onStarted?: () => void;
}

function once(
  worker: Worker,
  request: RunRequest,
  { timeLimitMs = TIME_LIMIT_MS, signal, onStarted }: RunOptions,
) {
  return new Promise<{ run: BrowserRun; reusable: boolean }>((resolve, reject) => {
    let stdout = '';
    let timer = setTimeout(
      () => stop(new RuntimeUnavailable('the runtime did not start in time')),
      LOAD_LIMIT_MS,
    );
    const settle = () => {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      signal?.removeEventListener('abort', abort);
    };
    const stop = (why: BrowserRun['verdict'] | Error) => {
      settle();
      worker.terminate();
      if (why instanceof Error) reject(why);
      else resolve({ run: { verdict: why, stdout }, reusable: false });
    };
    const abort = () =>
      stop(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', abort);
    worker.onerror = (event) => {
      event.preventDefault();
      stop(new RuntimeUnavailable(event.message || 'the runner could not start'));
    };
    worker.onmessage = ({ data }: MessageEvent<RunReply>) => {
      if (data.type === 'output') stdout += data.text;
      else if (data.type === 'started') {
        clearTimeout(timer);
        timer = setTimeout(() => stop('time_limit'), timeLimitMs);
        onStarted?.();
      } else if (data.type === 'unavailable') stop(new RuntimeUnavailable(data.reason));
      else if (data.end.verdict === 'output_limit') stop('output_limit');
      else {
        settle();
        resolve({ run: { ...data.end, stdout }, reusable: true });
      }
    };
    worker.postMessage(request);
  });
}

/**
 * Runs a program in the learner's browser, in a Web Worker: `stdin` is what it reads (Python's input(),
 * JavaScript's prompt() or readLine()), `after` runs after the code in the same scope (a test's call). A program
 * still running after `timeLimitMs` is stopped (`time_limit`); one printing more than OUTPUT_LIMIT is stopped
 * too (`output_limit`). Rejects with RuntimeUnavailable when the runtime cannot load, and with the signal's
 * reason when aborted (the worker is then ended).
 */
export function runInBrowser(
  language: CodeLanguage,
  code: string,
  options: RunOptions = {},
): Promise<BrowserRun> {
  if (!runsInBrowser(language))
    return Promise.reject(new RuntimeUnavailable(`${language} does not run in the browser`));
  const { stdin = '', after = '', signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const request: RunRequest = { language, code, stdin, after, outputLimit: OUTPUT_LIMIT };
  if (language !== 'python') {
    const worker = newWorker(language);
    return once(worker, request, options)
      .then(({ run }) => run)
      .finally(() => worker.terminate());
  }

  const turn = pythonQueue.then(async () => {
    if (signal?.aborted) throw signal.reason; // aborted while an earlier run had the worker
    const worker = (python ??= newWorker('python'));
    try {
      const { run, reusable } = await once(worker, request, options);
      if (!reusable) python = undefined;
      return run;
    } catch (err) {
      python = undefined;
      throw err;
    }
  });
  pythonQueue = turn.catch(() => undefined);
  return turn;
}

/**
 * Starts Python's worker (and Pyodide's download) ahead of the first run, e.g. when a Python editor shows. The
 * JavaScript runner needs no warming.
 */
export function warmUpPython(): void {
  python ??= newWorker('python');
}
