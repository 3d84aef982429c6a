-- The first day of the run of consecutive active days (a message sent or a practice item answered) each active day
-- belongs to; null on a day without either (issue 35). The streak is read from today's or yesterday's row alone, not
-- from the learner's whole history: the same cost after two years of practice as after a week.
ALTER TABLE daily_activity ADD COLUMN run_start date;

UPDATE daily_activity t SET run_start = r.run_start
FROM (
  SELECT user_id, day, min(day) OVER (PARTITION BY user_id, island) AS run_start
  FROM (
    SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS island
    FROM daily_activity WHERE messages > 0 OR practice_answers > 0
  ) active
) r
WHERE t.user_id = r.user_id AND t.day = r.day;
