-- The learner's grammatical gender (identity's UserProfileUpdated), for the Arabic prompt: female, male or NULL
-- (not given: the masculine default).
ALTER TABLE learners ADD COLUMN grammatical_gender text;
