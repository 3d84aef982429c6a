import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import { SaveStudentDetailsDocument } from '../../gql/generated';
import { useDelayedNavigate } from './useDelayedNavigate';

const STAGES = ['primary', 'middle', 'high'] as const;
const YEARS = ['1', '2', '3'] as const;

export default function StudentQuestionsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [stage, setStage] = useState(me?.educationalStage ?? '');
  const [year, setYear] = useState(me?.academicYear ?? '');
  const [save, { loading }] = useMutation(SaveStudentDetailsDocument);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const later = useDelayedNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save({ variables: { educationalStage: stage, academicYear: year } });
      setSaved(true);
      later('/', 1000);
    } catch (err) {
      setError(describeError(err, t, t('student.failed')));
    }
  };
  return (
    <main id="main" className="page narrow">
      <h1>{t('student.title')}</h1>
      <form onSubmit={submit} className="stack">
        <label htmlFor="stage">{t('student.stage')}</label>
        <select id="stage" required value={stage} onChange={(e) => setStage(e.target.value)}>
          <option value="">{t('student.choose')}</option>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`student.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor="year">{t('student.year')}</label>
        <select id="year" required value={year} onChange={(e) => setYear(e.target.value)}>
          <option value="">{t('student.choose')}</option>
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {t(`student.year${y}`)}
            </option>
          ))}
        </select>
        <Notice>{error}</Notice>
        <Notice kind="info">{saved ? t('student.saved') : null}</Notice>
        <button type="submit" className="primary" disabled={loading || !stage || !year}>
          {t('student.save')}
        </button>
      </form>
    </main>
  );
}
