-- A learner's conversations of a kind are read a page at a time, the most recently used first (the sidebar's
-- order); this index serves that order exactly, with the id making each key unique.
CREATE INDEX IF NOT EXISTS conversations_page_idx
  ON conversations (user_id, kind, updated_at DESC, created_at DESC, id DESC);
