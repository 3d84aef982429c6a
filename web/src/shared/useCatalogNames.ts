import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { ProgrammingLanguagesDocument, SubjectsDocument } from '../gql/generated';

/** A catalog entry with its Arabic and English names (languages have one name in both). */
interface Named {
  id: string;
  name: string;
  nameEn?: string;
}

export interface CatalogNames {
  subject: (id: string) => string;
  language: (id: string) => string;
  unit: (id: string) => string;
  loading: boolean;
}

/** Whose stage and year name the units: a linked child's on a parent's page. */
export interface CatalogLearner {
  educationalStage?: string | null;
  academicYear?: string | null;
}

/**
 * Names for the catalog ids the progress figures hold (ADR 15), in the reader's language: the learner's
 * stage's subjects with their units and the programming languages with their topics, the same queries (and
 * cache) as the learn pages; a unit a teacher wrote, by the title the progress figures carry (`unitTitles`); the
 * empty unit id, the free questions of a subject; any other id the catalog does not list (another stage's) as the
 * id. The learner is the signed-in user unless `learner` is given.
 */
export function useCatalogNames(
  learner?: CatalogLearner,
  unitTitles: readonly { unitId: string; title: string }[] = [],
): CatalogNames {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const whose = learner ?? me;
  const subjects = useQuery(SubjectsDocument, {
    variables: { stage: whose?.educationalStage ?? 'primary', year: whose?.academicYear ?? '1' },
    skip: !whose,
  });
  const languages = useQuery(ProgrammingLanguagesDocument);
  const english = i18n.language !== 'ar';
  const nameOf = (entry: Named) => (english && entry.nameEn ? entry.nameEn : entry.name);

  const subjectNames = new Map<string, string>();
  const languageNames = new Map<string, string>();
  const unitNames = new Map<string, string>();
  for (const subject of subjects.data?.subjects.subjects ?? []) {
    subjectNames.set(subject.id, nameOf(subject));
    for (const unit of subject.units) unitNames.set(unit.id, nameOf(unit));
  }
  for (const language of languages.data?.programmingLanguages ?? []) {
    languageNames.set(language.id, nameOf(language));
    for (const topic of language.topics) unitNames.set(topic.id, nameOf(topic));
  }
  for (const { unitId, title } of unitTitles) unitNames.set(unitId, `\u2068${title}\u2069`);
  // U+2068/U+2069 isolate an id written in Latin letters inside an Arabic sentence.
  const orId = (names: Map<string, string>, id: string) => names.get(id) ?? `\u2068${id}\u2069`;
  return {
    subject: (id) => orId(subjectNames, id),
    language: (id) => orId(languageNames, id),
    unit: (id) =>
      id
        ? (unitNames.get(id) ?? t('progress.otherUnit', { id: `\u2068${id}\u2069` }))
        : t('progress.freeQuestions'),
    loading: subjects.loading || languages.loading,
  };
}
