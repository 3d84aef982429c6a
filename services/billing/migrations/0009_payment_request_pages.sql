-- The owner's payment requests are read a page at a time, newest first, all of them or of one status; these
-- indexes serve those orders exactly (the id makes each key unique), so a page costs the same at any depth.
CREATE INDEX IF NOT EXISTS payment_requests_created_idx ON payment_requests (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS payment_requests_status_idx ON payment_requests (status, created_at DESC, id DESC);
