-- Triggers on "businesses": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/studio_config_settings_changed.sql
CREATE TRIGGER "businesses_config" BEFORE UPDATE ON "businesses"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."time_zone" IS DISTINCT FROM NEW."time_zone"
    OR OLD."free_cancel_hours" IS DISTINCT FROM NEW."free_cancel_hours")
  EXECUTE FUNCTION "studio_config_settings_changed"();

-- Calls functions/dashboard_member_visits_rebuild_studio.sql
CREATE TRIGGER "dashboard_member_visits_rebuild_studio" AFTER UPDATE OF time_zone ON "businesses"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "dashboard_member_visits_rebuild_studio"();

-- Calls functions/dashboard_rebuild_studio.sql
CREATE TRIGGER "dashboard_rebuild_studio" AFTER UPDATE OF time_zone, free_cancel_hours ON "businesses"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.free_cancel_hours IS DISTINCT FROM NEW.free_cancel_hours)
  EXECUTE FUNCTION "dashboard_rebuild_studio"();
