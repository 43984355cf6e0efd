-- Function dashboard_member_visits_rebuild_customers: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- Hand-written (decision 0030, "Active and at-risk members"). Sessions inserted already Completed
-- (the demo's history, an import) set their customers' visit days once per statement, not once per
-- row: a row trigger upserted the same customer's row once per session, and a bulk insert left a dead
-- row version per session (2,000 customers took 2,900 pages instead of 60, and every dashboard read
-- scanned them). Completing a session (an UPDATE) still sets its one bit with a row trigger.
-- Recomputes the rows of some of a studio's customers from their completed sessions.
CREATE OR REPLACE FUNCTION "dashboard_member_visits_rebuild_customers"(target uuid, customers uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_member_visits WHERE business_id = target AND customer_id = ANY (customers);
  INSERT INTO dashboard_member_visits (business_id, customer_id, first_day, days, last_visit_at)
  WITH visits AS (
    SELECT s.customer_id, (s.starts_at AT TIME ZONE b.time_zone)::date AS day, max(s.starts_at) AS at
    FROM services s JOIN businesses b ON b.id = s.business_id
    WHERE s.business_id = target AND s.status = 'Completed' AND s.customer_id = ANY (customers)
    GROUP BY 1, 2
  ), spans AS (
    SELECT customer_id, min(day) AS first_day, max(day) AS last_day, max(at) AS last_at
    FROM visits GROUP BY 1
  )
  SELECT target, sp.customer_id, sp.first_day,
    string_agg(CASE WHEN v.day IS NULL THEN '0' ELSE '1' END, '' ORDER BY g.day)::varbit, sp.last_at
  FROM spans sp
  CROSS JOIN LATERAL (SELECT d::date AS day FROM generate_series(sp.first_day, sp.last_day, interval '1 day') d) g
  LEFT JOIN visits v ON v.customer_id = sp.customer_id AND v.day = g.day
  GROUP BY sp.customer_id, sp.first_day, sp.last_at;
END;
$$;
