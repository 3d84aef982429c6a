import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, serverMessage } from '../../api/errors';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import { SetUserTypeDocument } from '../../gql/generated';
import { useDelayedNavigate } from './useDelayedNavigate';

const TYPES = ['student', 'parent', 'teacher'] as const;

export default function UserTypePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [userType, setUserType] = useState<string>(me?.userType ?? '');
  const [save, { loading }] = useMutation(SetUserTypeDocument);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const later = useDelayedNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userType) return setError(t('userType.required'));
    setError(null);
    try {
      await save({ variables: { userType } });
      setSaved(true);
      later(userType === 'student' ? '/student-questions' : '/', 2000);
    } catch (err) {
      setError(describeError(err, t, t('userType.failed', { message: serverMessage(err) })));
    }
  };
  return (
    <main id="main" className="page narrow">
      <form onSubmit={submit} noValidate>
        <fieldset className="choice-list">
          <legend>
            <h1>{t('userType.title')}</h1>
          </legend>
          {TYPES.map((type) => (
            <label key={type} className={`choice ${userType === type ? 'selected' : ''}`}>
              <input
                type="radio"
                name="userType"
                value={type}
                checked={userType === type}
                onChange={() => setUserType(type)}
              />
              <span>
                <strong>{t(`userType.${type}`)}</strong>
                <small>{t(`userType.${type}Description`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <Notice>{error}</Notice>
        <Notice kind="info">{saved ? t('userType.saved') : null}</Notice>
        <button type="submit" className="primary" disabled={loading}>
          {t('userType.continue')}
        </button>
      </form>
    </main>
  );
}
