import { runInBrowser, type BrowserRun, type CodeLanguage } from '../code';

/** The most code a learner may run, send or save (the server refuses more): refused here before any request. */
export const CODE_LIMIT = 20_000;

/** A visible test as the API gives it (a hidden one has only its name). */
export interface CodeTestView {
  name: string;
  hidden: boolean;
  input?: string | null;
  call?: string | null;
  expected?: string | null;
}

/** One test's result on the server. */
export interface CodeTestResultView extends CodeTestView {
  verdict: string;
  output?: string | null;
  error?: string | null;
  errorLine?: number | null;
}

/** A visible example run in the browser: what it printed against what it should. */
export interface ExampleRun {
  example: CodeTestView;
  run: BrowserRun;
  passed: boolean;
}

/**
 * Printed output as the server compares it: "\r\n" as "\n", each line's trailing spaces and trailing blank lines
 * ignored (the code-run contract), so an example that passes here passes there.
 */
export const sameOutput = (got: string, expected: string): boolean => {
  const norm = (s: string) =>
    s
      .replace(/\r\n/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n+$/, '');
  return norm(got) === norm(expected);
};

/** Each visible example run in the browser, one after another (each run gets its own time limit). */
export async function runExamples(
  language: CodeLanguage,
  code: string,
  examples: readonly CodeTestView[],
  signal?: AbortSignal,
): Promise<ExampleRun[]> {
  const runs: ExampleRun[] = [];
  for (const example of examples.filter((e) => !e.hidden)) {
    if (signal?.aborted) break;
    const run = await runInBrowser(language, code, {
      stdin: example.input ?? '',
      after: example.call ?? undefined,
      signal,
    });
    runs.push({
      example,
      run,
      passed: run.verdict === 'ok' && sameOutput(run.stdout, example.expected ?? ''),
    });
  }
  return runs;
}

/** A fresh id for one press of a check or submit: the server answers a repeat of it with the first result. */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
