-- Function dashboard_member_visit_add: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: dashboard_member_visit_complete

-- A session became Completed: set its day's bit, widening the string at either end when needed.
CREATE OR REPLACE FUNCTION "dashboard_member_visit_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visit date;
BEGIN
  SELECT (NEW.starts_at AT TIME ZONE b.time_zone)::date INTO visit FROM businesses b WHERE b.id = NEW.business_id;
  INSERT INTO dashboard_member_visits AS v (business_id, customer_id, first_day, days, last_visit_at)
  VALUES (NEW.business_id, NEW.customer_id, visit, B'1', NEW.starts_at)
  ON CONFLICT (business_id, customer_id) DO UPDATE SET
    first_day = least(v.first_day, visit),
    days = set_bit(
      CASE WHEN visit < v.first_day THEN repeat('0', v.first_day - visit)::varbit || v.days ELSE v.days END
        || CASE WHEN visit - v.first_day >= length(v.days)
             THEN repeat('0', visit - v.first_day - length(v.days) + 1)::varbit ELSE B''::varbit END,
      visit - least(v.first_day, visit), 1),
    last_visit_at = greatest(v.last_visit_at, NEW.starts_at);
  RETURN NULL;
END;
$$;
