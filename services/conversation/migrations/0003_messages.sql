ALTER TABLE conversations
  ADD COLUMN kind text NOT NULL DEFAULT 'school' CHECK (kind IN ('school', 'programming')),
  ADD COLUMN subject_id text REFERENCES subjects (id),
  ADD COLUMN language_id text REFERENCES programming_languages (id),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Learner and model messages. The learner's message id is the client's id (the idempotency key of a send).
CREATE TABLE messages (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  id text NOT NULL,
  user_id uuid NOT NULL,
  sender text NOT NULL CHECK (sender IN ('student', 'model')),
  content text NOT NULL,
  -- learner messages: sent (waiting for the reply), replied, failed (no reply; credit refunded)
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'replied', 'failed')),
  image_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, id)
);
CREATE INDEX messages_order_idx ON messages (conversation_id, created_at, sender DESC);
CREATE INDEX messages_user_idx ON messages (user_id);

CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  mime_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX images_user_idx ON images (user_id);

-- Who the learner is, kept from identity's events: what the tutor's prompt needs.
CREATE TABLE learners (
  user_id uuid PRIMARY KEY,
  name text NOT NULL,
  language text,
  user_type text,
  learning_domain text,
  educational_stage text,
  academic_year text
);
