ALTER TABLE users
  ADD COLUMN language text CHECK (language IN ('ar', 'en')),
  ADD COLUMN user_type text CHECK (user_type IN ('student', 'parent', 'teacher')),
  ADD COLUMN learning_domain text CHECK (learning_domain IN ('school', 'programming')),
  ADD COLUMN educational_stage text CHECK (educational_stage IN ('primary', 'middle', 'high')),
  ADD COLUMN academic_year text CHECK (academic_year IN ('1', '2', '3'));
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));
