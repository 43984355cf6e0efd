-- Triggers on "users": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/studio_config_person_changed.sql
CREATE TRIGGER "users_config" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "studio_config_person_changed"();
