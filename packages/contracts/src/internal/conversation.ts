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

/**
 * The conversation service's catalog, for other services' checks (ADR 19): what the family service checks a
 * teacher's class or pinned unit against. 404 when the catalog has no such subject.
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
  },
} as const satisfies InternalContract;
