-- Function credit_holds_settle_once: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/credit_holds.sql: credit_holds_settle_once

-- A hold ends once: held -> spent or held -> released, and nothing else about it changes.
CREATE OR REPLACE FUNCTION "credit_holds_settle_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'held' OR NEW.status = 'held' THEN
    RAISE EXCEPTION 'credit hold % is %; a hold is spent or released once', OLD.id, OLD.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.kind, NEW.quantity, NEW.service_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.kind, OLD.quantity, OLD.service_id, OLD.created_at) THEN
    RAISE EXCEPTION 'only the status of credit hold % can change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
