-- Triggers on "credit_lots": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/credit_lots_guard.sql
CREATE TRIGGER "credit_lots_guard" BEFORE UPDATE ON "credit_lots"
  FOR EACH ROW EXECUTE FUNCTION "credit_lots_guard"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "credit_lots_no_delete" BEFORE DELETE ON "credit_lots"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/dashboard_money_days_apply.sql
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "credit_lots"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();
