-- Function purchases_guard: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/purchases.sql: purchases_guard

-- What was bought (with an unlimited membership's daily allowance, decision 0057), by whom and for how
-- much never changes; the status only moves forward:
-- pending -> paid | canceled, paid -> partially_refunded | refunded, partially_refunded -> refunded.
-- What a purchase owes (decision 0046) only goes down, and whether its credits came first never changes.
CREATE OR REPLACE FUNCTION "purchases_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.pack_id, NEW.pack_type, NEW.pack_name, NEW.price_cents,
      NEW.grants, NEW.expiry_days, NEW.credits_expire_at, NEW.daily_allowance, NEW.allowance_starts_on, NEW.payment_method, NEW.credits_before_payment, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.pack_id, OLD.pack_type, OLD.pack_name, OLD.price_cents,
      OLD.grants, OLD.expiry_days, OLD.credits_expire_at, OLD.daily_allowance, OLD.allowance_starts_on, OLD.payment_method, OLD.credits_before_payment, OLD.created_at) THEN
    RAISE EXCEPTION 'what purchase % bought cannot change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.stripe_checkout_session_id IS NOT NULL
     AND NEW.stripe_checkout_session_id IS DISTINCT FROM OLD.stripe_checkout_session_id THEN
    RAISE EXCEPTION 'purchase % already has a checkout session', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.paid_at IS NOT NULL AND NEW.paid_at IS DISTINCT FROM OLD.paid_at THEN
    RAISE EXCEPTION 'purchase % was already paid', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.owed_cents > OLD.owed_cents THEN
    RAISE EXCEPTION 'what purchase % owes cannot grow', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.written_off_at IS NOT NULL AND NEW.written_off_at IS DISTINCT FROM OLD.written_off_at THEN
    RAISE EXCEPTION 'purchase % was already written off', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
       (OLD.status = 'pending' AND NEW.status IN ('paid', 'canceled'))
    OR (OLD.status = 'paid' AND NEW.status IN ('partially_refunded', 'refunded'))
    OR (OLD.status = 'partially_refunded' AND NEW.status = 'refunded')) THEN
    RAISE EXCEPTION 'purchase % cannot go from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
