CREATE TABLE plans (
  user_id uuid PRIMARY KEY,
  remaining_messages integer NOT NULL CHECK (remaining_messages >= 0),
  subscription_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
