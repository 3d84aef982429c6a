-- The audit log is written by billing when the owner decides (not by a browser): who decided, and an entry for
-- every request decided before, from its decision time.
ALTER TABLE payment_actions ADD COLUMN actor_id uuid;

INSERT INTO payment_actions (request_id, action, acted_at)
SELECT id, status, COALESCE(decided_at, now()) FROM payment_requests
WHERE status <> 'pending'
ON CONFLICT (request_id) DO NOTHING;

UPDATE payment_requests SET logged = true WHERE status <> 'pending' AND NOT logged;
