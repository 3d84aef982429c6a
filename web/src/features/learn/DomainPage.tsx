import { useQuery } from '@apollo/client';
import {
  Atom,
  BookA,
  BookOpen,
  Brain,
  Calculator,
  Dna,
  FlaskConical,
  Globe2,
  Landmark,
  Languages,
  Lightbulb,
  MessagesSquare,
  Monitor,
  Scale,
  Sparkles,
  Telescope,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { EmptyState, Skeleton } from '../../components/ui';
import { ProgrammingLanguagesDocument, SubjectsDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';
import { useErrorToast } from './useErrorToast';

/** Lists from the server are de-duplicated by id (spec section 5). */
export const uniqueById = <T extends { id: string }>(items: readonly T[]): T[] => [
  ...new Map(items.map((item) => [item.id, item])).values(),
];

/** A picture per subject, by the catalog's slug (the id is stage-year-slug). */
const SUBJECT_ICONS: Record<string, LucideIcon> = {
  arabic: BookA,
  english: Languages,
  math: Calculator,
  discover: Telescope,
  religion: BookOpen,
  science: FlaskConical,
  social: Globe2,
  ict: Monitor,
  physics: Atom,
  chemistry: FlaskConical,
  biology: Dna,
  history: Landmark,
  geography: Globe2,
  philosophy: Scale,
  psychology: Brain,
  sociology: Users,
};
const subjectIcon = (id: string): LucideIcon => SUBJECT_ICONS[id.split('-').slice(2).join('-')] ?? Lightbulb;

/** Cards load in a grid of the same shape. */
const GridSkeleton = () => <Skeleton className="card-grid skeleton-grid" lines={6} height="7rem" />;

function SubjectGrid() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { data, loading, error } = useQuery(SubjectsDocument, {
    variables: { stage: me?.educationalStage ?? 'high', year: me?.academicYear ?? '1' },
  });
  useErrorToast(error, t('domain.subjectsFailed'));
  const subjects = uniqueById(data?.subjects.subjects ?? []);
  const arabic = currentLanguage() === 'ar';
  return (
    <>
      <header className="page-intro">
        <h1>{t('domain.subjectsTitle')}</h1>
      </header>
      {loading && !data ? (
        <GridSkeleton />
      ) : subjects.length === 0 ? (
        <EmptyState
          icon={<BookOpen size={28} />}
          title={
            error
              ? t('domain.subjectsFailed')
              : data?.subjects.unsupportedStage
                ? t('domain.unsupportedStage')
                : t('domain.noSubjects')
          }
        />
      ) : (
        <ul className="card-grid">
          {subjects.map((s) => {
            const Icon = subjectIcon(s.id);
            return (
              <li key={s.id}>
                <Link className="card card-interactive" to={`/subject/${encodeURIComponent(s.id)}`}>
                  <span className="card-icon" aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <strong dir="auto">{arabic ? s.name : s.nameEn}</strong>
                  <small className="muted" dir="auto">
                    {arabic ? s.descriptionAr || s.description : s.description}
                  </small>
                </Link>
              </li>
            );
          })}
          <li>
            <Link className="card card-interactive" to="/Chat">
              <span className="card-icon" aria-hidden="true">
                <MessagesSquare size={22} />
              </span>
              <strong>{t('domain.generalChat')}</strong>
              <small className="muted">{t('domain.generalChatDescription')}</small>
            </Link>
          </li>
        </ul>
      )}
    </>
  );
}

/** Each known language's monogram, drawn in CSS (no emoji: they render as empty boxes without an emoji font). */
const LANGUAGE_MONOGRAMS: Record<string, string> = {
  python: 'Py',
  javascript: 'JS',
  java: 'Java',
  csharp: 'C#',
  cpp: 'C++',
  php: 'PHP',
  typescript: 'TS',
};

function LanguageGrid() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(ProgrammingLanguagesDocument);
  useErrorToast(error, t('domain.languagesFailed'));
  const arabic = currentLanguage() === 'ar';
  const languages = uniqueById(data?.programmingLanguages ?? []);
  return (
    <>
      <header className="page-intro">
        <h1>{t('domain.languagesTitle')}</h1>
      </header>
      {loading && !data ? (
        <GridSkeleton />
      ) : languages.length === 0 ? (
        <EmptyState
          icon={<Sparkles size={28} />}
          title={error ? t('domain.languagesFailed') : t('domain.noSubjects')}
        />
      ) : (
        <ul className="card-grid">
          {languages.map((l) => (
            <li key={l.id}>
              <Link
                className="card card-interactive"
                to="/programming-language"
                state={{ languageId: l.id, languageName: l.name, Route: l.route }}
              >
                <span
                  className={`card-icon monogram lang-${l.id.toLowerCase()}`}
                  aria-hidden="true"
                  dir="ltr"
                >
                  {LANGUAGE_MONOGRAMS[l.id.toLowerCase()] ?? l.name.slice(0, 2)}
                </span>
                <strong dir="ltr">{l.name}</strong>
                <small className="muted" dir="auto">
                  {arabic ? l.descriptionAr || l.description : l.description}
                </small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function DomainPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page">
      {domain === 'school' ? (
        <SubjectGrid />
      ) : domain === 'programming' ? (
        <LanguageGrid />
      ) : (
        <EmptyState headingLevel={1} icon={<Sparkles size={28} />} title={t('domain.notSupported')} />
      )}
    </main>
  );
}
