-- The learner's last day of practice per unit (PROGRESS_TIME_ZONE), for "units practised this week" (ADR 18).
-- Rows from before this migration have none: they count again from their next practice.
ALTER TABLE practised_units ADD COLUMN last_practised_day date;
