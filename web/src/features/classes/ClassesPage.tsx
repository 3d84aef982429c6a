import { useQuery } from '@apollo/client';
import { School } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import { RoleNotice } from '../../components/RoleNotice';
import { EmptyState, Skeleton } from '../../components/ui';
import { TeacherClassesDocument } from '../../gql/generated';
import { ClassCard } from './ClassCard';
import { ClassMemberships } from '../../shared/ClassMemberships';
import { NewClass } from './NewClass';
import '../../shared/family.css';
import './classes.css';

/** A teacher's classes, each with its students' figures (never what they write, ADR 19), and a new one. */
function TeacherClasses() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(TeacherClassesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const classes = data?.me?.classes;

  let body: ReactNode;
  if (!classes && loading) body = <Skeleton lines={2} height="12rem" />;
  else if (!classes) body = <Notice>{error ? t('classes.failed') : null}</Notice>;
  else if (!classes.length)
    body = (
      <EmptyState icon={<School size={32} />} title={t('classes.emptyTitle')} body={t('classes.emptyBody')} />
    );
  else body = classes.map((c) => <ClassCard key={c.id} cls={c} />);
  return (
    <>
      <NewClass onCreated={() => void refetch()} />
      {body}
    </>
  );
}

/**
 * /classes by user type: a teacher's classes; a student's own (join with a code, leave); a parent is told whose
 * page it is. The server refuses a class to anyone but a teacher whatever the page shows.
 */
export default function ClassesPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const teacher = me?.userType === 'teacher';
  if (!teacher && me?.userType !== 'student') return <RoleNotice />;
  return (
    <main id="main" className="page family classes">
      <header className="page-intro">
        <h1>{teacher ? t('classes.title') : t('classes.myClasses')}</h1>
        <p className="muted">{teacher ? t('classes.subtitle') : t('classes.studentSubtitle')}</p>
      </header>
      {teacher ? <TeacherClasses /> : <ClassMemberships userType="student" />}
    </main>
  );
}
