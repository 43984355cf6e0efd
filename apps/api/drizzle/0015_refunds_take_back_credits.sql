ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_type_known";--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_shape";--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD COLUMN "refunded_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_refund_once_per_lot" ON "credit_entries" USING btree ("refund_id","lot_id") WHERE "credit_entries"."refund_id" is not null;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_type_known" CHECK ("credit_entries"."entry_type" in ('grant', 'hold', 'release', 'spend', 'expiry', 'adjustment', 'refund'));--> statement-breakpoint
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
        else false end);--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_refunded_range" CHECK ("credit_lots"."refunded_credits" >= 0 and "credit_lots"."recognized_credits" + "credit_lots"."refunded_credits" <= "credit_lots"."granted"
        and "credit_lots"."refunded_cents" >= 0 and "credit_lots"."refunded_cents" <= coalesce("credit_lots"."value_cents", 0));--> statement-breakpoint
-- Hand-written (decision 0026). The refund a credit entry names must exist; declared here so the
-- ledger's Drizzle schema stays free of the purchases tables it sits below.
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id" UNIQUE ("business_id","id");--> statement-breakpoint
-- Composite, like every link between two tenant rows (decision 0025): a refund entry and its refund
-- are always of one business.
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_refund_fk" FOREIGN KEY ("business_id","refund_id") REFERENCES "public"."refunds"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A lot's remaining moves with holds, releases, adjustments, expiry and refunds; what was granted, to
-- whom, from where and until when never changes, a lot expires once, and what refunds took back of
-- it (credits and cents) only grows: a refund is never undone by editing the lot.
CREATE OR REPLACE FUNCTION "credit_lots_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.kind, NEW.granted, NEW.expires_at, NEW.source_type,
      NEW.source_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.kind, OLD.granted, OLD.expires_at, OLD.source_type,
      OLD.source_id, OLD.created_at) THEN
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
