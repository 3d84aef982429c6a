import { useQuery } from '@apollo/client';
import { KeyRound, ListChecks, MessageSquare, Plus, School, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import { ButtonLink, Card, EmptyState, Skeleton } from '../../components/ui';
import { TeacherClassesDocument, type ClassFieldsFragment } from '../../gql/generated';
import { useNumbers } from '../../i18n/numbers';
import { stageYear } from '../../shared/stageYear';
import { useClassSubjects } from './useClassSubjects';
import '../../shared/family.css';
import './classes.css';

/** One class at a glance: subject, students, their practice items and messages this week and the join code to hand out. */
function ClassSummary({ cls }: { cls: ClassFieldsFragment }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { subjects } = useClassSubjects(cls.educationalStage, cls.academicYear);
  const subject = subjects.find((s) => s.id === cls.subjectId);
  const messages = cls.figures.students.reduce((n, s) => n + s.messagesThisWeek, 0);
  const items = cls.figures.students.reduce((n, s) => n + s.itemsAnsweredThisWeek, 0);
  const headingId = `home-class-${cls.id}`;
  return (
    <Card as="li" aria-labelledby={headingId} className="home-class">
      <h2 id={headingId}>
        <bdi>{cls.name}</bdi>
      </h2>
      {/* The subject's name once the catalog answers; never its raw id. */}
      <p className="muted">{[subject?.name, stageYear(t, cls)].filter(Boolean).join(' · ')}</p>
      <ul className="class-student-figures">
        <li>
          <UsersRound aria-hidden="true" size={16} />
          {t('home.teacher.students', { count: cls.students.length })}
        </li>
        <li>
          <ListChecks aria-hidden="true" size={16} />
          {t('classes.itemsWeek', { n: number(items) })}
        </li>
        <li>
          <MessageSquare aria-hidden="true" size={16} />
          {t('classes.messagesWeek', { n: number(messages) })}
        </li>
        {cls.joinCode && (
          <li>
            <KeyRound aria-hidden="true" size={16} />
            {t('home.teacher.code')} <code dir="ltr">{cls.joinCode}</code>
          </li>
        )}
      </ul>
    </Card>
  );
}

/** The teacher's home: their classes at a glance (issue 31.6); /classes manages them. */
export default function TeacherHome() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { data, loading, error } = useQuery(TeacherClassesDocument, { fetchPolicy: 'cache-and-network' });
  const classes = data?.me?.classes;

  let body: ReactNode;
  if (!classes && loading) body = <Skeleton lines={2} height="8rem" />;
  else if (!classes) body = <Notice>{error ? t('classes.failed') : null}</Notice>;
  else if (!classes.length)
    body = (
      <EmptyState
        icon={<School size={32} />}
        title={t('classes.emptyTitle')}
        body={t('home.teacher.emptyBody')}
        action={
          <ButtonLink to="/classes" variant="primary" icon={<Plus aria-hidden="true" size={18} />}>
            {t('classes.create')}
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <>
        <ul className="card-grid home-classes">
          {classes.map((c) => (
            <ClassSummary key={c.id} cls={c} />
          ))}
        </ul>
        <div className="card-actions">
          <ButtonLink to="/classes" variant="primary" icon={<School aria-hidden="true" size={18} />}>
            {t('classes.open')}
          </ButtonLink>
        </div>
      </>
    );

  return (
    <main id="main" className="page home">
      <header className="page-intro">
        <h1>{t('home.title', { name: `\u2068${me?.name ?? ''}\u2069` })}</h1>
        <p className="muted">{t('home.teacher.subtitle')}</p>
      </header>
      {body}
    </main>
  );
}
