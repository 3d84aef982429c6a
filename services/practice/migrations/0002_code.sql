-- Programming exercises and mini projects (issue 34). What a learner's program is and what its tests said are
-- kept with the account and deleted with it; no other learner ever reads them.

-- A CODE item's answer is a program: kept whole here (answers.answer is capped at 500 characters and holds no
-- code), with the runner's result per test (id, verdict, what it printed, its error) for the last submission's
-- view and the tutor's "why does this fail?".
ALTER TABLE answers ADD COLUMN code text;
ALTER TABLE answers ADD COLUMN tests jsonb;

-- The learner's code of a mini project (the last save wins).
CREATE TABLE project_code (
  learner_id uuid NOT NULL,
  project_id text NOT NULL,
  code text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (learner_id, project_id)
);

-- Per milestone, the last check: whether every test passed, when it first passed, and the results per test.
CREATE TABLE project_milestones (
  learner_id uuid NOT NULL,
  project_id text NOT NULL,
  milestone_id text NOT NULL,
  passed boolean NOT NULL,
  first_passed_at timestamptz,
  results jsonb NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (learner_id, project_id, milestone_id)
);

-- Each check once: a request id sent again is the same check (its run is recorded once).
CREATE TABLE project_checks (
  learner_id uuid NOT NULL,
  project_id text NOT NULL,
  request_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (learner_id, project_id, request_id)
);
