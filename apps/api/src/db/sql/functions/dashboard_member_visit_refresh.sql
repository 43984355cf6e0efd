-- Function dashboard_member_visit_refresh: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: dashboard_member_visit_change
--   triggers/services.sql: dashboard_member_visit_delete

-- A completed session changed or went: recompute its customer (and the new one's, if it moved).
CREATE OR REPLACE FUNCTION "dashboard_member_visit_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_member_visits_rebuild(OLD.business_id, OLD.customer_id);
  IF TG_OP = 'UPDATE' AND NEW.status = 'Completed'
    AND (NEW.business_id, NEW.customer_id) IS DISTINCT FROM (OLD.business_id, OLD.customer_id) THEN
    PERFORM dashboard_member_visits_rebuild(NEW.business_id, NEW.customer_id);
  END IF;
  RETURN NULL;
END;
$$;
