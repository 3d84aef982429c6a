import type { TFunction } from 'i18next';

/** "Middle school, year 2" in the reader's language; a dash part when the student has not saved it yet. */
export function stageYear(
  t: TFunction,
  link: { educationalStage?: string | null; academicYear?: string | null },
): string {
  const stage = link.educationalStage ? t(`student.${link.educationalStage}`) : t('account.notSpecified');
  const year = link.academicYear ? t(`student.year${link.academicYear}`) : t('account.notSpecified');
  return t('family.stageYear', { stage, year });
}
