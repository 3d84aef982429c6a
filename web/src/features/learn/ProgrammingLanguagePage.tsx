import { useQuery } from '@apollo/client';
import { Bot, FolderKanban, SquareTerminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Skeleton } from '../../components/ui';
import { LanguageTopicsDocument } from '../../gql/generated';
import { SyllabusCards } from './SyllabusCards';
import { useErrorToast } from './useErrorToast';
import { useStartLearning } from '../../shared/useStartLearning';
import './learn.css';

export interface LanguageState {
  languageId?: string;
  languageName?: string;
  Route?: string;
}

/**
 * A language's starting points: the AI assistant, the mini projects, the coding assistant (a programming
 * conversation in the CODE mode, for code the learner pastes) and the language's topics, each a conversation.
 */
export default function ProgrammingLanguagePage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as LanguageState;
  const language = state.languageName ?? '';
  const languageId = state.languageId;
  const next = { languageName: state.languageName, languageId };
  const { begin, starting } = useStartLearning(t('programmingLanguage.startFailed'));
  const topics = useQuery(LanguageTopicsDocument, { skip: !languageId });
  useErrorToast(topics.error, t('programmingLanguage.topicsFailed'));
  const found = topics.data?.programmingLanguages.find((l) => l.id === languageId?.toLowerCase());
  const links = [
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
  ];
  return (
    <main id="main" className="page syllabus-page">
      {/* The spec's back arrow to /, named Home; the languages' page between, one click back. */}
      <Breadcrumbs
        trail={[
          { to: '/', label: t('header.home') },
          { to: '/programming', label: t('programmingLanguage.allLanguages') },
        ]}
        current={language || t('domain.programming')}
      />
      <header className="page-intro">
        {language && (
          <p className="eyebrow language-name" dir="ltr">
            {language}
          </p>
        )}
        <h1>{t('programmingLanguage.title')}</h1>
      </header>
      <ul className="card-grid">
        {links.map(({ to, icon: Icon, title, text }) => (
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
        <li>
          <button
            type="button"
            className="card card-interactive"
            disabled={starting !== null}
            aria-busy={starting === 'code'}
            onClick={() => void begin('code', { kind: 'PROGRAMMING', languageId, mode: 'CODE' }, next)}
          >
            <span className="card-icon" aria-hidden="true">
              <SquareTerminal size={22} />
            </span>
            <strong>{t('programmingLanguage.codingAssistant')}</strong>
            <small className="muted">
              {starting === 'code'
                ? t('subject.starting')
                : t('programmingLanguage.codingAssistantDescription')}
            </small>
          </button>
        </li>
      </ul>
      {languageId && (
        <>
          <h2 className="section-title">{t('programmingLanguage.topics')}</h2>
          {topics.loading && !topics.data ? (
            <Skeleton className="card-grid skeleton-grid" lines={4} height="7rem" />
          ) : (
            <SyllabusCards
              items={found?.topics ?? []}
              label="programmingLanguage.topic"
              starting={starting}
              onStart={(topic) =>
                void begin(topic.id, { kind: 'PROGRAMMING', languageId, unitId: topic.id }, next)
              }
            />
          )}
        </>
      )}
    </main>
  );
}
