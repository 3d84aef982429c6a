import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeError } from '../../api/errors';
import { useSession } from '../../auth/session';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { ProgrammingLanguagesDocument, SubjectsDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';

/** Lists from the server are de-duplicated by id (spec section 5). */
export const uniqueById = <T extends { id: string }>(items: readonly T[]): T[] => [
  ...new Map(items.map((item) => [item.id, item])).values(),
];

function SubjectGrid() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { data, loading, error } = useQuery(SubjectsDocument, {
    variables: { stage: me?.educationalStage ?? 'high', year: me?.academicYear ?? '1' },
  });
  if (loading && !data) return <Loading />;
  if (error) return <Notice>{describeError(error, t, t('domain.subjectsFailed'))}</Notice>;
  const subjects = uniqueById(data?.subjects.subjects ?? []);
  const arabic = currentLanguage() === 'ar';
  return (
    <>
      <h1>{t('domain.subjectsTitle')}</h1>
      {subjects.length === 0 ? (
        <p>{data?.subjects.unsupportedStage ? t('domain.unsupportedStage') : t('domain.noSubjects')}</p>
      ) : (
        <ul className="card-grid">
          {subjects.map((s) => (
            <li key={s.id}>
              <Link className="card" to={`/subject/${encodeURIComponent(s.id)}`}>
                <strong dir="auto">{arabic ? s.name : s.nameEn}</strong>
                <small dir="auto">{arabic ? s.descriptionAr || s.description : s.description}</small>
              </Link>
            </li>
          ))}
          <li>
            <Link className="card" to="/Chat">
              <strong>{t('domain.generalChat')}</strong>
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
  const arabic = currentLanguage() === 'ar';
  if (loading && !data) return <Loading />;
  if (error) return <Notice>{describeError(error, t, t('domain.languagesFailed'))}</Notice>;
  return (
    <>
      <h1>{t('domain.languagesTitle')}</h1>
      <ul className="card-grid">
        {uniqueById(data?.programmingLanguages ?? []).map((l) => (
          <li key={l.id}>
            <Link
              className="card"
              to="/programming-language"
              state={{ languageId: l.id, languageName: l.name, Route: l.route }}
            >
              <span className={`card-icon monogram lang-${l.id.toLowerCase()}`} aria-hidden="true" dir="ltr">
                {LANGUAGE_MONOGRAMS[l.id.toLowerCase()] ?? l.name.slice(0, 2)}
              </span>
              <strong dir="ltr">{l.name}</strong>
              <small dir="auto">{arabic ? l.descriptionAr || l.description : l.description}</small>
            </Link>
          </li>
        ))}
      </ul>
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
        <p>{t('domain.notSupported')}</p>
      )}
    </main>
  );
}
