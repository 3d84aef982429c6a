-- The plan's version, bumped in the transaction of every change and carried in its events and in the answers of
-- the reads and writes that show it: the gateway's copy of the plan (ADR 20) never goes back to an older one.
ALTER TABLE plans ADD COLUMN version bigint NOT NULL DEFAULT 1;
