-- Function studio_config_settings_changed: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/businesses.sql: businesses_config

-- The studio's own settings that booking reads: its name (in emails), time zone and free-cancel window.
CREATE OR REPLACE FUNCTION "studio_config_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."config_version" := OLD."config_version" + 1;
  RETURN NEW;
END;
$$;
