-- The owner's growth figures (issue 35), fed by events only: per person the first time they reached each step of
-- the funnel (events of one person come in any order across topics: each step keeps its earliest time), and per
-- person and UTC day whether they sent a message. A deleted person's rows go with the account (ADR 17).
CREATE TABLE growth_people (
  user_id uuid PRIMARY KEY,
  signed_up_at timestamptz,
  onboarded_at timestamptz,
  first_reply_at timestamptz,
  hit_free_limit_at timestamptz,
  asked_to_pay_at timestamptz,
  approved_at timestamptz
);
-- The funnel reads the people who signed up in a period.
CREATE INDEX growth_people_signed_up_idx ON growth_people (signed_up_at) WHERE signed_up_at IS NOT NULL;

CREATE TABLE growth_active_days (
  day date NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (day, user_id)
);
-- A deletion finds the person's days.
CREATE INDEX growth_active_days_user_idx ON growth_active_days (user_id);
