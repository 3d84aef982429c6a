import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Lightbulb } from 'lucide-react';
import { EmptyState, Skeleton } from '../../components/ui';
import { ProjectsDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';
import type { LanguageState } from './ProgrammingLanguagePage';
import { ProjectIcon } from './ProjectIcon';
import { projectPath } from './projectPath';
import { useErrorToast } from './useErrorToast';
export default function ProjectsPage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as LanguageState;
  const languageId = state.languageId ?? 'python';
  const { data, loading, error } = useQuery(ProjectsDocument, { variables: { languageId } });
  useErrorToast(error, t('projects.failed'));
  const arabic = currentLanguage() === 'ar';
  const projects = data?.projects ?? [];
  return (
    <main id="main" className="page">
      <header className="page-intro">
        <h1>{t('projects.title')}</h1>
      </header>
      {loading && !data ? (
        <Skeleton className="card-grid skeleton-grid" lines={6} height="7rem" />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Lightbulb size={28} />}
          title={error ? t('projects.failed') : t('projects.none')}
        />
      ) : (
        <ul className="card-grid">
          {projects.map((p) => (
            <li key={p.id}>
              <Link
                className="card card-interactive"
                to={projectPath(p.id, languageId)}
                state={{ ...state, projectId: p.id }}
              >
                <ProjectIcon slug={p.slug} />
                <strong dir="auto">{arabic ? p.titleAr || p.title : p.title}</strong>
                <small className="muted" dir="auto">
                  {arabic ? p.descriptionAr || p.description : p.description}
                </small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
