-- The learner's grammatical gender, when they gave it (identity's profile): the Arabic tutor addresses them by it.
ALTER TABLE learners ADD COLUMN gender text;
