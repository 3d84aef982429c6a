-- Checked practice outcomes (practice.outcome: ItemAnswered, SkillReviewed; ADR 15, ADR 22): answers marked by an
-- item's key, never by a model. Counted from this migration on.

-- The answers and ended attempts already counted: the events are counted once per answer and per attempt, even when
-- the producer publishes one twice under two event ids.
CREATE TABLE practice_answers (
  answer_id text PRIMARY KEY,
  user_id uuid NOT NULL
);
CREATE INDEX practice_answers_user ON practice_answers (user_id);

CREATE TABLE practice_attempts (
  attempt_id text PRIMARY KEY,
  user_id uuid NOT NULL
);
CREATE INDEX practice_attempts_user ON practice_attempts (user_id);

-- Per learner, unit and skill: answers, ended attempts by outcome, and the scheduler's latest mastery and next review
-- (from the SkillReviewed with the latest reviewed_at).
CREATE TABLE skill_practice (
  user_id uuid NOT NULL,
  unit_id text NOT NULL,
  skill text NOT NULL,
  subject_id text NOT NULL DEFAULT '',
  language_id text NOT NULL DEFAULT '',
  first_answered_at timestamptz NOT NULL,
  items_answered int NOT NULL DEFAULT 0,
  items_correct int NOT NULL DEFAULT 0,
  solved_alone int NOT NULL DEFAULT 0,
  solved_with_hints int NOT NULL DEFAULT 0,
  shown_solution int NOT NULL DEFAULT 0,
  mastery double precision,
  last_outcome text,
  next_review_at timestamptz,
  reviewed_at timestamptz,
  PRIMARY KEY (user_id, unit_id, skill)
);
CREATE INDEX skill_practice_subject ON skill_practice (subject_id, user_id);

-- The same counts per unit and day, for the weekly digest and a class's week.
ALTER TABLE unit_days
  ADD COLUMN items_answered int NOT NULL DEFAULT 0,
  ADD COLUMN items_correct int NOT NULL DEFAULT 0,
  ADD COLUMN solved_alone int NOT NULL DEFAULT 0,
  ADD COLUMN solved_with_hints int NOT NULL DEFAULT 0,
  ADD COLUMN shown_solution int NOT NULL DEFAULT 0;

-- A day with a practice answer is an active day of the streak.
ALTER TABLE daily_activity ADD COLUMN practice_answers int NOT NULL DEFAULT 0;
