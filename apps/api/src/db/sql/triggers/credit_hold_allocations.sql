-- Triggers on "credit_hold_allocations": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "credit_hold_allocations_append_only" BEFORE UPDATE OR DELETE ON "credit_hold_allocations"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "credit_hold_allocations_no_truncate" BEFORE TRUNCATE ON "credit_hold_allocations"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
