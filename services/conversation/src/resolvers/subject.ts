import type { SubjectRow } from '../data/catalog';

export const Subject = {
  name: (s: SubjectRow) => s.name_ar,
  nameEn: (s: SubjectRow) => s.name_en,
};
