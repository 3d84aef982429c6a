-- Primary school in Egypt has six years; middle and high school keep three.
ALTER TABLE users DROP CONSTRAINT users_academic_year_check;
ALTER TABLE users ADD CONSTRAINT users_academic_year_check
  CHECK (academic_year IN ('1', '2', '3') OR (academic_year IN ('4', '5', '6') AND educational_stage = 'primary'));
