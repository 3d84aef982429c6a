-- One row per reply the workers produced: the idempotency record behind "one message, one reply".
CREATE TABLE replies (
  reply_id text PRIMARY KEY,
  conversation_id uuid NOT NULL,
  user_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('completed', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX replies_user_idx ON replies (user_id);
