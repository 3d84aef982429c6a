import { useQuery } from '@apollo/client';
import { BookOpen, ChartColumn, Flame, MessageSquare, RotateCcw, Target } from 'lucide-react';
import { type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import { Badge, Button, ButtonLink, Card, EmptyState, Skeleton } from '../../components/ui';
import { MyProgressDocument, type UnitScoreFieldsFragment } from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { useNumbers } from '../../i18n/numbers';
import { useStartLearning } from '../../shared/useStartLearning';
import { MessagesChart } from '../../shared/MessagesChart';
import { ReviewToday } from '../../shared/ReviewToday';
import { useCatalogNames, type CatalogNames } from '../../shared/useCatalogNames';
import { CheckedPractice, PracticeIcon } from './CheckedPractice';
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
function Score({ score }: { score: UnitScoreFieldsFragment }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const share = score.answered ? score.correct / score.answered : 0;
  return (
    <span className="progress-score">
      <span className="progress-score-text">
        {t('progress.score', {
          correct: number(score.correct),
          answered: number(score.answered),
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
  const addressed = useAddressedT();
  const { begin, starting } = useStartLearning(t('progress.reviseFailed'));
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
            <Score score={unit} />
            <Button
              size="sm"
              variant="primary"
              icon={<RotateCcw aria-hidden="true" size={16} />}
              aria-label={addressed('progress.reviseLabel', { unit: name })}
              disabled={starting !== null}
              onClick={() => void revise(unit)}
            >
              {addressed('progress.reviseUnit')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** A quiz score's name: its unit's, or the free questions of its subject (or language). */
function scoreName(score: UnitScoreFieldsFragment, names: CatalogNames, t: TFunction) {
  if (score.unitId) return names.unit(score.unitId);
  const subject = score.subjectId
    ? names.subject(score.subjectId)
    : score.languageId
      ? names.language(score.languageId)
      : t('progress.otherSubject');
  return t('progress.freeQuestionsIn', { subject });
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
  const addressed = useAddressedT();
  const { me } = useSession();
  const { locale, number } = useNumbers();
  const { data, loading, error } = useQuery(MyProgressDocument, { fetchPolicy: 'cache-and-network' });
  const progress = data?.myProgress;
  const names = useCatalogNames(undefined, progress?.unitTitles);
  const programming = me?.learningDomain === 'programming';

  let body: ReactNode;
  if (!progress && loading) body = <ProgressSkeleton />;
  else if (!progress) body = <Notice>{error ? t('progress.failed') : null}</Notice>;
  else if (
    progress.subjects.length === 0 &&
    progress.quizScores.length === 0 &&
    progress.practiceUnits.length === 0 &&
    progress.messagesPerDay.every((d) => d.messages === 0)
  ) {
    body = (
      <EmptyState
        icon={<ChartColumn size={32} />}
        title={t('progress.emptyTitle')}
        body={addressed('progress.emptyBody')}
        action={
          <ButtonLink
            to={programming ? '/programming' : '/school'}
            variant="primary"
            icon={<BookOpen aria-hidden="true" size={18} />}
          >
            {addressed('progress.emptyAction')}
          </ButtonLink>
        }
      />
    );
  } else {
    const messages14 = progress.messagesPerDay.reduce((n, d) => n + d.messages, 0);
    const units = progress.subjects.reduce((n, s) => n + s.unitsPractised, 0);
    // Units with checked practice (a unit with model-marked quiz answers only has none to show here).
    const practised = progress.practiceUnits.filter((u) => u.checked.itemsAnswered > 0 || u.mastery !== null);
    body = (
      <>
        <ul className="progress-stats" aria-label={t('progress.title')}>
          <Stat icon={<Flame size={20} />} label={t('progress.streak')} value={number(progress.streakDays)} />
          <Stat
            icon={<MessageSquare size={20} />}
            label={t('progress.messages14')}
            value={number(messages14)}
          />
          <Stat
            icon={<BookOpen size={20} />}
            label={addressed('progress.unitsPractised')}
            value={number(units)}
          />
          <Stat
            icon={<PracticeIcon size={20} />}
            label={t('progress.practiceWeek')}
            value={number(progress.practiceThisWeek.itemsAnswered)}
          />
        </ul>
        <Card as="section" aria-labelledby="progress-practice-title">
          <h2 id="progress-practice-title">
            <PracticeIcon aria-hidden="true" size={20} />
            {t('progress.practiceTitle')}
            <Badge tone="success">{t('progress.checked')}</Badge>
          </h2>
          <p className="muted">{addressed('progress.practiceNote')}</p>
          {practised.length ? (
            <CheckedPractice units={practised} names={names} />
          ) : (
            <p className="muted">{addressed('progress.noPractice')}</p>
          )}
        </Card>
        <Card as="section" aria-labelledby="progress-chart-title">
          <h2 id="progress-chart-title">{t('progress.chartTitle')}</h2>
          <p className="muted">{t('progress.chartSubtitle')}</p>
          <MessagesChart days={progress.messagesPerDay} locale={locale} />
        </Card>
        <div className="progress-grid">
          <Card as="section" aria-labelledby="progress-revise-title">
            <h2 id="progress-revise-title">
              <Target aria-hidden="true" size={20} />
              {addressed('progress.revise')}
            </h2>
            {progress.toRevise.length ? (
              <>
                <p className="muted">{t('progress.reviseChecked')}</p>
                <CheckedPractice units={progress.toRevise} names={names} />
              </>
            ) : progress.revise.length ? (
              <Revise units={progress.revise} names={names} />
            ) : (
              <p className="muted">
                {progress.quizScores.length
                  ? addressed('progress.noRevision')
                  : addressed('progress.noQuizzes')}
              </p>
            )}
          </Card>
          <Card as="section" aria-labelledby="progress-quiz-title">
            <h2 id="progress-quiz-title">{t('progress.quizScores')}</h2>
            {/* Quiz me's marks are the model's judgement, not a key's: kept apart from practice's checked figures. */}
            <p className="muted progress-model-marked">
              <Badge tone="warning">{t('progress.modelMarked')}</Badge> {t('progress.modelMarkedNote')}
            </p>
            {progress.quizScores.length ? (
              <ul className="progress-list">
                {progress.quizScores.map((score) => (
                  <li
                    key={`${score.unitId}:${score.subjectId ?? ''}:${score.languageId ?? ''}`}
                    className="progress-row"
                  >
                    <span className="progress-row-name">{scoreName(score, names, t)}</span>
                    <Score score={score} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{addressed('progress.noQuizzes')}</p>
            )}
          </Card>
        </div>
        <Card as="section" aria-labelledby="progress-subjects-title">
          <h2 id="progress-subjects-title">{addressed('progress.bySubject')}</h2>
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
                  <Badge tone="accent">{t('progress.unitCount', { n: number(s.unitsPractised) })}</Badge>
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
        <p className="muted">{addressed('progress.subtitle')}</p>
      </header>
      <ReviewToday always />
      {body}
    </main>
  );
}
