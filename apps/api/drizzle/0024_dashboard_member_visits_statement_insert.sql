-- Hand-written (decision 0030, "Active and at-risk members"). Sessions inserted already Completed
-- (the demo's history, an import) set their customers' visit days once per statement, not once per
-- row: a row trigger upserted the same customer's row once per session, and a bulk insert left a dead
-- row version per session (2,000 customers took 2,900 pages instead of 60, and every dashboard read
-- scanned them). Completing a session (an UPDATE) still sets its one bit with a row trigger.

-- Recomputes the rows of some of a studio's customers from their completed sessions.
CREATE FUNCTION "dashboard_member_visits_rebuild_customers"(target uuid, customers uuid[])
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
--> statement-breakpoint
-- The whole studio (a change of time zone) or one customer: every customer who has a row or a
-- completed session, through the function above.
CREATE OR REPLACE FUNCTION "dashboard_member_visits_rebuild"(target uuid, target_customer uuid DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target_customer IS NOT NULL THEN
    PERFORM dashboard_member_visits_rebuild_customers(target, ARRAY[target_customer]);
  ELSE
    PERFORM dashboard_member_visits_rebuild_customers(target, ARRAY(
      SELECT customer_id FROM dashboard_member_visits WHERE business_id = target
      UNION SELECT customer_id FROM services WHERE business_id = target AND status = 'Completed'));
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_member_visits_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  studio record;
BEGIN
  -- A booking inserts no Completed session: the loop is empty and nothing is written.
  FOR studio IN
    SELECT business_id, array_agg(DISTINCT customer_id ORDER BY customer_id) AS customers
    FROM new_rows WHERE status = 'Completed' GROUP BY business_id ORDER BY business_id
  LOOP
    PERFORM dashboard_member_visits_rebuild_customers(studio.business_id, studio.customers);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "dashboard_member_visit_insert" ON "services";
--> statement-breakpoint
CREATE TRIGGER "dashboard_member_visits_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_member_visits_inserted"();
