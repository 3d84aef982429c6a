import { CircleCheck, CircleX, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';
import type { BrowserRun } from '../code';
import type { CodeTestResultView, CodeTestView, ExampleRun } from './tests';

/** Program text (input, output, code) always reads left to right, inside the Arabic page too. */
function Pre({ label, text }: { label: string; text?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="code-io">
      <span className="code-io-label">{label}</span>
      <pre dir="ltr">{text ? text : <bdi className="muted">{t('coding.empty')}</bdi>}</pre>
    </div>
  );
}

/** The error and the line of the learner's code it points at. */
function ErrorLine({ error, line }: { error?: string | null; line?: number | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="code-error">
      {/* A program's error reads left to right; a verdict's meaning in Arabic right to left. */}
      <bdi dir="auto">{error}</bdi>
      {line ? <span className="code-error-line">{t('coding.line', { line })}</span> : null}
    </p>
  );
}

/** A run in the browser: how it ended (in the learner's language), what it printed, and its error. */
export function RunOutput({ run }: { run: BrowserRun }) {
  const { t } = useTranslation();
  return (
    <section
      className={`code-output verdict-${run.verdict}`}
      aria-live="polite"
      aria-label={t('coding.output')}
    >
      <h3>
        {t('coding.output')}
        <Badge tone={run.verdict === 'ok' ? 'success' : run.verdict === 'error' ? 'danger' : 'warning'}>
          {t(`coding.verdict.${run.verdict}`)}
        </Badge>
      </h3>
      {run.stdout ? <pre dir="ltr">{run.stdout}</pre> : <p className="muted">{t('coding.noOutput')}</p>}
      <ErrorLine error={run.error} line={run.errorLine} />
      <small className="muted">{t('coding.ranHere')}</small>
    </section>
  );
}

/** The visible test's input and call, when it has them. */
function TestSetup({ test }: { test: CodeTestView }) {
  const { t } = useTranslation();
  return (
    <>
      {test.input ? <Pre label={t('coding.input')} text={test.input} /> : null}
      {test.call ? <Pre label={t('coding.call')} text={test.call} /> : null}
    </>
  );
}

const Mark = ({ passed }: { passed: boolean }) =>
  passed ? <CircleCheck aria-hidden="true" size={18} /> : <CircleX aria-hidden="true" size={18} />;

/** "Run the examples": each visible example run in the browser, passed or failed with expected against got. */
export function ExampleRuns({ runs }: { runs: ExampleRun[] }) {
  const { t } = useTranslation();
  const passed = runs.filter((r) => r.passed).length;
  return (
    <section className="code-results" aria-live="polite" aria-label={t('coding.examples')}>
      <h3>{t('coding.examplesPassed', { n: passed, total: runs.length })}</h3>
      <ul>
        {runs.map(({ example, run, passed: ok }) => (
          <li key={example.name} className={ok ? 'code-result passed' : 'code-result failed'}>
            <span className="code-result-head">
              <Mark passed={ok} />
              <bdi>{example.name}</bdi>
              <Badge tone={ok ? 'success' : 'danger'}>
                {ok
                  ? t('coding.passed')
                  : run.verdict === 'ok'
                    ? t('coding.failed')
                    : t(`coding.verdict.${run.verdict}`)}
              </Badge>
            </span>
            {!ok && (
              <div className="code-result-body">
                <TestSetup test={example} />
                <Pre label={t('coding.expected')} text={example.expected} />
                <Pre label={t('coding.got')} text={run.stdout} />
                <ErrorLine error={run.error} line={run.errorLine} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The server's verdict per test. A visible test shows its input, expected and actual output when it fails; a
 * hidden test shows its name and verdict only (the API sends nothing else of it).
 */
export function ServerResults({
  tests,
  withSetup = true,
}: {
  tests: readonly CodeTestResultView[];
  /** A failing visible test's input and call too (false where its examples are shown just above). */
  withSetup?: boolean;
}) {
  const { t } = useTranslation();
  const passed = tests.filter((r) => r.verdict === 'PASSED').length;
  return (
    <section className="code-results" aria-label={t('coding.tests')}>
      <h3>{t('coding.testsPassed', { n: passed, total: tests.length })}</h3>
      <ul>
        {tests.map((test) => {
          const ok = test.verdict === 'PASSED';
          return (
            <li
              key={test.name}
              className={ok ? 'code-result passed' : 'code-result failed'}
              data-test-name={test.name}
            >
              <span className="code-result-head">
                <Mark passed={ok} />
                <bdi>{test.name}</bdi>
                {test.hidden && (
                  <span className="code-hidden" title={t('coding.hiddenNote')}>
                    <EyeOff aria-hidden="true" size={14} />
                    {t('coding.hidden')}
                  </span>
                )}
                <Badge tone={ok ? 'success' : 'danger'}>{t(`coding.test.${test.verdict}`)}</Badge>
              </span>
              {!ok && !test.hidden && (
                <div className="code-result-body">
                  {withSetup && <TestSetup test={test} />}
                  <Pre label={t('coding.expected')} text={test.expected} />
                  <Pre label={t('coding.got')} text={test.output} />
                </div>
              )}
              {!ok && <ErrorLine error={test.error} line={test.errorLine} />}
            </li>
          );
        })}
      </ul>
      {tests.some((r) => r.hidden) && <small className="muted">{t('coding.hiddenNote')}</small>}
    </section>
  );
}

/** The visible examples as the brief gives them (input, call, expected), and how many hidden tests follow. */
export function ExampleList({
  examples,
  hiddenTests,
}: {
  examples: readonly CodeTestView[];
  hiddenTests: number;
}) {
  const { t } = useTranslation();
  const visible = examples.filter((e) => !e.hidden);
  if (visible.length === 0 && hiddenTests === 0) return null;
  return (
    <section className="code-examples" aria-label={t('coding.examples')}>
      <h3>{t('coding.examples')}</h3>
      <ul>
        {visible.map((example) => (
          <li key={example.name}>
            <strong>
              <bdi>{example.name}</bdi>
            </strong>
            <TestSetup test={example} />
            <Pre label={t('coding.expected')} text={example.expected} />
          </li>
        ))}
      </ul>
      {hiddenTests > 0 && (
        <small className="muted">
          <EyeOff aria-hidden="true" size={14} /> {t('coding.hiddenTests', { count: hiddenTests })}
        </small>
      )}
    </section>
  );
}
