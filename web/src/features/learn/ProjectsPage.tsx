import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { describeError } from '../../api/errors';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { ProjectsDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';
import type { LanguageState } from './ProgrammingLanguagePage';
import {
  Calculator,
  ChartColumn,
  Clock,
  CloudSun,
  Contact,
  Dices,
  GraduationCap,
  Grid3x3,
  Landmark,
  Library,
  Lightbulb,
  ListChecks,
  LockKeyhole,
  MessagesSquare,
  Newspaper,
  NotebookPen,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';

/** A picture per known slug: SVG icons (emoji render as empty boxes where the system has no emoji font). */
const ICONS: Record<string, LucideIcon> = {
  Calculator,
  TodoList: ListChecks,
  Guess: Dices,
  Clock,
  Slider: SlidersHorizontal,
  Student: GraduationCap,
  Library,
  Notepad: NotebookPen,
  TicTacToe: Grid3x3,
  Bank: Landmark,
  StudentGrades: ChartColumn,
  BlogWebsite: Newspaper,
  ContactForm: Contact,
  LoginSystem: LockKeyhole,
  WeatherApp: CloudSun,
  ChatApp: MessagesSquare,
};

function ProjectIcon({ slug }: { slug: string }) {
  const Icon = ICONS[slug] ?? Lightbulb;
  return (
    <span className="card-icon" aria-hidden="true">
      <Icon size={28} strokeWidth={1.75} />
    </span>
  );
}

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
                <ProjectIcon slug={p.slug} />
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
