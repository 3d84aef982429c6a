import { z } from 'zod';
import type { InternalContract } from './route';

/** A catalog subject: its stage, year and syllabus units, in order. */
const catalogSubject = z.object({
  id: z.string(),
  educationalStage: z.string(),
  academicYear: z.string(),
  unitIds: z.array(z.string()),
});
export type CatalogSubject = z.output<typeof catalogSubject>;

/** A catalog unit: a subject's unit (subjectId set) or a programming language's topic (languageId set). */
const catalogUnit = z.object({
  id: z.string(),
  subjectId: z.string().nullable(),
  languageId: z.string().nullable(),
  nameAr: z.string(),
  nameEn: z.string(),
});
export type CatalogUnit = z.output<typeof catalogUnit>;

/**
 * The conversation service's catalog, for other services' checks (ADR 19): what the family service checks a
 * teacher's class or pinned unit against, and the practice service's unit facts (ADR 22). 404 when the catalog
 * has no such subject or unit (a class's own units are not the catalog's).
 */
export const CONVERSATION_INTERNAL = {
  service: 'conversation',
  errors: { 404: 'NOT_FOUND' },
  routes: {
    catalogSubject: {
      method: 'GET',
      path: '/catalog/subjects/:id',
      input: z.object({ id: z.string() }),
      answer: catalogSubject,
    },
    catalogUnit: {
      method: 'GET',
      path: '/catalog/units/:id',
      input: z.object({ id: z.string() }),
      answer: catalogUnit,
    },
  },
} as const satisfies InternalContract;
