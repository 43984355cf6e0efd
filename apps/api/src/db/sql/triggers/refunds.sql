-- Triggers on "refunds": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/dashboard_money_days_apply.sql
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "refunds_append_only" BEFORE UPDATE OR DELETE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/integration_event_money.sql
CREATE TRIGGER "refunds_integration_event" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_money"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "refunds_no_truncate" BEFORE TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
