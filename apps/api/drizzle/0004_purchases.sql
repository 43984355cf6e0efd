-- First: the composite foreign keys below point at it.
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_id" UNIQUE("business_id","id");--> statement-breakpoint
CREATE TABLE "credit_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"grants" jsonb NOT NULL,
	"expiry_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "credit_packs_type_known" CHECK ("credit_packs"."type" in ('credit_pack', 'service_package')),
	CONSTRAINT "credit_packs_price_positive" CHECK ("credit_packs"."price_cents" > 0),
	CONSTRAINT "credit_packs_expiry_range" CHECK ("credit_packs"."expiry_days" is null or "credit_packs"."expiry_days" between 1 and 3650),
	CONSTRAINT "credit_packs_grants_list" CHECK (jsonb_typeof("credit_packs"."grants") = 'array' and jsonb_array_length("credit_packs"."grants") between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payments_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"purchase_id" uuid,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"note" text,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('cash', 'card')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_refunded_range" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents"),
	CONSTRAINT "payments_card_from_checkout" CHECK (("payments"."method" = 'card') = ("payments"."stripe_checkout_session_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"pack_type" text NOT NULL,
	"pack_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"grants" jsonb NOT NULL,
	"expiry_days" integer,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_checkout_session_id" text,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "purchases_status_known" CHECK ("purchases"."status" in ('pending', 'paid', 'partially_refunded', 'refunded', 'canceled')),
	CONSTRAINT "purchases_payment_method_known" CHECK ("purchases"."payment_method" in ('studio', 'card')),
	CONSTRAINT "purchases_price_positive" CHECK ("purchases"."price_cents" > 0),
	CONSTRAINT "purchases_paid_when_paid" CHECK (("purchases"."status" in ('paid', 'partially_refunded', 'refunded')) = ("purchases"."paid_at" is not null)),
	CONSTRAINT "purchases_canceled_when_canceled" CHECK (("purchases"."status" = 'canceled') = ("purchases"."canceled_at" is not null)),
	CONSTRAINT "purchases_checkout_only_for_card" CHECK ("purchases"."stripe_checkout_session_id" is null or "purchases"."payment_method" = 'card')
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"stripe_refund_id" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_reason_given" CHECK (length(btrim("refunds"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"business_id" uuid,
	"outcome" text NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_fk" FOREIGN KEY ("business_id","purchase_id") REFERENCES "public"."purchases"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pack_fk" FOREIGN KEY ("business_id","pack_id") REFERENCES "public"."credit_packs"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_fk" FOREIGN KEY ("business_id","payment_id") REFERENCES "public"."payments"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_packs_business_idx" ON "credit_packs" USING btree ("business_id","active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_purchase" ON "payments" USING btree ("purchase_id") WHERE "payments"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session_once" ON "payments" USING btree ("stripe_checkout_session_id") WHERE "payments"."stripe_checkout_session_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_business_created_idx" ON "payments" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("business_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_checkout_session_once" ON "purchases" USING btree ("stripe_checkout_session_id") WHERE "purchases"."stripe_checkout_session_id" is not null;--> statement-breakpoint
CREATE INDEX "purchases_customer_idx" ON "purchases" USING btree ("business_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("business_id","payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_stripe_once" ON "refunds" USING btree ("stripe_refund_id") WHERE "refunds"."stripe_refund_id" is not null;
--> statement-breakpoint
-- Hand-written from here (decision 0011): Drizzle's schema cannot declare triggers.
-- A payment is a fact: only its refunded total may change, and only upwards (the check constraint
-- keeps it at most the amount). A correction is a refund, never an edit.
CREATE FUNCTION "payments_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "payments_guard" BEFORE UPDATE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_guard"();
--> statement-breakpoint
CREATE TRIGGER "payments_no_delete" BEFORE DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "payments_no_truncate" BEFORE TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "refunds_append_only" BEFORE UPDATE OR DELETE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "refunds_no_truncate" BEFORE TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- What was bought, by whom and for how much never changes; the status only moves forward:
-- pending -> paid | canceled, paid -> partially_refunded | refunded, partially_refunded -> refunded.
CREATE FUNCTION "purchases_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.pack_id, NEW.pack_type, NEW.pack_name, NEW.price_cents,
      NEW.grants, NEW.expiry_days, NEW.payment_method, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.pack_id, OLD.pack_type, OLD.pack_name, OLD.price_cents,
      OLD.grants, OLD.expiry_days, OLD.payment_method, OLD.created_at) THEN
    RAISE EXCEPTION 'what purchase % bought cannot change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.stripe_checkout_session_id IS NOT NULL
     AND NEW.stripe_checkout_session_id IS DISTINCT FROM OLD.stripe_checkout_session_id THEN
    RAISE EXCEPTION 'purchase % already has a checkout session', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.paid_at IS NOT NULL AND NEW.paid_at IS DISTINCT FROM OLD.paid_at THEN
    RAISE EXCEPTION 'purchase % was already paid', OLD.id USING ERRCODE = 'restrict_violation';
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
CREATE TRIGGER "purchases_guard" BEFORE UPDATE ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "purchases_guard"();
--> statement-breakpoint
CREATE TRIGGER "purchases_no_delete" BEFORE DELETE ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "purchases_no_truncate" BEFORE TRUNCATE ON "purchases"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
