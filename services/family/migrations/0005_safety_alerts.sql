-- A parent's alert (issue 31, item 7): a linked child's self-harm flag is shown to each linked parent as an alert
-- until that parent acknowledges it. One row per parent and flag acknowledged; it goes with the flag (the
-- child's deletion) and with the parent's deletion.
CREATE TABLE safety_alert_acks (
  parent_id uuid NOT NULL,
  reply_id text NOT NULL REFERENCES child_flags (reply_id) ON DELETE CASCADE,
  acknowledged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (parent_id, reply_id)
);
