-- Function dashboard_member_visits_inserted: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: dashboard_member_visits_insert

CREATE OR REPLACE FUNCTION "dashboard_member_visits_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
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
