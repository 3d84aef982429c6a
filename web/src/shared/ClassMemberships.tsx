import { useMutation, useQuery } from '@apollo/client';
import { DoorOpen, GraduationCap, LogIn, School } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../components/Notice';
import { Button, ButtonLink, Card, Skeleton } from '../components/ui';
import { JoinClassDocument, LeaveClassDocument, MyClassMembershipsDocument } from '../gql/generated';
import { CodeEntry } from './CodeEntry';
import { useFamilyError } from './useFamilyErrors';
import { useCatalogNames } from './useCatalogNames';
import './family.css';

/** A student's classes in /account: enter a teacher's code to join, leave a class (ADR 19). */
function StudentClasses() {
  const { t } = useTranslation();
  const failed = useFamilyError();
  const names = useCatalogNames();
  const { data, loading, refetch } = useQuery(MyClassMembershipsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [join, joining] = useMutation(JoinClassDocument);
  const [leave] = useMutation(LeaveClassDocument);
  const [error, setError] = useState<string | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const classes = data?.me?.classMemberships ?? [];

  const submit = async (code: string) => {
    setError(null);
    setJoined(null);
    if (!code.trim()) {
      setError(t('classes.codeRequired'));
      return false;
    }
    try {
      const result = await join({ variables: { code } });
      setJoined(result.data?.joinClass.className ?? null);
      await refetch();
      return true;
    } catch (e) {
      setError(failed(e, t('classes.joinFailed')));
      return false;
    }
  };
  const remove = async (classId: string) => {
    setBusy(classId);
    setLeaveError(null);
    try {
      await leave({ variables: { classId } });
      await refetch();
    } catch (e) {
      setLeaveError(failed(e, t('classes.leaveFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="classes-student-title" className="family-card">
      <h2 id="classes-student-title">
        <School aria-hidden="true" size={20} />
        {t('classes.joinTitle')}
      </h2>
      <p className="muted">{t('classes.joinBody')}</p>
      <CodeEntry
        label={t('classes.codeLabel')}
        hint={t('classes.joinCodeHint')}
        submitLabel={t('classes.join')}
        icon={<LogIn aria-hidden="true" size={18} className="flip" />}
        busy={joining.loading}
        error={error}
        onSubmit={submit}
      />
      {joined && (
        <p className="family-linked" role="status">
          {t('classes.joined', { name: joined })}
        </p>
      )}
      <h3>{t('classes.myClasses')}</h3>
      {leaveError && <Notice>{leaveError}</Notice>}
      {loading && !data ? (
        <Skeleton lines={1} />
      ) : classes.length ? (
        <ul className="family-links">
          {classes.map((c) => (
            <li key={c.classId} className="family-link">
              <span className="family-link-name">
                <bdi>{c.className}</bdi>
                <span className="muted">
                  {t('classes.membershipDetail', {
                    subject: names.subject(c.subjectId),
                    teacher: c.teacherName,
                  })}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                icon={<DoorOpen aria-hidden="true" size={16} />}
                aria-label={t('classes.leaveLabel', { name: c.className })}
                disabled={busy !== null}
                onClick={() => void remove(c.classId)}
              >
                {t('classes.leave')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('classes.noMemberships')}</p>
      )}
    </Card>
  );
}

/** A teacher's pointer from /account to their classes. */
function TeacherClasses() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="classes-teacher-title" className="family-card">
      <h2 id="classes-teacher-title">
        <GraduationCap aria-hidden="true" size={20} />
        {t('classes.title')}
      </h2>
      <p className="muted">{t('classes.accountTeacherBody')}</p>
      <div className="card-actions">
        <ButtonLink to="/classes" variant="primary" icon={<School aria-hidden="true" size={18} />}>
          {t('classes.open')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** The /account card for classes: a student joins and leaves, a teacher goes to /classes. */
export function ClassMemberships({ userType }: { userType: string | null | undefined }) {
  if (userType === 'student') return <StudentClasses />;
  if (userType === 'teacher') return <TeacherClasses />;
  return null;
}
