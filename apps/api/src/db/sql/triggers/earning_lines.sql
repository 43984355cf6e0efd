-- Triggers on "earning_lines": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "earning_lines_append_only" BEFORE UPDATE OR DELETE ON "earning_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
