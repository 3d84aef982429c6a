import { listProjectSteps, listUnits } from '../data/catalog';
import type {
  ProgrammingLanguageResolvers,
  ProjectResolvers,
  ProjectStepResolvers,
  UnitResolvers,
} from '../generated/graphql';

export const ProgrammingLanguage: ProgrammingLanguageResolvers = {
  descriptionAr: (l) => l.description_ar,
  topics: (l, _, ctx) => listUnits(ctx.pool, { languageId: l.id }),
};

export const Project: ProjectResolvers = {
  titleAr: (p) => p.title_ar,
  descriptionAr: (p) => p.description_ar,
  briefAr: (p) => p.brief_ar,
  skillsAr: (p) => p.skills_ar,
  steps: (p, _, ctx) => listProjectSteps(ctx.pool, p.id),
};

export const Unit: UnitResolvers = {
  name: (u) => u.name_ar,
  nameEn: (u) => u.name_en,
  fromTeacher: (u) => Boolean(u.class_id),
};

export const ProjectStep: ProjectStepResolvers = {
  text: (s) => s.text_ar,
  textEn: (s) => s.text_en,
};
