-- Suspended learners (ADR 17): the owner's decision, announced as LearnerSuspended / LearnerReinstated on
-- admin.moderation so that the conversation service refuses their sends. One row while suspended.
CREATE TABLE suspensions (
  user_id uuid PRIMARY KEY,
  suspended_at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid NOT NULL,
  -- The flag the owner suspended from, if any (a flag id is its reply id).
  flag_id text
);

-- The owner's action log for the admin service's decisions (as billing's payment_actions is for payments):
-- who did what to which user, when. Only ids and the action: no names or texts.
CREATE TABLE owner_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('suspend', 'reinstate')),
  user_id uuid NOT NULL,
  actor_id uuid NOT NULL,
  flag_id text,
  acted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_actions_user_idx ON owner_actions (user_id, acted_at DESC);
