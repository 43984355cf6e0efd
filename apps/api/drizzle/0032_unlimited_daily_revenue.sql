DROP INDEX "credit_entries_lot_expires_once";--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "lapsed_on" date;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD COLUMN "daily_allowance" integer;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD COLUMN "allowance_starts_on" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "daily_allowance" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "allowance_starts_on" date;--> statement-breakpoint
CREATE INDEX "credit_lots_allowance_idx" ON "credit_lots" USING btree ("business_id") WHERE "credit_lots"."daily_allowance" is not null and "credit_lots"."expired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_lot_expires_once" ON "credit_entries" USING btree ("lot_id") WHERE "credit_entries"."entry_type" = 'expiry' and "credit_entries"."hold_id" is null and "credit_entries"."lapsed_on" is null;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_lapse_shape" CHECK ("credit_entries"."lapsed_on" is null or ("credit_entries"."entry_type" = 'expiry' and "credit_entries"."hold_id" is null));--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_allowance_whole_days" CHECK (("credit_lots"."daily_allowance" is null) = ("credit_lots"."allowance_starts_on" is null)
        and ("credit_lots"."daily_allowance" is null or ("credit_lots"."daily_allowance" > 0 and "credit_lots"."granted" % "credit_lots"."daily_allowance" = 0)));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_allowance_of_membership" CHECK (("purchases"."daily_allowance" is null) = ("purchases"."allowance_starts_on" is null)
        and ("purchases"."daily_allowance" is null or ("purchases"."daily_allowance" > 0 and "purchases"."pack_type" = 'membership')));--> statement-breakpoint
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS "credit_lots_guard" ON "credit_lots";
--> statement-breakpoint
-- Calls functions/credit_lots_guard.sql
CREATE TRIGGER "credit_lots_guard" BEFORE UPDATE ON "credit_lots"
  FOR EACH ROW EXECUTE FUNCTION "credit_lots_guard"();
--> statement-breakpoint
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS "purchases_guard" ON "purchases";
--> statement-breakpoint
-- Calls functions/purchases_guard.sql
CREATE TRIGGER "purchases_guard" BEFORE UPDATE ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "purchases_guard"();
