-- Triggers on "group_history": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
-- A class's history is a record: rows are added, never changed or removed.
CREATE TRIGGER "group_history_append_only" BEFORE UPDATE OR DELETE ON "group_history"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
