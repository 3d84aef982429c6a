import { listUnits } from '../data/catalog';
import type { SubjectResolvers } from '../generated/graphql';

export const Subject: SubjectResolvers = {
  name: (s) => s.name_ar,
  nameEn: (s) => s.name_en,
  descriptionAr: (s) => s.description_ar,
  units: (s, _, ctx) => listUnits(ctx.pool, { subjectId: s.id }),
};
