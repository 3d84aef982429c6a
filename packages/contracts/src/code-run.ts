/**
 * Running a learner's program on the server (issue 34, ADR 23): the practice API puts a `run-code` job on the
 * `code-run` queue and waits for its result; the code runner (practice's runner role) runs the program once per
 * test in a WebAssembly sandbox and answers a verdict per test. A wire contract: producers and runners may be
 * deployed at different versions.
 */

/** Languages with a WebAssembly runtime here: Python (Pyodide); JavaScript and TypeScript (QuickJS). */
export const RUNNABLE_LANGUAGES = ['python', 'javascript', 'typescript'] as const;
export type RunnableLanguage = (typeof RUNNABLE_LANGUAGES)[number];
export const isRunnableLanguage = (language: string): language is RunnableLanguage =>
  (RUNNABLE_LANGUAGES as readonly string[]).includes(language);

/**
 * One test: the program reads `stdin` (Python `input()`, JavaScript `prompt()`/`readLine()`), then `after` runs in
 * the same scope (a call such as `print(add(2, 3))`), and what it printed must equal `expected` (compared with
 * "\r\n" as "\n", trailing spaces of each line and trailing blank lines ignored).
 */
export interface CodeTestSpec {
  id: string;
  stdin: string;
  after?: string;
  expected: string;
}

export interface CodeRunJobData {
  /** The job id too: running the same answer twice is one run. */
  runId: string;
  language: RunnableLanguage;
  code: string;
  tests: CodeTestSpec[];
}

/**
 * passed / failed (ran, printed something else) / error (the program raised: `error` holds its message) /
 * time_limit / memory_limit / output_limit / not_allowed (files outside its own folder, sockets, processes,
 * imports the sandbox refuses).
 */
export const TEST_VERDICTS = [
  'passed',
  'failed',
  'error',
  'time_limit',
  'memory_limit',
  'output_limit',
  'not_allowed',
] as const;
export type TestVerdict = (typeof TEST_VERDICTS)[number];

export interface CodeTestResult {
  id: string;
  verdict: TestVerdict;
  /** What the program printed, cut at the runner's output cap. */
  stdout: string;
  /** The program's own error (its last line: "ZeroDivisionError: division by zero"), when it raised. */
  error?: string;
  /** The line of the learner's code the error points at, when the runtime tells it. */
  errorLine?: number;
}

/** The `run-code` job's return value, the tests in the job's order. */
export interface CodeRunResult {
  tests: CodeTestResult[];
}
