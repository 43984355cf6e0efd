-- Triggers on "journal_lines": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/dashboard_money_days_apply.sql
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "journal_lines_append_only" BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/journal_entry_must_balance.sql
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_must_balance"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
