-- The owner's user directory, built only from identity's events (never by reading identity's tables).
CREATE TABLE directory_users (
  user_id uuid PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL,
  registered_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
