import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export interface LanguageState {
  languageId?: string;
  languageName?: string;
  Route?: string;
}

export default function ProgrammingLanguagePage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as LanguageState;
  const language = state.languageName ?? '';
  const next = { languageName: state.languageName, languageId: state.languageId };
  const cards = [
    {
      to: '/assistant',
      title: t('programmingLanguage.assistant'),
      text: t('programmingLanguage.assistantDescription', { language }),
    },
    {
      to: '/projects',
      title: t('programmingLanguage.projects'),
      text: t('programmingLanguage.projectsDescription', { language }),
    },
    // No route exists for it (spec section 2): it reaches the 404 page.
    {
      to: '/coding_assistant',
      title: t('programmingLanguage.codingAssistant'),
      text: t('programmingLanguage.codingAssistantDescription'),
    },
  ];
  return (
    <main id="main" className="page">
      <Link to="/" className="back-link">
        <span aria-hidden="true" className="flip">
          ←
        </span>{' '}
        {t('programmingLanguage.back')}
      </Link>
      <h1>{t('programmingLanguage.title')}</h1>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.to}>
            <Link className="card" to={card.to} state={next}>
              <strong>{card.title}</strong>
              <small>{card.text}</small>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
