-- A learner's days of a week across every unit (the week's checked practice, the weekly digest): read by learner and
-- day on this index, not through every unit's whole history on the primary key (issue 35: the same cost after two
-- years of practice as after a week).
CREATE INDEX unit_days_user_day ON unit_days (user_id, day);
