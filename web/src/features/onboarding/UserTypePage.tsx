import { useMutation } from '@apollo/client';
import { GraduationCap, Presentation, UsersRound, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, serverMessage } from '../../api/errors';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import { Button, useToast } from '../../components/ui';
import { SetUserTypeDocument } from '../../gql/generated';
import { OnboardingSteps } from './OnboardingSteps';
import { useDelayedNavigate } from './useDelayedNavigate';

const TYPES: { type: string; icon: LucideIcon }[] = [
  { type: 'student', icon: GraduationCap },
  { type: 'parent', icon: UsersRound },
  { type: 'teacher', icon: Presentation },
];

export default function UserTypePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const toast = useToast();
  const [userType, setUserType] = useState<string>(me?.userType ?? '');
  const [save, { loading }] = useMutation(SetUserTypeDocument);
  const [missing, setMissing] = useState(false);
  const later = useDelayedNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userType) return setMissing(true);
    setMissing(false);
    try {
      await save({ variables: { userType } });
      toast.success(t('userType.saved'));
      later(userType === 'student' ? '/student-questions' : '/', 2000);
    } catch (err) {
      toast.error(describeError(err, t, t('userType.failed', { message: serverMessage(err) })));
    }
  };
  return (
    <main id="main" className="page narrow onboarding">
      <OnboardingSteps current={2} />
      <form onSubmit={submit} noValidate className="stack">
        <fieldset className="choice-list">
          <legend>
            <h1>{t('userType.title')}</h1>
          </legend>
          {TYPES.map(({ type, icon: Icon }) => (
            <label
              key={type}
              className={`card card-interactive choice ${userType === type ? 'selected' : ''}`}
            >
              <input
                type="radio"
                name="userType"
                value={type}
                checked={userType === type}
                onChange={() => {
                  setUserType(type);
                  setMissing(false);
                }}
              />
              <span className="choice-icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <span className="choice-text">
                <strong>{t(`userType.${type}`)}</strong>
                <small>{t(`userType.${type}Description`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <Notice>{missing ? t('userType.required') : null}</Notice>
        <Button type="submit" variant="primary" size="lg" disabled={loading}>
          {t('userType.continue')}
        </Button>
      </form>
    </main>
  );
}
