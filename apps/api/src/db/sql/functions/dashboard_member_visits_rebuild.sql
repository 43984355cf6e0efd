-- Function dashboard_member_visits_rebuild: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

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
