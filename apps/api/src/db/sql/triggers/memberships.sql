-- Triggers on "memberships": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/studio_config_changed.sql
CREATE TRIGGER "memberships_config_delete" AFTER DELETE ON "memberships"
  FOR EACH ROW WHEN (OLD."role" <> 'customer') EXECUTE FUNCTION "studio_config_changed"();

-- Calls functions/studio_config_changed.sql
CREATE TRIGGER "memberships_config_insert" AFTER INSERT ON "memberships"
  FOR EACH ROW WHEN (NEW."role" <> 'customer') EXECUTE FUNCTION "studio_config_changed"();

-- Calls functions/studio_config_changed.sql
CREATE TRIGGER "memberships_config_update" AFTER UPDATE ON "memberships"
  FOR EACH ROW WHEN (OLD."role" <> 'customer' OR NEW."role" <> 'customer')
  EXECUTE FUNCTION "studio_config_changed"();

-- Calls functions/integration_event_member.sql
CREATE TRIGGER "memberships_integration_event_insert" AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_member"();

-- Calls functions/integration_event_member.sql
CREATE TRIGGER "memberships_integration_event_update" AFTER UPDATE ON "memberships"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_member"();

-- Calls functions/live_event_access_changed.sql
CREATE TRIGGER "memberships_live_event_access" AFTER UPDATE ON "memberships"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_event_access_changed"();
