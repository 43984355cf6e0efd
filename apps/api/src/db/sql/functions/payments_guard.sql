-- Function payments_guard: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/payments.sql: payments_guard

-- Hand-written from here (decision 0011): Drizzle's schema cannot declare triggers.
-- A payment is a fact: only its refunded total may change, and only upwards (the check constraint
-- keeps it at most the amount). A correction is a refund, never an edit.
CREATE OR REPLACE FUNCTION "payments_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.receipt_number, NEW.business_id, NEW.customer_id, NEW.purchase_id, NEW.method,
      NEW.amount_cents, NEW.note, NEW.stripe_checkout_session_id, NEW.stripe_payment_intent_id,
      NEW.recorded_by_user_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.receipt_number, OLD.business_id, OLD.customer_id, OLD.purchase_id, OLD.method,
      OLD.amount_cents, OLD.note, OLD.stripe_checkout_session_id, OLD.stripe_payment_intent_id,
      OLD.recorded_by_user_id, OLD.created_at) THEN
    RAISE EXCEPTION 'only the refunded total of payment % can change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.refunded_cents < OLD.refunded_cents THEN
    RAISE EXCEPTION 'the refunded total of payment % cannot go down', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
