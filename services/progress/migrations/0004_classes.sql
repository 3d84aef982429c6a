-- Teachers' classes (from the family service's family.class events, ADR 19): a class's teacher may read its
-- students' figures in the class's subject, and nobody else's.
CREATE TABLE classes (
  class_id uuid PRIMARY KEY,
  teacher_id uuid NOT NULL,
  subject_id text NOT NULL
);
CREATE INDEX classes_teacher ON classes (teacher_id);

CREATE TABLE class_members (
  class_id uuid NOT NULL,
  student_id uuid NOT NULL,
  PRIMARY KEY (class_id, student_id)
);
CREATE INDEX class_members_student ON class_members (student_id);

-- Messages per learner, subject and day (PROGRESS_TIME_ZONE): a teacher sees the messages in their class's subject
-- only. Messages from before this migration are not counted here.
CREATE TABLE subject_daily_messages (
  user_id uuid NOT NULL,
  subject_id text NOT NULL,
  day date NOT NULL,
  messages int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, subject_id, day)
);
