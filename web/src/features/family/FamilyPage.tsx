import {
  BookOpen,
  CircleCheck,
  CreditCard,
  Flame,
  ListChecks,
  MessageSquare,
  ShieldCheck,
  Target,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, Card } from '../../components/ui';
import { localeOf } from '../../i18n/numbers';
import { ModelMarked, UnitPracticeList } from '../../shared/CheckedFigures';
import { MessagesChart } from '../../shared/MessagesChart';
import { useCatalogNames } from '../../shared/useCatalogNames';
import { stageYear } from '../../shared/stageYear';
import { WeeklyDigest } from './WeeklyDigest';
import { ChildFigure as Figure, LinkedChildren, type LinkedChild } from './LinkedChildren';
import '../../shared/family.css';

type Child = LinkedChild;

/** The child's safety flags: the category and date only, in calm words (ADR 17, 18). */
function SafetyFlags({ flags, locale }: { flags: Child['safetyFlags']; locale: string }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <>
      <h3>
        <ShieldCheck aria-hidden="true" size={18} />
        {t('family.safetyTitle')}
      </h3>
      <p className="muted family-safety-note">{t('family.safetyNote')}</p>
      {flags.length ? (
        <ul className="family-flags">
          {flags.map((flag) => (
            <li key={flag.flaggedAt + flag.category}>
              <Badge tone="warning">
                {t(`owner.flags.category.${flag.category}`, { defaultValue: flag.category })}
              </Badge>
              <time dateTime={flag.flaggedAt}>{date.format(new Date(flag.flaggedAt))}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('family.noSafetyFlags')}</p>
      )}
    </>
  );
}

/** One child's figures: never anything the child wrote (ADR 18). */
function ChildCard({ child, locale }: { child: Child; locale: string }) {
  const { t } = useTranslation();
  // Units are named from the child's stage and year, not the parent's.
  const names = useCatalogNames(child, child.user.progress.unitTitles);
  const number = new Intl.NumberFormat(locale);
  const { progress } = child.user;
  // This week: the learner's last 7 days, today included (as unitsThisWeek counts them).
  const week = progress.messagesPerDay.slice(-7).reduce((n, d) => n + d.messages, 0);
  const headingId = `family-child-${child.user.id}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="family-child">
      <header className="family-child-head">
        <h2 id={headingId}>
          <bdi>{child.name}</bdi>
        </h2>
        <span className="muted">{stageYear(t, child)}</span>
        <Badge tone={child.user.isSubscribed ? 'accent' : 'neutral'}>
          {child.user.isSubscribed ? t('account.planMonthly') : t('account.planFree')}
        </Badge>
        {/* The learner's own payment flow, for this child (a parent pays; approval subscribes the child). */}
        <ButtonLink
          to={`/upgrade?child=${encodeURIComponent(child.user.id)}`}
          size="sm"
          className="family-pay"
          icon={<CreditCard aria-hidden="true" size={16} />}
        >
          {t('family.payFor', { name: child.name })}
        </ButtonLink>
      </header>
      <ul className="family-figures">
        {/* Checked practice first (marked by an item's key, issue 33), then the rest of the week. */}
        <Figure
          icon={<ListChecks size={20} />}
          label={t('family.itemsWeek')}
          value={number.format(progress.practiceThisWeek.itemsAnswered)}
        />
        <Figure
          icon={<CircleCheck size={20} />}
          label={t('family.aloneWeek')}
          value={number.format(progress.practiceThisWeek.solvedAlone)}
        />
        <Figure
          icon={<Flame size={20} />}
          label={t('progress.streak')}
          value={number.format(progress.streakDays)}
        />
        <Figure
          icon={<MessageSquare size={20} />}
          label={t('family.messagesWeek')}
          value={number.format(week)}
        />
        <Figure
          icon={<BookOpen size={20} />}
          label={t('family.unitsWeek')}
          value={number.format(progress.unitsThisWeek)}
        />
        <Figure
          icon={<CreditCard size={20} />}
          label={t('family.remaining')}
          value={
            child.user.isSubscribed ? t('family.unlimited') : number.format(child.user.remainingMessages)
          }
        />
      </ul>
      <WeeklyDigest
        digest={progress.weeklyDigest}
        childId={child.user.id}
        childName={child.name}
        names={names}
        locale={locale}
      />
      <h3>{t('progress.chartTitle')}</h3>
      <MessagesChart days={progress.messagesPerDay} locale={locale} />
      <h3>
        <Target aria-hidden="true" size={18} />
        {t('family.practiceUnits')}
      </h3>
      <UnitPracticeList units={progress.practiceUnits} nameOf={names.unit} empty={t('family.noPractice')} />
      {progress.quizScores.length > 0 && (
        <ModelMarked>
          <ul className="family-scores">
            {progress.quizScores.map((s) => (
              <li key={`${s.unitId}:${s.subjectId ?? ''}:${s.languageId ?? ''}`}>
                <span>{names.unit(s.unitId)}</span>
                <span className="family-score">
                  {t('progress.score', {
                    correct: number.format(s.correct),
                    answered: number.format(s.answered),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </ModelMarked>
      )}
      <SafetyFlags flags={child.safetyFlags} locale={locale} />
    </Card>
  );
}

/** /family: a parent's linked children, each with their figures (links are made in /account). */
export default function FamilyPage() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const body = (
    <LinkedChildren
      height="12rem"
      render={(children) =>
        children.map((child) => <ChildCard key={child.user.id} child={child} locale={locale} />)
      }
    />
  );

  return (
    <main id="main" className="page family">
      <header className="page-intro">
        <h1>{t('family.title')}</h1>
        <p className="muted">{t('family.subtitle')}</p>
      </header>
      {body}
    </main>
  );
}
