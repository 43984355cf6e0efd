-- Function dashboard_session_days_collect: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: dashboard_session_days_insert
--   triggers/services.sql: dashboard_session_days_update
--   triggers/services.sql: dashboard_session_days_delete

CREATE OR REPLACE FUNCTION "dashboard_session_days_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_session_days_change(ARRAY(SELECT n::services FROM new_rows n), '{}'::services[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_session_days_change('{}'::services[], ARRAY(SELECT o::services FROM old_rows o));
  ELSE
    PERFORM dashboard_session_days_change(ARRAY(SELECT n::services FROM new_rows n), ARRAY(SELECT o::services FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;
