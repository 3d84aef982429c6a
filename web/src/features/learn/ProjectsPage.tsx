import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { describeError } from '../../api/errors';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { ProjectsDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';
import type { LanguageState } from './ProgrammingLanguagePage';

/** A picture per known slug (an emoji keeps the bundle free of images). */
const ICONS: Record<string, string> = {
  Calculator: '🧮',
  TodoList: '✅',
  Guess: '🎲',
  Clock: '⏰',
  Slider: '🎚️',
  Student: '🎓',
  Library: '📚',
  Notepad: '📝',
  TicTacToe: '❌',
  Bank: '🏦',
  StudentGrades: '📊',
  BlogWebsite: '📰',
  ContactForm: '📇',
  LoginSystem: '🔐',
  WeatherApp: '⛅',
  ChatApp: '💬',
};

export default function ProjectsPage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as LanguageState;
  const languageId = state.languageId ?? 'python';
  const { data, loading, error } = useQuery(ProjectsDocument, { variables: { languageId } });
  const arabic = currentLanguage() === 'ar';
  return (
    <main id="main" className="page">
      <h1>{t('projects.title')}</h1>
      {loading && !data ? (
        <Loading />
      ) : error ? (
        <Notice>{describeError(error, t, t('projects.failed'))}</Notice>
      ) : (
        <ul className="card-grid">
          {(data?.projects ?? []).map((p) => (
            <li key={p.id}>
              <Link className="card" to="/single-project" state={{ projectId: p.id, ...state }}>
                <span className="card-icon" aria-hidden="true">
                  {ICONS[p.slug] ?? '💡'}
                </span>
                <strong dir="auto">{arabic ? p.titleAr || p.title : p.title}</strong>
                <small dir="auto">{arabic ? p.descriptionAr || p.description : p.description}</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
