-- A class's students are read a page at a time in the order they joined; this index serves that order exactly
-- (the student id makes each key unique), so a page costs the same however large the class.
CREATE INDEX IF NOT EXISTS class_members_page_idx ON class_members (class_id, joined_at, student_id);
