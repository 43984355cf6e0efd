-- Function contract_events_refuse_change: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/contract_events.sql: contract_events_append_only
--   triggers/contracts.sql: contracts_no_delete

-- Hand-written below (decision 0053): a contract's events are its record. A row is never edited or
-- deleted by itself; only deleting the whole business or person (a cascade, one trigger level down)
-- takes it.
CREATE OR REPLACE FUNCTION "contract_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% rows cannot be changed or deleted: a contract''s record is append-only', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
