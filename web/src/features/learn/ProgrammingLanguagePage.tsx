import { ArrowLeft, Bot, FolderKanban, SquareTerminal } from 'lucide-react';
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
      icon: Bot,
      title: t('programmingLanguage.assistant'),
      text: t('programmingLanguage.assistantDescription', { language }),
    },
    {
      to: '/projects',
      icon: FolderKanban,
      title: t('programmingLanguage.projects'),
      text: t('programmingLanguage.projectsDescription', { language }),
    },
    // No route exists for it (spec section 2): it reaches the 404 page.
    {
      to: '/coding_assistant',
      icon: SquareTerminal,
      title: t('programmingLanguage.codingAssistant'),
      text: t('programmingLanguage.codingAssistantDescription'),
    },
  ];
  return (
    <main id="main" className="page">
      <Link to="/" className="back-link">
        <ArrowLeft aria-hidden="true" size={18} className="flip" />
        {t('programmingLanguage.back')}
      </Link>
      <header className="page-intro">
        <h1>{t('programmingLanguage.title')}</h1>
      </header>
      <ul className="card-grid">
        {cards.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link className="card card-interactive" to={to} state={next}>
              <span className="card-icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <strong>{title}</strong>
              <small className="muted">{text}</small>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
