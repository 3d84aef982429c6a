-- A child's safety flags as their linked parents see them (ADR 17, 18): the category and when, never any text.
-- From tutor-inference's MessageFlagged events, one per reply.
CREATE TABLE child_flags (
  reply_id text PRIMARY KEY,
  child_id uuid NOT NULL,
  category text NOT NULL,
  flagged_at timestamptz NOT NULL
);
-- A parent's read: one child's newest flags.
CREATE INDEX child_flags_child ON child_flags (child_id, flagged_at DESC);
