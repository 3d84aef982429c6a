-- The directory's counts kept as its rows change (issue 35): per stored role and user type, how many users. The
-- owner's page reads these few rows instead of counting the whole table, the same cost at 100 users or 100,000.
-- Kept by statement triggers in the statement's own transaction (the event handlers' upserts and deletes, and any
-- other writer, a bulk load included): exact, never behind. A TRUNCATE of directory_users must empty this table too.
CREATE TABLE directory_counts (
  role text NOT NULL,
  user_type text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (role, user_type)
);

INSERT INTO directory_counts (role, user_type, n)
SELECT role, user_type, count(*) FROM directory_users GROUP BY 1, 2;

-- Adds each (role, user_type)'s change to its row, in key order: two statements moving users between the same two
-- rows lock them in the same order (no deadlock). An upsert fires the INSERT trigger for the rows it inserted and
-- the UPDATE trigger for those it updated.
CREATE FUNCTION directory_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO directory_counts AS c (role, user_type, n)
    SELECT role, user_type, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (role, user_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO directory_counts AS c (role, user_type, n)
    SELECT role, user_type, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (role, user_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO directory_counts AS c (role, user_type, n)
    SELECT role, user_type, sum(d) FROM (
      SELECT role, user_type, 1 AS d FROM new_rows
      UNION ALL SELECT role, user_type, -1 FROM old_rows
    ) moved GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (role, user_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER directory_counts_insert AFTER INSERT ON directory_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow();
CREATE TRIGGER directory_counts_update AFTER UPDATE ON directory_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow();
CREATE TRIGGER directory_counts_delete AFTER DELETE ON directory_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow();
