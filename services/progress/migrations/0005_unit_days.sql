-- Per learner, unit and day (PROGRESS_TIME_ZONE): messages about the unit and quiz answers marked in it, for the
-- weekly digest (ADR 15, "The weekly digest"). A conversation started in a unit adds a row with zeros (the unit was
-- practised that day). Counted from this migration on: earlier events are not replayed.
CREATE TABLE unit_days (
  user_id uuid NOT NULL,
  unit_id text NOT NULL,
  day date NOT NULL,
  subject_id text NOT NULL DEFAULT '',
  language_id text NOT NULL DEFAULT '',
  messages int NOT NULL DEFAULT 0,
  quiz_answered int NOT NULL DEFAULT 0,
  quiz_correct int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, unit_id, day)
);
