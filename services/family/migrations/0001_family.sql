-- Parents linked to their children (ADR 18). Codes are stored hashed: a leaked table reveals no usable code.

-- What the family service knows of each user, from identity.user events: whether they may create a code
-- (student) or redeem one (parent), the language of their messages, and what a linked parent is shown.
CREATE TABLE members (
  user_id uuid PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  user_type text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT '',
  educational_stage text NOT NULL DEFAULT '',
  academic_year text NOT NULL DEFAULT ''
);

-- A student's link codes: SHA-256 of the code, single use, valid until expires_at.
CREATE TABLE link_codes (
  code_hash bytea PRIMARY KEY,
  student_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by uuid
);
CREATE INDEX link_codes_student ON link_codes (student_id);

-- Who may read whose figures: a parent and a child, from the redeemed code until either side unlinks.
CREATE TABLE links (
  parent_id uuid NOT NULL,
  child_id uuid NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX links_child ON links (child_id);
