-- Triggers on "service_history": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
-- A session's history is a record: rows are added, never changed or removed.
CREATE TRIGGER "service_history_append_only" BEFORE UPDATE OR DELETE ON "service_history"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "service_history_no_truncate" BEFORE TRUNCATE ON "service_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/service_history_notify.sql
CREATE TRIGGER "service_history_notify" AFTER INSERT ON "service_history"
  FOR EACH ROW
  WHEN (NEW."to_status" IN ('Requested', 'Confirmed', 'Rescheduled', 'Canceled', 'Completed'))
  EXECUTE FUNCTION "service_history_notify"();
