-- Safety flags for the owner (ADR 17), built only from tutor-inference's MessageFlagged events: one per reply,
-- holding the category and a short excerpt, never the conversation.
CREATE TABLE flags (
  reply_id text PRIMARY KEY,
  user_id uuid NOT NULL,
  conversation_id text NOT NULL,
  category text NOT NULL,
  source text NOT NULL,
  excerpt text NOT NULL,
  flagged_at timestamptz NOT NULL,
  dismissed_at timestamptz
);
-- The owner's list: open flags, newest first.
CREATE INDEX flags_open ON flags (flagged_at DESC) WHERE dismissed_at IS NULL;
CREATE INDEX flags_user ON flags (user_id);
