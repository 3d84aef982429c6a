-- The owner's safety follow-through (issue 31, item 7): a person followed up on a flag (who, when, a short note),
-- and dismissals join suspensions in the owner's action log, so a learner's flag history shows what was done.
-- The follow-up's words live here, with the flag (and go with it when the learner is deleted); the action log
-- keeps ids only, as before.
CREATE TABLE flag_follow_ups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  flag_id text NOT NULL REFERENCES flags (reply_id) ON DELETE CASCADE,
  person text NOT NULL,
  followed_up_at timestamptz NOT NULL,
  note text NOT NULL,
  recorded_by uuid NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flag_follow_ups_flag_idx ON flag_follow_ups (flag_id);

ALTER TABLE owner_actions DROP CONSTRAINT owner_actions_action_check;
ALTER TABLE owner_actions
  ADD CONSTRAINT owner_actions_action_check CHECK (action IN ('suspend', 'reinstate', 'dismiss', 'follow_up'));
