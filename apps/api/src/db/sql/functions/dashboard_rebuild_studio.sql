-- Function dashboard_rebuild_studio: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/businesses.sql: dashboard_rebuild_studio

CREATE OR REPLACE FUNCTION "dashboard_rebuild_studio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_rebuild(NEW.id);
  RETURN NULL;
END;
$$;
