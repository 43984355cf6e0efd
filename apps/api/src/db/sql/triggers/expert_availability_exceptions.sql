-- Triggers on "expert_availability_exceptions": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/studio_config_changed.sql
CREATE TRIGGER "expert_availability_exceptions_config" AFTER INSERT OR UPDATE OR DELETE
  ON "expert_availability_exceptions" FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
