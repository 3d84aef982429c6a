-- Teachers' classes as the conversation service needs them (ADR 19), a replica of the family service's, from its
-- family.class events: who is in which class, each class's current topic, and the units teachers wrote.

-- A student's classes, with the class's subject (the subject page shows a class's topic and units).
CREATE TABLE class_members (
  class_id uuid NOT NULL,
  student_id uuid NOT NULL,
  subject_id text NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, student_id)
);
CREATE INDEX class_members_student ON class_members (student_id, subject_id);

-- A class's current topic (a catalog unit or one of the class's units); no row or an empty unit when none.
CREATE TABLE class_topics (
  class_id uuid PRIMARY KEY,
  subject_id text NOT NULL,
  unit_id text NOT NULL
);

-- A teacher's unit is a unit of its subject (so a conversation starts from it like any other), seen only by the
-- class's members; its notes go into the tutor's prompt as data. Catalog units have no class.
ALTER TABLE units
  ADD COLUMN class_id uuid,
  ADD COLUMN notes text NOT NULL DEFAULT '',
  ADD COLUMN added_at timestamptz;
CREATE INDEX units_class_idx ON units (class_id) WHERE class_id IS NOT NULL;
