-- Each attempt at answering a learner message gets its own reply job (job id = reply id, then reply id + attempt):
-- a Retry never has to remove a job another worker may still hold, and concurrent Retries start one attempt.
ALTER TABLE messages ADD COLUMN attempt integer NOT NULL DEFAULT 1;
