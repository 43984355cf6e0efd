-- Triggers on "live_events": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/live_event_notify.sql
CREATE TRIGGER "live_events_notify" AFTER INSERT ON "live_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_event_notify"();

-- Calls functions/webhook_deliveries_fan_out.sql
CREATE TRIGGER "live_events_webhooks" AFTER INSERT ON "live_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_deliveries_fan_out"();
