import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { ClassCatalogDocument } from '../../gql/generated';

export const STAGES = ['primary', 'middle', 'high'] as const;
export const yearsOf = (stage: string) =>
  stage === 'primary' ? ['1', '2', '3', '4', '5', '6'] : ['1', '2', '3'];
/** The service's limits (ADR 19), mirrored so the fields stop there. */
export const NAME_MAX = 80;
export const NOTES_MAX = 2000;

/** The catalog subjects of a stage and year, with their units, named in the reader's language. */
export function useClassSubjects(stage: string, year: string) {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const { data, loading } = useQuery(ClassCatalogDocument, {
    variables: { stage, year },
    skip: !stage || !year,
  });
  const subjects = (data?.subjects.subjects ?? []).map((s) => ({
    id: s.id,
    name: arabic ? s.name : s.nameEn,
    units: s.units.map((u) => ({ id: u.id, name: arabic ? u.name : u.nameEn })),
  }));
  return { subjects, loading };
}
