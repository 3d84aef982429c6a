import { useQuery } from '@apollo/client';
import { BookOpen, ChartColumn, Flame, MessageSquare, RotateCcw, Target } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import { Badge, Button, ButtonLink, Card, EmptyState, Skeleton } from '../../components/ui';
import { MyProgressDocument, type UnitScoreFieldsFragment } from '../../gql/generated';
import { useStartLearning } from '../learn/useStartLearning';
import { MessagesChart } from './MessagesChart';
import { useCatalogNames, type CatalogNames } from './useCatalogNames';
import './progress.css';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card as="li" className="progress-stat">
      <span className="progress-stat-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="progress-stat-value">{value}</span>
      <span className="progress-stat-label">{label}</span>
    </Card>
  );
}

/** One unit's quiz share as text and as a bar (the bar repeats the text, so it is hidden from screen readers). */
function Score({ score, locale }: { score: UnitScoreFieldsFragment; locale: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  const share = score.answered ? score.correct / score.answered : 0;
  return (
    <span className="progress-score">
      <span className="progress-score-text">
        {t('progress.score', {
          correct: number.format(score.correct),
          answered: number.format(score.answered),
        })}
      </span>
      <span className="progress-score-track" aria-hidden="true">
        <span className="progress-score-fill" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      </span>
    </span>
  );
}

/** "What to revise": each unit with a button that starts a conversation from it. */
function Revise({ units, names }: { units: UnitScoreFieldsFragment[]; names: CatalogNames }) {
  const { t } = useTranslation();
  const { begin, starting } = useStartLearning(t('progress.reviseFailed'));
  const locale = useLocale();
  const revise = (unit: UnitScoreFieldsFragment) =>
    begin(
      unit.unitId,
      unit.languageId
        ? { kind: 'PROGRAMMING', languageId: unit.languageId, unitId: unit.unitId }
        : { kind: 'SCHOOL', subjectId: unit.subjectId, unitId: unit.unitId },
    );
  return (
    <ul className="progress-list">
      {units.map((unit) => {
        const name = names.unit(unit.unitId);
        return (
          <li key={unit.unitId} className="progress-row">
            <span className="progress-row-name">{name}</span>
            <Score score={unit} locale={locale} />
            <Button
              size="sm"
              variant="primary"
              icon={<RotateCcw aria-hidden="true" size={16} />}
              aria-label={t('progress.reviseLabel', { unit: name })}
              disabled={starting !== null}
              onClick={() => void revise(unit)}
            >
              {t('progress.reviseUnit')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function useLocale() {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar-EG' : 'en-GB';
}

function ProgressSkeleton() {
  return (
    <div className="progress-skeleton">
      <Skeleton lines={3} height="6rem" className="progress-skeleton-stats" />
      <Skeleton lines={1} height="12rem" />
      <Skeleton lines={2} height="8rem" />
    </div>
  );
}

export default function ProgressPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const locale = useLocale();
  const names = useCatalogNames();
  const { data, loading, error } = useQuery(MyProgressDocument, { fetchPolicy: 'cache-and-network' });
  const number = new Intl.NumberFormat(locale);
  const progress = data?.myProgress;
  const programming = me?.learningDomain === 'programming';

  let body: ReactNode;
  if (!progress && loading) body = <ProgressSkeleton />;
  else if (!progress) body = <Notice>{error ? t('progress.failed') : null}</Notice>;
  else if (
    progress.subjects.length === 0 &&
    progress.quizScores.length === 0 &&
    progress.messagesPerDay.every((d) => d.messages === 0)
  ) {
    body = (
      <EmptyState
        icon={<ChartColumn size={32} />}
        title={t('progress.emptyTitle')}
        body={t('progress.emptyBody')}
        action={
          <ButtonLink
            to={programming ? '/programming' : '/school'}
            variant="primary"
            icon={<BookOpen aria-hidden="true" size={18} />}
          >
            {t('progress.emptyAction')}
          </ButtonLink>
        }
      />
    );
  } else {
    const messages14 = progress.messagesPerDay.reduce((n, d) => n + d.messages, 0);
    const units = progress.subjects.reduce((n, s) => n + s.unitsPractised, 0);
    body = (
      <>
        <ul className="progress-stats" aria-label={t('progress.title')}>
          <Stat
            icon={<Flame size={20} />}
            label={t('progress.streak')}
            value={number.format(progress.streakDays)}
          />
          <Stat
            icon={<MessageSquare size={20} />}
            label={t('progress.messages14')}
            value={number.format(messages14)}
          />
          <Stat
            icon={<BookOpen size={20} />}
            label={t('progress.unitsPractised')}
            value={number.format(units)}
          />
        </ul>
        <Card as="section" aria-labelledby="progress-chart-title">
          <h2 id="progress-chart-title">{t('progress.chartTitle')}</h2>
          <p className="muted">{t('progress.chartSubtitle')}</p>
          <MessagesChart days={progress.messagesPerDay} locale={locale} />
        </Card>
        <div className="progress-grid">
          <Card as="section" aria-labelledby="progress-revise-title">
            <h2 id="progress-revise-title">
              <Target aria-hidden="true" size={20} />
              {t('progress.revise')}
            </h2>
            {progress.revise.length ? (
              <Revise units={progress.revise} names={names} />
            ) : (
              <p className="muted">
                {progress.quizScores.length ? t('progress.noRevision') : t('progress.noQuizzes')}
              </p>
            )}
          </Card>
          <Card as="section" aria-labelledby="progress-quiz-title">
            <h2 id="progress-quiz-title">{t('progress.quizScores')}</h2>
            {progress.quizScores.length ? (
              <ul className="progress-list">
                {progress.quizScores.map((score) => (
                  <li key={score.unitId} className="progress-row">
                    <span className="progress-row-name">{names.unit(score.unitId)}</span>
                    <Score score={score} locale={locale} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('progress.noQuizzes')}</p>
            )}
          </Card>
        </div>
        <Card as="section" aria-labelledby="progress-subjects-title">
          <h2 id="progress-subjects-title">{t('progress.bySubject')}</h2>
          <ul className="progress-subjects">
            {progress.subjects.map((s) => (
              <li key={`${s.subjectId ?? ''}:${s.languageId ?? ''}`} className="progress-subject">
                <div className="progress-subject-head">
                  <h3>
                    {s.subjectId
                      ? names.subject(s.subjectId)
                      : s.languageId
                        ? names.language(s.languageId)
                        : t('progress.otherSubject')}
                  </h3>
                  <Badge tone="accent">
                    {t('progress.unitCount', { n: number.format(s.unitsPractised) })}
                  </Badge>
                </div>
                <ul className="progress-units">
                  {s.unitIds.map((unitId) => (
                    <li key={unitId}>{names.unit(unitId)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Card>
      </>
    );
  }

  return (
    <main id="main" className="page progress">
      <header className="page-intro">
        <h1>{t('progress.title')}</h1>
        <p className="muted">{t('progress.subtitle')}</p>
      </header>
      {body}
    </main>
  );
}
