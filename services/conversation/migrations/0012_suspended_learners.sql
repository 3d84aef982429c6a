-- Learners the owner suspended (ADR 17), kept from the admin service's LearnerSuspended / LearnerReinstated
-- events: their sends and starts are refused while they are here.
CREATE TABLE suspended_learners (
  user_id uuid PRIMARY KEY,
  suspended_at timestamptz NOT NULL
);
