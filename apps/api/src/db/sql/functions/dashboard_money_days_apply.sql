-- Function dashboard_money_days_apply: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/journal_lines.sql: dashboard_money_days_insert
--   triggers/credit_entries.sql: dashboard_money_days_insert
--   triggers/credit_lots.sql: dashboard_money_days_insert
--   triggers/payments.sql: dashboard_money_days_insert
--   triggers/refunds.sql: dashboard_money_days_insert

-- Only spends add to a money day: a booking's hold (and a release) skips the text-built statement.
-- The inner IF is planned only for credit entries (PL/pgSQL compiles a trigger function per table).
CREATE OR REPLACE FUNCTION "dashboard_money_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'credit_entries' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE entry_type = 'spend') THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE dashboard_money_upsert(format(dashboard_money_source(TG_TABLE_NAME), 'new_rows'));
  RETURN NULL;
END;
$$;
