import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, serverMessage } from '../../api/errors';
import { useToast } from '../../components/ui';
import { SetLanguageDocument } from '../../gql/generated';
import { switchLanguage, type Language } from '../../i18n';
import { OnboardingSteps } from './OnboardingSteps';
import { useDelayedNavigate } from './useDelayedNavigate';

/** Each language's first letter in its own script, as the card's picture. */
const GLYPHS: Record<Language, string> = { ar: 'ع', en: 'A' };

export default function LanguagePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [setLanguage, { loading }] = useMutation(SetLanguageDocument);
  const [chosen, setChosen] = useState<Language | null>(null);
  const later = useDelayedNavigate();
  const choose = async (language: Language) => {
    setChosen(language);
    switchLanguage(language);
    try {
      await setLanguage({ variables: { language } });
      toast.success(t('language.saved'));
      later('/usertype-selection', 2000);
    } catch (err) {
      setChosen(null);
      toast.error(describeError(err, t, t('language.failed', { message: serverMessage(err) })));
    }
  };
  return (
    <main id="main" className="page narrow onboarding">
      <OnboardingSteps current={1} />
      <h1>{t('language.title')}</h1>
      <div className="choice-grid">
        {(['ar', 'en'] as const).map((language) => (
          <button
            key={language}
            type="button"
            className="card card-interactive choice-card"
            lang={language}
            aria-pressed={chosen === language}
            disabled={loading}
            onClick={() => choose(language)}
          >
            <span className="choice-glyph" aria-hidden="true">
              {GLYPHS[language]}
            </span>
            <strong>{t(language === 'ar' ? 'language.arabic' : 'language.english')}</strong>
          </button>
        ))}
      </div>
    </main>
  );
}
