-- Triggers on "payments": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/dashboard_money_days_apply.sql
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();

-- Calls functions/payments_guard.sql
CREATE TRIGGER "payments_guard" BEFORE UPDATE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_guard"();

-- Calls functions/integration_event_money.sql
CREATE TRIGGER "payments_integration_event" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_money"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "payments_no_delete" BEFORE DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "payments_no_truncate" BEFORE TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/payments_take_receipt_number.sql
CREATE TRIGGER "payments_receipt_number" BEFORE INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_take_receipt_number"();
