-- Function credit_lots_guard: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/credit_lots.sql: credit_lots_guard

-- A lot's remaining moves with holds, releases, adjustments, expiry and refunds; what was granted, to
-- whom, from where, until when and at what daily allowance (decision 0057) never changes, a lot
-- expires once, and what refunds took back of it (credits and cents) only grows: a refund is never
-- undone by editing the lot.
CREATE OR REPLACE FUNCTION "credit_lots_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.kind, NEW.granted, NEW.expires_at, NEW.source_type,
      NEW.source_id, NEW.daily_allowance, NEW.allowance_starts_on, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.kind, OLD.granted, OLD.expires_at, OLD.source_type,
      OLD.source_id, OLD.daily_allowance, OLD.allowance_starts_on, OLD.created_at) THEN
    RAISE EXCEPTION 'only the remaining credits of lot % can change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.expired_at IS NOT NULL AND NEW.expired_at IS DISTINCT FROM OLD.expired_at THEN
    RAISE EXCEPTION 'credit lot % has already expired', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.refunded_credits < OLD.refunded_credits OR NEW.refunded_cents < OLD.refunded_cents THEN
    RAISE EXCEPTION 'credits refunded from lot % cannot be given back', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
