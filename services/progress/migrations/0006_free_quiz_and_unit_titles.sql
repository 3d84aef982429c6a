-- A quiz answered in a subject's (or language's) free-question conversation counts under the subject with an
-- empty unit id, one row per subject: the key names the subject and language too (a unit id implies them).
ALTER TABLE unit_quiz_scores DROP CONSTRAINT unit_quiz_scores_pkey;
ALTER TABLE unit_quiz_scores ADD PRIMARY KEY (user_id, unit_id, subject_id, language_id);

-- The titles of the units teachers wrote for their classes (family.class ClassUnitCreated, ADR 19): the catalog
-- does not know them, so the read model names them for the learner's and the parent's pages.
CREATE TABLE class_unit_titles (
  unit_id text PRIMARY KEY,
  title text NOT NULL
);
