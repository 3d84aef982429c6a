-- The owner's directory for thousands of users: search by part of a name or e-mail, sort by registration date,
-- and counts by user type.
--
-- Search is a case-insensitive substring match (ILIKE '%term%'). Measured with EXPLAIN ANALYZE on 5,000 rows
-- (PostgreSQL 15): a sequential scan took 8.5 ms, trigram GIN indexes 0.27 ms, and unlike a lower() btree with
-- a prefix match they also find a surname or the part of an e-mail after the first letters. pg_trgm is a
-- trusted extension (PostgreSQL 13+): the service's own database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX directory_users_name_trgm_idx ON directory_users USING gin (name gin_trgm_ops);
CREATE INDEX directory_users_email_trgm_idx ON directory_users USING gin (email gin_trgm_ops);

-- The sort orders, with the tie-breaker the query uses, so a page is read from the index and not sorted whole.
CREATE INDEX directory_users_name_idx ON directory_users (lower(name), user_id);
CREATE INDEX directory_users_email_idx ON directory_users (lower(email), user_id);
CREATE INDEX directory_users_registered_idx ON directory_users (registered_at, user_id);

-- student, parent or teacher from identity's UserProfileUpdated (empty until the learner chooses). Entries made
-- before this column existed get it with the user's next profile event.
ALTER TABLE directory_users ADD COLUMN user_type text NOT NULL DEFAULT '';
