-- The catalog, in Arabic and English. School subjects follow the Egyptian curriculum by stage and year.
CREATE TABLE subjects (
  id text PRIMARY KEY,
  stage text NOT NULL CHECK (stage IN ('primary', 'middle', 'high')),
  academic_year text NOT NULL CHECK (academic_year IN ('1', '2', '3')),
  name_ar text NOT NULL,
  name_en text NOT NULL,
  description text NOT NULL,
  position integer NOT NULL
);
CREATE INDEX subjects_stage_year_idx ON subjects (stage, academic_year, position);

WITH catalog (stage, years, slug, name_ar, name_en, description, position) AS (
  VALUES
    ('primary', ARRAY['1','2','3'], 'arabic', 'اللغة العربية', 'Arabic', 'Reading, writing and grammar', 1),
    ('primary', ARRAY['1','2','3'], 'english', 'اللغة الإنجليزية', 'English', 'Vocabulary, reading and conversation', 2),
    ('primary', ARRAY['1','2','3'], 'math', 'الرياضيات', 'Mathematics', 'Numbers, operations and shapes', 3),
    ('primary', ARRAY['1','2','3'], 'discover', 'اكتشف', 'Discover', 'The integrated curriculum: science, society and skills', 4),
    ('primary', ARRAY['1','2','3'], 'religion', 'التربية الدينية', 'Religious Education', 'Values and stories', 5),
    ('middle', ARRAY['1','2','3'], 'arabic', 'اللغة العربية', 'Arabic', 'Texts, grammar and composition', 1),
    ('middle', ARRAY['1','2','3'], 'english', 'اللغة الإنجليزية', 'English', 'Grammar, reading and writing', 2),
    ('middle', ARRAY['1','2','3'], 'math', 'الرياضيات', 'Mathematics', 'Algebra, geometry and statistics', 3),
    ('middle', ARRAY['1','2','3'], 'science', 'العلوم', 'Science', 'Matter, energy and living things', 4),
    ('middle', ARRAY['1','2','3'], 'social', 'الدراسات الاجتماعية', 'Social Studies', 'History and geography of Egypt and the world', 5),
    ('middle', ARRAY['1','2','3'], 'ict', 'الحاسب الآلي', 'Computer and ICT', 'Computers, the internet and first programs', 6),
    ('high', ARRAY['1','2','3'], 'arabic', 'اللغة العربية', 'Arabic', 'Literature, rhetoric and grammar', 1),
    ('high', ARRAY['1','2','3'], 'english', 'اللغة الإنجليزية', 'English', 'Reading, writing and the set novel', 2),
    ('high', ARRAY['1','2','3'], 'math', 'الرياضيات', 'Mathematics', 'Algebra, calculus, geometry and statics', 3),
    ('high', ARRAY['1','2','3'], 'physics', 'الفيزياء', 'Physics', 'Motion, waves, electricity and modern physics', 4),
    ('high', ARRAY['1','2','3'], 'chemistry', 'الكيمياء', 'Chemistry', 'Atoms, reactions and organic chemistry', 5),
    ('high', ARRAY['1','2','3'], 'biology', 'الأحياء', 'Biology', 'Cells, body systems and genetics', 6),
    ('high', ARRAY['1','2','3'], 'history', 'التاريخ', 'History', 'Egyptian and world history', 7),
    ('high', ARRAY['1','2','3'], 'geography', 'الجغرافيا', 'Geography', 'Physical and human geography', 8),
    ('high', ARRAY['1'], 'philosophy', 'الفلسفة والمنطق', 'Philosophy and Logic', 'Thinking, arguments and logic', 9),
    ('high', ARRAY['2','3'], 'psychology', 'علم النفس والاجتماع', 'Psychology and Sociology', 'Mind, behaviour and society', 9)
)
INSERT INTO subjects (id, stage, academic_year, name_ar, name_en, description, position)
SELECT stage || '-' || y || '-' || slug, stage, y, name_ar, name_en, description, position
FROM catalog, unnest(years) AS y;

CREATE TABLE programming_languages (
  id text PRIMARY KEY,
  name text NOT NULL,
  route text NOT NULL,
  description text NOT NULL,
  position integer NOT NULL
);
INSERT INTO programming_languages (id, name, route, description, position) VALUES
  ('python', 'Python', 'python', 'A friendly first language for automation, data and AI', 1),
  ('javascript', 'JavaScript', 'javascript', 'The language of the web browser and of Node.js', 2),
  ('java', 'Java', 'java', 'Object-oriented programming for apps and Android', 3),
  ('csharp', 'C#', 'csharp', 'Modern .NET programming for apps and games', 4),
  ('cpp', 'C++', 'cpp', 'Fast systems and competitive programming', 5),
  ('php', 'PHP', 'php', 'Server-side web development', 6),
  ('typescript', 'TypeScript', 'typescript', 'JavaScript with types, for larger programs', 7);

CREATE TABLE projects (
  id text PRIMARY KEY,
  language_id text NOT NULL REFERENCES programming_languages (id),
  slug text NOT NULL,
  title text NOT NULL,
  description text NOT NULL
);
WITH kinds (slug, title, description) AS (
  VALUES
    ('Calculator', 'Calculator', 'Add, subtract, multiply and divide from user input'),
    ('TodoList', 'To-do list', 'Add, complete and remove tasks'),
    ('Guess', 'Guess the number', 'The computer picks a number; you guess with hints'),
    ('Clock', 'Digital clock', 'Show the time, updated every second'),
    ('Slider', 'Image slider', 'Move through pictures with next and previous'),
    ('Student', 'Student records', 'Store and list students with classes and objects'),
    ('Library', 'Library system', 'Lend and return books'),
    ('Notepad', 'Notepad', 'Write, save and open text files'),
    ('TicTacToe', 'Tic-tac-toe', 'Two players on a 3 × 3 board'),
    ('Bank', 'Bank account', 'Deposits, withdrawals and balances'),
    ('StudentGrades', 'Student grades', 'Averages and letter grades from marks'),
    ('BlogWebsite', 'Blog website', 'Posts with titles, dates and pages'),
    ('ContactForm', 'Contact form', 'A validated form that sends a message'),
    ('LoginSystem', 'Login system', 'Sign up and sign in with hashed passwords'),
    ('WeatherApp', 'Weather app', 'Show the weather for a city from an API'),
    ('ChatApp', 'Chat app', 'Send and receive messages in real time')
), offered (language_id, slugs) AS (
  VALUES
    ('python', ARRAY['Calculator', 'Guess', 'StudentGrades', 'Bank', 'Library']),
    ('javascript', ARRAY['Clock', 'Slider', 'TodoList', 'WeatherApp', 'ContactForm']),
    ('java', ARRAY['Student', 'Library', 'Bank', 'TicTacToe']),
    ('csharp', ARRAY['Notepad', 'Bank', 'Calculator', 'LoginSystem']),
    ('cpp', ARRAY['TicTacToe', 'Calculator', 'StudentGrades', 'Guess']),
    ('php', ARRAY['BlogWebsite', 'LoginSystem', 'ContactForm', 'ChatApp']),
    ('typescript', ARRAY['TodoList', 'ChatApp', 'WeatherApp', 'Clock'])
)
INSERT INTO projects (id, language_id, slug, title, description)
SELECT offered.language_id || '-' || lower(kinds.slug), offered.language_id, kinds.slug, kinds.title, kinds.description
FROM offered, unnest(offered.slugs) AS s(slug) JOIN kinds ON kinds.slug = s.slug;

CREATE TABLE starter_questions (
  language_id text NOT NULL REFERENCES programming_languages (id),
  locale text NOT NULL CHECK (locale IN ('en', 'ar')),
  position integer NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (language_id, locale, position)
);
WITH templates (locale, position, template) AS (
  VALUES
    ('en', 1, 'What is %s used for, and why should I learn it?'),
    ('en', 2, 'How do I write my first program in %s?'),
    ('en', 3, 'What are variables and data types in %s?'),
    ('en', 4, 'How do loops and conditions work in %s?'),
    ('ar', 1, 'ما استخدامات لغة %s ولماذا أتعلمها؟'),
    ('ar', 2, 'كيف أكتب أول برنامج لي بلغة %s؟'),
    ('ar', 3, 'ما المتغيرات وأنواع البيانات في %s؟'),
    ('ar', 4, 'كيف تعمل الحلقات والشروط في %s؟')
)
INSERT INTO starter_questions (language_id, locale, position, text)
SELECT l.id, t.locale, t.position, format(t.template, l.name) FROM programming_languages l, templates t;
