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

export async function listLanguages(db: Queryable) {
  const { rows } = await db.query<{
    id: string;
    name: string;
    route: string;
    description: string;
    description_ar: string;
  }>('SELECT id, name, route, description, description_ar FROM programming_languages ORDER BY position');
  return rows;
}

export async function findLanguage(db: Queryable, idOrName: string) {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM programming_languages WHERE id = lower($1) OR lower(name) = lower($1)',
    [idOrName],
  );
  return rows[0];
}

export async function listProjects(db: Queryable, languageId: string) {
  const { rows } = await db.query<{
    id: string;
    title: string;
    description: string;
    title_ar: string;
    description_ar: string;
    slug: string;
  }>(
    'SELECT id, title, description, title_ar, description_ar, slug FROM projects WHERE language_id = $1 ORDER BY id',
    [languageId],
  );
  return rows;
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
