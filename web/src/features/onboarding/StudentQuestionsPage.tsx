import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { useSession } from '../../auth/session';
import { GenderChoice } from '../../components/GenderChoice';
import { Button, Card, Field, Select, useToast } from '../../components/ui';
import { SaveStudentDetailsDocument } from '../../gql/generated';
import { OnboardingSteps } from './OnboardingSteps';
import { useDelayedNavigate } from './useDelayedNavigate';

const STAGES = ['primary', 'middle', 'high'] as const;
/** Primary school in Egypt has six years; middle and high school three. */
const yearsOf = (stage: string) => (stage === 'primary' ? ['1', '2', '3', '4', '5', '6'] : ['1', '2', '3']);

export default function StudentQuestionsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const toast = useToast();
  const [stage, setStage] = useState(me?.educationalStage ?? '');
  const [year, setYear] = useState(me?.academicYear ?? '');
  const [save, { loading }] = useMutation(SaveStudentDetailsDocument);
  const later = useDelayedNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { educationalStage: stage, academicYear: year } });
      toast.success(t('student.saved'));
      later('/', 1000);
    } catch (err) {
      toast.error(describeError(err, t, t('student.failed')));
    }
  };
  return (
    <main id="main" className="page narrow onboarding">
      <OnboardingSteps current={3} />
      <h1>{t('student.title')}</h1>
      <Card as="section">
        <form onSubmit={submit} className="stack">
          <Field label={t('student.stage')}>
            <Select
              id="stage"
              required
              value={stage}
              onChange={(e) => {
                setStage(e.target.value);
                // A year the new stage does not have (year 5 of middle school) is chosen again.
                if (!yearsOf(e.target.value).includes(year)) setYear('');
              }}
            >
              <option value="">{t('student.choose')}</option>
              {STAGES.map((s) => (
                <option key={s} value={s}>
                  {t(`student.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('student.year')}>
            <Select id="year" required value={year} onChange={(e) => setYear(e.target.value)}>
              <option value="">{t('student.choose')}</option>
              {yearsOf(stage).map((y) => (
                <option key={y} value={y}>
                  {t(`student.year${y}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="primary" size="lg" disabled={loading || !stage || !year}>
            {t('student.save')}
          </Button>
        </form>
      </Card>
      {/* Asked once, here, and optional: saved on its own, changeable in /account. */}
      <Card>
        <GenderChoice />
      </Card>
    </main>
  );
}
