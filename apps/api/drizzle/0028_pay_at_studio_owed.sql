ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_type_known";--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_shape";--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_known";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "credits_before_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "owed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "written_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "written_off_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_written_off_by_user_id_users_id_fk" FOREIGN KEY ("written_off_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_type_known" CHECK ("credit_entries"."entry_type" in ('grant', 'hold', 'release', 'spend', 'expiry', 'adjustment', 'refund', 'cancel'));--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_shape" CHECK (case "credit_entries"."entry_type"
        when 'grant' then "credit_entries"."available_delta" > 0 and "credit_entries"."held_delta" = 0 and "credit_entries"."lot_id" is not null
        when 'hold' then "credit_entries"."available_delta" < 0 and "credit_entries"."held_delta" = -"credit_entries"."available_delta" and "credit_entries"."hold_id" is not null
        when 'release' then "credit_entries"."available_delta" > 0 and "credit_entries"."held_delta" = -"credit_entries"."available_delta" and "credit_entries"."hold_id" is not null
        when 'spend' then "credit_entries"."available_delta" = 0 and "credit_entries"."held_delta" < 0 and "credit_entries"."hold_id" is not null
        when 'expiry' then "credit_entries"."available_delta" < 0 and "credit_entries"."held_delta" = 0 and "credit_entries"."lot_id" is not null
        when 'adjustment' then "credit_entries"."available_delta" <> 0 and "credit_entries"."held_delta" = 0
          and "credit_entries"."reason" is not null and length(btrim("credit_entries"."reason")) > 0
        when 'refund' then "credit_entries"."available_delta" < 0 and "credit_entries"."held_delta" = 0 and "credit_entries"."lot_id" is not null
          and "credit_entries"."refund_id" is not null
        when 'cancel' then "credit_entries"."available_delta" < 0 and "credit_entries"."held_delta" = 0 and "credit_entries"."lot_id" is not null
          and "credit_entries"."refund_id" is null
        else false end);--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_known" CHECK ("journal_lines"."account" in ('cash_drawer', 'card_clearing', 'bank', 'accounts_receivable', 'deferred_revenue', 'payouts_payable', 'revenue', 'refunds', 'payout_expense', 'card_fees', 'bad_debt'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_owed_range" CHECK ("purchases"."owed_cents" between 0 and "purchases"."price_cents");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_owed_only_before_payment" CHECK ("purchases"."owed_cents" = 0 or ("purchases"."credits_before_payment" and "purchases"."status" in ('pending', 'canceled')));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_credits_before_payment_at_studio" CHECK (not "purchases"."credits_before_payment" or "purchases"."payment_method" = 'studio');--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_written_off_with_reason" CHECK (("purchases"."written_off_at" is null) = ("purchases"."write_off_reason" is null) and ("purchases"."written_off_at" is null or ("purchases"."owed_cents" = 0 and length(btrim("purchases"."write_off_reason")) > 0)));--> statement-breakpoint
-- What was bought, by whom and for how much never changes; the status only moves forward:
-- pending -> paid | canceled, paid -> partially_refunded | refunded, partially_refunded -> refunded.
-- What a purchase owes (decision 0046) only goes down, and whether its credits came first never changes.
CREATE OR REPLACE FUNCTION "purchases_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.pack_id, NEW.pack_type, NEW.pack_name, NEW.price_cents,
      NEW.grants, NEW.expiry_days, NEW.payment_method, NEW.credits_before_payment, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.pack_id, OLD.pack_type, OLD.pack_name, OLD.price_cents,
      OLD.grants, OLD.expiry_days, OLD.payment_method, OLD.credits_before_payment, OLD.created_at) THEN
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
