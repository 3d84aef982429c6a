import { BookOpen, CalendarCheck, Flame, ListChecks, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { ButtonLink, Card } from '../../components/ui';
import { useNumbers } from '../../i18n/numbers';
import { useCatalogNames } from '../../shared/useCatalogNames';
import { stageYear } from '../../shared/stageYear';
import { ChildFigure as Figure, LinkedChildren, type LinkedChild } from './LinkedChildren';
import '../../shared/family.css';

type Child = LinkedChild;

/** A child's week in a few figures and tonight's question; the whole week is on /family. */
function ChildWeek({ child }: { child: Child }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const names = useCatalogNames(child, child.user.progress.unitTitles);
  const { progress } = child.user;
  const week = progress.messagesPerDay.slice(-7).reduce((n, d) => n + d.messages, 0);
  const { question } = progress.weeklyDigest;
  const headingId = `home-child-${child.user.id}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="family-child home-child">
      <header className="family-child-head">
        <h2 id={headingId}>
          <bdi>{child.name}</bdi>
        </h2>
        <span className="muted">{stageYear(t, child)}</span>
      </header>
      <ul className="family-figures">
        <Figure
          icon={<ListChecks size={20} />}
          label={t('family.itemsWeek')}
          value={number(progress.practiceThisWeek.itemsAnswered)}
        />
        <Figure icon={<MessageSquare size={20} />} label={t('family.messagesWeek')} value={number(week)} />
        <Figure
          icon={<BookOpen size={20} />}
          label={t('family.unitsWeek')}
          value={number(progress.unitsThisWeek)}
        />
        <Figure icon={<Flame size={20} />} label={t('progress.streak')} value={number(progress.streakDays)} />
      </ul>
      <p className="home-child-question">
        <strong>{t('family.digest.ask')}: </strong>
        {t(`family.digest.question.${question.kind}`, {
          name: `\u2068${child.name}\u2069`,
          unit: question.unitId ? names.unit(question.unitId) : '',
        })}
      </p>
    </Card>
  );
}

/** The parent's home: their linked children and each one's week (issue 31.6); /family has the details. */
export default function ParentHome() {
  const { t } = useTranslation();
  const { me } = useSession();
  const body = (
    <LinkedChildren
      height="10rem"
      render={(children) => (
        <>
          {children.map((child) => (
            <ChildWeek key={child.user.id} child={child} />
          ))}
          <div className="card-actions">
            <ButtonLink to="/family" variant="primary" icon={<CalendarCheck aria-hidden="true" size={18} />}>
              {t('home.parent.openFamily')}
            </ButtonLink>
          </div>
        </>
      )}
    />
  );

  return (
    <main id="main" className="page home family">
      <header className="page-intro">
        <h1>{t('home.title', { name: `\u2068${me?.name ?? ''}\u2069` })}</h1>
        <p className="muted">{t('home.parent.subtitle')}</p>
      </header>
      {body}
    </main>
  );
}
