-- The learner's grammatical gender (female or male), optional: how Arabic addresses them, in the interface and the
-- tutor's replies. NULL when not given: the masculine, Arabic's default form of address, is used.
ALTER TABLE users ADD COLUMN grammatical_gender text CHECK (grammatical_gender IN ('female', 'male'));
