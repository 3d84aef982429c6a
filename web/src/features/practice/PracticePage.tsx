import { useMutation, useQuery } from '@apollo/client';
import { ArrowRight, BookOpen, Dumbbell, Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { Button, ButtonLink, EmptyState, Skeleton } from '../../components/ui';
import {
  NextItemDocument,
  PracticeSessionDocument,
  PracticeUnitRunsDocument,
  ProgrammingLanguagesDocument,
  StartPracticeDocument,
  type PracticeSessionFieldsFragment,
} from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { useCatalogNames } from '../../shared/useCatalogNames';
import { BackIcon, PracticeItem } from './PracticeItem';
import { PracticeSummary } from './PracticeSummary';
import { PracticeTutor } from './PracticeTutor';
import { practiceErrorText } from './practiceErrors';
import './practice.css';

/** Sets being started, by the navigation that asked: a second mount of the same page joins the first request. */
const starts = new Map<string, Promise<string>>();

/**
 * Starts the set the address asks for (a unit's, or today's review) once per navigation, then puts its id in the
 * address (?session=), so a reload resumes the same set instead of starting another.
 */
function useStartedSession(unitId: string | undefined) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const [start] = useMutation(StartPracticeDocument);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (sessionId) return;
    const key = `${location.key}:${attempt}`;
    const language = i18n.language === 'ar' ? 'ar' : 'en';
    let started = starts.get(key);
    if (!started) {
      started = start({ variables: { unitId: unitId ?? null, language } }).then(
        ({ data }) => data!.startPractice.id,
      );
      starts.set(key, started);
    }
    let live = true;
    started.then(
      (id) => live && navigate({ search: `?session=${encodeURIComponent(id)}` }, { replace: true }),
      (err: unknown) => live && setFailed(practiceErrorText(err, t, 'practice.startFailed', language)),
    );
    return () => {
      live = false;
    };
  }, [sessionId, location.key, attempt, unitId, start, navigate, i18n.language, t]);

  return {
    sessionId,
    failed,
    retry: () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * For a programming unit whose language has no runtime here (Java, C#, C++, PHP), the page says its code does not
 * run and its exercises need none; nothing for school units or languages that run.
 */
function CodeRunsNotice({ unitId }: { unitId: string }) {
  const { t } = useTranslation();
  const languages = useQuery(ProgrammingLanguagesDocument);
  const programming = (languages.data?.programmingLanguages ?? []).some((language) =>
    language.topics.some((topic) => topic.id === unitId),
  );
  const unit = useQuery(PracticeUnitRunsDocument, { variables: { unitId }, skip: !programming });
  if (!programming || unit.data?.practiceUnit?.codeRuns !== false) return null;
  return <Notice kind="info">{t('coding.notHere')}</Notice>;
}

/** "Question 2 of 5" and a bar (the bar repeats the text, so it is hidden from screen readers). */
function SetProgress({ session }: { session: PracticeSessionFieldsFragment }) {
  const { t } = useTranslation();
  // `done` counts the finished items, the current one too once it is solved or its solution shown.
  const n = Math.min(session.done + (session.current?.status === 'OPEN' ? 1 : 0), session.size);
  return (
    <div className="practice-progress">
      <span>{t('practice.progress', { n, total: session.size })}</span>
      <span className="practice-progress-track" aria-hidden="true">
        <span
          className="practice-progress-fill"
          style={{ inlineSize: `${Math.round((session.done / Math.max(1, session.size)) * 100)}%` }}
        />
      </span>
    </div>
  );
}

/**
 * A practice set (issue 33.2): /practice/<unitId> for one unit, /practice/review for today's due skills. One item
 * at a time; after the last one, the set's summary.
 */
export default function PracticePage({ review = false }: { review?: boolean }) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const { unitId } = useParams();
  const names = useCatalogNames();
  const { sessionId, failed, retry } = useStartedSession(review ? undefined : unitId);
  const { data, loading, error, refetch } = useQuery(PracticeSessionDocument, {
    variables: { id: sessionId ?? '' },
    skip: !sessionId,
  });
  const [next, moving] = useMutation(NextItemDocument);
  const [nextProblem, setNextProblem] = useState<string | null>(null);
  const session = data?.practiceSession;
  const title = review ? t('practice.reviewTitle') : unitId ? names.unit(unitId) : t('practice.title');
  const back = (
    <Link
      to={review ? '/' : '/progress'}
      className="back-link"
      onClick={(e) => {
        // Back where the learner came from (the units page, the chat, home), when there is such a page.
        if (window.history.length > 1) {
          e.preventDefault();
          window.history.back();
        }
      }}
    >
      <BackIcon />
      {t('practice.back')}
    </Link>
  );

  let body;
  if (failed)
    body = (
      <EmptyState
        icon={<Dumbbell size={28} />}
        title={failed}
        action={
          <Button variant="primary" onClick={retry}>
            {addressed('practice.retry')}
          </Button>
        }
      />
    );
  else if (!sessionId || (loading && !data))
    body = (
      <div aria-busy="true" className="practice-loading">
        <p className="muted">{t('practice.starting')}</p>
        <Skeleton lines={1} height="14rem" />
      </div>
    );
  else if (!session)
    body = (
      <EmptyState
        icon={<BookOpen size={28} />}
        title={error ? t('practice.errors.generic') : t('practice.notFound')}
        action={
          error ? (
            <Button onClick={() => void refetch()}>{addressed('practice.retry')}</Button>
          ) : (
            <ButtonLink to="/">{t('practice.summary.home')}</ButtonLink>
          )
        }
      />
    );
  else if (!session.current) body = <PracticeSummary session={session} review={review} />;
  else {
    const last = session.done + (session.current.status === 'OPEN' ? 1 : 0) >= session.size;
    const goNext = async () => {
      setNextProblem(null);
      try {
        await next({ variables: { sessionId: session.id } });
      } catch (err) {
        setNextProblem(practiceErrorText(err, t, 'practice.errors.next', session.language));
      }
    };
    body = (
      <>
        <SetProgress session={session} />
        <PracticeItem
          key={session.current.id}
          attempt={session.current}
          language={session.language}
          tutor={<PracticeTutor attempt={session.current} />}
          footer={
            <>
              <Button
                variant="primary"
                size="lg"
                icon={
                  last ? (
                    <Flag aria-hidden="true" size={18} />
                  ) : (
                    <ArrowRight aria-hidden="true" size={18} className="flip" />
                  )
                }
                disabled={moving.loading}
                aria-busy={moving.loading}
                onClick={() => void goNext()}
              >
                {last ? t('practice.finish') : t('practice.next')}
              </Button>
              {nextProblem && (
                <p className="practice-problem" role="alert">
                  {nextProblem}
                </p>
              )}
            </>
          }
        />
      </>
    );
  }

  return (
    <main id="main" className="page practice-page">
      {back}
      <header className="page-intro practice-intro">
        <h1 dir="auto">{title}</h1>
      </header>
      {!review && unitId && <CodeRunsNotice unitId={unitId} />}
      {body}
    </main>
  );
}
