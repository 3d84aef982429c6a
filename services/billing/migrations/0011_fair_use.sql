-- The monthly plan's fair-use ceiling (issue 35): at most one row, set by the owner. No row, or a row with both
-- figures null, is the spec's unlimited monthly plan.
CREATE TABLE IF NOT EXISTS fair_use_policy (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  messages_per_day integer CHECK (messages_per_day > 0),
  cost_per_day_usd numeric CHECK (cost_per_day_usd > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Monthly learners the ceiling refused, one row per learner and UTC day: which ceiling stopped them first, when,
-- and how many sends it refused that day (the owner's list of who reached it).
CREATE TABLE IF NOT EXISTS fair_use_hits (
  user_id uuid NOT NULL,
  day date NOT NULL,
  ceiling text NOT NULL CHECK (ceiling IN ('MESSAGES', 'COST')),
  first_refused_at timestamptz NOT NULL,
  refusals integer NOT NULL DEFAULT 1,
  PRIMARY KEY (user_id, day)
);
CREATE INDEX IF NOT EXISTS fair_use_hits_day_idx ON fair_use_hits (day DESC);

-- A learner's messages of one day are counted on this index (the messages ceiling, before each monthly send).
CREATE INDEX IF NOT EXISTS credit_charges_user_created_idx ON credit_charges (user_id, created_at);
-- Its first column serves what the index on user_id alone did (a learner's purge).
DROP INDEX IF EXISTS credit_charges_user_idx;
