-- Triggers on "credit_entries": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "credit_entries_append_only" BEFORE UPDATE OR DELETE ON "credit_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "credit_entries_no_truncate" BEFORE TRUNCATE ON "credit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/dashboard_money_days_apply.sql
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "credit_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();
