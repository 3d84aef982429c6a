/**
 * Code in the browser (issue 34): the editor and the runners, shared by the practice, project and assistant pages.
 * The editor and each runtime load on demand, so a page that shows no code pays nothing for them.
 */
export type { CodeLanguage, CodeEditorProps, BrowserRun } from './types';
export { CodeEditor } from './CodeEditor';
export {
  runInBrowser,
  runsInBrowser,
  warmUpPython,
  RuntimeUnavailable,
  TIME_LIMIT_MS,
  OUTPUT_LIMIT,
} from './run';
export { RunPanel } from './RunPanel';

export { LANGUAGE_NAMES, isCodeLanguage } from './names';
