import type { CodeLanguage } from '.';

/** One run in the browser: what the program printed, and how it ended. */
export interface BrowserRun {
  verdict: 'ok' | 'error' | 'time_limit' | 'output_limit';
  stdout: string;
  /** The program's error ("NameError: name 'x' is not defined"), when it raised. */
  error?: string;
  errorLine?: number;
}

/** Python (Pyodide), JavaScript and TypeScript run in the learner's browser; the other languages do not. */
export const runsInBrowser = (language: string): language is 'python' | 'javascript' | 'typescript' =>
  language === 'python' || language === 'javascript' || language === 'typescript';

/** Placeholder until the runners land. `after` runs after the code in the same scope (a test's call). */
export function runInBrowser(
  _language: CodeLanguage,
  _code: string,
  _options: { stdin?: string; after?: string; signal?: AbortSignal } = {},
): Promise<BrowserRun> {
  return Promise.resolve({ verdict: 'error', stdout: '', error: 'not available yet' });
}
