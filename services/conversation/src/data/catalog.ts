import type { CatalogSubject, CatalogUnit } from '@tutor/contracts';
import type { Queryable } from '@tutor/service-runtime';

export interface SubjectRow {
  id: string;
  name_ar: string;
  name_en: string;
  description: string;
  description_ar: string;
}

export async function listSubjects(db: Queryable, stage: string, year: string): Promise<SubjectRow[]> {
  const { rows } = await db.query<SubjectRow>(
    'SELECT DISTINCT ON (position, id) id, name_ar, name_en, description, description_ar FROM subjects WHERE stage = $1 AND academic_year = $2 ORDER BY position, id',
    [stage, year],
  );
  return rows;
}

export async function findSubject(db: Queryable, id: string): Promise<SubjectRow | undefined> {
  const { rows } = await db.query<SubjectRow>(
    'SELECT id, name_ar, name_en, description, description_ar FROM subjects WHERE id = $1',
    [id],
  );
  return rows[0];
}

export interface LanguageRow {
  id: string;
  name: string;
  route: string;
  description: string;
  description_ar: string;
}

export async function listLanguages(db: Queryable): Promise<LanguageRow[]> {
  const { rows } = await db.query<LanguageRow>(
    'SELECT id, name, route, description, description_ar FROM programming_languages ORDER BY position',
  );
  return rows;
}

export async function findLanguage(db: Queryable, idOrName: string) {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM programming_languages WHERE id = lower($1) OR lower(name) = lower($1)',
    [idOrName],
  );
  return rows[0];
}

export interface ProjectRow {
  id: string;
  language_id: string;
  title: string;
  description: string;
  title_ar: string;
  description_ar: string;
  slug: string;
  brief: string;
  brief_ar: string;
  skills: string[];
  skills_ar: string[];
}

const PROJECT_COLUMNS =
  'id, language_id, title, description, title_ar, description_ar, slug, brief, brief_ar, skills, skills_ar';

export async function listProjects(db: Queryable, languageId: string): Promise<ProjectRow[]> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE language_id = $1 ORDER BY id`,
    [languageId],
  );
  return rows;
}

export async function findProject(db: Queryable, id: string): Promise<ProjectRow | undefined> {
  const { rows } = await db.query<ProjectRow>(`SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = $1`, [id]);
  return rows[0];
}

export interface ProjectStepRow {
  text_en: string;
  text_ar: string;
}

/** A project's steps, first to last. */
export async function listProjectSteps(db: Queryable, projectId: string): Promise<ProjectStepRow[]> {
  const { rows } = await db.query<ProjectStepRow>(
    'SELECT text_en, text_ar FROM project_steps WHERE project_id = $1 ORDER BY position',
    [projectId],
  );
  return rows;
}

/** A unit of a subject's syllabus (subject_id set) or a topic of a programming language (language_id set). */
export interface UnitRow {
  id: string;
  subject_id: string | null;
  language_id: string | null;
  name_ar: string;
  name_en: string;
  /** A teacher's unit: the class it was written for (only its members see and start it). */
  class_id?: string | null;
}

/** The units of a subject, or the topics of a language, in order. */
export async function listUnits(
  db: Queryable,
  of: { subjectId: string } | { languageId: string },
): Promise<UnitRow[]> {
  // The catalog's only: a teacher's units are their class's (classUnitsOf).
  const { rows } = await db.query<UnitRow>(
    `SELECT id, subject_id, language_id, name_ar, name_en FROM units
      WHERE ${'subjectId' in of ? 'subject_id' : 'language_id'} = $1 AND class_id IS NULL ORDER BY position`,
    ['subjectId' in of ? of.subjectId : of.languageId],
  );
  return rows;
}

export async function findUnit(db: Queryable, id: string): Promise<UnitRow | undefined> {
  const { rows } = await db.query<UnitRow>(
    'SELECT id, subject_id, language_id, name_ar, name_en, class_id FROM units WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** A catalog subject with its stage, year and units in order, as the internal catalog route answers it. */
export async function findCatalogSubject(db: Queryable, id: string): Promise<CatalogSubject | undefined> {
  const { rows } = await db.query<CatalogSubject>(
    `SELECT s.id, s.stage AS "educationalStage", s.academic_year AS "academicYear",
       coalesce(array_agg(u.id ORDER BY u.position) FILTER (WHERE u.id IS NOT NULL), '{}') AS "unitIds"
     FROM subjects s LEFT JOIN units u ON u.subject_id = s.id AND u.class_id IS NULL
     WHERE s.id = $1 GROUP BY s.id`,
    [id],
  );
  return rows[0];
}

/** A catalog unit (not a class's own unit), or undefined. */
export async function findCatalogUnit(db: Queryable, id: string): Promise<CatalogUnit | undefined> {
  const { rows } = await db.query<CatalogUnit>(
    `SELECT id, subject_id AS "subjectId", language_id AS "languageId", name_ar AS "nameAr", name_en AS "nameEn"
     FROM units WHERE id = $1 AND class_id IS NULL`,
    [id],
  );
  return rows[0];
}

export async function listStarterQuestions(
  db: Queryable,
  languageId: string,
  locale: string,
): Promise<string[]> {
  const { rows } = await db.query<{ text: string }>(
    'SELECT text FROM starter_questions WHERE language_id = $1 AND locale = $2 ORDER BY position',
    [languageId, locale],
  );
  return rows.map((r) => r.text);
}
