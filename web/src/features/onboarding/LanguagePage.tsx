import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, serverMessage } from '../../api/errors';
import { Notice } from '../../components/Notice';
import { SetLanguageDocument } from '../../gql/generated';
import { switchLanguage, type Language } from '../../i18n';
import { useDelayedNavigate } from './useDelayedNavigate';

export default function LanguagePage() {
  const { t } = useTranslation();
  const [setLanguage, { loading }] = useMutation(SetLanguageDocument);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const later = useDelayedNavigate();
  const choose = async (language: Language) => {
    setError(null);
    switchLanguage(language);
    try {
      await setLanguage({ variables: { language } });
      setSaved(true);
      later('/usertype-selection', 2000);
    } catch (err) {
      setError(describeError(err, t, t('language.failed', { message: serverMessage(err) })));
    }
  };
  return (
    <main id="main" className="page narrow center">
      <h1>{t('language.title')}</h1>
      <div className="choice-grid">
        {(['ar', 'en'] as const).map((language) => (
          <button
            key={language}
            type="button"
            className="card-button"
            lang={language}
            disabled={loading}
            onClick={() => choose(language)}
          >
            {t(language === 'ar' ? 'language.arabic' : 'language.english')}
          </button>
        ))}
      </div>
      <Notice kind="info">{saved ? t('language.saved') : null}</Notice>
      <Notice>{error}</Notice>
    </main>
  );
}
