-- The owner's safety flags are read a page at a time, newest first (open ones, or all); these indexes serve
-- those orders exactly (the reply id makes each key unique), so a page costs the same at any depth.
CREATE INDEX IF NOT EXISTS flags_open_page_idx ON flags (flagged_at DESC, reply_id DESC) WHERE dismissed_at IS NULL;
CREATE INDEX IF NOT EXISTS flags_page_idx ON flags (flagged_at DESC, reply_id DESC);
-- flags_open_page_idx serves everything flags_open did (the same rows, one more column).
DROP INDEX IF EXISTS flags_open;
