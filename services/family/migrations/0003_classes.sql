-- Teachers' classes (ADR 19): a class is one teacher's, for one subject of the catalog (the conversation
-- service's, checked when the class is made). Its join code is stored only as SHA-256: shown once, renewable.
CREATE TABLE classes (
  class_id uuid PRIMARY KEY,
  teacher_id uuid NOT NULL,
  name text NOT NULL,
  educational_stage text NOT NULL,
  academic_year text NOT NULL,
  subject_id text NOT NULL,
  code_hash bytea NOT NULL UNIQUE,
  -- The current topic: a catalog unit of the subject or one of the class's own units; null when none.
  pinned_unit_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_teacher ON classes (teacher_id, created_at);

-- Students in a class, from the code they entered until they leave or the teacher removes them.
CREATE TABLE class_members (
  class_id uuid NOT NULL REFERENCES classes (class_id) ON DELETE CASCADE,
  student_id uuid NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, student_id)
);
CREATE INDEX class_members_student ON class_members (student_id);

-- Units a teacher wrote for their class: a title and notes for the tutor (length-limited by the service).
CREATE TABLE class_units (
  unit_id text PRIMARY KEY,
  class_id uuid NOT NULL REFERENCES classes (class_id) ON DELETE CASCADE,
  title text NOT NULL,
  notes text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX class_units_class ON class_units (class_id, created_at);
