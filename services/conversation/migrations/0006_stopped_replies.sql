-- A reply the learner stopped keeps the text written until then; the mark tells it from a finished one.
ALTER TABLE messages ADD COLUMN stopped boolean NOT NULL DEFAULT false;
