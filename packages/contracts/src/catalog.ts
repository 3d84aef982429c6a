/**
 * The conversation service's internal catalog route (ADR 19): what another service checks a choice against (the
 * family service, when a teacher makes a class or pins a unit). GET, behind the signed identity; 404 when the
 * catalog has no such subject.
 */
export const catalogSubjectPath = (subjectId: string) =>
  `/internal/catalog/subjects/${encodeURIComponent(subjectId)}`;

/** A catalog subject as that route answers it: its stage, year and syllabus units, in order. */
export interface CatalogSubject {
  id: string;
  educationalStage: string;
  academicYear: string;
  unitIds: string[];
}
