import { useMutation } from '@apollo/client';
import type { TFunction } from 'i18next';
import { ArrowLeft, CircleCheck, CircleHelp, CircleX, Eye, Lightbulb } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, type BadgeTone } from '../../components/ui';
import {
  AnswerItemDocument,
  PracticeSessionDocument,
  RequestHintDocument,
  RequestSolutionDocument,
  type AttemptStatus,
  type CodeTestResultFieldsFragment,
  type PracticeAttemptFieldsFragment,
  type Verdict,
} from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { RichText } from '../../shared/RichText';
import { useCodeLimit } from '../../shared/coding';
import { AnswerInput, emptyDraft, type Draft } from './AnswerInput';
import { CodeAnswer, failingTest, firstCode } from './CodeAnswer';
import { newRequestId, practiceErrorText } from './practiceErrors';

export const STATUS_TONE: Record<AttemptStatus, BadgeTone> = {
  OPEN: 'neutral',
  SOLVED_ALONE: 'success',
  SOLVED_WITH_HINTS: 'accent',
  SHOWN_SOLUTION: 'warning',
};

const VERDICT_ICON: Record<Verdict, ReactNode> = {
  RIGHT: <CircleCheck aria-hidden="true" size={20} />,
  WRONG: <CircleX aria-hidden="true" size={20} />,
  UNREADABLE: <CircleHelp aria-hidden="true" size={20} />,
};

/** A button that may be refused: disabled with its reason written under it (and read with it). */
function Gated({
  reason,
  id,
  children,
}: {
  reason: string | null;
  id: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  return (
    <span className="practice-gated">
      {children(reason ? id : undefined)}
      {reason && (
        <small id={id} className="practice-gate-reason">
          {reason}
        </small>
      )}
    </span>
  );
}

/**
 * One item of the set: its stem, the answer's input by kind, Check, and the ladder the server keeps: Hint (only
 * after an attempt, one at a time), Show solution (after the ladder or enough wrong answers). A wrong answer shows
 * the server's message (the misconception it names); an unreadable one says how to write it and does not count.
 * Check sends one request id per press: a double click, or a retry of a lost answer, is one answer.
 */
export function PracticeItem({
  attempt,
  language,
  tutor,
  footer,
}: {
  attempt: PracticeAttemptFieldsFragment;
  /** The set's language: its texts read in its direction, whatever the page's language is now. */
  language: string;
  /** The tutor's buttons and reply (only when a model can answer). */
  tutor?: ReactNode;
  /** Next, once the item is done. */
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(attempt));
  const [code, setCode] = useState(() => firstCode(attempt));
  const [result, setResult] = useState<{
    verdict: Verdict;
    message: string | null;
    tests?: CodeTestResultFieldsFragment[] | null;
  } | null>(null);
  const tooLong = useCodeLimit();
  const isCode = attempt.kind === 'CODE' && attempt.code != null;
  const [problem, setProblem] = useState<string | null>(null);
  // An answer or the solution may finish the item: the set's count of finished items is read again with it.
  const finishing = { refetchQueries: [PracticeSessionDocument], awaitRefetchQueries: true };
  const [answer, answering] = useMutation(AnswerItemDocument, finishing);
  const [hint, hinting] = useMutation(RequestHintDocument);
  const [solution, solving] = useMutation(RequestSolutionDocument, finishing);
  // The id of the answer being sent: kept while the same text is sent again (a lost response), new for new text.
  const request = useRef<{ text: string; id: string } | null>(null);
  const busy = answering.loading || hinting.loading || solving.loading;
  const open = attempt.status === 'OPEN';

  const check = async () => {
    if (answering.loading || !open) return;
    // A program goes as written (its indentation is its meaning); past the limit it is refused here, unsent.
    const text = isCode ? code : draft.text.trim();
    if (!text.trim()) return setProblem(addressed('practice.emptyAnswer'));
    const refusal = isCode ? tooLong(text) : null;
    if (refusal) return setProblem(refusal);
    if (request.current?.text !== text) request.current = { text, id: newRequestId() };
    setProblem(null);
    try {
      const { data } = await answer({
        variables: { attemptId: attempt.id, answer: text, requestId: request.current.id },
      });
      if (data)
        setResult({
          verdict: data.answerItem.verdict,
          message: data.answerItem.message ?? null,
          tests: data.answerItem.tests,
        });
      request.current = null;
    } catch (err) {
      setProblem(practiceErrorText(err, t, 'practice.errors.answer', language));
    }
  };
  const release = async (which: 'hint' | 'solution') => {
    setProblem(null);
    try {
      await (which === 'hint' ? hint : solution)({ variables: { attemptId: attempt.id } });
    } catch (err) {
      setProblem(practiceErrorText(err, t, `practice.errors.${which}`, language));
    }
  };

  const total = attempt.hints.length + attempt.hintsLeft;
  const hintReason = attempt.canHint
    ? null
    : attempt.attempts === 0
      ? addressed('practice.hintNeedsAttempt')
      : attempt.hintsLeft === 0
        ? t('practice.noHintsLeft')
        : null;
  const solutionReason = attempt.canSeeSolution
    ? null
    : attempt.attempts === 0
      ? addressed('practice.hintNeedsAttempt')
      : t('practice.solutionLocked');

  return (
    <Card
      as="article"
      className="practice-item"
      aria-labelledby="practice-stem"
      data-attempt={attempt.id}
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
    >
      <div className="practice-item-head">
        <span className="practice-kind">{addressed(`practice.kind.${attempt.kind}`)}</span>
        <Badge tone={STATUS_TONE[attempt.status]}>{addressed(`practice.status.${attempt.status}`)}</Badge>
      </div>
      <div id="practice-stem" className="practice-stem">
        <RichText autoDirection={false} source={attempt.stem} />
      </div>

      {isCode ? (
        <CodeAnswer
          attempt={attempt}
          code={code}
          onCode={(next) => {
            setCode(next);
            setProblem(null);
          }}
          open={open}
          submitting={answering.loading}
          disabled={busy}
          onSubmit={() => void check()}
          tests={result?.tests ?? attempt.code?.lastResults}
          problem={problem}
        />
      ) : (
        <AnswerInput
          attempt={attempt}
          draft={draft}
          disabled={!open || answering.loading}
          onDraft={(d) => {
            setDraft(d);
            setProblem(null);
          }}
          onSubmit={() => void check()}
        />
      )}

      {result && (
        <div className={`practice-verdict verdict-${result.verdict.toLowerCase()}`} role="status">
          {VERDICT_ICON[result.verdict]}
          <div>
            <strong>{t(`practice.verdict.${result.verdict}`)}</strong>
            {verdictLines(
              result.message,
              isCode ? codeVerdict(result.tests, t) : null,
              failingTest(result.tests)?.name,
            ).map((line) => (
              <p key={line} className="practice-verdict-message">
                {line}
              </p>
            ))}
          </div>
        </div>
      )}
      {problem && !isCode && (
        <p className="practice-problem" role="alert">
          {problem}
        </p>
      )}

      {open && (
        <div className="practice-actions">
          {!isCode && (
            <Button
              variant="primary"
              icon={<CircleCheck aria-hidden="true" size={18} />}
              disabled={busy}
              aria-busy={answering.loading}
              onClick={() => void check()}
            >
              {answering.loading ? t('practice.checking') : t('practice.check')}
            </Button>
          )}
          <Gated reason={hintReason} id={`${attempt.id}-hint-reason`}>
            {(describedBy) => (
              <Button
                icon={<Lightbulb aria-hidden="true" size={18} />}
                disabled={!attempt.canHint || busy}
                aria-describedby={describedBy}
                onClick={() => void release('hint')}
              >
                {attempt.hints.length ? t('practice.nextHint') : t('practice.hint')}
              </Button>
            )}
          </Gated>
          <Gated reason={solutionReason} id={`${attempt.id}-solution-reason`}>
            {(describedBy) => (
              <Button
                variant="ghost"
                icon={<Eye aria-hidden="true" size={18} />}
                disabled={!attempt.canSeeSolution || busy}
                aria-describedby={describedBy}
                onClick={() => void release('solution')}
              >
                {t('practice.solution')}
              </Button>
            )}
          </Gated>
        </div>
      )}

      {attempt.hints.length > 0 && (
        <ol className="practice-hints" aria-label={t('practice.hint')}>
          {attempt.hints.map((text, i) => (
            <li key={i} className="practice-hint">
              <span className="practice-hint-label">
                <Lightbulb aria-hidden="true" size={16} />
                {t('practice.hintOf', { n: i + 1, total })}
              </span>
              <RichText autoDirection={false} source={text} />
            </li>
          ))}
        </ol>
      )}

      {tutor}

      {attempt.solution && (
        <section className="practice-solution" aria-labelledby={`${attempt.id}-solution`}>
          <h3 id={`${attempt.id}-solution`}>{t('practice.solutionTitle')}</h3>
          <ol>
            {attempt.solution.map((step, i) => (
              <li key={i}>
                <RichText autoDirection={false} source={step} />
              </li>
            ))}
          </ol>
          {attempt.answer && isCode
            ? // The bank's worked solution may end with the program already: it is not shown twice.
              !attempt.solution.some((step) => step.includes(attempt.answer!.trim())) && (
                <div className="practice-model-solution">
                  <strong>{t('practice.code.modelSolution')}</strong>
                  <RichText source={fence(attempt.answer, attempt.code!.language)} />
                </div>
              )
            : attempt.answer && (
                <div className="practice-answer">
                  <strong>{t('practice.answerIs')}</strong>
                  <RichText autoDirection={false} source={attempt.answer} className="practice-answer-text" />
                </div>
              )}
        </section>
      )}

      {!open && <div className="practice-actions practice-next">{footer}</div>}
    </Card>
  );
}

/** The verdict's message for a program when the server gave none: the first failing test, or all passed. */
function codeVerdict(tests: CodeTestResultFieldsFragment[] | null | undefined, t: TFunction) {
  if (!tests?.length) return null;
  const failing = failingTest(tests);
  return failing ? t('practice.code.failing', { name: failing.name }) : t('practice.code.allPass');
}

/** The server's message, and a program's failing test named when the server's message does not name it. */
const verdictLines = (message: string | null, ours: string | null, failing?: string): string[] =>
  [message, ours && !(message && failing && message.includes(failing)) ? ours : null].filter(
    (line): line is string => Boolean(line),
  );

/** A program as a fenced code block, with a fence longer than any run of backticks inside it. */
const fence = (code: string, language: string) => {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${code}\n${ticks}`;
};

export const BackIcon = () => <ArrowLeft aria-hidden="true" size={18} className="flip" />;
