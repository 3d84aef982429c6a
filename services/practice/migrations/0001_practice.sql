-- Practice (ADR 22). Items are never stored: an attempt names its item's source in the bank (a generator's id and
-- the seed it drew, or a written item's id) and the item, key included, is rebuilt from the bank when needed.

-- A practice set: of one unit, or (unit_id null) of the learner's skills due for review. source_ids: the bank
-- sources chosen at the start, one per item; position: the item now shown (= size when the set is finished).
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  learner_id uuid NOT NULL,
  unit_id text,
  language text NOT NULL CHECK (language IN ('ar', 'en')),
  source_ids text[] NOT NULL CHECK (cardinality(source_ids) > 0),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_learner_idx ON sessions (learner_id, created_at);

-- A learner's attempt at one item: of a session (session_id, position) or a Quiz me question (source 'quiz').
-- answers / wrong_answers count marked answers only: an unreadable one is not an attempt.
CREATE TABLE attempts (
  id uuid PRIMARY KEY,
  learner_id uuid NOT NULL,
  session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
  position integer,
  source text NOT NULL CHECK (source IN ('practice', 'quiz')),
  source_id text NOT NULL,
  seed integer,
  unit_id text NOT NULL,
  subject_id text NOT NULL DEFAULT '',
  language_id text NOT NULL DEFAULT '',
  skill text NOT NULL,
  language text NOT NULL CHECK (language IN ('ar', 'en')),
  answers integer NOT NULL DEFAULT 0,
  wrong_answers integer NOT NULL DEFAULT 0,
  hints_released integer NOT NULL DEFAULT 0,
  solution_shown boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'solved_alone', 'solved_with_hints', 'shown_solution')),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  UNIQUE (session_id, position)
);
CREATE INDEX attempts_learner_idx ON attempts (learner_id, created_at);

-- Each answer once: a request id sent again is the same answer (a double click). The text is capped by the
-- answer size limit; misconception is what a wrong answer showed, in both languages.
CREATE TABLE answers (
  id uuid PRIMARY KEY,
  attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  answer text NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('right', 'wrong', 'unreadable')),
  expected text,
  misconception jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (attempt_id, request_id)
);

-- Per learner and skill: the FSRS card (ts-fsrs), when the skill is due, the outcomes so far and the recent ones
-- (newest last) that mastery is the share of.
CREATE TABLE skills (
  learner_id uuid NOT NULL,
  skill text NOT NULL,
  unit_id text NOT NULL,
  card jsonb NOT NULL,
  due_at timestamptz NOT NULL,
  solved_alone integer NOT NULL DEFAULT 0,
  solved_with_hints integer NOT NULL DEFAULT 0,
  shown_solution integer NOT NULL DEFAULT 0,
  recent text[] NOT NULL DEFAULT '{}',
  mastery real NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (learner_id, skill)
);
CREATE INDEX skills_due_idx ON skills (learner_id, due_at);
