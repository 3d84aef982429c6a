-- The learners' progress, a read model built only from tutoring events (ADR 15). Ids are the catalog's; the
-- web resolves their names. Days are the learner's days (PROGRESS_TIME_ZONE), fixed when the event is handled.

-- What each conversation is about, from ConversationStarted: a MessageSent or QuizAnswered without a unit or a
-- language falls back to it.
CREATE TABLE conversations (
  conversation_id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  subject_id text NOT NULL DEFAULT '',
  language_id text NOT NULL DEFAULT '',
  unit_id text NOT NULL DEFAULT ''
);
CREATE INDEX conversations_user ON conversations (user_id);

-- Units a learner practised (started a conversation in, or sent a message about), under their subject or
-- programming language.
CREATE TABLE practised_units (
  user_id uuid NOT NULL,
  unit_id text NOT NULL,
  subject_id text NOT NULL DEFAULT '',
  language_id text NOT NULL DEFAULT '',
  first_practised_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, unit_id)
);

-- Quiz answers marked per unit (with the unit's subject or language, so a revision can start from it).
CREATE TABLE unit_quiz_scores (
  user_id uuid NOT NULL,
  unit_id text NOT NULL,
  subject_id text NOT NULL DEFAULT '',
  language_id text NOT NULL DEFAULT '',
  answered int NOT NULL DEFAULT 0,
  correct int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, unit_id)
);

-- Per learner and day: messages sent, replies completed, quiz answers.
CREATE TABLE daily_activity (
  user_id uuid NOT NULL,
  day date NOT NULL,
  messages int NOT NULL DEFAULT 0,
  replies int NOT NULL DEFAULT 0,
  quiz_answers int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
