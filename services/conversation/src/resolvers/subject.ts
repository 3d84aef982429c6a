import { listUnits } from '../data/catalog';
import { classTopicFor, classUnitsFor } from '../data/classes';
import type { SubjectResolvers } from '../generated/graphql';

export const Subject: SubjectResolvers = {
  name: (s) => s.name_ar,
  nameEn: (s) => s.name_en,
  descriptionAr: (s) => s.description_ar,
  units: (s, _, ctx) => listUnits(ctx.pool, { subjectId: s.id }),
  // The caller's own classes only: a signed-out caller or a student in no class of the subject gets none.
  classTopic: async (s, _, ctx) =>
    ctx.identity.user ? ((await classTopicFor(ctx.pool, ctx.identity.user.id, s.id)) ?? null) : null,
  classUnits: (s, _, ctx) => (ctx.identity.user ? classUnitsFor(ctx.pool, ctx.identity.user.id, s.id) : []),
};
