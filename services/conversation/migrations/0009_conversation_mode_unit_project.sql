-- A conversation keeps its teaching mode (the learner switches it; it applies from the next message) and what it
-- was started from: a unit of its subject (or a topic of its language) or a mini project of its language.
ALTER TABLE conversations
  ADD COLUMN mode text NOT NULL DEFAULT 'explain' CHECK (mode IN ('explain', 'guide', 'quiz', 'code')),
  ADD COLUMN unit_id text REFERENCES units (id),
  ADD COLUMN project_id text REFERENCES projects (id);
