-- Triggers on "purchases": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/purchases_guard.sql
CREATE TRIGGER "purchases_guard" BEFORE UPDATE ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "purchases_guard"();

-- Calls functions/integration_event_money.sql
CREATE TRIGGER "purchases_integration_event" AFTER INSERT ON "purchases"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_money"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "purchases_no_delete" BEFORE DELETE ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "purchases_no_truncate" BEFORE TRUNCATE ON "purchases"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/subscription_invoice_follows_purchase.sql
CREATE TRIGGER "purchases_pay_subscription_invoice" AFTER UPDATE OF "status" ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "subscription_invoice_follows_purchase"();
