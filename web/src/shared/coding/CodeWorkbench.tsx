import { ListChecks, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Textarea } from '../../components/ui';
import { useAddressedT } from '../../i18n/address';
import {
  CodeEditor,
  runInBrowser,
  runsInBrowser,
  warmUpPython,
  type BrowserRun,
  type CodeLanguage,
} from '../code';
import { ExampleRuns, RunOutput } from './RunResults';
import { CODE_LIMIT, runExamples, type CodeTestView, type ExampleRun } from './tests';
import './coding.css';

/** The learner's refusal for code past the limit (null when it fits): checked before any run, send or save. */
export function useCodeLimit() {
  const addressed = useAddressedT();
  return (code: string): string | null =>
    code.length > CODE_LIMIT ? addressed('coding.tooLong', { length: code.length, limit: CODE_LIMIT }) : null;
}

/**
 * Where a program is written and tried (the exercise and the project pages): the editor (left to right in any
 * page), an input box, Run in the browser and, with `examples`, "Run the examples" (each visible example against
 * its expected output). `actions` adds the page's own buttons (Submit, Check milestones) beside them.
 */
export function CodeWorkbench({
  language,
  code,
  onCode,
  examples,
  readOnly = false,
  actions,
  problem,
}: {
  language: CodeLanguage;
  code: string;
  onCode: (code: string) => void;
  examples?: readonly CodeTestView[];
  readOnly?: boolean;
  actions?: ReactNode;
  /** The page's own message under the buttons (a refused submission). */
  problem?: string | null;
}) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const tooLong = useCodeLimit();
  const stdinId = useId();
  const [stdin, setStdin] = useState('');
  const [output, setOutput] = useState<BrowserRun | null>(null);
  const [exampleRuns, setExampleRuns] = useState<ExampleRun[] | null>(null);
  const [running, setRunning] = useState<'run' | 'examples' | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // Pyodide takes seconds to start: it starts while the learner reads and writes.
  useEffect(() => {
    if (language === 'python') warmUpPython();
  }, [language]);
  const runs = runsInBrowser(language);
  const visible = (examples ?? []).filter((e) => !e.hidden);

  const start = async (which: 'run' | 'examples') => {
    const refusal = tooLong(code);
    setRefused(refusal);
    if (refusal || running) return;
    controller.current?.abort();
    const abort = (controller.current = new AbortController());
    setRunning(which);
    try {
      if (which === 'run') {
        setExampleRuns(null);
        setOutput(await runInBrowser(language, code, { stdin, signal: abort.signal }));
      } else {
        setOutput(null);
        setExampleRuns(await runExamples(language, code, visible, abort.signal));
      }
    } catch {
      // Stopped by leaving or by the next run: nothing to say. Otherwise the runtime did not load here.
      if (!abort.signal.aborted) setRefused(t('coding.unavailable'));
    } finally {
      if (!abort.signal.aborted) setRunning(null);
    }
  };

  return (
    <div className="code-workbench">
      <div className="code-editor-box" dir="ltr">
        <CodeEditor
          value={code}
          onChange={(next) => {
            setRefused(null);
            onCode(next);
          }}
          language={language}
          label={t('coding.editor')}
          readOnly={readOnly}
          lines={14}
        />
      </div>
      {runs && (
        <div className="field code-stdin">
          <label className="field-label" htmlFor={stdinId}>
            {t('coding.stdin')}
          </label>
          <Textarea
            id={stdinId}
            dir="ltr"
            rows={2}
            spellCheck={false}
            value={stdin}
            onChange={(e) => setStdin(e.target.value)}
          />
        </div>
      )}
      <div className="code-actions">
        {runs && (
          <Button
            icon={<Play aria-hidden="true" size={18} className="flip" />}
            disabled={running !== null}
            aria-busy={running === 'run'}
            onClick={() => void start('run')}
          >
            {running === 'run' ? t('coding.running') : addressed('coding.run')}
          </Button>
        )}
        {runs && visible.length > 0 && (
          <Button
            icon={<ListChecks aria-hidden="true" size={18} />}
            disabled={running !== null}
            aria-busy={running === 'examples'}
            onClick={() => void start('examples')}
          >
            {running === 'examples' ? t('coding.runningExamples') : addressed('coding.runExamples')}
          </Button>
        )}
        {actions}
      </div>
      {(refused ?? problem) && (
        <p className="code-problem" role="alert">
          {refused ?? problem}
        </p>
      )}
      {output && <RunOutput run={output} />}
      {exampleRuns && <ExampleRuns runs={exampleRuns} />}
    </div>
  );
}
