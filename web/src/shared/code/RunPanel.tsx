import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Play, TimerOff } from 'lucide-react';
import { Button } from '../../components/ui';
import type { BrowserRun, CodeLanguage } from './types';
import { LANGUAGE_NAMES } from './names';
import { OUTPUT_LIMIT, runInBrowser, runsInBrowser, TIME_LIMIT_MS, warmUpPython } from './run';

type Status = 'idle' | 'starting' | 'running';

/** How a run ended, in the learner's language. */
function useVerdictText() {
  const { t } = useTranslation();
  return (run: BrowserRun | 'unavailable'): string => {
    if (run === 'unavailable') return t('codeRunner.unavailable');
    switch (run.verdict) {
      case 'ok':
        return t('codeRunner.ok');
      case 'error':
        return run.errorLine ? t('codeRunner.errorAt', { line: run.errorLine }) : t('codeRunner.error');
      case 'time_limit':
        return t('codeRunner.timeLimit', { seconds: TIME_LIMIT_MS / 1000 });
      case 'output_limit':
        return t('codeRunner.outputLimit', { size: OUTPUT_LIMIT / 1024 });
    }
  };
}

/**
 * Run for code that runs in the browser (Python, JavaScript, TypeScript): the program's input (collapsed until
 * wanted), then its output and how it ended below. Other languages get a line saying they do not run here.
 * Leaving the page stops a run.
 */
export function RunPanel({
  language,
  code,
  onRun,
}: {
  language: CodeLanguage;
  code: string;
  /** Told of each finished run: the input it read, what happened and the verdict in the learner's words. */
  onRun?: (ran: { code: string; stdin: string; run: BrowserRun; summary: string }) => void;
}) {
  const { t } = useTranslation();
  const verdictText = useVerdictText();
  const stdinId = useId();
  const [stdin, setStdin] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<BrowserRun | 'unavailable' | null>(null);
  const running = useRef<AbortController | null>(null);
  const runnable = runsInBrowser(language);

  useEffect(() => {
    if (language === 'python') warmUpPython();
  }, [language]);
  useEffect(() => () => running.current?.abort(), []);

  if (!runnable)
    return (
      <p className="code-run-note">{t('codeRunner.notInBrowser', { language: LANGUAGE_NAMES[language] })}</p>
    );

  const run = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('starting');
    setResult(null);
    try {
      const ran = await runInBrowser(language, code, {
        stdin,
        signal: controller.signal,
        onStarted: () => setStatus('running'),
      });
      setResult(ran);
      onRun?.({ code, stdin, run: ran, summary: verdictText(ran) });
    } catch (err) {
      if (controller.signal.aborted) return;
      setResult('unavailable');
      console.warn('The code runner could not start', err);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setStatus('idle');
      }
    }
  };

  const failed = result !== null && (result === 'unavailable' || result.verdict !== 'ok');
  const Icon =
    result === null || !failed
      ? CircleCheck
      : result !== 'unavailable' && result.verdict === 'time_limit'
        ? TimerOff
        : CircleAlert;
  return (
    <div className="code-run">
      <div className="code-run-bar">
        <Button
          size="sm"
          variant="secondary"
          icon={<Play aria-hidden="true" size={16} />}
          disabled={status !== 'idle' || !code.trim()}
          aria-busy={status !== 'idle' || undefined}
          onClick={() => void run()}
        >
          {status === 'idle' ? t('codeRunner.run') : t('codeRunner.running')}
        </Button>
        <details className="code-run-stdin">
          <summary>{t('codeRunner.stdin')}</summary>
          <label htmlFor={stdinId} className="visually-hidden">
            {t('codeRunner.stdin')}
          </label>
          <textarea
            id={stdinId}
            className="input textarea"
            dir="ltr"
            rows={3}
            spellCheck={false}
            autoCapitalize="off"
            value={stdin}
            aria-describedby={`${stdinId}-hint`}
            onChange={(e) => setStdin(e.target.value)}
          />
          <span id={`${stdinId}-hint`} className="code-run-hint">
            {t('codeRunner.stdinHint')}
          </span>
        </details>
      </div>
      <div role="status" aria-live="polite" className="code-run-status">
        {status === 'starting' && language === 'python' && (
          <p>{t('codeRunner.starting', { language: 'Python' })}</p>
        )}
        {status === 'idle' && result && (
          <p className={failed ? 'code-run-verdict failed' : 'code-run-verdict'}>
            <Icon aria-hidden="true" size={16} />
            {verdictText(result)}
          </p>
        )}
      </div>
      {status === 'idle' && result && result !== 'unavailable' && (
        <section className="code-run-output" aria-label={t('codeRunner.output')}>
          <pre dir="ltr">
            {result.stdout || <span className="code-run-empty">{t('codeRunner.noOutput')}</span>}
          </pre>
          {result.error && (
            <pre dir="ltr" className="code-run-error">
              {result.error}
            </pre>
          )}
        </section>
      )}
    </div>
  );
}
