-- Triggers on "offering_locations": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/studio_config_changed.sql
-- Hand-written: an offering's locations are part of what booking reads about a studio (decision 0020).
CREATE TRIGGER "offering_locations_config" AFTER INSERT OR UPDATE OR DELETE ON "offering_locations"
  FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
