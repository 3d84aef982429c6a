/** The shapes shared by the editor, the runners and their workers (one home, so none imports another's module). */

/** The languages the editor colours; Python, JavaScript and TypeScript also run in the browser. */
export type CodeLanguage = 'python' | 'javascript' | 'typescript' | 'java' | 'csharp' | 'cpp' | 'php';

export interface CodeEditorProps {
  value: string;
  onChange: (code: string) => void;
  language: CodeLanguage;
  /** The accessible name ("Your code"). */
  label: string;
  readOnly?: boolean;
  /** The editor's height in lines before it scrolls (default 12). */
  lines?: number;
  /** Focus the editor once it has loaded (it was opened by the learner's own action). */
  autoFocus?: boolean;
}

/** One run in the browser: what the program printed, and how it ended. */
export interface BrowserRun {
  verdict: 'ok' | 'error' | 'time_limit' | 'output_limit';
  stdout: string;
  /** The program's error ("NameError: name 'x' is not defined"), when it raised. */
  error?: string;
  errorLine?: number;
}
