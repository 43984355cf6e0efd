-- Triggers on "group_seats": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/integration_event_class.sql
CREATE TRIGGER "group_seats_integration_event_insert" AFTER INSERT ON "group_seats"
  FOR EACH ROW EXECUTE FUNCTION "integration_event_class"();

-- Calls functions/integration_event_class.sql
CREATE TRIGGER "group_seats_integration_event_update" AFTER UPDATE ON "group_seats"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "integration_event_class"();

-- Calls functions/live_event_roster_changed.sql
CREATE TRIGGER "group_seats_live_event_insert" AFTER INSERT ON "group_seats"
  FOR EACH ROW EXECUTE FUNCTION "live_event_roster_changed"();

-- Calls functions/live_event_roster_changed.sql
CREATE TRIGGER "group_seats_live_event_update" AFTER UPDATE ON "group_seats"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."seats" IS DISTINCT FROM NEW."seats")
  EXECUTE FUNCTION "live_event_roster_changed"();
