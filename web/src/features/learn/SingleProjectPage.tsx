import { useQuery } from '@apollo/client';
import { ArrowLeft, Hammer, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Badge, Button, ButtonLink, Card, EmptyState, Skeleton } from '../../components/ui';
import { ProjectDetailsDocument } from '../../gql/generated';
import { currentLanguage, formatNumber } from '../../i18n';
import type { LanguageState } from './ProgrammingLanguagePage';
import { ProjectIcon } from './ProjectIcon';
import { ProjectWorkspaceFor } from './ProjectWorkspace';
import { useErrorToast } from './useErrorToast';
import { useStartLearning } from '../../shared/useStartLearning';
import './learn.css';

/**
 * A mini project (reached from /projects; its id and language in the address, ?project=&language=, or in the
 * navigation state): what to build, what it practises and its steps; Start opens a programming conversation about
 * it, which the tutor walks step by step. A project with milestones adds the workspace where it is built.
 */
export default function SingleProjectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navState = (useLocation().state ?? {}) as LanguageState & { projectId?: string };
  const state = {
    ...navState,
    projectId: params.get('project') ?? navState.projectId,
    languageId: params.get('language') ?? navState.languageId,
  };
  const languageId = state.languageId ?? 'python'; // as /projects, which sent the learner here
  const { data, loading, error } = useQuery(ProjectDetailsDocument, {
    variables: { languageId },
    skip: !state.projectId,
  });
  useErrorToast(error, t('projects.failed'));
  const { begin, starting } = useStartLearning(t('programmingLanguage.startFailed'));
  const project = data?.projects.find((p) => p.id === state.projectId);
  const arabic = currentLanguage() === 'ar';
  const backIcon = <ArrowLeft aria-hidden="true" size={18} className="flip" />;

  if (loading && !data)
    return (
      <main id="main" className="page narrow" aria-busy="true">
        <Skeleton lines={6} />
      </main>
    );
  if (!project)
    return (
      <main id="main" className="page narrow">
        <EmptyState
          headingLevel={1}
          icon={<Hammer size={28} />}
          title={t('projects.projectPage')}
          body={error ? t('projects.failed') : t('projects.choose')}
          action={
            <ButtonLink to="/projects" state={state} icon={backIcon}>
              {t('projects.allProjects')}
            </ButtonLink>
          }
        />
      </main>
    );

  const skills = arabic ? project.skillsAr : project.skills;
  return (
    <main id="main" className="page narrow project-page">
      {/* The spec's "Project Page" names where the learner is, after the way back to the projects. */}
      <Breadcrumbs
        trail={[{ to: '/projects', state, label: t('projects.allProjects') }]}
        current={t('projects.projectPage')}
      />
      <header className="page-intro project-header">
        <ProjectIcon slug={project.slug} />
        <div>
          <h1 dir="auto">{arabic ? project.titleAr || project.title : project.title}</h1>
          <p dir="auto">{arabic ? project.briefAr || project.brief : project.brief}</p>
        </div>
      </header>
      <Card as="section" aria-labelledby="project-skills">
        <h2 id="project-skills" className="card-title">
          {t('projects.skills')}
        </h2>
        <ul className="skill-list">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone="accent">{skill}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="project-steps">
        <h2 id="project-steps" className="card-title">
          {t('projects.steps')}
        </h2>
        <ol className="project-steps">
          {project.steps.map((step, index) => (
            <li key={step.textEn}>
              <span className="step-number" aria-hidden="true">
                {formatNumber(index + 1, currentLanguage())}
              </span>
              <span dir="auto">{arabic ? step.text : step.textEn}</span>
            </li>
          ))}
        </ol>
      </Card>
      <div className="project-start">
        <Button
          variant="primary"
          size="lg"
          icon={<Play aria-hidden="true" size={18} className="flip" />}
          disabled={starting !== null}
          aria-busy={starting !== null}
          onClick={() =>
            void begin(
              'project',
              { kind: 'PROGRAMMING', languageId, projectId: project.id },
              { languageId, languageName: state.languageName },
            )
          }
        >
          {starting ? t('subject.starting') : t('projects.start')}
        </Button>
        <small className="muted">{t('projects.startHint')}</small>
      </div>
      <ProjectWorkspaceFor projectId={project.id} />
    </main>
  );
}
